// Members: registration, sign-in checks, profile, erasure, e-mail verification and change,
// forgotten and changed passwords (spec §7 Members; §8 Login, Email management, Password).
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { waitInWords } from '../../lib/wait-in-words.js';
import { assertNewPassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Throttle } from '../auth/throttle.js';
import { newOpaqueToken, sha256, type TokenService } from '../auth/tokens.js';
import type { Outbox } from '../outbox/outbox.js';
import { emailChangedEmail, passwordChangedEmail, passwordResetEmail, verificationEmail, type Email } from './emails.js';
import { cleanProfile, isAdultOn, type ProfileInput } from './profile.js';
import { saveConsents } from '../consents/service.js';
import { addressesAsJson, toAddressView, type AddressRow } from '../addresses/service.js';
import type { MemberAddress } from '@shop/shared/api';
import { needsMobileVerificationOf } from '@shop/shared/rules';

export interface MemberRow {
  member_id: string;
  title_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  status: 'active' | 'banned' | 'suspended' | 'erased';
  email_verified_at: string | null;
  /** A new address waiting for its link to be opened; null once that link has run out (pending_email_until). */
  pending_email: string | null;
  pending_email_until: Date | string | null;
  email_change_attempts: number;
  email_change_window_started_at: Date | string | null;
  phone: string | null;
  date_of_birth: string | null;
  tax_id: string | null;
  /** Facts of the unified-membership guard (needsMobileVerificationOf). */
  membership_linked: boolean;
  phone_verified: boolean;
}

// A 'this was not me' link lasts a week: a notice about a change is read when it is read.
const TOKEN_HOURS = { verify_email: 48, reset_password: 1, change_email: 24, not_me: 168 } as const;
/** The tokens the reset page accepts: a forgotten password, and 'this was not me' after an address change. */
const RESET_PURPOSES = `('reset_password', 'not_me')`;
const HOUR_MS = 3_600_000;
/**
 * E-mail change requests per member in a 24-hour window (each sends an e-mail to an address the
 * member typed, or tells whether an address has an account): a cancel does not give them back.
 */
export const EMAIL_CHANGE_LIMIT = { requests: 5, windowHours: 24 } as const;

export const memberErrors = {
  wrongCredentials: () => new ApiError(401, 1007, 'The e-mail address or password is not right.'),
  banned: () => new ApiError(403, 1005, 'This account has been closed. Please contact us.'),
  suspended: () => new ApiError(403, 1006, 'This account is suspended. Please contact us.'),
  needsVerification: () => new ApiError(403, 1202, 'Please verify your e-mail address first: we have sent you a link.'),
  unverifiedNewEmail: () => new ApiError(403, 1240, 'Your new e-mail address is not verified yet. Sign in with your current one, or use the link we sent.'),
  notFound: () => new ApiError(404, 1002, 'Member not found'),
  emailTaken: () => new ApiError(409, 1032, 'An account with this e-mail address already exists.'),
  badToken: () => new ApiError(400, 1003, 'This link has expired or was already used. Please ask for a new one.'),
};

export interface RegistrationInput {
  titleId?: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  consents?: Array<{ consentTypeId: number; granted: boolean }>;
}

export type PreparedAccount = Omit<RegistrationInput, 'password' | 'consents'> & { passwordHash: string; consents: Array<{ consentTypeId: number; granted: boolean }> };

export interface MemberView {
  memberId: string;
  titleId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  memberTaxId: string | null;
  consents: Array<{ consentTypeId: number; granted: boolean }>;
  /** A linked in-store membership whose contact number is not (or no longer) proved: /verify-phone-number first. */
  needsMobileVerification: boolean;
}

const MEMBER_COLUMNS = `member_id::text AS member_id, title_id, first_name, last_name, email, password_hash, status, email_verified_at, pending_email, pending_email_until,
  email_change_attempts, email_change_window_started_at, phone, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, tax_id,
  EXISTS (SELECT 1 FROM in_store_memberships i WHERE i.linked_member_id = m.member_id) AS membership_linked,
  (m.phone IS NOT NULL AND m.phone_verified_at IS NOT NULL) AS phone_verified`;
/** The consents of the member `m` as JSON, in the order the list query gives them. */
const CONSENTS_JSON = `(SELECT COALESCE(json_agg(json_build_object('consentTypeId', c.consent_type_id, 'granted', c.granted) ORDER BY c.consent_type_id), '[]'::json)
  FROM member_consents c WHERE c.member_id = m.member_id)`;
const VIEW_SQL = `SELECT ${MEMBER_COLUMNS}, ${CONSENTS_JSON} AS consents FROM members m WHERE m.member_id = $1 AND m.status <> 'erased'`;
const VIEW_WITH_ADDRESSES_SQL = `SELECT ${MEMBER_COLUMNS}, ${CONSENTS_JSON} AS consents, ${addressesAsJson('m.member_id')} AS addresses
  FROM members m WHERE m.member_id = $1 AND m.status <> 'erased'`;

function toView(m: MemberRow, consents: MemberView['consents']): MemberView {
  return {
    memberId: m.member_id,
    titleId: m.title_id,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    emailVerified: m.email_verified_at !== null,
    pendingEmail: m.pending_email,
    phone: m.phone,
    dateOfBirth: m.date_of_birth,
    memberTaxId: m.tax_id,
    consents,
    needsMobileVerification: needsMobileVerificationOf({ membershipLinked: m.membership_linked, mobileVerified: m.phone_verified }),
  };
}

export function createMemberService(deps: { db: Db; tokens: TokenService; outbox: Outbox; publicUrl: string; throttle: Throttle; now?: () => Date }) {
  const { db, tokens, outbox, publicUrl, throttle, now = () => new Date() } = deps;
  /** The clock as a query parameter: token and pending-address times follow the injected clock. */
  const at = () => now().toISOString();

  /** A pending address whose link has run out is no longer pending (the column keeps it for erasure and export). */
  function live<T extends MemberRow>(m: T): T;
  function live<T extends MemberRow>(m: T | undefined): T | undefined;
  function live<T extends MemberRow>(m: T | undefined): T | undefined {
    if (!m?.pending_email) return m;
    const until = m.pending_email_until ? new Date(m.pending_email_until).getTime() : 0;
    return until > now().getTime() ? m : { ...m, pending_email: null };
  }

  /** The account whose address this is. A pending address is nobody's yet: it blocks no one. */
  async function findByEmail(q: Queryable, email: string): Promise<MemberRow | undefined> {
    const rows = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE status <> 'erased' AND lower(email) = lower($1)`, [email.trim()]);
    return live(rows[0]);
  }

  /** The newest account waiting to confirm this address (for sign-in's 1240 only). */
  async function findByPendingEmail(q: Queryable, email: string): Promise<MemberRow | undefined> {
    const rows = await q.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM members m WHERE status <> 'erased' AND lower(pending_email) = lower($1) AND pending_email_until > $2::timestamptz
       ORDER BY pending_email_until DESC LIMIT 1`,
      [email.trim(), at()],
    );
    return rows[0];
  }

  async function findById(q: Queryable, memberId: string): Promise<MemberRow | undefined> {
    const rows = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE member_id = $1 AND status <> 'erased'`, [memberId]);
    return live(rows[0]);
  }

  /**
   * The member's view, its consents read in the same query (and, for GET members/{id}, the
   * addresses): one round trip where it was two or three, which is what a read this small costs.
   */
  async function readView(memberId: string, withAddresses: boolean) {
    const [row] = await db.query<MemberRow & { consents: MemberView['consents']; addresses?: AddressRow[] }>(withAddresses ? VIEW_WITH_ADDRESSES_SQL : VIEW_SQL, [memberId]);
    if (!row) throw memberErrors.notFound();
    return { member: toView(live(row), row.consents), addresses: (row.addresses ?? []).map(toAddressView) };
  }

  async function issueToken(tx: Queryable, memberId: string, purpose: keyof typeof TOKEN_HOURS, email: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(now().getTime() + TOKEN_HOURS[purpose] * HOUR_MS);
    // A new link replaces any earlier one of the same kind; each address change keeps its own 'not me'.
    if (purpose !== 'not_me') await tx.query('DELETE FROM member_tokens WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [memberId, purpose]);
    await tx.query(`INSERT INTO member_tokens (token_hash, member_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5::timestamptz)`, [sha256(token), memberId, purpose, email, expiresAt.toISOString()]);
    return { token, expiresAt };
  }

  /** Use up a one-time token; the row it names, or a clear 'expired or used' failure. */
  async function consumeToken(tx: Queryable, token: string, purpose: keyof typeof TOKEN_HOURS) {
    const [row] = await tx.query<{ member_id: string; email: string; purpose: keyof typeof TOKEN_HOURS }>(
      `UPDATE member_tokens SET used_at = $3::timestamptz WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
       RETURNING member_id::text AS member_id, email, purpose`,
      [sha256(token), purpose, at()],
    );
    if (!row) throw memberErrors.badToken();
    return row;
  }

  async function sendVerification(tx: Queryable, member: { member_id: string; first_name: string; email: string }, email: string, purpose: 'verify_email' | 'change_email'): Promise<Date> {
    const { token, expiresAt } = await issueToken(tx, member.member_id, purpose, email);
    const link = `${publicUrl}/member/verifyEmail?token=${token}`;
    await outbox.enqueue(tx, {
      channel: 'email',
      recipient: email,
      // An address asked for is not yet theirs: the mail is found by the account's own (erasure, export).
      ...(purpose === 'change_email' ? { regarding: member.email } : {}),
      ...verificationEmail(member.first_name, link, TOKEN_HOURS[purpose], purpose),
    });
    return expiresAt;
  }

  /** A security notice to the account's address: something changed that only the member should change. */
  async function notify(tx: Queryable, recipient: string, mail: Email) {
    await outbox.enqueue(tx, { channel: 'email', recipient, ...mail });
  }
  const contactLink = `${publicUrl}/contactus`;

  /** 'This was not me' (7 days): the reset page with a token that ends every session and, after an address change, gives the old address back. */
  async function notMeLink(tx: Queryable, memberId: string, email: string) {
    const { token } = await issueToken(tx, memberId, 'not_me', email);
    return `${publicUrl}/member/resetpassword?token=${token}&memberId=${memberId}`;
  }

  async function passwordChangedNotice(tx: Queryable, m: { member_id: string; first_name: string; email: string }) {
    const link = await notMeLink(tx, m.member_id, m.email);
    await notify(tx, m.email, passwordChangedEmail(m.first_name, link, contactLink));
  }

  /** Keeps an address or number the account no longer uses: the export and the erasure find what was sent to it. */
  const rememberContact = (tx: Queryable, memberId: string, kind: 'email' | 'phone', value: string | null) =>
    value ? tx.query('INSERT INTO member_contact_history (member_id, kind, value) VALUES ($1, $2, $3)', [memberId, kind, value]) : Promise.resolve([]);

  async function view(q: Queryable, m: MemberRow): Promise<MemberView> {
    const consents = await q.query<{ consentTypeId: number; granted: boolean }>('SELECT consent_type_id AS "consentTypeId", granted FROM member_consents WHERE member_id = $1 ORDER BY consent_type_id', [m.member_id]);
    return toView(m, consents);
  }

  async function assertKnownReferences(q: Queryable, titleId: number | undefined, consents: Array<{ consentTypeId: number }>) {
    if (titleId !== undefined) {
      const rows = await q.query('SELECT 1 FROM titles WHERE title_id = $1', [titleId]);
      if (rows.length === 0) throw new ApiError(400, 5, 'Unknown title');
    }
    if (consents.length) {
      const ids = [...new Set(consents.map((c) => c.consentTypeId))];
      // Cookie choices are made only in the data-protection notice (PUT members/{id}/consents with noticeVersion).
      const rows = await q.query("SELECT 1 FROM consent_types WHERE consent_type_id = ANY($1::int[]) AND kind = 'communication'", [ids]);
      if (rows.length !== ids.length) throw new ApiError(400, 5, 'Unknown consent type');
    }
  }

  /** Registration's checks and password hash, done before a transaction opens (hashing is slow). */
  async function prepareAccount(input: RegistrationInput): Promise<PreparedAccount> {
    await assertNewPassword(input.password);
    const consents = input.consents ?? [];
    await assertKnownReferences(db, input.titleId, consents);
    return { ...input, consents, passwordHash: await hashPassword(input.password) };
  }

  /**
   * The one way a member account is made (registration, and unlocking an in-store membership,
   * inside the caller's transaction): 1032 when the e-mail is taken. An address already proved
   * (an unlock PIN sent to it) needs no verification e-mail; the mobile an unlock proved is kept.
   */
  async function insertAccount(tx: Queryable, account: PreparedAccount, extra: { phone?: string; emailVerified?: boolean } = {}): Promise<{ memberId: string }> {
    if (await findByEmail(tx, account.email)) throw memberErrors.emailTaken();
    const [row] = await tx
      .query<{ member_id: string; first_name: string; email: string }>(
        `INSERT INTO members (title_id, first_name, last_name, email, password_hash, phone, email_verified_at) VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END)
       RETURNING member_id::text AS member_id, first_name, email`,
        [account.titleId ?? null, account.firstName.trim(), account.lastName.trim(), account.email.trim(), account.passwordHash, extra.phone ?? null, extra.emailVerified === true],
      )
      .catch((error: { code?: string }) => {
        // Two registrations racing for one address: the unique index decides.
        if (error.code === '23505') throw memberErrors.emailTaken();
        throw error;
      });
    await saveConsents(tx, row!.member_id, account.consents, 'registration');
    if (!extra.emailVerified) await sendVerification(tx, row!, account.email.trim(), 'verify_email');
    return { memberId: row!.member_id };
  }

  return {
    findById,

    prepareAccount,
    insertAccount,

    async register(input: RegistrationInput): Promise<{ memberId: string }> {
      const account = await prepareAccount(input);
      return db.transaction((tx) => insertAccount(tx, account));
    },

    /** The checks of a password sign-in, in the order §8 implies; the member id when all pass. */
    async authenticate(email: string, password: string): Promise<string> {
      const owner = await findByEmail(db, email);
      // Nobody's address yet, but someone's new one while its link works: 1240 with their password.
      const member = owner ?? (await findByPendingEmail(db, email));
      const passwordOk = await verifyPassword(member?.password_hash ?? null, password);
      if (!member || !passwordOk) throw memberErrors.wrongCredentials();
      if (member.status === 'banned') throw memberErrors.banned();
      if (member.status === 'suspended') throw memberErrors.suspended();
      if (!owner) throw memberErrors.unverifiedNewEmail();
      if (!member.email_verified_at) throw memberErrors.needsVerification();
      return member.member_id;
    },

    async get(memberId: string): Promise<MemberView> {
      return (await readView(memberId, false)).member;
    },

    /** GET members/{id}: the member and their addresses (§3 member details; §7 has no address list call). */
    async details(memberId: string): Promise<{ member: MemberView; addresses: MemberAddress[] }> {
      return readView(memberId, true);
    },

    async update(memberId: string, input: { titleId?: number; firstName?: string; lastName?: string; consents?: Array<{ consentTypeId: number; granted: boolean }> } & ProfileInput): Promise<MemberView> {
      await assertKnownReferences(db, input.titleId, input.consents ?? []);
      return db.transaction(async (tx) => {
        const m = await findById(tx, memberId);
        if (!m) throw memberErrors.notFound();
        const p = await cleanProfile(tx, memberId, input);
        if (p.phone !== undefined && m.phone && p.phone !== m.phone) await rememberContact(tx, memberId, 'phone', m.phone);
        await tx.query(
          `UPDATE members SET title_id = COALESCE($2, title_id), first_name = COALESCE($3, first_name), last_name = COALESCE($4, last_name),
             phone = CASE WHEN $5::boolean THEN $6 ELSE phone END,
             -- A changed number is no longer the proved one (the unified-membership guard asks again).
             phone_verified_at = CASE WHEN $5::boolean AND $6 IS DISTINCT FROM phone THEN NULL ELSE phone_verified_at END,
             date_of_birth = CASE WHEN $7::boolean THEN $8::date ELSE date_of_birth END,
             tax_id = CASE WHEN $9::boolean THEN $10 ELSE tax_id END, updated_at = now() WHERE member_id = $1`,
          [
            memberId,
            input.titleId ?? null,
            input.firstName?.trim() ?? null,
            input.lastName?.trim() ?? null,
            p.phone !== undefined,
            p.phone ?? null,
            p.dateOfBirth !== undefined,
            p.dateOfBirth ?? null,
            p.taxId !== undefined,
            p.taxId ?? null,
          ],
        );
        await saveConsents(tx, memberId, input.consents ?? [], 'profile');
        return view(tx, (await findById(tx, memberId))!);
      });
    },

    /** DELETE contactnumber: the member's phone number goes. */
    async removeContactNumber(memberId: string): Promise<MemberView> {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ phone: string | null }>(
          "UPDATE members m SET phone = NULL, phone_verified_at = NULL, updated_at = now() FROM members old WHERE old.member_id = m.member_id AND m.member_id = $1 AND m.status <> 'erased' RETURNING old.phone",
          [memberId],
        );
        if (!row) throw memberErrors.notFound();
        await rememberContact(tx, memberId, 'phone', row.phone);
      });
      return this.get(memberId);
    },

    /** GET identitydetails: who the member says they are, and whether they may sell to us (18 or over). */
    async identityDetails(memberId: string) {
      const m = await findById(db, memberId);
      if (!m) throw memberErrors.notFound();
      return { titleId: m.title_id, firstName: m.first_name, lastName: m.last_name, dateOfBirth: m.date_of_birth, memberTaxId: m.tax_id, isAdult: isAdultOn(m.date_of_birth) };
    },

    /** The link from the verification e-mail (a new account, or a changed address). */
    async validateEmail(token: string, expectedMemberId?: string): Promise<{ memberId: string; email: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ member_id: string; email: string; purpose: string }>(
          `SELECT member_id::text AS member_id, email, purpose FROM member_tokens WHERE token_hash = $1 AND purpose IN ('verify_email', 'change_email')`,
          [sha256(token)],
        );
        if (!row) throw memberErrors.badToken();
        if (expectedMemberId && row.member_id !== expectedMemberId) throw new ApiError(403, 1002, 'This link belongs to another account');
        const used = await consumeToken(tx, token, row.purpose as 'verify_email' | 'change_email');
        if (row.purpose === 'change_email') {
          // Someone registered the address meanwhile (a pending address holds nothing): theirs.
          const [clash] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND member_id <> $2 AND status <> 'erased'`, [used.email, used.member_id]);
          if (clash) throw memberErrors.emailTaken();
          const before = (await findById(tx, used.member_id))!;
          // The request count stays: it is forgiven by its window only.
          await tx
            .query(`UPDATE members SET email = $2, pending_email = NULL, pending_email_until = NULL, email_verified_at = now(), updated_at = now() WHERE member_id = $1`, [used.member_id, used.email])
            .catch((error: { code?: string }) => {
              // A registration racing the link for the address: the unique index decides.
              if (error.code === '23505') throw memberErrors.emailTaken();
              throw error;
            });
          // The old address is told, with a way back: whoever took the account cannot silence it.
          await rememberContact(tx, used.member_id, 'email', before.email);
          const notMe = await notMeLink(tx, used.member_id, before.email);
          await notify(tx, before.email, emailChangedEmail(before.first_name, used.email, notMe, contactLink));
        } else {
          await tx.query('UPDATE members SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE member_id = $1', [used.member_id]);
        }
        return { memberId: used.member_id, email: used.email };
      });
    },

    /** Always answers the same, so it tells nobody which addresses have accounts. */
    async resendVerification(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const m = await findByEmail(tx, email);
        if (m && !m.email_verified_at && m.email.toLowerCase() === email.trim().toLowerCase()) await sendVerification(tx, m, m.email, 'verify_email');
      });
    },

    async requestPasswordReset(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const m = await findByEmail(tx, email);
        if (!m || m.status !== 'active' || m.email.toLowerCase() !== email.trim().toLowerCase()) return;
        const { token } = await issueToken(tx, m.member_id, 'reset_password', m.email);
        await outbox.enqueue(tx, {
          channel: 'email',
          recipient: m.email,
          ...passwordResetEmail(m.first_name, `${publicUrl}/member/resetpassword?token=${token}&memberId=${m.member_id}`),
        });
      });
    },

    async verifyResetToken(token: string): Promise<{ verified: boolean; memberId: string | null }> {
      const [row] = await db.query<{ member_id: string }>(
        `SELECT member_id::text AS member_id FROM member_tokens WHERE token_hash = $1 AND purpose IN ${RESET_PURPOSES} AND used_at IS NULL AND expires_at > $2::timestamptz`,
        [sha256(token), at()],
      );
      return { verified: Boolean(row), memberId: row?.member_id ?? null };
    },

    /**
     * A forgotten password, or 'this was not me' after an address change: the e-mailed token sets
     * a new password and ends every session; 'not me' also gives the account its old address back
     * (unless someone else has it now) and drops any address change still pending.
     */
    async resetPassword(memberId: string, token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ member_id: string; purpose: 'reset_password' | 'not_me' }>(
          `SELECT member_id::text AS member_id, purpose FROM member_tokens WHERE token_hash = $1 AND purpose IN ${RESET_PURPOSES}`,
          [sha256(token)],
        );
        if (row && row.member_id !== memberId) throw new ApiError(403, 1002, 'This link belongs to another account');
        const used = await consumeToken(tx, token, row?.purpose ?? 'reset_password');
        const m = await findById(tx, memberId);
        if (!m) throw memberErrors.notFound();
        if (used.purpose === 'not_me' && used.email.toLowerCase() !== m.email.toLowerCase()) {
          const [clash] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND member_id <> $2 AND status <> 'erased'`, [used.email, memberId]);
          if (!clash) {
            await rememberContact(tx, memberId, 'email', m.email);
            await tx.query('UPDATE members SET email = $2, updated_at = now() WHERE member_id = $1', [memberId, used.email]);
          }
          await tx.query('UPDATE members SET pending_email = NULL, pending_email_until = NULL WHERE member_id = $1', [memberId]);
          await tx.query(`DELETE FROM member_tokens WHERE member_id = $1 AND purpose = 'change_email' AND used_at IS NULL`, [memberId]);
        }
        // Following the e-mailed link proves the address, too.
        await tx.query('UPDATE members SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE member_id = $1', [memberId, passwordHash]);
        await tokens.revokeSessions(tx, memberId, 'password reset');
        await passwordChangedNotice(tx, (await findById(tx, memberId))!);
      });
    },

    /** A signed-in change: 1059 old wrong (throttled like sign-in: 429 1253), 1060 same as old; other sessions end. */
    async changePassword(memberId: string, sessionId: string, oldPassword: string, newPassword: string, ip: string): Promise<void> {
      const m = await findById(db, memberId);
      if (!m) throw memberErrors.notFound();
      if (!(await throttle.confirmPassword({ email: m.email, passwordHash: m.password_hash }, oldPassword, ip))) throw new ApiError(400, 1059, 'Your current password is not right.');
      if (oldPassword === newPassword) throw new ApiError(400, 1060, 'Your new password must be different from the current one.');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE member_id = $1', [memberId, passwordHash]);
        await tokens.revokeSessions(tx, memberId, 'password changed', sessionId);
        await passwordChangedNotice(tx, m);
      });
    },

    /**
     * A link to a new address, pending while the link works (24 hours). It holds nothing: anyone
     * may register it meanwhile, and whoever confirms first has it. Every request counts towards
     * EMAIL_CHANGE_LIMIT, a refused one too (each says whether an address has an account), and a
     * cancel gives none back: 1253 with the wait beyond it.
     */
    async requestEmailChange(memberId: string, newEmail: string): Promise<void> {
      const email = newEmail.trim();
      const windowMs = EMAIL_CHANGE_LIMIT.windowHours * HOUR_MS;
      const windowOver = new Date(now().getTime() - windowMs).toISOString();
      // Counted in a statement of its own, so a request refused below still counts; one UPDATE, so requests at once count apart.
      const [counted] = await db.query(
        `UPDATE members SET
           email_change_attempts = CASE WHEN email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz THEN 1 ELSE email_change_attempts + 1 END,
           email_change_window_started_at = CASE WHEN email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz THEN $3::timestamptz ELSE email_change_window_started_at END
         WHERE member_id = $1 AND status <> 'erased'
           AND (email_change_window_started_at IS NULL OR email_change_window_started_at <= $2::timestamptz OR email_change_attempts < $4)
         RETURNING member_id`,
        [memberId, windowOver, at(), EMAIL_CHANGE_LIMIT.requests],
      );
      if (!counted) {
        const m = await findById(db, memberId);
        if (!m) throw memberErrors.notFound();
        const seconds = Math.max(1, Math.ceil((new Date(m.email_change_window_started_at!).getTime() + windowMs - now().getTime()) / 1000));
        throw new ApiError(429, 1253, `You have asked to change your e-mail address too many times. Please try again in ${waitInWords(seconds)}.`, { 'retry-after': String(seconds) });
      }
      await db.transaction(async (tx) => {
        const m = await findById(tx, memberId);
        if (!m) throw memberErrors.notFound();
        // Someone's address (this member's own included); another member's pending one is no one's yet.
        const [taken] = await tx.query(`SELECT 1 FROM members WHERE lower(email) = lower($1) AND status <> 'erased'`, [email]);
        if (taken) throw memberErrors.emailTaken();
        const until = await sendVerification(tx, m, email, 'change_email');
        await tx.query('UPDATE members SET pending_email = $2, pending_email_until = $3::timestamptz, updated_at = now() WHERE member_id = $1', [memberId, email, until.toISOString()]);
      });
    },

    /** The pending address and its link go; the requests made still count (EMAIL_CHANGE_LIMIT). */
    async cancelEmailChange(memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE members SET pending_email = NULL, pending_email_until = NULL, updated_at = now() WHERE member_id = $1', [memberId]);
        await tx.query(`DELETE FROM member_tokens WHERE member_id = $1 AND purpose = 'change_email'`, [memberId]);
      });
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
