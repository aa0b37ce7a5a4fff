// Changing what a member says about themselves: names, title, profile fields (profile.ts checks
// them) and communication consents in one transaction; and taking the phone number away.
import { saveConsents } from '../consents/service.js';
import { rememberContact } from './contact-history.js';
import type { MemberDeps } from './member-deps.js';
import { memberErrors, type MemberView } from './member-model.js';
import { findById, view } from './member-reads.js';
import { cleanProfile, type ProfileInput } from './profile.js';
import { assertKnownReferences } from './registration.js';

export type ProfileUpdate = { titleId?: number; firstName?: string; lastName?: string; consents?: Array<{ consentTypeId: number; granted: boolean }> } & ProfileInput;

export async function updateProfile(deps: Pick<MemberDeps, 'db' | 'now' | 'membershipLinked'>, memberId: string, input: ProfileUpdate): Promise<MemberView> {
  await assertKnownReferences(deps.db, input.titleId, input.consents ?? []);
  return deps.db.transaction(async (tx) => {
    const m = await findById(deps, tx, memberId);
    if (!m) throw memberErrors.notFound();
    const p = await cleanProfile(tx, memberId, input);
    if (p.phone !== undefined && m.phone && p.phone !== m.phone) await rememberContact(tx, memberId, 'phone', m.phone);
    await tx.query(
      `UPDATE members SET title_id = COALESCE($2, title_id), first_name = COALESCE($3, first_name), last_name = COALESCE($4, last_name),
         phone = CASE WHEN $5::boolean THEN $6 ELSE phone END,
         -- A changed number is no longer the proved one (the unified-membership guard asks again).
         phone_verified_at = CASE WHEN $5::boolean AND $6 IS DISTINCT FROM phone THEN NULL ELSE phone_verified_at END,
         date_of_birth = CASE WHEN $7::boolean THEN $8::date ELSE date_of_birth END,
         tax_id = CASE WHEN $9::boolean THEN $10 ELSE tax_id END, updated_at = now() WHERE member_id = $1`,
      [
        memberId,
        input.titleId ?? null,
        input.firstName?.trim() ?? null,
        input.lastName?.trim() ?? null,
        p.phone !== undefined,
        p.phone ?? null,
        p.dateOfBirth !== undefined,
        p.dateOfBirth ?? null,
        p.taxId !== undefined,
        p.taxId ?? null,
      ],
    );
    await saveConsents(tx, memberId, input.consents ?? [], 'profile');
    return view(deps, tx, (await findById(deps, tx, memberId))!);
  });
}

/** DELETE contactnumber: the member's phone number goes (the service answers with the member's view). */
export async function removeContactNumber({ db }: Pick<MemberDeps, 'db'>, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ phone: string | null }>(
      "UPDATE members m SET phone = NULL, phone_verified_at = NULL, updated_at = now() FROM members old WHERE old.member_id = m.member_id AND m.member_id = $1 AND m.status <> 'erased' RETURNING old.phone",
      [memberId],
    );
    if (!row) throw memberErrors.notFound();
    await rememberContact(tx, memberId, 'phone', row.phone);
  });
}
