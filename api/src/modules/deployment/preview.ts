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
import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PREVIEW_COOKIE, RELEASE_URL_MAX, RELEASE_URL_PATTERN, RELEASE_VERSION_MAX, RELEASE_VERSION_PATTERN } from '@shop/shared/rules';
import { cookieValue } from '../queue/passes.js';
import type { PreviewMove } from './cohorts.js';
import { isDeployTarget, REMOTE_NAMES } from './manifest.js';

export type { PreviewMove };

export interface Preview {
  moves: PreviewMove[];
  /** The staff id that made the link. */
  by: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck = { preview: Preview } | { problem: 'invalid' | 'expired' };

const TYPE = 'release-preview';
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

export function createPreviewLinks(signingSecret: string) {
  const key = createHash('sha256').update(`release-preview:${signingSecret}`).digest();
  /** The preview when the token is ours, unaltered and not expired; otherwise why not. */
  async function verify(token: string | undefined, now: Date): Promise<PreviewCheck> {
    if (!token) return { problem: 'invalid' };
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
      const moves = Array.isArray(payload.moves) ? payload.moves.map(moveOf) : [];
      const valid = moves.length > 0 && moves.length <= REMOTE_NAMES.length + 1 && moves.every((m) => m !== null);
      if (payload.typ !== TYPE || typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || !valid) return { problem: 'invalid' };
      return { preview: { moves: moves as PreviewMove[], by: payload.sub, expiresAt: payload.exp } };
    } catch (err) {
      return { problem: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
  return {
    async sign(p: Preview): Promise<string> {
      return new SignJWT({ typ: TYPE, moves: p.moves }).setProtectedHeader({ alg: 'HS256' }).setSubject(p.by).setExpirationTime(p.expiresAt).sign(key);
    },
    verify,
    /** The preview this request's cookie holds, if it still verifies (an expired or altered one is no preview). */
    async fromCookie(cookieHeader: string | undefined, now: Date): Promise<Preview | null> {
      const token = cookieValue(cookieHeader, PREVIEW_COOKIE);
      if (!token) return null;
      const check = await verify(token, now);
      return 'preview' in check ? check.preview : null;
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

/** The cookie that holds a preview in one browser, expiring with its token. */
export function previewCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure ? '; Secure' : ''}`;
}

/** Clears the preview cookie (Exit preview). */
export const clearedPreviewCookie = (secure: boolean) => `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;

/** What the boot data tells the host about a preview (the banner): no token, no staff id. */
export const previewBootInfo = (p: Preview) => ({ targets: p.moves.map((m) => ({ target: m.target, version: m.version })), expiresAt: new Date(p.expiresAt * 1000).toISOString() });
