// Previews (issue 21 'Preview'): any published version opened in production without being live,
// in one browser. A team makes a link (POST /v3/ops/releases/preview, preview-routes.ts) holding
// a signed token: the target(s), version(s) and url(s), who made it, when it expires. Opening the
// link puts the token in that browser's first-party cookie (PREVIEW_COOKIE); while it verifies,
// every page load, its first view and /remotes-manifest.json pick versions through the same rule
// as cohorts (manifestForCohort), the preview over live and canary. Nobody else's versions move:
// the cookie is the only way in, and every answer that reads it is private.
//
// The token is an HS256 JWT with its own key derived from the API's signing key (as the waiting
// room's passes do, queue/passes.ts): a preview token is never taken for an access token or a
// pass, nor the other way round. It is a bearer secret: whoever holds the link may preview, for
// at most PREVIEW_MINUTES_MAX; it gives nothing but a look at a published build.
//
// A link lives no longer than its maker's standing (issue 31 §8): each one is a row of
// release_previews (its id is the token's jti), and every use (opening it, and every page load
// with its cookie) checks that the row is not revoked (`deploy:preview -- revoke <id>`), that the
// maker's staff account is active and that it still holds the release permission of every
// previewed target. Otherwise the link answers 410 R012 and the cookie is no preview.
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PREVIEW_COOKIE, PREVIEW_ID_PATTERN, RELEASE_URL_MAX, RELEASE_URL_PATTERN, RELEASE_VERSION_MAX, RELEASE_VERSION_PATTERN, releaseAllowed } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { cookieValue } from '../../http/cookies.js';
import type { PreviewMove } from './cohorts.js';
import { isDeployTarget, REMOTE_NAMES } from './manifest.js';
import { releasePermissionsOf } from './permissions.js';

export type { PreviewMove };

export interface Preview {
  /** The link's id (release_previews): what a revoke names. */
  previewId: string;
  moves: PreviewMove[];
  /** The staff id that made the link. */
  by: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck = { preview: Preview } | { problem: 'invalid' | 'expired' | 'revoked' };

const TYPE = 'release-preview';
const PREVIEW_ID = new RegExp(PREVIEW_ID_PATTERN);
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
const URL_OK = new RegExp(RELEASE_URL_PATTERN);

/** A move as signed: checked again on the way back (a valid signature over a bad shape is still refused). */
function moveOf(raw: unknown): PreviewMove | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { target, version, url } = raw as Record<string, unknown>;
  if (typeof target !== 'string' || !isDeployTarget(target)) return null;
  if (typeof version !== 'string' || version.length > RELEASE_VERSION_MAX || !VERSION.test(version)) return null;
  if (target === 'host') return url === null ? { target, version, url: null } : null;
  if (typeof url !== 'string' || url.length > RELEASE_URL_MAX || !URL_OK.test(url)) return null;
  return { target, version, url };
}

/** What the staff module answers about the staff who make links (passed in where the app is put together: staff asks this module too). */
export interface PreviewStaff {
  /** Whether the staff account is active. */
  staffIsActive: (q: Queryable, staffId: string) => Promise<boolean>;
  /** The staff accounts' names, by staff id. */
  staffNames: (q: Queryable, staffIds: readonly string[]) => Promise<Map<string, string>>;
}

/** Whether the link still stands: not revoked, its maker active and still allowed to release every target it previews. */
async function standing(db: Queryable, staff: PreviewStaff, p: Preview): Promise<'ok' | 'revoked' | 'unknown'> {
  const [row] = await db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM release_previews WHERE preview_id = $1 AND made_by = $2', [p.previewId, p.by]);
  if (!row) return 'unknown';
  // made_by is a staff account (a foreign key, deleted with it).
  if (row.revoked || !(await staff.staffIsActive(db, p.by))) return 'revoked';
  const held = await releasePermissionsOf(db, p.by);
  return p.moves.every((m) => releaseAllowed(held, 'release', m.target)) ? 'ok' : 'revoked';
}

export function createPreviewLinks(signingSecret: string, db: Queryable, staff: PreviewStaff) {
  const key = createHash('sha256').update(`release-preview:${signingSecret}`).digest();
  /** The preview when the token is ours, unaltered, not expired and its link still stands; otherwise why not. */
  async function verify(token: string | undefined, now: Date): Promise<PreviewCheck> {
    if (!token) return { problem: 'invalid' };
    let preview: Preview;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
      const moves = Array.isArray(payload.moves) ? payload.moves.map(moveOf) : [];
      const valid = moves.length > 0 && moves.length <= REMOTE_NAMES.length + 1 && moves.every((m) => m !== null);
      if (payload.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string' || !PREVIEW_ID.test(payload.jti) || !valid) return { problem: 'invalid' };
      preview = { previewId: payload.jti, moves: moves as PreviewMove[], by: payload.sub, expiresAt: payload.exp };
    } catch (err) {
      return { problem: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    const stands = await standing(db, staff, preview);
    return stands === 'ok' ? { preview } : { problem: stands === 'revoked' ? 'revoked' : 'invalid' };
  }
  return {
    /** A new link's token, and its row (the link exists from here on). */
    async make(p: Omit<Preview, 'previewId'>): Promise<{ previewId: string; token: string }> {
      const previewId = randomBytes(12).toString('base64url');
      // Rows of links long dead are of no more use (the history of releases is elsewhere).
      await db.query(`DELETE FROM release_previews WHERE expires_at < now() - interval '30 days'`);
      await db.query('INSERT INTO release_previews (preview_id, made_by, moves, expires_at) VALUES ($1, $2, $3, to_timestamp($4))', [previewId, p.by, JSON.stringify(p.moves), p.expiresAt]);
      const token = await new SignJWT({ typ: TYPE, moves: p.moves }).setProtectedHeader({ alg: 'HS256' }).setSubject(p.by).setJti(previewId).setExpirationTime(p.expiresAt).sign(key);
      return { previewId, token };
    },
    verify,
    /** Links that still work (not expired, not revoked), newest first, with who made them. */
    async live(now: Date): Promise<PreviewLink[]> {
      const rows = await db.query<{ preview_id: string; made_by: string; moves: PreviewMove[]; expires_at: Date; created_at: Date }>(
        `SELECT p.preview_id, p.made_by, p.moves, p.expires_at, p.created_at
         FROM release_previews p
         WHERE p.revoked_at IS NULL AND p.expires_at > $1 ORDER BY p.created_at DESC, p.preview_id`,
        [now],
      );
      // made_by is a staff account (a foreign key): its name is always found.
      const names = await staff.staffNames(
        db,
        rows.map((r) => r.made_by),
      );
      return rows.map((r) => ({
        previewId: r.preview_id,
        madeBy: r.made_by,
        madeByName: names.get(r.made_by)!,
        targets: r.moves.map((m) => ({ target: m.target, version: m.version })),
        createdAt: new Date(r.created_at).toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
      }));
    },
    /** The link's targets, and whether it was already revoked; null when there is no such link. */
    async find(previewId: string): Promise<{ targets: PreviewMove['target'][]; revokedAt: string | null } | null> {
      const [row] = await db.query<{ moves: PreviewMove[]; revoked_at: Date | null }>('SELECT moves, revoked_at FROM release_previews WHERE preview_id = $1', [previewId]);
      return row ? { targets: row.moves.map((m) => m.target), revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null } : null;
    },
    /** Revokes the link (the first revoke stands); when it was revoked. */
    async revoke(previewId: string, by: string): Promise<string> {
      const [row] = await db.query<{ revoked_at: Date }>(`UPDATE release_previews SET revoked_at = coalesce(revoked_at, now()), revoked_by = coalesce(revoked_by, $2) WHERE preview_id = $1 RETURNING revoked_at`, [
        previewId,
        by,
      ]);
      return new Date(row!.revoked_at).toISOString();
    },
    /** The preview this request's cookie holds, if it still verifies (an expired, altered or revoked one is no preview). */
    async fromCookie(cookieHeader: string | undefined, now: Date): Promise<Preview | null> {
      const token = cookieValue(cookieHeader, PREVIEW_COOKIE);
      if (!token) return null;
      const check = await verify(token, now);
      return 'preview' in check ? check.preview : null;
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

/** A link that still works, as the list shows it (no token: the link itself is never kept). */
export interface PreviewLink {
  previewId: string;
  madeBy: string;
  madeByName: string;
  targets: Array<{ target: string; version: string }>;
  createdAt: string;
  expiresAt: string;
}

/** The cookie that holds a preview in one browser, expiring with its token. */
export function previewCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure ? '; Secure' : ''}`;
}

/** Clears the preview cookie (Exit preview). */
export const clearedPreviewCookie = (secure: boolean) => `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;

/** What the boot data tells the host about a preview (the banner): no token, no staff id. */
export const previewBootInfo = (p: Preview) => ({ targets: p.moves.map((m) => ({ target: m.target, version: m.version })), expiresAt: new Date(p.expiresAt * 1000).toISOString() });
