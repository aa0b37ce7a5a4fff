// One attempt to unlock or combine a membership (states and moves: shared/src/rules/unlock-states.ts),
// read by its token's hash. Every move writes its history entry in the same UPDATE, and an idle
// attempt is moved to 'expired' by the system the first time anyone reads it after its time.
import { FINAL_UNLOCK_STATES, mask, maskEmail, nextUnlockStates, UNLOCK_LIMITS, type UnlockPurpose, type UnlockState } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { unlockErrors } from './errors.js';

export interface AttemptRow {
  attempt_id: string;
  purpose: UnlockPurpose;
  state: UnlockState;
  membership_number: string;
  member_id: string | null;
  mobile_pin_hash: string | null;
  email_pin_hash: string | null;
  link_pin_hash: string | null;
  pin_expired: boolean;
  pin_expires_at: string | null;
  tries: number;
  mobile_verified: boolean;
  verified_channel: string | null;
  expires_at: string;
  idle: boolean;
  first_name: string;
  mobile: string;
  email: string | null;
  linked_member_id: string | null;
  store_credit_pence: number;
}

const SELECT = `SELECT a.attempt_id::text AS attempt_id, a.purpose, a.state, a.membership_number, a.member_id::text AS member_id,
    a.mobile_pin_hash, a.email_pin_hash, a.link_pin_hash, a.pin_expires_at <= now() AS pin_expired, a.pin_expires_at, a.tries, a.mobile_verified, a.verified_channel,
    a.expires_at, a.expires_at <= now() AS idle, m.first_name, m.mobile, m.email, m.linked_member_id::text AS linked_member_id, m.store_credit_pence
  FROM unlock_attempts a JOIN in_store_memberships m ON m.membership_number = a.membership_number`;

/** States in which the holder has proved a PIN. */
const PROVED_STATES: readonly UnlockState[] = ['verified', 'unlocked', 'combined'];

export const isFinal = (state: UnlockState) => FINAL_UNLOCK_STATES.includes(state);

/** A move's SET clause: the new state, ten more idle minutes (or none: 'ends'), and its history entry (old state read before the change). */
export const moveSql = (to: string, event: string, ends = false) =>
  `state = '${to}', updated_at = now(), expires_at = ${ends ? 'now()' : `now() + make_interval(mins => ${UNLOCK_LIMITS.pinValidMinutes})`},
   history = history || jsonb_build_array(jsonb_build_object('from', state, 'to', '${to}', 'event', '${event}', 'at', now()))`;

/**
 * The attempt a token names (row-locked inside a transaction when `lock`), or U003 when there is
 * none. An idle one is expired on the spot and answers UNLOCK_ATTEMPT_IDLE: its receipt code still
 * works, and typing it again starts the attempt afresh (tries kept). (Inside a transaction the
 * failure rolls the expiry back: callers read once with the pool first, so that it stays.)
 */
export async function attemptBy(q: Queryable, column: 'token_hash' | 'link_token_hash', hash: string, { lock = false, caller }: { lock?: boolean; caller?: string | null } = {}): Promise<AttemptRow> {
  const [row] = await q.query<AttemptRow>(`${SELECT} WHERE a.${column} = $1${lock ? ' FOR UPDATE OF a' : ''}`, [hash]);
  if (!row) throw unlockErrors.linkExpired();
  // A combine attempt is its member's: nobody else may read or move it.
  if (caller !== undefined && row.member_id !== null && row.purpose === 'combine' && row.member_id !== caller) throw unlockErrors.notYours();
  if (!isFinal(row.state) && row.idle) {
    await q.query(`UPDATE unlock_attempts SET ${moveSql('expired', 'expire', true)} WHERE attempt_id = $1 AND state = $2`, [row.attempt_id, row.state]);
    throw column === 'link_token_hash' ? unlockErrors.linkExpired() : unlockErrors.attemptIdle();
  }
  return row;
}

/** What a page needs to show or resume an attempt. */
export function attemptView(row: AttemptRow) {
  return {
    purpose: row.purpose,
    state: row.state,
    firstName: row.first_name,
    sentTo: { mobile: mask(row.mobile), email: row.email ? maskEmail(row.email) : null },
    hasEmail: row.email !== null,
    triesLeft: Math.max(0, UNLOCK_LIMITS.triesPerCode - row.tries),
    expiresAt: new Date(row.expires_at).toISOString(),
    pinExpiresAt: row.pin_expires_at ? new Date(row.pin_expires_at).toISOString() : null,
    mobileVerified: row.mobile_verified,
    next: isFinal(row.state) ? [] : nextUnlockStates(row.state, 'holder', row.purpose),
    /** Shown once the holder has proved a PIN (the page's last steps), never before. */
    storeCreditPence: PROVED_STATES.includes(row.state) ? Number(row.store_credit_pence) : null,
  };
}

export type AttemptView = ReturnType<typeof attemptView>;
