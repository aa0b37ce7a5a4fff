// The auth host (spec §7): OAuth2 password and refresh-token grants, and revocation.
// Form-encoded; failures in OAuth's shape ({ error, error_description }) plus the §8 code.
import { AUTH_CODES, GENERIC_CODES } from '@shop/shared/api';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope.js';
import * as schemas from './schemas.js';
import type { RefreshCookies } from './refresh-cookie.js';
import type { SignIn } from './sign-in.js';
import { tokenErrors, type TokenPair, type TokenService } from './tokens.js';

interface TokenBody {
  grant_type: 'password' | 'refresh_token';
  client_id: string;
  client_secret?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
  /** 'staff': a staff account signs in (staff/accounts.ts); otherwise a member. */
  scope?: 'staff';
}

/** How long a rotated cookie token still continues its session (another tab, a dropped answer). */
const COOKIE_REUSE_GRACE_SECONDS = 20;

const oauthError = (status: number, error: string, description: string, code: number | string) => ({ status, body: { error, error_description: description, code } });

/** Staff's own sign-in (staff's createStaffSignIn, given where the app composes auth): their id and a staff session. */
type StaffSignIn = (email: string, password: string, ip: string, clientId: string) => Promise<TokenPair & { staffId: string }>;

export async function authRoutes(app: FastifyInstance, o: { tokens: TokenService; signIn: SignIn; staffSignIn: StaffSignIn; clients: Record<string, string>; cookies: RefreshCookies }) {
  await app.register(formbody, { bodyLimit: 4096 });

  app.setErrorHandler((error: Error & { validation?: unknown; statusCode?: number }, _req, reply) => {
    const e =
      error instanceof ApiError
        ? oauthError(error.status, error.status === 429 ? 'slow_down' : error.status === 401 || error.status === 403 ? 'invalid_grant' : 'invalid_request', error.message, error.code)
        : error.validation || (error.statusCode && error.statusCode < 500)
          ? oauthError(error.validation ? 400 : error.statusCode!, 'invalid_request', 'The request is missing a parameter or has a bad one', 5)
          : oauthError(500, 'server_error', 'Sorry, something went wrong. Please try again later.', -1);
    if (error instanceof ApiError) reply.headers(error.headers);
    if (e.status === 500) app.log.error({ err: error }, 'auth failure');
    return reply.code(e.status).header('cache-control', 'no-store').send(e.body);
  });

  const clientOk = (id: string, secret: string | undefined) => o.clients[id] !== undefined && o.clients[id] === secret;

  app.post<{ Body: TokenBody }>('/auth/token', { schema: schemas.tokenSchema }, async (req, reply) => {
    const b = req.body;
    reply.header('cache-control', 'no-store');
    if (!clientOk(b.client_id, b.client_secret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Unknown client', code: AUTH_CODES.generic });
    }
    // The web shop (cookie form): the refresh token goes only into the HttpOnly cookie, never into the body.
    const viaCookie = o.cookies.wanted(req);
    const answer = <T extends { refresh_token: string }>({ refresh_token, ...rest }: T) => {
      if (!viaCookie) return { refresh_token, ...rest };
      o.cookies.set(reply, refresh_token);
      return rest;
    };
    if (b.grant_type === 'password') {
      if (!b.username?.trim()) throw new ApiError(400, AUTH_CODES.emailMissing, 'Please enter your e-mail address.');
      if (!b.password) throw new ApiError(400, AUTH_CODES.passwordMissing, 'Please enter your password.');
      if (b.scope === 'staff') {
        const { staffId, ...staffPair } = await o.staffSignIn(b.username, b.password, req.ip, b.client_id);
        return { ...answer(staffPair), staff_id: staffId, scope: 'staff' };
      }
      const { memberId, accountRestored, ...pair } = await o.signIn(b.username, b.password, req.ip, b.client_id);
      return { ...answer(pair), member_id: memberId, ...(accountRestored ? { account_restored: true } : {}) };
    }
    const presented = b.refresh_token ?? o.cookies.read(req);
    if (!presented) throw new ApiError(400, GENERIC_CODES.format, 'refresh_token is required');
    const fromCookie = viaCookie && !b.refresh_token;
    const result = await o.tokens.refresh(presented, b.client_id, { reuseGraceSeconds: fromCookie ? COOKIE_REUSE_GRACE_SECONDS : 0 });
    if (typeof result === 'string' && viaCookie) o.cookies.clear(reply);
    if (result === 'expired') return reply.code(400).send({ error: 'invalid_grant', error_description: 'Refresh token has expired', code: GENERIC_CODES.tokenExpired });
    if (result === 'invalid') return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid refresh token', code: GENERIC_CODES.tokenInvalid });
    if (result === 'password-changed') return reply.code(400).send({ error: 'invalid_grant', error_description: tokenErrors.endedByPasswordChange().message, code: AUTH_CODES.passwordChanged });
    return answer(result);
  });

  app.post<{ Body: { token?: string; client_id: string; client_secret?: string } }>('/auth/revoke', { schema: schemas.revokeSchema }, async (req, reply) => {
    if (!clientOk(req.body.client_id, req.body.client_secret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Unknown client', code: AUTH_CODES.generic });
    }
    const token = req.body.token ?? o.cookies.read(req);
    if (!token && !o.cookies.wanted(req)) throw new ApiError(400, GENERIC_CODES.format, 'token is required');
    if (token) await o.tokens.revoke(token);
    if (o.cookies.wanted(req)) o.cookies.clear(reply);
    // RFC 7009: the answer is the same whether or not the token was known.
    return reply.code(200).send({});
  });
}
