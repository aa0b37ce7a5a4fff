// What other modules may ask of charities (this module's table, issue 34 §3): a charity's name.
import type { Queryable } from '../../db/db.js';

/** The name of the charity with this id; null for none given or no such charity. */
export async function charityName(q: Queryable, charityId: number | null): Promise<string | null> {
  if (charityId === null) return null;
  const [charity] = await q.query<{ name: string }>('SELECT name FROM charities WHERE charity_id = $1', [charityId]);
  return charity?.name ?? null;
}

/** Each of these charities' name, keyed by id; one that does not exist is left out. */
export async function charityNames(q: Queryable, charityIds: number[]): Promise<Map<number, string>> {
  if (charityIds.length === 0) return new Map();
  const rows = await q.query<{ charity_id: number; name: string }>('SELECT charity_id, name FROM charities WHERE charity_id = ANY($1::int[])', [charityIds]);
  return new Map(rows.map((r) => [Number(r.charity_id), r.name]));
}

/** SQL for the name of the charity `charityId` (an SQL expression), null for none: for a statement that must read it with its own rows (quotations' load). */
export const charityNameSql = (charityId: string) => `(SELECT ch.name FROM charities ch WHERE ch.charity_id = ${charityId})`;
