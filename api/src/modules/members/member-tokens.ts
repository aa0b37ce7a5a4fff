// The one-time links an account sends (verify an address, reset a password, 'this was not me'):
// kept as hashes in member_tokens, each used up once and only before it runs out.
import type { Queryable } from '../../db/db.js';
import { newOpaqueToken, sha256 } from '../auth/tokens.js';
import { at, type MemberDeps } from './member-deps.js';
import { HOUR_MS, memberErrors, TOKEN_HOURS, type TokenPurpose } from './member-model.js';

export async function issueToken({ now }: Pick<MemberDeps, 'now'>, tx: Queryable, memberId: string, purpose: TokenPurpose, email: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now().getTime() + TOKEN_HOURS[purpose] * HOUR_MS);
  // A new link replaces any earlier one of the same kind; each address change keeps its own 'not me'.
  if (purpose !== 'not_me') await tx.query('DELETE FROM member_tokens WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [memberId, purpose]);
  await tx.query(`INSERT INTO member_tokens (token_hash, member_id, purpose, email, expires_at) VALUES ($1, $2, $3, $4, $5::timestamptz)`, [sha256(token), memberId, purpose, email, expiresAt.toISOString()]);
  return { token, expiresAt };
}

/** Use up a one-time token; the row it names, or a clear 'expired or used' failure. */
export async function consumeToken(clock: Pick<MemberDeps, 'now'>, tx: Queryable, token: string, purpose: TokenPurpose) {
  const [row] = await tx.query<{ member_id: string; email: string; purpose: TokenPurpose }>(
    `UPDATE member_tokens SET used_at = $3::timestamptz WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
     RETURNING member_id::text AS member_id, email, purpose`,
    [sha256(token), purpose, at(clock)],
  );
  if (!row) throw memberErrors.badToken();
  return row;
}
