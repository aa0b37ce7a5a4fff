// The v3 calls of the Payment cards tab: members/{id}/cardtokens. The API shows brand, last 4
// and expiry only; a card is named by its random id, never by a provider token or number.
import { createApiClient } from '@shop/shared/http';
export type { SavedCard } from '@shop/shared/rules';

export const api = createApiClient();
export type Data<T> = { response: { data: T } };
export const cardTokensPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}/cardtokens`;
