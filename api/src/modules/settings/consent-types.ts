// The consent types (§9 consent ids: communication ones and the cookie notice's purposes), as the
// consents module shows them beside a member's choices. The table is this module's (issue 34 §3):
// reference data the migrations seed, which nothing changes while the API runs.
import type { ConsentKind } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

export interface ConsentType {
  consentTypeId: number;
  name: string;
  description: string;
  kind: ConsentKind;
}

/** Every consent type, by id. */
export async function consentTypes(q: Queryable): Promise<ConsentType[]> {
  const rows = await q.query<ConsentType>('SELECT consent_type_id AS "consentTypeId", name, description, kind FROM consent_types ORDER BY consent_type_id');
  return rows.map((t) => ({ ...t, consentTypeId: Number(t.consentTypeId) }));
}

/**
 * The consent types, read once (with the first caller's connection or transaction, so a caller
 * inside a transaction never waits on another) and then remembered; a read that fails is tried again next time.
 */
export function rememberedConsentTypes(): (q: Queryable) => Promise<ConsentType[]> {
  let types: Promise<ConsentType[]> | undefined;
  return (q) =>
    (types ??= consentTypes(q).catch((error: unknown) => {
      types = undefined;
      throw error;
    }));
}
