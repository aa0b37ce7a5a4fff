// The member's payout e-wallet (spec §7 Members 'Wallet address'): the PayPal account we pay
// sell-to-us money to instead of a bank account. One per member; shown masked only; every
// add or change is e-mailed to the member, naming the masked address, so a stranger who got
// into the account cannot quietly redirect payouts.
import { maskEmail, PAYOUT_STORE_CODES as CODES, WALLET_PROVIDER } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';
import { memberContact } from '../members/rows.js';

export interface WalletView {
  provider: typeof WALLET_PROVIDER;
  email: string;
  updatedAt: string;
}

export const walletErrors = {
  alreadySet: () => new ApiError(409, CODES.alreadySet, 'You already have a PayPal account for payouts. Change it instead.'),
  notSet: () => new ApiError(404, CODES.notSet, 'You have no PayPal account for payouts.'),
};

interface Row {
  email: string;
  updated_at: Date | string;
}

const view = (r: Row): WalletView => ({ provider: WALLET_PROVIDER, email: maskEmail(r.email), updatedAt: new Date(r.updated_at).toISOString() });
/** Addresses are compared and kept in one form: trimmed, lower case (PayPal ignores case). */
const clean = (email: string) => email.trim().toLowerCase();

/** The e-mail when the PayPal account payouts go to is added, changed or removed. */
export function walletEmail(firstName: string, what: 'added' | 'changed' | 'removed', masked: string) {
  const line =
    what === 'removed'
      ? `The PayPal account ${masked} was removed from your Little Loop account. We will pay you into your bank account from now on.`
      : `We will pay what you sell to us into the PayPal account ${masked}${what === 'changed' ? ' from now on' : ''}.`;
  return {
    subject: what === 'removed' ? 'Your PayPal payout account was removed' : 'Your PayPal payout account',
    body: signed([`Hello ${firstName},`, '', line, '', 'If this was not you, please change your password and contact us straight away.']),
  };
}

export function createWalletService({ db, outbox }: { db: Db; outbox: Outbox }) {
  async function tell(tx: Queryable, memberId: string, what: 'added' | 'changed' | 'removed', masked: string) {
    const m = await memberContact(tx, memberId);
    if (!m) return;
    await outbox.enqueue(tx, { channel: 'email', recipient: m.email, ...walletEmail(m.firstName, what, masked) });
  }

  return {
    async get(memberId: string): Promise<WalletView | null> {
      const [row] = await db.query<Row>('SELECT email, updated_at FROM member_wallet_addresses WHERE member_id = $1', [memberId]);
      return row ? view(row) : null;
    },

    async add(memberId: string, email: string): Promise<WalletView> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<Row>('INSERT INTO member_wallet_addresses (member_id, email) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING email, updated_at', [memberId, clean(email)]);
        if (!row) throw walletErrors.alreadySet();
        await tell(tx, memberId, 'added', maskEmail(row.email));
        return view(row);
      });
    },

    async change(memberId: string, email: string): Promise<WalletView> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<Row>('UPDATE member_wallet_addresses SET email = $2, updated_at = now() WHERE member_id = $1 RETURNING email, updated_at', [memberId, clean(email)]);
        if (!row) throw walletErrors.notSet();
        await tell(tx, memberId, 'changed', maskEmail(row.email));
        return view(row);
      });
    },

    async remove(memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<Row>('DELETE FROM member_wallet_addresses WHERE member_id = $1 RETURNING email, updated_at', [memberId]);
        if (!row) throw walletErrors.notSet();
        await tell(tx, memberId, 'removed', maskEmail(row.email));
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
