// A member's name and address for an e-mail, as SQL for a statement that must read them with its
// own rows (quotations' store: a quote read and moved, with its e-mail, in one round trip each).
// Elsewhere ask rows.ts (memberContact, unerasedMemberContact), which answer the same.

/** SQL for the first name of the member `memberId` (an SQL expression), whatever their status; null for no such member. */
export const memberFirstNameSql = (memberId: string) => `(SELECT m.first_name FROM members m WHERE m.member_id = ${memberId})`;

/** SQL for the e-mail address of the member `memberId` (an SQL expression); null for no such member or one erased (nothing is sent to them). */
export const unerasedMemberEmailSql = (memberId: string) => `(SELECT m.email FROM members m WHERE m.member_id = ${memberId} AND m.status <> 'erased')`;
