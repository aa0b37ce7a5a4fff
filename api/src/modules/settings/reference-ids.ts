// Which of the shop's reference ids exist (titles, ID document types, consent types): the tables
// are this module's (issue 34 §3), asked by the modules that check an id a request names.
import type { ConsentKind } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

/** Whether a title (Mr, Mrs, …) with this id exists. */
export async function titleExists(q: Queryable, titleId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM titles WHERE title_id = $1', [titleId])).length > 0;
}

/** Whether an ID document type with this id exists. */
export async function idTypeExists(q: Queryable, idTypeId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM id_types WHERE id_type_id = $1', [idTypeId])).length > 0;
}

/** The names of these ID document types, by id (an id that does not exist is left out). */
export async function idTypeNames(q: Queryable, idTypeIds: number[]): Promise<Map<number, string>> {
  if (idTypeIds.length === 0) return new Map();
  const rows = await q.query<{ id_type_id: number; name: string }>('SELECT id_type_id, name FROM id_types WHERE id_type_id = ANY($1::int[])', [idTypeIds]);
  return new Map(rows.map((r) => [Number(r.id_type_id), r.name]));
}

/** Which of these consent type ids are types of this kind (the others are unknown, or of the other kind). */
export async function consentTypeIdsOfKind(q: Queryable, consentTypeIds: number[], kind: ConsentKind): Promise<number[]> {
  const rows = await q.query<{ consent_type_id: number }>('SELECT consent_type_id FROM consent_types WHERE consent_type_id = ANY($1::int[]) AND kind = $2', [consentTypeIds, kind]);
  return rows.map((r) => Number(r.consent_type_id));
}
