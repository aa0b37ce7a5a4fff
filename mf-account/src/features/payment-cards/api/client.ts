// What the Payment cards tab's calls (members/{id}/cardtokens) answer. The API shows brand, last 4
// and expiry only; a card is named by its random id, never by a provider token or number.
import { memberPath } from '../../../api/client';
export type { SavedCard } from '@shop/shared/rules';

export const cardTokensPath = (memberId: string) => memberPath(memberId, 'cardtokens');
