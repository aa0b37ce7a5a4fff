// The signed-in member's saved cards (members/{id}/cardtokens) that can pay today: checkout
// offers them before a new card. Expired ones stay in My account, not here.
import { useEffect, useState } from 'react';
import { createApiClient } from '@shop/shared/http';
import type { SavedCard } from '@shop/shared/rules';
import { session } from '@shop/shared/session';

const api = createApiClient();

export async function usableSavedCards(memberId: string, client = api): Promise<SavedCard[]> {
  const res = await client.get<{ response: { data: { cardTokens: SavedCard[] } } }>(`/members/${encodeURIComponent(memberId)}/cardtokens`);
  return res.data.response.data.cardTokens.filter((c) => !c.expired);
}

/** Saved cards for this checkout; none when the call fails (the shopper types a card as before). */
export function useSavedCards(): SavedCard[] {
  const [cards, setCards] = useState<SavedCard[]>([]);
  useEffect(() => {
    const memberId = session.memberId();
    if (!memberId) return;
    let live = true;
    usableSavedCards(memberId).then(
      (list) => live && setCards(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return cards;
}
