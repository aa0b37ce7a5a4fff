// /verify-phone-number's calls (the unified-membership guard, rules in mf-unlock's README): a
// signed-in member whose account is joined to an in-store membership proves its contact number
// (or, when the account has none, the membership's mobile) with a PIN by text. The member-scoped
// forms of §7's instantverification / resendinstantverificationotp / verifymobileotp: the same
// limits as an unlock's PINs (6 digits, single use, kept as an HMAC, 10 minutes, 5 tries lock).
// Tries, the lock and texts are counted per member and per number in unlock_counters (15-minute
// windows), never on the PIN's row: changing or removing the number starts nothing afresh, and a
// number texted or guessed from several accounts is counted once. Resends are also limited per
// address, as an unlock's are.
import { mask, UNLOCK_CODES, UNLOCK_LIMITS, needsMobileVerificationOf } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { waitInWords } from '../../lib/wait-in-words.js';
import { contactNumberTaken, memberStanding, takeProvedNumber } from '../members/contact-number.js';
import type { Outbox } from '../outbox/outbox.js';
import type { Counters, Window } from './counters.js';
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
}

/** Texts per window, per member and per number: the first PIN and the resends after it. */
const MOBILE_PIN_TEXTS_PER_WINDOW = 1 + UNLOCK_LIMITS.resendsPerWindow;

const nothingToProve = () => new ApiError(409, UNLOCK_CODES.stateConflict, 'Your mobile number is already verified.');
const locked = (seconds: number) => new ApiError(429, UNLOCK_CODES.pinAttemptsExceeded, `Too many wrong PINs. Please wait ${waitInWords(seconds)} and ask for a new one.`, { 'retry-after': String(seconds) });
const tooManyTexts = (seconds: number) => new ApiError(429, UNLOCK_CODES.pinAttemptsExceeded, `Too many PINs asked for. Please wait ${waitInWords(seconds)} and try again.`, { 'retry-after': String(seconds) });
const askForPinFirst = () => new ApiError(409, UNLOCK_CODES.stateConflict, 'Please ask for a PIN first.');

export function createMobilePins(deps: { db: Db; secrets: Secrets; counters: Counters; outbox: Outbox }) {
  const { db, secrets, counters, outbox } = deps;
  const minutes = UNLOCK_LIMITS.pinValidMinutes;
  const triesAllowed = UNLOCK_LIMITS.triesPerCode;
  const hashOf = (memberId: string, pin: string) => secrets.pinHash(`member:${memberId}`, 'mobile', pin);
  const triesKeys = (memberId: string, mobile: string) => [`mobile-pin:tries:member:${memberId}`, `mobile-pin:tries:number:${secrets.mobileHash(mobile)}`];
  const textKeys = (memberId: string, mobile: string) => [`mobile-pin:texts:member:${memberId}`, `mobile-pin:texts:number:${secrets.mobileHash(mobile)}`];

  async function target(q: Queryable, memberId: string): Promise<Target> {
    const member = await memberStanding(q, memberId);
    if (!member) throw unlockErrors.notYours();
    const [row] = await q.query<{ linked: boolean; mobile: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM in_store_memberships i WHERE i.linked_member_id = $1) AS linked,
         (SELECT i.mobile FROM in_store_memberships i WHERE i.linked_member_id = $1 ORDER BY i.linked_at DESC LIMIT 1) AS mobile`,
      [memberId],
    );
    return { needs: needsMobileVerificationOf({ membershipLinked: row!.linked, mobileVerified: member.phoneVerified }), mobile: member.phone ?? row!.mobile };
  }

  async function pinOf(q: Queryable, memberId: string): Promise<PinRow | undefined> {
    const [row] = await q.query<PinRow>('SELECT mobile, pin_hash, pin_expires_at > now() AS pin_live, pin_expires_at FROM member_mobile_pins WHERE member_id = $1', [memberId]);
    return row;
  }

  /** The tries used in this window: the member's or the number's, whichever is more. */
  async function triesUsed(q: Queryable, memberId: string, mobile: string): Promise<Window> {
    const windows: Window[] = [];
    for (const key of triesKeys(memberId, mobile)) windows.push(await counters.peek(q, [key]));
    return windows.reduce((most, w) => (w.hits > most.hits ? w : most));
  }

  /** What the page shows: the masked number, whether a PIN is out and until when, tries left. */
  async function status(memberId: string) {
    const t = await target(db, memberId);
    const pin = await pinOf(db, memberId);
    const used = t.mobile ? (await triesUsed(db, memberId, t.mobile)).hits : 0;
    const isLocked = used >= triesAllowed;
    const current = pin && pin.mobile === t.mobile ? pin : undefined;
    return {
      needsMobileVerification: t.needs,
      mobile: t.mobile ? mask(t.mobile) : null,
      pinSent: Boolean(current?.pin_hash && current.pin_live && !isLocked),
      pinExpiresAt: current?.pin_hash ? new Date(current.pin_expires_at).toISOString() : null,
      triesLeft: Math.max(0, triesAllowed - used),
      locked: isLocked,
    };
  }

  /**
   * A PIN by text: at most 4 (the first and 3 more) per 15 minutes per member and per number,
   * whichever number it was before; a resend also counts against 3 per 15 minutes per address
   * (1873 beyond, with Retry-After). Locked (five tries used): 1873 until the window ends.
   */
  async function send(memberId: string, ip: string, asResend: boolean) {
    const t = await target(db, memberId);
    if (!t.needs || !t.mobile) throw nothingToProve();
    const used = await triesUsed(db, memberId, t.mobile);
    if (used.hits >= triesAllowed) throw locked(used.retryAfter);
    const before = await pinOf(db, memberId);
    const resend = asResend || Boolean(before?.mobile === t.mobile && before.pin_hash && before.pin_live);
    const texts = await counters.hit(db, textKeys(memberId, t.mobile));
    const overTexts = texts.find((w) => w.hits > MOBILE_PIN_TEXTS_PER_WINDOW);
    if (overTexts) throw tooManyTexts(overTexts.retryAfter);
    if (resend) {
      const [byAddress] = await counters.hit(db, [`resend:ip:${secrets.ipHash(ip)}`]);
      if (byAddress!.hits > UNLOCK_LIMITS.resendsPerWindow) throw tooManyTexts(byAddress!.retryAfter);
    }
    const pin = newSixDigits();
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO member_mobile_pins (member_id, mobile, pin_hash, pin_expires_at, sent_at) VALUES ($1, $2, $3, now() + make_interval(mins => ${minutes}), now())
         ON CONFLICT (member_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, pin_expires_at = EXCLUDED.pin_expires_at, sent_at = now(), mobile = EXCLUDED.mobile`,
        [memberId, t.mobile, hashOf(memberId, pin)],
      );
      await outbox.enqueue(tx, { channel: 'sms', recipient: t.mobile!, body: `Little Loop: your PIN to verify this mobile number is ${pin}. It works for ${minutes} minutes. Never share it.` });
    });
    const notice = resend ? { code: String(UNLOCK_CODES.pinResent), message: 'We have sent your PIN again.' } : { code: String(UNLOCK_CODES.newPinSent), message: 'We have sent you a new PIN.' };
    return { ...(await status(memberId)), notice };
  }

  /**
   * Checks the PIN. The try is counted first (per member and per number), so requests at once
   * each take their own count and none past the fifth is compared. Right: the number becomes the
   * account's, proved (1740 when another account has it meanwhile); the PIN is spent. Wrong: 1811
   * with the tries left; the fifth locks (1873) and spends the PIN.
   */
  async function verify(memberId: string, pin: string) {
    const t = await target(db, memberId);
    if (!t.needs) throw nothingToProve();
    const row = await pinOf(db, memberId);
    if (!t.mobile || !row || !row.pin_hash || row.mobile !== t.mobile) {
      const used = t.mobile ? await triesUsed(db, memberId, t.mobile) : null;
      if (used && used.hits >= triesAllowed) throw locked(used.retryAfter);
      throw askForPinFirst();
    }
    const counted = (await counters.hit(db, triesKeys(memberId, t.mobile))).reduce((most, w) => (w.hits > most.hits ? w : most));
    if (counted.hits > triesAllowed) throw locked(counted.retryAfter);
    const right = secrets.matches(row.pin_hash, hashOf(memberId, pin));
    if (right && !row.pin_live) throw unlockErrors.pinExpired();
    if (right) {
      const proved = await db.transaction(async (tx) => {
        const [spent] = await tx.query<{ mobile: string }>('DELETE FROM member_mobile_pins WHERE member_id = $1 AND pin_hash = $2 RETURNING mobile', [memberId, row.pin_hash]);
        if (!spent) return false;
        if (await contactNumberTaken(tx, spent.mobile, memberId)) throw unlockErrors.contactNumberTaken();
        await takeProvedNumber(tx, memberId, spent.mobile);
        await tx.query('UPDATE in_store_memberships SET mobile_verified_at = COALESCE(mobile_verified_at, now()) WHERE linked_member_id = $1 AND mobile = $2', [memberId, spent.mobile]);
        // The member and the number they proved start afresh; other numbers keep their counts.
        await counters.clear(tx, triesKeys(memberId, spent.mobile));
        return true;
      });
      if (proved) return status(memberId);
      // Another request spent it first.
      throw askForPinFirst();
    }
    if (counted.hits >= triesAllowed) {
      await db.query('UPDATE member_mobile_pins SET pin_hash = NULL WHERE member_id = $1 AND pin_hash = $2', [memberId, row.pin_hash]);
      throw locked(counted.retryAfter);
    }
    throw unlockErrors.wrongPin(triesAllowed - counted.hits);
  }

  return { status, send, verify };
}

export type MobilePins = ReturnType<typeof createMobilePins>;
