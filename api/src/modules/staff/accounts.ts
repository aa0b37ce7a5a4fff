// Staff accounts (issue #14 'Staff'): the shop's own people, made by a command
// (`npm run staff -- create-staff`), never by a web form. They sign in at the same auth host as
// members (POST /auth/token with scope=staff), throttled the same way, and get tokens whose role
// is 'staff' (auth/tokens.ts): those pass the staff guard and never a member's ownership check.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from '../auth/passwords.js';
import type { Throttle } from '../auth/throttle.js';
import type { TokenPair, TokenService } from '../auth/tokens.js';
import { memberErrors } from '../members/service.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const STAFF_ID_PATTERN = '^ST[0-9A-HJKMNP-TV-Z]{8}$';
const newStaffId = () => 'ST' + [...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('');

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;
export const STAFF_NAME_MAX = 80;

/** Why a new account cannot be made, or null when it can. */
export function staffAccountProblem(input: { email: string; name: string; password: string }): string | null {
  if (!EMAIL.test(input.email)) return 'the e-mail address is not valid';
  if (!input.name.trim() || input.name.length > STAFF_NAME_MAX) return `the name must be 1 to ${STAFF_NAME_MAX} characters`;
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) return `the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
  return null;
}

export type CreateStaffOutcome = { ok: true; staffId: string } | { ok: false; problem: string };

export async function createStaffAccount(db: Db, input: { email: string; name: string; password: string }): Promise<CreateStaffOutcome> {
  const problem = staffAccountProblem(input);
  if (problem) return { ok: false, problem };
  const staffId = newStaffId();
  const rows = await db.query<{ staff_id: string }>(
    `INSERT INTO staff_accounts (staff_id, email, name, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (lower(email)) DO NOTHING RETURNING staff_id`,
    [staffId, input.email.trim(), input.name.trim(), await hashPassword(input.password)],
  );
  return rows[0] ? { ok: true, staffId } : { ok: false, problem: 'a staff account with that e-mail address exists' };
}

/** Whether the staff account is active (may still sign in and go on with a session); false for no such account. */
export async function staffAccountIsActive(q: Queryable, staffId: string): Promise<boolean> {
  const [staff] = await q.query<{ status: string }>('SELECT status FROM staff_accounts WHERE staff_id = $1', [staffId]);
  return staff?.status === 'active';
}

/** A staff password sign-in: the same throttle and the same wrong-credentials answer (1007) as a member's. */
export function createStaffSignIn(deps: { db: Db; tokens: TokenService; throttle: Throttle }) {
  return async function staffSignIn(email: string, password: string, ip: string, clientId: string): Promise<TokenPair & { staffId: string }> {
    const attempt = await deps.throttle.begin(email, ip);
    const [staff] = await deps.db.query<{ staff_id: string; password_hash: string; status: string }>('SELECT staff_id, password_hash, status FROM staff_accounts WHERE lower(email) = lower($1)', [email.trim()]);
    const passwordOk = await verifyPassword(staff?.password_hash ?? null, password);
    // Every refusal here is the wrong-credentials answer, and stays counted.
    if (!staff || !passwordOk || staff.status !== 'active') throw memberErrors.wrongCredentials();
    await attempt.succeeded();
    return { staffId: staff.staff_id, ...(await deps.tokens.startStaffSession(staff.staff_id, clientId)) };
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
