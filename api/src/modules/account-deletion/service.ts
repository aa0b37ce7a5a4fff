// Account deletion (§7 DELETE members/{id}, §8 1064): the member asks with their password; the
// account is closed at once (every session ends) and kept for a 14-day grace period in which
// signing in restores it; after that the erasure job removes or anonymises personal data,
// while orders keep what the law needs (what was sold, for how much, when, how it was paid).
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Throttle } from '../auth/throttle.js';
import type { TokenService } from '../auth/tokens.js';
import { memberTables, quoteIdent } from '../member-data/member-tables.js';
import type { Outbox } from '../outbox/outbox.js';

export const DELETION_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Tables whose rows outlive the member: the member row itself (anonymised below, orders point
 * at it), orders (anonymised: kept for the accounts), sign-in sessions (no personal data:
 * ids and times, already revoked) and the consent history (proof of what was agreed and when).
 * Every other table with a member_id loses the member's rows.
 */
const KEPT_TABLES = new Set(['members', 'web_sell_orders', 'auth_sessions', 'member_consent_history']);

export const deletionErrors = {
  wrongPassword: () => new ApiError(400, 1059, 'Your password is not right.'),
  failed: () => new ApiError(500, 1064, 'We could not delete your account just now. Please try again later.'),
  notFound: () => new ApiError(404, 1002, 'Member not found'),
};

export interface DeletionDeps {
  db: Db;
  tokens: TokenService;
  outbox: Outbox;
  /** The password check, counted like a sign-in. */
  throttle: Pick<Throttle, 'confirmPassword'>;
  /** The time now; tests move it forward to pass the grace period. */
  clock?: () => Date;
  /** What other services keep of the member and must forget first (the card provider's saved cards); a failure retries the erasure later. */
  forgetElsewhere?: (memberId: string) => Promise<void>;
}

export function createAccountDeletion({ db, tokens, outbox, throttle, clock = () => new Date(), forgetElsewhere = async () => undefined }: DeletionDeps) {
  const graceEnd = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);

  /** Removes or anonymises everything personal about one member, in one transaction. */
  async function erase(tx: Queryable, memberId: string): Promise<void> {
    const [member] = await tx.query<{ email: string; pending_email: string | null }>(
      `SELECT email, pending_email FROM members WHERE member_id = $1 AND status <> 'erased' FOR UPDATE`,
      [memberId],
    );
    if (!member) return;
    await tokens.revokeSessions(tx, memberId, 'account erased');
    // Rows of other tables first: one may point at another, so a refused delete is retried
    // after the others (each attempt in a savepoint, so a refusal does not end the transaction).
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
    // An in-store membership is the store's record of the family, not the online account's: it
    // stays, unlinked, so the family can unlock it again with a new code.
    await tx.query('UPDATE in_store_memberships SET linked_member_id = NULL, linked_how = NULL, linked_at = NULL WHERE linked_member_id = $1', [memberId]);
    // Orders stay for the accounts; where they went does not.
    await tx.query(`UPDATE web_sell_orders SET delivery_address = CASE WHEN delivery_address IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END WHERE member_id = $1`, [
      memberId,
    ]);
    // The e-mails the shop sent them carry their name and address.
    await tx.query('DELETE FROM outbox WHERE lower(recipient) = ANY($1::text[])', [[member.email, member.pending_email].filter(Boolean).map((e) => e!.toLowerCase())]);
    await tx.query(
      `UPDATE members SET status = 'erased', erased_at = now(), updated_at = now(), title_id = NULL, first_name = '', last_name = '',
         email = 'erased-' || member_id || '@erased.invalid', pending_email = NULL, email_change_attempts = 0, phone = NULL, password_hash = '', date_of_birth = NULL, tax_id = NULL
       WHERE member_id = $1`,
      [memberId],
    );
  }

  return {
    graceEnd,

    /** The member asks, with their password (throttled like sign-in): closed now, erased after the grace period. */
    async request(memberId: string, password: string, ip: string): Promise<{ erasesAt: string }> {
      const [m] = await db.query<{ password_hash: string; email: string; first_name: string }>(
        `SELECT password_hash, email, first_name FROM members WHERE member_id = $1 AND status = 'active'`,
        [memberId],
      );
      if (!m) throw deletionErrors.notFound();
      if (!(await throttle.confirmPassword({ email: m.email, passwordHash: m.password_hash }, password, ip))) throw deletionErrors.wrongPassword();
      const now = clock();
      const erasesAt = graceEnd(now);
      try {
        await db.transaction(async (tx) => {
          await tx.query('UPDATE members SET deletion_requested_at = $2, updated_at = now() WHERE member_id = $1', [memberId, now.toISOString()]);
          await tokens.revokeSessions(tx, memberId, 'account deletion requested');
          const day = erasesAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
          await outbox.enqueue(tx, {
            channel: 'email',
            recipient: m.email,
            subject: 'Your account will be deleted',
            body: `Hello ${m.first_name},\n\nAs you asked, we will delete your Little Loop account on ${day}. Until then, signing in keeps your account: nothing will be deleted.\n\nLittle Loop`,
          });
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
        await forgetElsewhere(memberId);
        await db.transaction((tx) => erase(tx, memberId));
        throw new ApiError(401, 1007, 'The email address or password is not right.');
      }
      await db.query('UPDATE members SET deletion_requested_at = NULL, updated_at = now() WHERE member_id = $1', [memberId]);
      return true;
    },

    /** The erasure job: every account whose grace period has ended. Returns how many. */
    async eraseDue(now: Date = clock()): Promise<number> {
      const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
      const due = await db.query<{ member_id: string }>(
        `SELECT member_id::text AS member_id FROM members WHERE deletion_requested_at <= $1 AND status <> 'erased' ORDER BY deletion_requested_at`,
        [cutoff.toISOString()],
      );
      for (const { member_id } of due) {
        await forgetElsewhere(member_id);
        await db.transaction((tx) => erase(tx, member_id));
      }
      return due.length;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
