import { useApiData } from '@shop/shared/http';
import { api } from '../../../api/client';
import { cardTokensPath, type SavedCard } from './client';

export async function listCardTokens(memberId: string): Promise<SavedCard[]> {
  return (await api.get<{ cardTokens: SavedCard[] }>(cardTokensPath(memberId))).cardTokens;
}

/** The member's saved cards; `reload` after a change. */
export const useCardTokens = (memberId: string) => useApiData(`card-tokens:${memberId}`, () => listCardTokens(memberId));
