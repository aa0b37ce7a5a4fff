// /verify-phone-number's calls (the unified-membership guard, rules in mf-unlock's README): a
// signed-in member whose account is joined to an in-store membership proves its contact number
// (or, when the account has none, the membership's mobile) with a PIN by text. The member-scoped
// forms of §7's instantverification / resendinstantverificationotp / verifymobileotp: the same
// limits as an unlock's PINs (6 digits, single use, kept as an HMAC, 10 minutes, 5 wrong tries
// lock, 3 resends per 15 minutes per member and per address, counted in the database).
import { mask, UNLOCK_CODES, UNLOCK_LIMITS, needsMobileVerificationOf } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Outbox } from '../outbox/outbox.js';
import type { Counters } from './counters.js';
import { unlockErrors } from './errors.js';
import { newSixDigits, type Secrets } from './secrets.js';

interface Target {
  needs: boolean;
  /** The number to prove: the account's contact number, else the newest linked membership's mobile. */
  mobile: string | null;
}

interface PinRow {
  mobile: string;
  pin_hash: string | null;
  pin_live: boolean;
  pin_expires_at: string;
  tries: number;
  locked: boolean;
}

const nothingToProve = () => new ApiError(409, UNLOCK_CODES.stateConflict, 'Your mobile number is already verified.');
const locked = () => new ApiError(429, UNLOCK_CODES.pinAttemptsExceeded, `Too many wrong PINs. Please wait ${UNLOCK_LIMITS.resendWindowMinutes} minutes and ask for a new one.`);
const askForPinFirst = () => new ApiError(409, UNLOCK_CODES.stateConflict, 'Please ask for a PIN first.');

export function createMobilePins(deps: { db: Db; secrets: Secrets; counters: Counters; outbox: Outbox }) {
  const { db, secrets, counters, outbox } = deps;
  const minutes = UNLOCK_LIMITS.pinValidMinutes;
  const hashOf = (memberId: string, pin: string) => secrets.pinHash(`member:${memberId}`, 'mobile', pin);

  async function target(q: Queryable, memberId: string): Promise<Target> {
    const [row] = await q.query<{ linked: boolean; proved: boolean; mobile: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM in_store_memberships i WHERE i.linked_member_id = m.member_id) AS linked,
         (m.phone IS NOT NULL AND m.phone_verified_at IS NOT NULL) AS proved,
         COALESCE(m.phone, (SELECT i.mobile FROM in_store_memberships i WHERE i.linked_member_id = m.member_id ORDER BY i.linked_at DESC LIMIT 1)) AS mobile
       FROM members m WHERE m.member_id = $1 AND m.status <> 'erased'`,
      [memberId],
    );
    if (!row) throw unlockErrors.notYours();
    return { needs: needsMobileVerificationOf({ membershipLinked: row.linked, mobileVerified: row.proved }), mobile: row.mobile };
  }

  async function pinOf(q: Queryable, memberId: string, lock = false): Promise<PinRow | undefined> {
    const [row] = await q.query<PinRow>(
      `SELECT mobile, pin_hash, pin_expires_at > now() AS pin_live, pin_expires_at, tries,
         locked_at IS NOT NULL AND locked_at > now() - make_interval(mins => ${UNLOCK_LIMITS.resendWindowMinutes}) AS locked
       FROM member_mobile_pins WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [memberId],
    );
    return row;
  }

  /** What the page shows: the masked number, whether a PIN is out and until when, tries left. */
  function viewOf(t: Target, pin: PinRow | undefined) {
    const current = pin && pin.mobile === t.mobile ? pin : undefined;
    return {
      needsMobileVerification: t.needs,
      mobile: t.mobile ? mask(t.mobile) : null,
      pinSent: Boolean(current?.pin_hash && current.pin_live && !current.locked),
      pinExpiresAt: current?.pin_hash ? new Date(current.pin_expires_at).toISOString() : null,
      triesLeft: current ? Math.max(0, UNLOCK_LIMITS.triesPerCode - current.tries) : UNLOCK_LIMITS.triesPerCode,
      locked: Boolean(current?.locked),
    };
  }

  async function status(memberId: string) {
    return viewOf(await target(db, memberId), await pinOf(db, memberId));
  }

  /**
   * A PIN by text. The first one is free; another while one is out (or a resend) counts against
   * 3 per 15 minutes per member and per address (1873 beyond). Locked: 1873 until the window ends.
   */
  async function send(memberId: string, ip: string, asResend: boolean) {
    const t = await target(db, memberId);
    if (!t.needs || !t.mobile) throw nothingToProve();
    const before = await pinOf(db, memberId);
    const sameNumber = before?.mobile === t.mobile;
    if (sameNumber && before.locked) throw locked();
    const resend = asResend || Boolean(sameNumber && before.pin_hash && before.pin_live);
    if (resend) {
      const windows = await counters.hit(db, [`resend:member:${memberId}`, `resend:ip:${secrets.ipHash(ip)}`]);
      const over = windows.find((w) => w.hits > UNLOCK_LIMITS.resendsPerWindow);
      if (over) throw unlockErrors.resendsExceeded(over.retryAfter);
    }
    const pin = newSixDigits();
    await db.transaction(async (tx) => {
      // Tries carry over a resend of the same number (five wrong PINs lock, however many were sent); a new number starts afresh.
      await tx.query(
        `INSERT INTO member_mobile_pins (member_id, mobile, pin_hash, pin_expires_at, tries, locked_at, sent_at) VALUES ($1, $2, $3, now() + make_interval(mins => ${minutes}), 0, NULL, now())
         ON CONFLICT (member_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, pin_expires_at = EXCLUDED.pin_expires_at, sent_at = now(),
           tries = CASE WHEN member_mobile_pins.mobile = EXCLUDED.mobile AND member_mobile_pins.locked_at IS NULL THEN member_mobile_pins.tries ELSE 0 END,
           locked_at = NULL, mobile = EXCLUDED.mobile`,
        [memberId, t.mobile, hashOf(memberId, pin)],
      );
      await outbox.enqueue(tx, { channel: 'sms', recipient: t.mobile!, body: `Little Loop: your PIN to verify this mobile number is ${pin}. It works for ${minutes} minutes. Never share it.` });
    });
    const notice = resend ? { code: String(UNLOCK_CODES.pinResent), message: 'We have sent your PIN again.' } : { code: String(UNLOCK_CODES.newPinSent), message: 'We have sent you a new PIN.' };
    return { ...(await status(memberId)), notice };
  }

  /**
   * Checks the PIN. Right: the number becomes the account's, proved (1740 when another account
   * has it meanwhile); the PIN is spent. Wrong: one try counted in one atomic UPDATE (two requests
   * racing the last try count once), the fifth locks (1873).
   */
  async function verify(memberId: string, pin: string) {
    const t = await target(db, memberId);
    if (!t.needs) throw nothingToProve();
    const row = await pinOf(db, memberId);
    if (row?.locked && row.mobile === t.mobile) throw locked();
    if (!row || !row.pin_hash || row.mobile !== t.mobile) throw askForPinFirst();
    const right = secrets.matches(row.pin_hash, hashOf(memberId, pin));
    if (right && !row.pin_live) throw unlockErrors.pinExpired();
    if (right) {
      const proved = await db.transaction(async (tx) => {
        const [spent] = await tx.query<{ mobile: string }>(
          `DELETE FROM member_mobile_pins WHERE member_id = $1 AND pin_hash = $2 AND locked_at IS NULL AND tries < ${UNLOCK_LIMITS.triesPerCode} RETURNING mobile`,
          [memberId, row.pin_hash],
        );
        if (!spent) return false;
        const [taken] = await tx.query("SELECT 1 FROM members WHERE phone = $1 AND member_id <> $2 AND status <> 'erased'", [spent.mobile, memberId]);
        if (taken) throw unlockErrors.contactNumberTaken();
        await tx.query('UPDATE members SET phone = $2, phone_verified_at = now(), updated_at = now() WHERE member_id = $1', [memberId, spent.mobile]);
        await tx.query('UPDATE in_store_memberships SET mobile_verified_at = COALESCE(mobile_verified_at, now()) WHERE linked_member_id = $1 AND mobile = $2', [memberId, spent.mobile]);
        return true;
      });
      if (proved) return status(memberId);
      // Another request spent or locked it first.
      const now = await pinOf(db, memberId);
      if (now?.locked) throw locked();
      throw askForPinFirst();
    }
    const [counted] = await db.query<{ tries: number; locked: boolean }>(
      `UPDATE member_mobile_pins SET tries = tries + 1, locked_at = CASE WHEN tries + 1 >= ${UNLOCK_LIMITS.triesPerCode} THEN now() END,
         pin_hash = CASE WHEN tries + 1 >= ${UNLOCK_LIMITS.triesPerCode} THEN NULL ELSE pin_hash END
       WHERE member_id = $1 AND locked_at IS NULL AND tries < ${UNLOCK_LIMITS.triesPerCode} RETURNING tries, locked_at IS NOT NULL AS locked`,
      [memberId],
    );
    if (counted && !counted.locked) throw unlockErrors.wrongPin(UNLOCK_LIMITS.triesPerCode - counted.tries);
    throw locked();
  }

  return { status, send, verify };
}

export type MobilePins = ReturnType<typeof createMobilePins>;
