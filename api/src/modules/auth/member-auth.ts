// Who is calling, and may they touch this member? Every route under /v3/members with an
// :id in its path is member-scoped automatically (set when the route is added, so a new route
// cannot slip past): the bearer token's member must own the id, otherwise 403.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/envelope.js';
import type { AccessClaims, TokenService } from './tokens.js';

export type RouteAuth = 'public' | 'member' | 'owner' | 'owner-if-signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: default public, except member-scoped paths, which are always 'owner'. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    member: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Method and URL of every member-scoped route (the ownership test walks this list). */
    memberScopedRoutes: Array<{ method: string; url: string }>;
  }
}

/** The OpenAPI extension that marks an operation as the path member's own (403 to anyone else). */
export const MEMBER_SCOPED = 'x-member-scoped';

/** Member-scoped: a member's own resources (/v3/members/:id/...) and live basket (/v3/basket/:id). */
export const isMemberScopedPath = (url: string) => /^\/v3\/(members|basket)\/.*:id\b/.test(url);

/** The calling member; throws 6/7/8 when the token is expired, invalid or missing. */
export function requireMember(req: FastifyRequest): AccessClaims {
  if (!req.member) throw new ApiError(401, 8, 'Access token missing');
  return req.member;
}

async function memberAuth(app: FastifyInstance, { tokens }: { tokens: TokenService }) {
  app.decorateRequest('member', null);
  app.decorate('memberScopedRoutes', []);

  const checkToken = async (req: FastifyRequest) => {
    req.member = await tokens.verifyAccess(req.headers.authorization);
  };
  const checkOwner = (req: FastifyRequest) => {
    const id = (req.params as { id?: string }).id;
    if (!req.member || req.member.memberId !== id) throw new ApiError(403, 1002, 'You may only act on your own account');
  };
  const authenticate: preValidationAsyncHookHandler = async (req) => checkToken(req);
  const ownsPathId: preValidationAsyncHookHandler = async (req) => checkOwner(req);
  const ownsPathIdIfSignedIn: preValidationAsyncHookHandler = async (req) => {
    if (!req.headers.authorization) return;
    await checkToken(req);
    checkOwner(req);
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    let auth: RouteAuth = route.config?.auth ?? 'public';
    if (isMemberScopedPath(route.url)) {
      if (auth !== 'owner-if-signed-in') auth = 'owner';
      for (const method of methods) app.memberScopedRoutes.push({ method, url: route.url });
    }
    const guards =
      auth === 'member' ? [authenticate] : auth === 'owner' ? [authenticate, ownsPathId] : auth === 'owner-if-signed-in' ? [ownsPathIdIfSignedIn] : [];
    if (guards.length === 0) return;
    // Before validation: a caller who does not own the resource learns nothing about its input rules.
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [...guards, ...existing] as never;
    route.config = { ...route.config, auth };
    // The OpenAPI document says so: a bearer token, and for owner routes the path's member only.
    route.schema = {
      ...route.schema,
      security: auth === 'owner-if-signed-in' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      ...(auth === 'member' ? {} : { [MEMBER_SCOPED]: true }),
    };
  });
}

export default fp(memberAuth, { name: 'shop-member-auth' });
