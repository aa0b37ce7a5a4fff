// What the payout service's parts are handed (service.ts builds it once): the database, the clock,
// the bank cipher, the payout provider, the shop's address and the failure log.
import type { Db, Queryable } from '../../db/db.js';
import type { BankCipher } from '../bank-accounts/cipher.js';
import type { QuoteStore } from '../quotations/store.js';
import type { PayoutProvider } from './provider.js';

export interface PayoutServiceDeps {
  db: Db;
  now: () => Date;
  cipher: BankCipher;
  provider: PayoutProvider;
  /** The shop's public address, for the payment e-mail's links (config.publicUrl). */
  publicUrl: string;
  /** A provider failure, for the log (never the account numbers). */
  logFailure: (err: unknown, payoutId: string) => void;
  /** The photos a quote's revision shows (staff/revision-photos.ts: given, so payouts does not import staff). */
  /** The image ids a quote's revision names (staff's revisionPhotoIdsOf, given where the app composes payouts). */
  revisionPhotoIdsOf: (q: Queryable, quoteId: string) => Promise<string[]>;
}

/** The service's dependencies and the quote store's move (the quote's one way to 'paid'). */
export interface PayoutDeps extends PayoutServiceDeps {
  move: QuoteStore['move'];
}
