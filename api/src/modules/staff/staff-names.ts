// Who a staff id is, for another module's record of what staff did (staff_accounts is this
// module's table, issue 34 §3): content's publishing history names its publishers.
import type { Queryable } from '../../db/db.js';

/** Each of these staff accounts' name, by staff id; an id with no account is left out. */
export async function staffNames(q: Queryable, staffIds: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(staffIds)];
  if (wanted.length === 0) return new Map();
  const rows = await q.query<{ staff_id: string; name: string }>('SELECT staff_id, name FROM staff_accounts WHERE staff_id = ANY($1::text[])', [wanted]);
  return new Map(rows.map((r) => [r.staff_id, r.name]));
}
