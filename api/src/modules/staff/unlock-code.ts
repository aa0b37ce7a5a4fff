// `npm run staff -- unlock-code <membershipNumber>`: a new unlock code for an in-store membership
// (the 'visit a store for a new code' path of 1190), through the same unlock service as the staff
// API (POST /v3/staff/unlockcodes). The code is printed once and kept only as a hash, with the
// staff account of STAFF_EMAIL when it is set.
import { normaliseMembershipNumber } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { UnlockService } from '../unlock/service.js';
import { staffIdOf } from './command.js';

export const UNLOCK_CODE_USAGE = 'usage: staff unlock-code <membershipNumber>   (a new unlock code for an in-store membership, shown once)';

/** Parses `unlock-code <membershipNumber>` (spaces allowed inside the number); null when it is not that. */
export function parseUnlockCodeCommand(args: string[]): { membershipNumber: string } | null {
  const [command, ...rest] = args;
  if (command !== 'unlock-code' || rest.length === 0) return null;
  const number = normaliseMembershipNumber(rest.join(' '));
  return number ? { membershipNumber: number } : null;
}

export async function issueUnlockCode(db: Db, unlock: UnlockService, membershipNumber: string, print: (line: string) => void): Promise<boolean> {
  try {
    const staffId = await staffIdOf(db, process.env.STAFF_EMAIL);
    const issued = await unlock.issueByStaff(membershipNumber, staffId);
    print(`${issued.membershipNumber}: unlock code ${issued.unlockCode} (valid until ${issued.expiresAt}; shown once)`);
    return true;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    print(`${err.code}: ${err.message}`);
    return false;
  }
}
