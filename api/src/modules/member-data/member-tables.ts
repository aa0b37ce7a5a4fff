// Which tables hold rows of a member: every table of the current schema with a member_id
// column, read from the catalogue at the time of the call. Export and erasure walk this list,
// so a table another feature adds later (addresses, bank accounts, favourites...) is exported
// and erased without anyone having to remember to add it here.
import type { Queryable } from '../../db/db.js';

export interface MemberTable {
  table: string;
  columns: Array<{ name: string; type: string }>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function memberTables(q: Queryable): Promise<MemberTable[]> {
  const rows = await q.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type
     FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.table_name IN (SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'member_id')
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, MemberTable>();
  for (const r of rows) {
    const entry = byTable.get(r.table_name) ?? { table: r.table_name, columns: [] };
    entry.columns.push({ name: r.column_name, type: r.data_type });
    byTable.set(r.table_name, entry);
  }
  return [...byTable.values()];
}
