// The signed-in member's saved cards (members/{id}/cardtokens) that can pay today: checkout
// offers them before a new card. Expired ones stay in My account, not here.
import { useEffect, useState } from 'react';
import { useApiData } from '@shop/shared/http';
import type { SavedCard } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { api } from '../../api/client';

const NONE: SavedCard[] = [];

export async function usableSavedCards(memberId: string, client = api): Promise<SavedCard[]> {
  const { cardTokens } = await client.get<{ cardTokens: SavedCard[] }>(`/members/${encodeURIComponent(memberId)}/cardtokens`);
  return cardTokens.filter((c) => !c.expired);
}

/** Saved cards for this checkout; none when the call fails (the shopper types a card as before). */
export function useSavedCards(): SavedCard[] {
  const memberId = session.memberId();
  const { data } = useApiData(memberId ? `saved-cards:${memberId}` : null, () => usableSavedCards(memberId!));
  return data ?? NONE;
}

/** The saved cards and the one chosen to pay with: the first is offered first; the shopper can still choose a new card (null). */
export function useSavedCardChoice() {
  const savedCards = useSavedCards();
  const [savedCardId, setSavedCardId] = useState<string | null>(null);
  useEffect(() => setSavedCardId((chosen) => chosen ?? savedCards[0]?.cardTokenId ?? null), [savedCards]);
  return { savedCards, savedCardId, setSavedCardId };
}
