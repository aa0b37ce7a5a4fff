// What the member service's parts are handed (service.ts builds it once): the database, sessions,
// the outbox, the shop's address, the password throttle, the unlock module's linked-membership
// answer and the clock, passed to each function.
import type { Db, Queryable } from '../../db/db.js';
import type { Throttle } from '../auth/throttle.js';
import type { TokenService } from '../auth/tokens.js';
import type { Outbox } from '../outbox/outbox.js';

export interface MemberServiceDeps {
  db: Db;
  tokens: TokenService;
  outbox: Outbox;
  publicUrl: string;
  throttle: Throttle;
  /** Whether an in-store membership is linked to the account (the unlock module's, passed in: unlock asks this module too). */
  membershipLinked: (q: Queryable, memberId: string) => Promise<boolean>;
  now?: () => Date;
}

/** The service's dependencies with the clock filled in. */
export interface MemberDeps extends MemberServiceDeps {
  now: () => Date;
}

/** The clock as a query parameter: token and pending-address times follow the injected clock. */
export const at = ({ now }: Pick<MemberDeps, 'now'>) => now().toISOString();

/** Where a security notice sends a member who did not make the change. */
export const contactLink = ({ publicUrl }: Pick<MemberDeps, 'publicUrl'>) => `${publicUrl}/contactus`;
