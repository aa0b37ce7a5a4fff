// `staff goods-in-permission grant|revoke <email> | list`: who may work the goods-in bench (issue
// 35; staff_goods_in_permissions, migration 071), granted like release permissions: run against
// the database, so whoever may run it administers staff accounts. The bench's API refuses the
// rest with G001 (goods-in-bench.ts); the goods-in commands of this CLI are not gated by it.
import type { Db, Queryable } from '../../db/db.js';
import { cliPublisher, staffIdOf } from './command.js';

export const GOODS_IN_PERMISSION_USAGE = 'usage: staff goods-in-permission grant|revoke <email> | goods-in-permission list   (who may work the goods-in bench)';

export type GoodsInPermissionCommand = { kind: 'grant' | 'revoke'; email: string } | { kind: 'list' };

export async function grantGoodsIn(db: Queryable, staffId: string, grantedBy: string) {
  await db.query('INSERT INTO staff_goods_in_permissions (staff_id, granted_by) VALUES ($1, $2) ON CONFLICT DO NOTHING', [staffId, grantedBy]);
}

export function parseGoodsInPermissionCommand([command, kind, email, ...rest]: string[]): GoodsInPermissionCommand | 'usage' | null {
  if (command !== 'goods-in-permission') return null;
  if (kind === 'list' && email === undefined) return { kind };
  if ((kind === 'grant' || kind === 'revoke') && email && rest.length === 0) return { kind, email };
  return 'usage';
}

export async function runGoodsInPermissionCommand(db: Db, command: GoodsInPermissionCommand, print: (line: string) => void): Promise<boolean> {
  if (command.kind === 'list') {
    const rows = await db.query<{ email: string; granted_by: string }>('SELECT a.email, p.granted_by FROM staff_goods_in_permissions p JOIN staff_accounts a USING (staff_id) ORDER BY lower(a.email)');
    for (const r of rows) print(`${r.email.padEnd(36)} granted by ${r.granted_by}`);
    if (rows.length === 0) print('no goods-in permissions yet');
    return true;
  }
  const staffId = await staffIdOf(db, command.email);
  if (!staffId) {
    print(`no active staff account ${command.email}`);
    return false;
  }
  if (command.kind === 'grant') {
    await grantGoodsIn(db, staffId, await cliPublisher(db));
    print(`${staffId} may now work the goods-in bench`);
    return true;
  }
  const removed = (await db.query('DELETE FROM staff_goods_in_permissions WHERE staff_id = $1 RETURNING staff_id', [staffId])).length > 0;
  print(removed ? `${staffId} no longer holds goods-in` : `${staffId} did not hold goods-in`);
  return true;
}
