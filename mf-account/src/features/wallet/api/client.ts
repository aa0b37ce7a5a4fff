// What the payout wallet's calls (members/{id}/walletaddress) answer: the address goes up once and
// comes back masked only; nothing here is kept in browser storage.
import { memberPath } from '../../../api/client';

export const walletPath = (memberId: string) => memberPath(memberId, 'walletaddress');

export interface Wallet {
  provider: 'paypal';
  /** Masked: 'j***@example.co.uk'. */
  email: string;
}
