// `staff create-staff <email> <name>`: a staff account. The password is read from STAFF_PASSWORD
// or asked for at the terminal (not echoed), never taken from the command line: argv is visible
// to every user of the machine (ps) and kept in shell history.
import type { Db } from '../../db/db.js';
import { createStaffAccount } from './accounts.js';

export const CREATE_STAFF_USAGE = 'usage: staff create-staff <email> "<name>"   (password from STAFF_PASSWORD, or asked for)';

export function parseCreateStaffCommand([command, email, name, ...rest]: string[]): { email: string; name: string } | null {
  return command === 'create-staff' && email && name && rest.length === 0 ? { email, name } : null;
}

/** Asks for a password on the terminal without showing what is typed. */
export async function createStaff(db: Db, input: { email: string; name: string }, password: string, print: (line: string) => void): Promise<boolean> {
  const outcome = await createStaffAccount(db, { ...input, password });
  if (!outcome.ok) {
    print(`no account made: ${outcome.problem}`);
    return false;
  }
  print(`staff account ${outcome.staffId} made; sign in with scope=staff`);
  return true;
}
