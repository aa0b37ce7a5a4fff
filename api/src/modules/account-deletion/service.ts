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
import { FOUND_BY_PERSON, personOf, type Person } from '../member-data/person.js';
import { accountsDueForErasure, activeMemberCredentials, anonymiseMember, cancelDeletionRequest, deletionRequestedAt, lockMemberForErasure, recordDeletionRequest } from '../members/account-closing.js';
import { forgetDeliveryAddresses, memberPaymentReferences } from '../orders/member-orders.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';
import { memberQuotePhotoFiles } from '../quote-images/member-photo-files.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { forgetMemberUnlockCounters, unlinkMemberships } from '../unlock/member-unlock-data.js';

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
    taken.push(await files.quotePhotos.remove(await memberQuotePhotoFiles(tx, memberId)));
  }

  /** What is filed under their addresses, numbers or pseudonym (person.ts), before the rows it is found through go; answers the CV files to remove. */
  async function eraseFiledElsewhere(tx: Queryable, person: Person): Promise<string[]> {
    // The payout provider's book keeps the transfer (amount, reference) without the payee's name.
    await FOUND_BY_PERSON.embedded_bank_transfers.erase(tx, person);
    // The feedback sent with their codes, then the codes.
    await FOUND_BY_PERSON.order_feedback.erase(tx, person);
    for (const table of ['contact_enquiries', 'franchise_enquiries', 'conversion_events'] as const) await FOUND_BY_PERSON[table].erase(tx, person);
    const cvKeys = await FOUND_BY_PERSON.job_applications.erase(tx, person);
    // The e-mails and texts the shop sent them carry their name and address; the inbox's copies of theirs too.
    await FOUND_BY_PERSON.outbox.erase(tx, person);
    for (const email of person.emails) await forgetThrottledAccount(tx, email);
    await forgetMemberUnlockCounters(tx, person.memberId);
    return cvKeys;
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
    if (!(await lockMemberForErasure(tx, memberId))) return;
    // Read first: how the rows filed under their address, number or pseudonym are found.
    const person = (await personOf(tx, memberId))!;
    await tokens.revokeSessions(tx, memberId, 'account erased');
    await takePhotos(tx, memberId, taken);
    cvKeys.push(...(await eraseFiledElsewhere(tx, person)));
    await deleteMemberRows(tx, memberId);
    // An in-store membership is the store's record of the family, not the online account's: it
    // stays, unlinked, so the family can unlock it again with a new code.
    await unlinkMemberships(tx, memberId);
    // Orders stay for the accounts; where they went does not.
    await forgetDeliveryAddresses(tx, memberId);
    await anonymiseMember(tx, memberId);
  }

  /** Other services forget the member first, then one transaction erases; files go once it has committed. */
  async function eraseNow(memberId: string): Promise<void> {
    // Every merchant reference the member's orders were paid (or tried) under: one per payment attempt.
    await forgetElsewhere(memberId, await memberPaymentReferences(db, memberId));
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
      const m = await activeMemberCredentials(db, memberId);
      if (!m) throw deletionErrors.notFound();
      if (!(await throttle.confirmPassword({ email: m.email, passwordHash: m.password_hash }, password, ip))) throw deletionErrors.wrongPassword();
      const now = clock();
      const erasesAt = graceEnd(now);
      try {
        await db.transaction(async (tx) => {
          await recordDeletionRequest(tx, memberId, now);
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
      const requestedAt = await deletionRequestedAt(db, memberId);
      if (!requestedAt) return false;
      if (graceEnd(new Date(requestedAt)) <= clock()) {
        await eraseNow(memberId);
        throw new ApiError(401, AUTH_CODES.wrongCredentials, 'The e-mail address or password is not right.');
      }
      await cancelDeletionRequest(db, memberId);
      return true;
    },

    /** The erasure job: every account whose grace period has ended. Returns how many. */
    async eraseDue(now: Date = clock()): Promise<number> {
      const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
      const due = await accountsDueForErasure(db, cutoff);
      for (const memberId of due) await eraseNow(memberId);
      return due.length;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
