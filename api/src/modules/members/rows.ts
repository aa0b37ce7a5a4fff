// What other modules may ask of the members table inside their own transaction (the table is
// this module's, issue 34 §3): the member row's lock, and where a message to the member goes.
import type { Queryable } from '../../db/db.js';

/** Locks the member's row until the transaction ends, so two requests at once count a per-member limit one after the other. */
export async function lockMember(q: Queryable, memberId: string): Promise<void> {
  await q.query('SELECT 1 FROM members WHERE member_id = $1 FOR UPDATE', [memberId]);
}

/** Whether the member's account is active (may still sign in and go on with a session); false for no such member. */
export async function memberIsActive(q: Queryable, memberId: string): Promise<boolean> {
  const [m] = await q.query<{ status: string }>('SELECT status FROM members WHERE member_id = $1', [memberId]);
  return m?.status === 'active';
}

/** The member's e-mail address and first name, for a message; undefined when there is no such member. */
export async function memberContact(q: Queryable, memberId: string): Promise<{ email: string; firstName: string } | undefined> {
  const [m] = await q.query<{ email: string; first_name: string }>('SELECT email, first_name FROM members WHERE member_id = $1', [memberId]);
  return m && { email: m.email, firstName: m.first_name };
}

/** Where a message goes for each of these members who still has a working account (not deleted or erased). */
export async function activeMemberContacts(q: Queryable, memberIds: string[]): Promise<Map<string, { email: string; firstName: string }>> {
  const rows = await q.query<{ member_id: string; email: string; first_name: string }>("SELECT member_id::text, email, first_name FROM members WHERE member_id = ANY($1::bigint[]) AND status = 'active'", [memberIds]);
  return new Map(rows.map((r) => [r.member_id, { email: r.email, firstName: r.first_name }]));
}

/** An active member's name (first and last, trimmed) and e-mail address; undefined for no active member. */
export async function activeMemberNameAndEmail(q: Queryable, memberId: string): Promise<{ name: string; email: string } | undefined> {
  const [m] = await q.query<{ name: string; email: string }>("SELECT trim(first_name || ' ' || last_name) AS name, email FROM members WHERE member_id = $1 AND status = 'active'", [memberId]);
  return m;
}

/** Which of these members' accounts are not erased (as text ids); a member that does not exist is left out. */
export async function unerasedMemberIds(q: Queryable, memberIds: string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await q.query<{ member_id: string }>("SELECT member_id::text AS member_id FROM members WHERE member_id = ANY($1::bigint[]) AND status <> 'erased'", [memberIds]);
  return new Set(rows.map((r) => r.member_id));
}

/** Where a message to the member goes, unless their account was erased; undefined then, or for no such member. */
export async function unerasedMemberContact(q: Queryable, memberId: string): Promise<{ email: string; firstName: string } | undefined> {
  const [m] = await q.query<{ email: string; first_name: string; status: string }>('SELECT email, first_name, status FROM members WHERE member_id = $1', [memberId]);
  return m && m.status !== 'erased' ? { email: m.email, firstName: m.first_name } : undefined;
}

/** The id of the active account with this e-mail address (any case); undefined when there is none. */
export async function activeMemberIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
  const [m] = await q.query<{ member_id: string }>("SELECT member_id::text AS member_id FROM members WHERE lower(email) = lower($1) AND status = 'active'", [email]);
  return m?.member_id;
}
