// A member's current choice per consent type, as the member's own account view shows it: the
// table is this module's (issue 34 §3), asked by the members module in its read or transaction.
import type { Queryable } from '../../db/db.js';

/** The member's current choices, by consent type id; none when they have made none. */
export async function memberConsentChoices(q: Queryable, memberId: string): Promise<Array<{ consentTypeId: number; granted: boolean }>> {
  return q.query<{ consentTypeId: number; granted: boolean }>('SELECT consent_type_id AS "consentTypeId", granted FROM member_consents WHERE member_id = $1 ORDER BY consent_type_id', [memberId]);
}
