// Unlock online access (issue #16): the parts put together for the routes. Codes (codes.ts),
// PINs (pins.ts), the end of an attempt (finish.ts) and the linked memberships' views
// (memberships.ts); limits in the database (counters.ts), secrets as HMACs (secrets.ts).
import { normaliseMembershipNumber, normaliseUkPhone, UNLOCK_CODES, UNLOCK_LIMITS } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import type { MemberService } from '../members/service.js';
import type { Outbox } from '../outbox/outbox.js';
import { unlockCodeEmail } from './emails.js';
import { attemptBy, attemptView } from './attempts.js';
import { createCodes } from './codes.js';
import { createCounters } from './counters.js';
import { unlockErrors } from './errors.js';
import { createFinish } from './finish.js';
import { createMembershipViews } from './memberships.js';
import { createMobilePins } from './mobile-pins.js';
import { createPins } from './pins.js';
import { createSecrets } from './secrets.js';

export function createUnlockService(deps: { db: Db; members: MemberService; outbox: Outbox; secret: string; publicUrl: string }) {
  const { db, outbox } = deps;
  const secrets = createSecrets(deps.secret);
  const counters = createCounters(UNLOCK_LIMITS.resendWindowMinutes);
  const codes = createCodes({ db, secrets, counters });
  const pins = createPins({ db, secrets, counters, outbox, publicUrl: deps.publicUrl });
  const finish = createFinish({ db, members: deps.members });
  const views = createMembershipViews(db);
  const mobilePins = createMobilePins({ db, secrets, counters, outbox });
  const hashOf = (token: string) => secrets.tokenHash(token);

  /** A right code's attempt, as its holder sees it, with its token (given this once). */
  async function start(input: Parameters<typeof codes.prove>[0]) {
    const { token, tokenHash } = await codes.prove(input);
    return { ...attemptView(await attemptBy(db, 'token_hash', tokenHash)), token };
  }

  return {
    secrets,
    codes,
    views,
    /** /verify-phone-number: a signed-in member proves their contact number (the unified-membership guard). */
    mobilePins,
    details: async (token: string, memberId: string | null) => attemptView(await attemptBy(db, 'token_hash', hashOf(token), { caller: memberId })),
    verifyUnlockCode: (input: { membershipNumber: string; unlockCode: string; ip: string }) => start({ ...input, purpose: 'unlock', memberId: null }),

    /** A signed-in member starts combining: also limited per member (1845). */
    async verifyCombineCode(input: { membershipNumber: string; unlockCode: string; ip: string; memberId: string }) {
      const [w] = await counters.hit(db, [`link:member:${input.memberId}`]);
      if (w!.hits > UNLOCK_LIMITS.resendsPerWindow) throw unlockErrors.linkingAttemptsExceeded(w!.retryAfter);
      return start({ ...input, purpose: 'combine' });
    },

    /**
     * The on-demand path: a new code to the membership's own mobile (by text) or e-mail address,
     * when the number and that contact match. The answer is the same either way (after the same
     * hash work); the limits are the resends'.
     */
    async requestCode(input: { membershipNumber: string; mobile?: string; email?: string; ip: string }) {
      const number = normaliseMembershipNumber(input.membershipNumber);
      const windows = await counters.hit(db, [`resend:m:${number ?? input.membershipNumber}`, `resend:ip:${secrets.ipHash(input.ip)}`]);
      const over = windows.find((w) => w.hits > UNLOCK_LIMITS.resendsPerWindow);
      if (over) throw unlockErrors.resendsExceeded(over.retryAfter);
      const byEmail = input.email !== undefined;
      const given = byEmail ? input.email!.trim().toLowerCase() : (normaliseUkPhone(input.mobile ?? '') ?? '-');
      await db.transaction(async (tx) => {
        const [m] = await tx.query<{ mobile: string; email: string | null; first_name: string }>('SELECT mobile, email, first_name FROM in_store_memberships WHERE membership_number = $1 AND linked_member_id IS NULL', [
          number ?? '',
        ]);
        const own = byEmail ? (m?.email ?? '').toLowerCase() : (m?.mobile ?? '');
        const matches = secrets.matches(secrets.tokenHash(own), secrets.tokenHash(given)) && m !== undefined && own !== '';
        if (!matches) return;
        const issued = await codes.issue(tx, number!, { via: 'on-demand' });
        const minutes = UNLOCK_LIMITS.pinValidMinutes;
        if (byEmail)
          await outbox.enqueue(tx, {
            channel: 'email',
            recipient: m.email!,
            ...unlockCodeEmail(m.first_name, issued.unlockCode, `${deps.publicUrl}/unlock`, minutes),
          });
        else await outbox.enqueue(tx, { channel: 'sms', recipient: m.mobile, body: `Little Loop: your code to unlock online access is ${issued.unlockCode}. It works for ${minutes} minutes.` });
      });
      const message = byEmail ? 'If the number and e-mail address match a membership, a code is on its way by e-mail.' : 'If the number and mobile match a membership, a code is on its way by text.';
      return { notice: { code: String(UNLOCK_CODES.newPinSent), message } };
    },

    /** Staff (API or CLI): a new code for a membership, kept with who issued it; shown once. */
    async issueByStaff(membershipNumber: string, staffId: string | null) {
      const number = normaliseMembershipNumber(membershipNumber);
      if (!number) throw unlockErrors.notFound();
      return db.transaction((tx) => codes.issue(tx, number, { via: 'staff', staffId }));
    },

    instantVerification: (token: string, memberId: string | null, ip: string) => pins.instantVerification({ tokenHash: hashOf(token), memberId, ip }),
    emailLink: (token: string, memberId: string | null, ip: string) => pins.emailLink({ tokenHash: hashOf(token), memberId, ip }),
    resend: (token: string, memberId: string | null, ip: string) => pins.resend({ tokenHash: hashOf(token), memberId, ip }),
    verifyPin: (channel: 'mobile' | 'email' | 'link', token: string, pin: string, memberId: string | null) => pins.verify({ channel, pin, tokenHash: hashOf(token), memberId }),
    createAccount: (token: string, input: Parameters<typeof finish.createAccount>[1]) => finish.createAccount(hashOf(token), input),
    combine: (token: string, memberId: string) => finish.combine(hashOf(token), memberId),
    cancel: (token: string, memberId: string | null) => finish.cancel(hashOf(token), memberId),
  };
}

export type UnlockService = ReturnType<typeof createUnlockService>;
