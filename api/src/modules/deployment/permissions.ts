// Release roles (issue 21 'Registry'): a staff account holds a release permission per target
// (staff_release_permissions, migration 050). Decided here, in one place:
//   - '<remote>' or 'host': the team that owns it may release it (point it at any published
//     version or address) and roll it back. A team releases its own remote only.
//   - '*' (OPERATIONS_TARGET): operations may roll back any target. Releasing a target still
//     needs that target's own permission.
//   - A release of several targets at once needs a release permission for every one of them.
//   - Reading what is live and the history needs any release permission.
import { OPERATIONS_TARGET, RELEASE_CODES, releaseAllowed } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { isDeployTarget, type DeployTarget } from './manifest.js';

export type PermissionTarget = DeployTarget | typeof OPERATIONS_TARGET;

export const isPermissionTarget = (t: string): t is PermissionTarget => t === OPERATIONS_TARGET || isDeployTarget(t);

export async function releasePermissionsOf(db: Queryable, staffId: string): Promise<PermissionTarget[]> {
  const rows = await db.query<{ target: string }>('SELECT target FROM staff_release_permissions WHERE staff_id = $1 ORDER BY target', [staffId]);
  return rows.map((r) => r.target).filter(isPermissionTarget);
}

/** Every release permission held: who holds it (staff id), its target and who granted it. */
export async function allReleasePermissions(db: Queryable): Promise<Array<{ staffId: string; target: string; grantedBy: string }>> {
  const rows = await db.query<{ staff_id: string; target: string; granted_by: string }>('SELECT staff_id, target, granted_by FROM staff_release_permissions');
  return rows.map((r) => ({ staffId: r.staff_id, target: r.target, grantedBy: r.granted_by }));
}

const refuse = (what: string) => new ApiError(403, RELEASE_CODES.permission, `Your account has no release permission for ${what}`);

/** Throws 403 R001 unless the account may do `action` on every target. */
export function assertMay(held: PermissionTarget[], action: 'read' | 'release' | 'rollback', targets: DeployTarget[] = []) {
  if (action === 'read') {
    if (held.length === 0) throw refuse('any remote');
    return;
  }
  const missing = targets.filter((t) => !releaseAllowed(held, action, t));
  if (missing.length) throw refuse(missing.join(', '));
}

export async function grantReleasePermission(db: Queryable, staffId: string, target: PermissionTarget, grantedBy: string) {
  await db.query('INSERT INTO staff_release_permissions (staff_id, target, granted_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [staffId, target, grantedBy]);
}

export async function revokeReleasePermission(db: Queryable, staffId: string, target: PermissionTarget) {
  return (await db.query('DELETE FROM staff_release_permissions WHERE staff_id = $1 AND target = $2 RETURNING target', [staffId, target])).length > 0;
}
