// Reading members: by address (their own, or one waiting for its link), by id, and the views a
// member reads. Each read takes the connection or transaction to read with.
import type { Queryable } from '../../db/db.js';
import { toAddressView, type AddressRow } from '../addresses/service.js';
import { memberConsentChoices } from '../consents/member-choices.js';
import { isAdultOn } from './profile.js';
import { at, type MemberDeps } from './member-deps.js';
import { MEMBER_COLUMNS, memberErrors, toView, VIEW_SQL, VIEW_WITH_ADDRESSES_SQL, type MemberRow, type MemberView } from './member-model.js';

type Clock = Pick<MemberDeps, 'now'>;

/** A pending address whose link has run out is no longer pending (the column keeps it for erasure and export). */
export function live<T extends MemberRow>(clock: Clock, m: T): T;
export function live<T extends MemberRow>(clock: Clock, m: T | undefined): T | undefined;
export function live<T extends MemberRow>({ now }: Clock, m: T | undefined): T | undefined {
  if (!m?.pending_email) return m;
  const until = m.pending_email_until ? new Date(m.pending_email_until).getTime() : 0;
  return until > now().getTime() ? m : { ...m, pending_email: null };
}

/** The account whose address this is. A pending address is nobody's yet: it blocks no one. */
export async function findByEmail(clock: Clock, q: Queryable, email: string): Promise<MemberRow | undefined> {
  const rows = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE status <> 'erased' AND lower(email) = lower($1)`, [email.trim()]);
  return live(clock, rows[0]);
}

/** The newest account waiting to confirm this address (for sign-in's 1240 only). */
export async function findByPendingEmail(clock: Clock, q: Queryable, email: string): Promise<MemberRow | undefined> {
  const rows = await q.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members m WHERE status <> 'erased' AND lower(pending_email) = lower($1) AND pending_email_until > $2::timestamptz
     ORDER BY pending_email_until DESC LIMIT 1`,
    [email.trim(), at(clock)],
  );
  return rows[0];
}

export async function findById(clock: Clock, q: Queryable, memberId: string): Promise<MemberRow | undefined> {
  const rows = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE member_id = $1 AND status <> 'erased'`, [memberId]);
  return live(clock, rows[0]);
}

/**
 * The member's view (and, for GET members/{id}, the addresses, read in the same query), with its
 * consents and whether an in-store membership is linked asked of their owners at once.
 */
export async function readView(deps: Pick<MemberDeps, 'db' | 'now' | 'membershipLinked'>, memberId: string, withAddresses: boolean) {
  const [row] = await deps.db.query<MemberRow & { addresses?: AddressRow[] }>(withAddresses ? VIEW_WITH_ADDRESSES_SQL : VIEW_SQL, [memberId]);
  if (!row) throw memberErrors.notFound();
  const [consents, linked] = await Promise.all([memberConsentChoices(deps.db, memberId), deps.membershipLinked(deps.db, memberId)]);
  return { member: toView(live(deps, row), consents, linked), addresses: (row.addresses ?? []).map(toAddressView) };
}

/** The view of a row already read (inside a transaction that changed it). */
export async function view(deps: Pick<MemberDeps, 'membershipLinked'>, q: Queryable, m: MemberRow): Promise<MemberView> {
  const consents = await memberConsentChoices(q, m.member_id);
  return toView(m, consents, await deps.membershipLinked(q, m.member_id));
}

/** GET identitydetails: who the member says they are, and whether they may sell to us (18 or over). */
export async function identityDetails(deps: Pick<MemberDeps, 'db' | 'now'>, memberId: string) {
  const m = await findById(deps, deps.db, memberId);
  if (!m) throw memberErrors.notFound();
  return { titleId: m.title_id, firstName: m.first_name, lastName: m.last_name, dateOfBirth: m.date_of_birth, memberTaxId: m.tax_id, isAdult: isAdultOn(m.date_of_birth) };
}
