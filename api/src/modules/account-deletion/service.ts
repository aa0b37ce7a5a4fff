// Account deletion (§7 DELETE members/{id}, §8 1064): the member asks with their password; the
// account is closed at once (every session ends) and kept for a 14-day grace period in which
// signing in restores it; after that the erasure job removes or anonymises personal data
// (issue 31 §7: every table, whatever it files the person under; docs/account.md 'What erasure keeps'),
// while orders keep what the law needs (what was sold, for how much, when, how it was paid).
import { AUTH_CODES, GENERIC_CODES, MEMBER_CODES } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { forgetThrottledAccount, type Throttle } from '../auth/throttle.js';
import type { TokenService } from '../auth/tokens.js';
import { takeDownMemberPhotos } from '../catalogue/box-photos.js';
import type { CvStorage } from '../jobs/cv.js';
import { memberTables, quoteIdent } from '../member-data/member-tables.js';
import { aboutPerson, personOf, type FoundByPerson, type Person } from '../member-data/person.js';
import { paymentReferenceOf } from '../orders/service.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';
import { storageKey } from '../quote-images/service.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { QUOTE_PHOTO_SIZES, type QuotePhotoSize } from '@shop/shared/rules';

export const DELETION_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Tables whose rows outlive the member: the member row itself (anonymised below, orders point
 * at it), orders (minimised: kept for the accounts), sign-in sessions (no personal data: ids and
 * times, already revoked) and the consent history (proof of what was agreed and when); orders
 * and consent history go with the retention job when their time is up (docs/account.md 'What erasure
 * keeps'). Every other table with a member_id loses the member's rows; what is filed under their
 * address, number or pseudonym instead is found by member-data/person.ts and erased below.
 */
const KEPT_TABLES = new Set(['members', 'web_sell_orders', 'auth_sessions', 'member_consent_history']);

export const deletionErrors = {
  wrongPassword: () => new ApiError(400, MEMBER_CODES.passwordWrong, 'Your password is not right.'),
  failed: () => new ApiError(500, MEMBER_CODES.deletionFailed, 'We could not delete your account just now. Please try again later.'),
  notFound: () => new ApiError(404, GENERIC_CODES.memberId, 'Member not found'),
};

export interface DeletionDeps {
  db: Db;
  tokens: TokenService;
  outbox: Outbox;
  /** The password check, counted like a sign-in. */
  throttle: Pick<Throttle, 'confirmPassword'>;
  /** The time now; tests move it forward to pass the grace period. */
  clock?: () => Date;
  /**
   * What other services keep of the member and must forget first (the card provider's saved
   * cards, and the card details of the payments with these merchant references); a failure
   * retries the erasure later.
   */
  forgetElsewhere?: (memberId: string, merchantReferences: string[]) => Promise<void>;
  /** Where the member's files are: their quote photos, the copies on the shop's boxes, CVs sent with an application. */
  files: { quotePhotos: PhotoStorage; boxPhotos: PhotoStorage; cvs: Pick<CvStorage, 'remove'> };
  logFailure?: (err: unknown, what: string) => void;
}

/** Files taken out of reach inside the erasure's transaction: purged once it commits, put back if it fails. */
type TakenFiles = { purge(): Promise<void>; restore(): Promise<void> };

/** The e-mail that confirms a deletion request, with the day it will happen. */
export function deletionRequestedEmail(firstName: string, erasesAt: Date) {
  const day = erasesAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return {
    subject: 'Your account will be deleted',
    body: signed([`Hello ${firstName},`, '', `As you asked, we will delete your Little Loop account on ${day}. Until then, signing in keeps your account: nothing will be deleted.`]),
  };
}

export function createAccountDeletion({ db, tokens, outbox, throttle, clock = () => new Date(), forgetElsewhere = async () => undefined, files, logFailure = () => undefined }: DeletionDeps) {
  const graceEnd = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

  /**
   * Their photos off the shop's boxes (the box keeps the staff's, or is drawn; new picture
   * addresses) and out of the quote photo store; each store's files pushed to `taken` as soon as
   * they are moved, so a failure after it puts them back.
   */
  async function takePhotos(tx: Queryable, memberId: string, taken: TakenFiles[]): Promise<void> {
    taken.push(await takeDownMemberPhotos(tx, files.boxPhotos, memberId));
    const quotePhotos = await tx.query<{ image_id: string }>('SELECT image_id FROM quote_images WHERE member_id = $1', [memberId]);
    const sizes = Object.keys(QUOTE_PHOTO_SIZES) as QuotePhotoSize[];
    taken.push(await files.quotePhotos.remove(quotePhotos.flatMap((p) => sizes.map((size) => storageKey(p.image_id, size)))));
  }

  /** What is filed under their addresses, numbers or pseudonym (person.ts), before the rows it is found through go; answers the CV files to remove. */
  async function eraseFiledElsewhere(tx: Queryable, person: Person): Promise<string[]> {
    const about = (table: FoundByPerson, change: (where: string) => string) => {
      const { where, params } = aboutPerson(table, person);
      return tx.query<Record<string, string>>(change(where), params);
    };
    // The payout provider's book keeps the transfer (amount, reference) without the payee's name.
    await about('embedded_bank_transfers', (where) => `UPDATE embedded_bank_transfers SET payee_name = '' WHERE ${where}`);
    await about('order_feedback', (where) => `DELETE FROM order_feedback WHERE ${where}`);
    for (const table of ['feedback_codes', 'contact_enquiries', 'franchise_enquiries', 'conversion_events'] as const) await about(table, (where) => `DELETE FROM ${table} WHERE ${where}`);
    const applications = await about('job_applications', (where) => `DELETE FROM job_applications WHERE ${where} RETURNING cv_key`);
    // The e-mails and texts the shop sent them carry their name and address; the inbox's copies of theirs too.
    await about('outbox', (where) => `DELETE FROM outbox WHERE ${where}`);
    for (const email of person.emails) await forgetThrottledAccount(tx, email);
    await tx.query("DELETE FROM unlock_counters WHERE key LIKE '%:member:' || $1", [person.memberId]);
    return applications.map((a) => a.cv_key!);
  }

  /**
   * Rows of every table with a member_id but those kept. One may point at another, so a refused
   * delete is retried after the others (each attempt in a savepoint, so a refusal does not end
   * the transaction).
   */
  async function deleteMemberRows(tx: Queryable, memberId: string): Promise<void> {
    let pending = (await memberTables(tx)).map((t) => t.table).filter((t) => !KEPT_TABLES.has(t));
    for (let pass = 0; pending.length > 0 && pass < 5; pass++) {
      const refused: string[] = [];
      for (const table of pending) {
        await tx.query('SAVEPOINT erase_member_rows');
        try {
          await tx.query(`DELETE FROM ${quoteIdent(table)} WHERE member_id = $1`, [memberId]);
          await tx.query('RELEASE SAVEPOINT erase_member_rows');
        } catch {
          await tx.query('ROLLBACK TO SAVEPOINT erase_member_rows');
          refused.push(table);
        }
      }
      pending = refused;
    }
    if (pending.length > 0) throw new Error(`erasure refused by ${pending.join(', ')}`);
  }

  /**
   * Removes or anonymises everything personal about one member, in one transaction. Their photo
   * files are taken out of reach in it and pushed to `taken`, for the caller to purge once
   * committed; their CVs' keys to `cvKeys` (removed after commit).
   */
  async function erase(tx: Queryable, memberId: string, taken: TakenFiles[], cvKeys: string[]): Promise<void> {
    const [member] = await tx.query(`SELECT 1 FROM members WHERE member_id = $1 AND status <> 'erased' FOR UPDATE`, [memberId]);
    if (!member) return;
    // Read first: how the rows filed under their address, number or pseudonym are found.
    const person = (await personOf(tx, memberId))!;
    await tokens.revokeSessions(tx, memberId, 'account erased');
    await takePhotos(tx, memberId, taken);
    cvKeys.push(...(await eraseFiledElsewhere(tx, person)));
    await deleteMemberRows(tx, memberId);
    // An in-store membership is the store's record of the family, not the online account's: it
    // stays, unlinked, so the family can unlock it again with a new code.
    await tx.query('UPDATE in_store_memberships SET linked_member_id = NULL, linked_how = NULL, linked_at = NULL WHERE linked_member_id = $1', [memberId]);
    // Orders stay for the accounts; where they went does not.
    await tx.query(`UPDATE web_sell_orders SET delivery_address = CASE WHEN delivery_address IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END WHERE member_id = $1`, [memberId]);
    await tx.query(
      `UPDATE members SET status = 'erased', erased_at = now(), updated_at = now(), title_id = NULL, first_name = '', last_name = '',
         email = 'erased-' || member_id || '@erased.invalid', pending_email = NULL, email_change_attempts = 0, phone = NULL, password_hash = '', date_of_birth = NULL, tax_id = NULL
       WHERE member_id = $1`,
      [memberId],
    );
  }

  /** Other services forget the member first, then one transaction erases; files go once it has committed. */
  async function eraseNow(memberId: string): Promise<void> {
    const orders = await db.query<{ order_number: string; payment_attempt: number }>('SELECT order_number, payment_attempt FROM web_sell_orders WHERE member_id = $1', [memberId]);
    // Every merchant reference the member's orders were paid (or tried) under: one per payment attempt.
    const references = orders.flatMap((o) => Array.from({ length: Math.max(1, o.payment_attempt) }, (_, i) => paymentReferenceOf({ order_number: o.order_number, payment_attempt: i + 1 })));
    await forgetElsewhere(memberId, references);
    const taken: TakenFiles[] = [];
    const cvKeys: string[] = [];
    try {
      await db.transaction((tx) => erase(tx, memberId, taken, cvKeys));
    } catch (err) {
      for (const t of taken) await t.restore();
      throw err;
    }
    // A file that cannot go now is left to the orphan sweeps (no row names it any more).
    for (const t of taken) await t.purge().catch((err) => logFailure(err, 'erasure: photo files could not be removed'));
    for (const key of cvKeys) await files.cvs.remove(key).catch((err) => logFailure(err, 'erasure: a CV file could not be removed'));
  }

  return {
    graceEnd,

    /** The member asks, with their password (throttled like sign-in): closed now, erased after the grace period. */
    async request(memberId: string, password: string, ip: string): Promise<{ erasesAt: string }> {
      const [m] = await db.query<{ password_hash: string; email: string; first_name: string }>(`SELECT password_hash, email, first_name FROM members WHERE member_id = $1 AND status = 'active'`, [memberId]);
      if (!m) throw deletionErrors.notFound();
      if (!(await throttle.confirmPassword({ email: m.email, passwordHash: m.password_hash }, password, ip))) throw deletionErrors.wrongPassword();
      const now = clock();
      const erasesAt = graceEnd(now);
      try {
        await db.transaction(async (tx) => {
          await tx.query('UPDATE members SET deletion_requested_at = $2, updated_at = now() WHERE member_id = $1', [memberId, now.toISOString()]);
          await tokens.revokeSessions(tx, memberId, 'account deletion requested');
          await outbox.enqueue(tx, { channel: 'email', recipient: m.email, ...deletionRequestedEmail(m.first_name, erasesAt) });
        });
      } catch {
        throw deletionErrors.failed();
      }
      return { erasesAt: erasesAt.toISOString() };
    },

    /**
     * At sign-in (after the password was checked): a deletion still in its grace period is
     * called off (true: tell the member). One past it is carried out now, and the sign-in fails
     * as for an unknown account, even if the hourly job has not got to it yet.
     */
    async restoreOnSignIn(memberId: string): Promise<boolean> {
      const [m] = await db.query<{ deletion_requested_at: string | null }>('SELECT deletion_requested_at FROM members WHERE member_id = $1', [memberId]);
      if (!m?.deletion_requested_at) return false;
      if (graceEnd(new Date(m.deletion_requested_at)) <= clock()) {
        await eraseNow(memberId);
        throw new ApiError(401, AUTH_CODES.wrongCredentials, 'The e-mail address or password is not right.');
      }
      await db.query('UPDATE members SET deletion_requested_at = NULL, updated_at = now() WHERE member_id = $1', [memberId]);
      return true;
    },

    /** The erasure job: every account whose grace period has ended. Returns how many. */
    async eraseDue(now: Date = clock()): Promise<number> {
      const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
      const due = await db.query<{ member_id: string }>(`SELECT member_id::text AS member_id FROM members WHERE deletion_requested_at <= $1 AND status <> 'erased' ORDER BY deletion_requested_at`, [cutoff.toISOString()]);
      for (const { member_id } of due) await eraseNow(member_id);
      return due.length;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
