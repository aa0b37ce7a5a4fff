// Where the web shop's refresh token lives (issue 31 §8): an HttpOnly cookie the page's scripts
// cannot read, sent only to the auth host's own routes (Path=/auth), never cross-site
// (SameSite=Strict), Secure outside development mode. The page keeps only the access token, in memory.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/cookies.js';

export const REFRESH_COOKIE = 'shop_refresh';
/** The auth host's routes (/auth/token, /auth/revoke) and nothing else. */
export const REFRESH_COOKIE_PATH = '/auth';
/**
 * The web client asks for the cookie form with this header (value 'cookie'); the cookie is read
 * only when it is there. A cross-site form post cannot carry a custom header (and a cross-site
 * fetch that does needs a CORS preflight the API refuses to foreign origins), so a forged post
 * never refreshes or revokes with the member's cookie, on top of SameSite=Strict.
 */
export const TOKEN_TRANSPORT_HEADER = 'x-token-transport';

export interface RefreshCookies {
  /** The request asked for the cookie form (the web shop); other clients (staff CLI, ops page) use the body. */
  wanted(req: FastifyRequest): boolean;
  /** The refresh token the browser sent, when the cookie form was asked for. */
  read(req: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

export function createRefreshCookies({ secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }): RefreshCookies {
  const attributes = `Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const wanted = (req: FastifyRequest) => req.headers[TOKEN_TRANSPORT_HEADER] === 'cookie';
  return {
    wanted,
    read: (req) => (wanted(req) ? cookieValue(req.headers.cookie, REFRESH_COOKIE) || undefined : undefined),
    set: (reply, token) => void reply.header('set-cookie', `${REFRESH_COOKIE}=${encodeURIComponent(token)}; ${attributes}; Max-Age=${maxAgeSeconds}`),
    clear: (reply) => void reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes}; Max-Age=0`),
  };
}
