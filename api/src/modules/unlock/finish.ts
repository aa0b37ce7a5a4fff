// The end of an attempt: PUT unlockonlineaccess (a new online account made from the verified
// membership, through registration's own account creation), joining it to a signed-in account
// (PUT verifycombinemembershipcode with the attempt's token), and PUT cancelcombinemembership.
import { MEMBER_CODES } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { adoptNumberIfFree, contactNumberTaken, markPhoneProved } from '../members/contact-number.js';
import type { MemberService, RegistrationInput } from '../members/service.js';
import { attemptBy, attemptView, moveSql } from './attempts.js';
import { assertUnlockMove, unlockErrors } from './errors.js';
import { linkMembership } from './memberships.js';

export type UnlockAccountInput = Pick<RegistrationInput, 'titleId' | 'email' | 'password' | 'consents'>;

export function createFinish(deps: { db: Db; members: MemberService }) {
  const { db, members } = deps;

  return {
    /** 1028 e-mail taken, 1740 the membership's mobile is another account's, 1835 already linked. */
    async createAccount(tokenHash: string, input: UnlockAccountInput) {
      const first = await attemptBy(db, 'token_hash', tokenHash, { caller: null });
      if (first.state === 'unlocked' || first.state === 'combined') throw unlockErrors.alreadyUnlocked();
      assertUnlockMove(first.state, 'unlocked', first.purpose);
      const [names] = await db.query<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM in_store_memberships WHERE membership_number = $1', [first.membership_number]);
      const account = await members.prepareAccount({ ...input, firstName: names!.first_name, lastName: names!.last_name });
      return db.transaction(async (tx) => {
        const a = await attemptBy(tx, 'token_hash', tokenHash, { lock: true, caller: null });
        assertUnlockMove(a.state, 'unlocked', a.purpose);
        if (a.linked_member_id) throw unlockErrors.alreadyUnlocked();
        if (await contactNumberTaken(tx, a.mobile)) throw unlockErrors.contactNumberTaken();
        // An address that received this attempt's PIN and proved it needs no verification e-mail.
        const emailProved = a.email !== null && a.email.toLowerCase() === input.email.trim().toLowerCase() && (a.verified_channel === 'email' || a.verified_channel === 'link');
        const { memberId } = await members.insertAccount(tx, account, { phone: a.mobile_verified ? a.mobile : undefined, emailVerified: emailProved }).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === MEMBER_CODES.emailTaken) throw unlockErrors.emailTaken();
          throw error;
        });
        await linkMembership(tx, a.membership_number, memberId, 'unlocked', a.mobile_verified);
        if (a.mobile_verified) await markPhoneProved(tx, memberId, a.mobile);
        await tx.query(`UPDATE unlock_attempts SET ${moveSql('unlocked', 'create-account')}, member_id = $2 WHERE attempt_id = $1`, [a.attempt_id, memberId]);
        return { memberId, membershipNumber: a.membership_number, state: 'unlocked' as const, emailVerificationSent: !emailProved };
      });
    },

    /** Joins a verified attempt's membership to the signed-in account (both histories kept). */
    async combine(tokenHash: string, memberId: string) {
      await attemptBy(db, 'token_hash', tokenHash, { caller: memberId });
      return db.transaction(async (tx) => {
        const a = await attemptBy(tx, 'token_hash', tokenHash, { lock: true, caller: memberId });
        if (a.state === 'unlocked' || a.state === 'combined' || a.linked_member_id) throw unlockErrors.alreadyUnlocked();
        assertUnlockMove(a.state, 'combined', a.purpose);
        await linkMembership(tx, a.membership_number, memberId, 'combined', a.mobile_verified);
        // A proved mobile becomes the account's, unless it has one or the number is another account's.
        if (a.mobile_verified) await adoptNumberIfFree(tx, memberId, a.mobile);
        if (a.mobile_verified) await markPhoneProved(tx, memberId, a.mobile);
        await tx.query(`UPDATE unlock_attempts SET ${moveSql('combined', 'combine')}, member_id = $2 WHERE attempt_id = $1`, [a.attempt_id, memberId]);
        return { membershipNumber: a.membership_number, state: 'combined' as const };
      });
    },

    async cancel(tokenHash: string, memberId: string | null) {
      await attemptBy(db, 'token_hash', tokenHash, { caller: memberId });
      return db.transaction(async (tx) => {
        const a = await attemptBy(tx, 'token_hash', tokenHash, { lock: true, caller: memberId });
        assertUnlockMove(a.state, 'cancelled', a.purpose);
        await tx.query(`UPDATE unlock_attempts SET ${moveSql('cancelled', 'cancel', true)}, mobile_pin_hash = NULL, email_pin_hash = NULL, link_pin_hash = NULL, link_token_hash = NULL WHERE attempt_id = $1`, [
          a.attempt_id,
        ]);
        return attemptView(await attemptBy(tx, 'token_hash', tokenHash, { caller: memberId }));
      });
    },
  };
}

export type Finish = ReturnType<typeof createFinish>;
