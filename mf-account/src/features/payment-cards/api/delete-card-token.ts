import { api } from '../../../api/client';
import { cardTokensPath } from './client';

/** §7 DELETE cardtokens has no id in its path: the card is named in the query. */
export async function deleteCardToken(memberId: string, cardTokenId: string): Promise<void> {
  await api.delete(`${cardTokensPath(memberId)}?cardTokenId=${encodeURIComponent(cardTokenId)}`);
}
