// `staff release-permission grant|revoke <email> <target> | list`: release roles (issue 21
// 'Registry'; the rules in deployment/permissions.ts). Run against the database, like
// create-staff: whoever may run it administers staff accounts. <target> is 'host', a remote's
// name, or '*' (operations: roll back any target).
import type { Db } from '../../db/db.js';
import { REMOTE_NAMES } from '../deployment/manifest.js';
import { allReleasePermissions, grantReleasePermission, isPermissionTarget, revokeReleasePermission, type PermissionTarget } from '../deployment/permissions.js';
import { cliPublisher, staffIdOf } from './command.js';

export const RELEASE_PERMISSION_USAGE = `usage: staff release-permission grant|revoke <email> <target> | release-permission list   (target: host, ${REMOTE_NAMES.join(', ')}, or '*' to roll back any)`;

export type ReleasePermissionCommand = { kind: 'grant' | 'revoke'; email: string; target: PermissionTarget } | { kind: 'list' };

export function parseReleasePermissionCommand([command, kind, email, target, ...rest]: string[]): ReleasePermissionCommand | 'usage' | null {
  if (command !== 'release-permission') return null;
  if (kind === 'list' && email === undefined) return { kind };
  if ((kind === 'grant' || kind === 'revoke') && email && target && isPermissionTarget(target) && rest.length === 0) return { kind, email, target };
  return 'usage';
}

export async function runReleasePermissionCommand(db: Db, command: ReleasePermissionCommand, print: (line: string) => void): Promise<boolean> {
  if (command.kind === 'list') {
    const held = await allReleasePermissions(db);
    // The holders' e-mails, ordered as the list has always been (by e-mail, then target), by the database's collation.
    const rows = await db.query<{ email: string; target: string; granted_by: string }>(
      `SELECT a.email, p.target, p.granted_by FROM unnest($1::text[], $2::text[], $3::text[]) AS p (staff_id, target, granted_by)
       JOIN staff_accounts a USING (staff_id) ORDER BY lower(a.email), p.target`,
      [held.map((h) => h.staffId), held.map((h) => h.target), held.map((h) => h.grantedBy)],
    );
    for (const r of rows) print(`${r.email.padEnd(36)} ${r.target.padEnd(16)} granted by ${r.granted_by}`);
    if (rows.length === 0) print('no release permissions yet');
    return true;
  }
  const staffId = await staffIdOf(db, command.email);
  if (!staffId) {
    print(`no active staff account ${command.email}`);
    return false;
  }
  if (command.kind === 'grant') {
    await grantReleasePermission(db, staffId, command.target, await cliPublisher(db));
    print(`${staffId} may now ${command.target === '*' ? 'roll back any target' : `release ${command.target}`}`);
    return true;
  }
  const removed = await revokeReleasePermission(db, staffId, command.target);
  print(removed ? `${staffId} no longer holds ${command.target}` : `${staffId} did not hold ${command.target}`);
  return true;
}
