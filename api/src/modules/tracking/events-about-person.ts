// Conversion events queued or kept for support (30 days) under one member's pseudonym
// (memberExternalId), for their data export and their account's erasure (member-data and account-deletion).
import type { Queryable } from '../../db/db.js';

const UNDER = `payload #>> '{user_data,external_id,0}' = $1`;

/** The events sent under this pseudonym, every column. */
export const conversionEventsUnder = (q: Queryable, externalId: string) => q.query<Record<string, unknown>>(`SELECT * FROM conversion_events WHERE ${UNDER}`, [externalId]);

/** Deletes them. */
export async function eraseConversionEventsUnder(tx: Queryable, externalId: string): Promise<void> {
  await tx.query(`DELETE FROM conversion_events WHERE ${UNDER}`, [externalId]);
}
