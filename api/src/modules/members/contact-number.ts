// The account's contact number as Unlock online access proves it (a PIN sent to a membership's
// mobile): the members table is this module's (issue 34 §3); each runs in the caller's
// transaction. Also what the unified-membership guard reads of the account.
import type { Queryable } from '../../db/db.js';

/** Whether an account that is not erased (other than `exceptMemberId`, when given) has this contact number. */
export async function contactNumberTaken(q: Queryable, phone: string, exceptMemberId?: string): Promise<boolean> {
  const rows =
    exceptMemberId === undefined
      ? await q.query("SELECT 1 FROM members WHERE phone = $1 AND status <> 'erased'", [phone])
      : await q.query("SELECT 1 FROM members WHERE phone = $1 AND member_id <> $2 AND status <> 'erased'", [phone, exceptMemberId]);
  return rows.length > 0;
}

/** The proved number becomes the account's contact number, proved now. */
export async function takeProvedNumber(tx: Queryable, memberId: string, phone: string): Promise<void> {
  await tx.query('UPDATE members SET phone = $2, phone_verified_at = now(), updated_at = now() WHERE member_id = $1', [memberId, phone]);
}

/** A proved mobile becomes the account's contact number, unless it has one or the number is another account's. */
export async function adoptNumberIfFree(tx: Queryable, memberId: string, phone: string): Promise<void> {
  await tx.query("UPDATE members SET phone = $2, updated_at = now() WHERE member_id = $1 AND phone IS NULL AND NOT EXISTS (SELECT 1 FROM members o WHERE o.phone = $2 AND o.member_id <> $1 AND o.status <> 'erased')", [
    memberId,
    phone,
  ]);
}

/** The account's contact number is proved when it is this mobile (a PIN sent to it was right). */
export async function markPhoneProved(tx: Queryable, memberId: string, mobile: string): Promise<void> {
  await tx.query('UPDATE members SET phone_verified_at = now() WHERE member_id = $1 AND phone = $2', [memberId, mobile]);
}

export interface MemberStanding {
  status: string;
  emailVerified: boolean;
  phone: string | null;
  /** The contact number, proved by a PIN and not changed since (migration 032). */
  phoneVerified: boolean;
}

/** The account's status and what it has proved, for an account that is not erased (else undefined). */
export async function memberStanding(q: Queryable, memberId: string): Promise<MemberStanding | undefined> {
  const [m] = await q.query<{ status: string; email_verified: boolean; phone: string | null; phone_verified: boolean }>(
    "SELECT status, email_verified_at IS NOT NULL AS email_verified, phone, (phone IS NOT NULL AND phone_verified_at IS NOT NULL) AS phone_verified FROM members WHERE member_id = $1 AND status <> 'erased'",
    [memberId],
  );
  return m && { status: m.status, emailVerified: m.email_verified, phone: m.phone, phoneVerified: m.phone_verified };
}
