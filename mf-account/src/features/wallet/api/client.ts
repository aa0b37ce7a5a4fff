// The v3 calls of the payout wallet (members/{id}/walletaddress): the address goes up once and
// comes back masked only; nothing here is kept in browser storage.
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
export type Data<T> = { response: { data: T } };
export const walletPath = (memberId: string) => `/members/${encodeURIComponent(memberId)}/walletaddress`;

export interface Wallet {
  provider: 'paypal';
  /** Masked: 'j***@example.co.uk'. */
  email: string;
}
