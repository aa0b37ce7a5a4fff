// PINs that prove the holder of an unlock code also holds the membership's mobile (and e-mail):
// PUT instantverification (a PIN by text and one by e-mail), POST unlockonlinelink (a link by
// e-mail, its PIN by text), resendinstantverificationotp, and the checks verifymobileotp / verifyemailotp /
// verifyunlockonlinecode. Five wrong PINs per attempt, whichever channel, lock it; the count is
// one atomic UPDATE, so two requests racing the last try are counted once.
import { UNLOCK_CODES, UNLOCK_LIMITS } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { newOpaqueToken } from '../auth/tokens.js';
import type { Outbox } from '../outbox/outbox.js';
import { unlockLinkEmail, unlockPinEmail } from './emails.js';
import { attemptBy, attemptView, moveSql, type AttemptRow } from './attempts.js';
import type { Counters } from './counters.js';
import { assertUnlockMove, unlockErrors } from './errors.js';
import { newSixDigits, type Secrets } from './secrets.js';

export type PinChannel = 'mobile' | 'email' | 'link';
const HASH_COLUMN = { mobile: 'mobile_pin_hash', email: 'email_pin_hash', link: 'link_pin_hash' } as const;

interface Caller {
  tokenHash: string;
  memberId: string | null;
  ip: string;
}

export function createPins(deps: { db: Db; secrets: Secrets; counters: Counters; outbox: Outbox; publicUrl: string }) {
  const { db, secrets, counters, outbox, publicUrl } = deps;
  const minutes = UNLOCK_LIMITS.pinValidMinutes;

  /** New PINs for the attempt's channels (the text and e-mail, or the e-mailed link), queued with the change. */
  async function sendPins(tx: Queryable, a: AttemptRow, how: 'instant' | 'link', event: string) {
    const mobilePin = newSixDigits();
    const emailPin = a.email ? newSixDigits() : null;
    const linkToken = how === 'link' ? newOpaqueToken() : null;
    const hash = (channel: PinChannel, pin: string | null) => (pin ? secrets.pinHash(a.attempt_id, channel, pin) : null);
    await tx.query(
      `UPDATE unlock_attempts SET ${moveSql('pin-sent', event)}, pin_expires_at = now() + make_interval(mins => ${minutes}),
         mobile_pin_hash = $2, email_pin_hash = $3, link_token_hash = $4, link_pin_hash = $5 WHERE attempt_id = $1`,
      [a.attempt_id, how === 'instant' ? hash('mobile', mobilePin) : null, how === 'instant' ? hash('email', emailPin) : null, linkToken ? secrets.tokenHash(linkToken) : null, linkToken ? hash('link', mobilePin) : null],
    );
    if (how === 'instant') {
      await outbox.enqueue(tx, { channel: 'sms', recipient: a.mobile, body: `Little Loop: your PIN to unlock online access is ${mobilePin}. It works for ${minutes} minutes. Never share it.` });
      if (a.email && emailPin)
        await outbox.enqueue(tx, {
          channel: 'email',
          recipient: a.email,
          ...unlockPinEmail(a.first_name, emailPin, minutes),
        });
    } else {
      // The link by e-mail, its PIN by text: one mailbox alone never opens the membership (issue 33 §1).
      await outbox.enqueue(tx, {
        channel: 'email',
        recipient: a.email!,
        ...unlockLinkEmail(a.first_name, `${publicUrl}/unlock?link=${linkToken}`, minutes),
      });
      await outbox.enqueue(tx, { channel: 'sms', recipient: a.mobile, body: `Little Loop: the PIN for the unlock link we e-mailed you is ${mobilePin}. It works for ${minutes} minutes. Never share it.` });
    }
  }

  async function send(caller: Caller, how: 'instant' | 'link') {
    await attemptBy(db, 'token_hash', caller.tokenHash, { caller: caller.memberId });
    return db.transaction(async (tx) => {
      const a = await attemptBy(tx, 'token_hash', caller.tokenHash, { lock: true, caller: caller.memberId });
      assertUnlockMove(a.state, 'pin-sent', a.purpose);
      if (how === 'link' && !a.email) throw unlockErrors.noEmail();
      await sendPins(tx, a, how, how === 'link' ? 'send-link' : 'send-pin');
      return { ...attemptView((await attemptBy(tx, 'token_hash', caller.tokenHash))!), notice: { code: UNLOCK_CODES.newPinSent, message: 'We have sent you a new PIN.' } };
    });
  }

  return {
    instantVerification: (caller: Caller) => send(caller, 'instant'),
    emailLink: (caller: Caller) => send(caller, 'link'),

    /** A new PIN on the same channels: at most 3 per 15 minutes per membership and per address (U002). */
    async resend(caller: Caller) {
      const a = await attemptBy(db, 'token_hash', caller.tokenHash, { caller: caller.memberId });
      if (a.state === 'locked') throw unlockErrors.pinAttemptsExceeded('mobile');
      assertUnlockMove(a.state, 'pin-sent', a.purpose);
      if (a.state !== 'pin-sent') throw unlockErrors.linkExpired();
      const windows = await counters.hit(db, [`resend:m:${a.membership_number}`, `resend:ip:${secrets.ipHash(caller.ip)}`]);
      const over = windows.find((w) => w.hits > UNLOCK_LIMITS.resendsPerWindow);
      if (over) throw unlockErrors.resendsExceeded(over.retryAfter);
      return db.transaction(async (tx) => {
        const locked = await attemptBy(tx, 'token_hash', caller.tokenHash, { lock: true, caller: caller.memberId });
        assertUnlockMove(locked.state, 'pin-sent', locked.purpose);
        await sendPins(tx, locked, locked.link_pin_hash ? 'link' : 'instant', 'resend-pin');
        return { ...attemptView((await attemptBy(tx, 'token_hash', caller.tokenHash))!), notice: { code: UNLOCK_CODES.pinResent, message: 'We have sent your PIN again.' } };
      });
    },

    /**
     * Checks a PIN. Right: the attempt is verified (its PINs forgotten; a link's token is swapped
     * for a new attempt token, given once). Wrong: one try counted, the fifth locks the attempt.
     */
    async verify(input: { channel: PinChannel; pin: string; tokenHash: string; memberId: string | null }) {
      const column = input.channel === 'link' ? 'link_token_hash' : 'token_hash';
      const a = await attemptBy(db, column, input.tokenHash, { caller: input.memberId });
      if (a.state === 'locked') throw unlockErrors.pinAttemptsExceeded(input.channel);
      if (a.state === 'unlocked' || a.state === 'combined') throw input.channel === 'link' ? unlockErrors.linkExpired() : unlockErrors.alreadyUnlocked();
      if (input.channel === 'link' && a.state !== 'pin-sent') throw unlockErrors.linkExpired();
      assertUnlockMove(a.state, 'verified', a.purpose);
      // The hash work is the same whether or not this channel was sent a PIN.
      // The link's PIN comes by text: typed on the unlock page instead (an attempt resumed with the
      // receipt code, on a device without the e-mail), it proves the mobile as a texted PIN does.
      const right =
        secrets.matches(a[HASH_COLUMN[input.channel]], secrets.pinHash(a.attempt_id, input.channel, input.pin)) ||
        (input.channel === 'mobile' && a.link_pin_hash !== null && secrets.matches(a.link_pin_hash, secrets.pinHash(a.attempt_id, 'link', input.pin)));
      if (right && a.pin_expired) throw unlockErrors.pinExpired();
      if (right) {
        const newToken = input.channel === 'link' ? newOpaqueToken() : null;
        const [moved] = await db.query(
          `UPDATE unlock_attempts SET ${moveSql('verified', `verify-${input.channel}-pin`)}, mobile_pin_hash = NULL, email_pin_hash = NULL, link_pin_hash = NULL, link_token_hash = NULL,
             mobile_verified = $2, verified_channel = $3, token_hash = COALESCE($4, token_hash)
           WHERE attempt_id = $1 AND state = 'pin-sent' AND tries < ${UNLOCK_LIMITS.triesPerCode} RETURNING 1`,
          [a.attempt_id, input.channel !== 'email', input.channel, newToken ? secrets.tokenHash(newToken) : null],
        );
        if (moved) {
          const view = attemptView(await attemptBy(db, 'token_hash', newToken ? secrets.tokenHash(newToken) : input.tokenHash));
          return newToken ? { ...view, token: newToken } : view;
        }
        // Another request moved it first (locked it, or verified it): answered as that move left it.
      } else {
        const [counted] = await db.query<{ tries: number; state: string }>(
          `UPDATE unlock_attempts SET tries = tries + 1, updated_at = now(),
             state = CASE WHEN tries + 1 >= ${UNLOCK_LIMITS.triesPerCode} THEN 'locked' ELSE state END,
             history = history || CASE WHEN tries + 1 >= ${UNLOCK_LIMITS.triesPerCode}
               THEN jsonb_build_array(jsonb_build_object('from', state, 'to', 'locked', 'event', 'lock', 'at', now())) ELSE '[]'::jsonb END
           WHERE attempt_id = $1 AND state = 'pin-sent' AND tries < ${UNLOCK_LIMITS.triesPerCode} RETURNING tries, state`,
          [a.attempt_id],
        );
        if (counted && counted.state !== 'locked') {
          const left = UNLOCK_LIMITS.triesPerCode - counted.tries;
          throw input.channel === 'link' ? unlockErrors.wrongLinkPin(left) : unlockErrors.wrongPin(left);
        }
        if (counted) throw unlockErrors.pinAttemptsExceeded(input.channel);
      }
      const [now] = await db.query<{ state: string }>('SELECT state FROM unlock_attempts WHERE attempt_id = $1', [a.attempt_id]);
      if (now?.state === 'locked') throw unlockErrors.pinAttemptsExceeded(input.channel);
      assertUnlockMove(now!.state as AttemptRow['state'], 'verified', a.purpose);
      throw unlockErrors.linkExpired();
    },
  };
}

export type Pins = ReturnType<typeof createPins>;
