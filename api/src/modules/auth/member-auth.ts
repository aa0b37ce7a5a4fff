// Who is calling, and may they touch this member? Every route under /v3/members with an
// :id in its path is member-scoped automatically (set when the route is added, so a new route
// cannot slip past): the bearer token's member must own the id, otherwise 403. The same for a
// member's quotes: every route under /v3/quotations/:id checks that the quote is the token's
// member's (403 with §8's quotation code 1001 otherwise, before anything about it is read), and
// for a member's web buy orders under /v3/webbuyorders/:id (the same answer, the same code).
// Staff routes (every path under /v3/staff/, and any route whose config says staffOnly) take
// only a staff token: none is 401, a member's is 403; a staff token is 403 on every member route.
import { GENERIC_CODES, QUOTE_CODES } from '@shop/shared/api';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isQuoteId, isWebBuyOrderId, WEB_BUY_ORDER_CODES } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { AccessClaims, StaffClaims, TokenService } from './tokens.js';

export type RouteAuth = 'public' | 'member' | 'owner' | 'owner-if-signed-in' | 'quote-owner' | 'web-buy-order-owner' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: default public, except member-scoped paths, which are always 'owner'. */
    auth?: RouteAuth;
    /** Staff only (a route outside /v3/staff/, such as a POST beside a public GET). */
    staffOnly?: boolean;
  }
  interface FastifyRequest {
    member: AccessClaims | null;
    /** The calling staff account, on staff routes. */
    staff: StaffClaims | null;
  }
  interface FastifyInstance {
    /** Method and URL of every member-scoped route (the ownership test walks this list). */
    memberScopedRoutes: Array<{ method: string; url: string }>;
    /** Method and URL of every quote-scoped route (/v3/quotations/:id...). */
    quoteScopedRoutes: Array<{ method: string; url: string }>;
    /** Method and URL of every web-buy-order-scoped route (/v3/webbuyorders/:id...). */
    webBuyOrderScopedRoutes: Array<{ method: string; url: string }>;
    /** Method and URL of every staff route (the ownership test walks them with a member's token). */
    staffRoutes: Array<{ method: string; url: string }>;
  }
}

/** The OpenAPI extension that marks an operation as the path member's own (403 to anyone else). */
export const MEMBER_SCOPED = 'x-member-scoped';

/** The OpenAPI extension that marks an operation as the shop's staff's only. */
export const STAFF_ONLY_MARK = 'x-staff-only';

/** Staff-scoped: everything under /v3/staff/. */
export const isStaffPath = (url: string) => url.startsWith('/v3/staff/');

/** Member-scoped: a member's own resources (/v3/members/:id/...) and live basket (/v3/basket/:id). */
export const isMemberScopedPath = (url: string) => /^\/v3\/(members|basket)\/.*:id\b/.test(url);

/** Quote-scoped: one quote of a member (/v3/quotations/:id/...). */
export const isQuoteScopedPath = (url: string) => /^\/v3\/quotations\/:id\b/.test(url);

/** Web-buy-order-scoped: one order of a member (/v3/webbuyorders/:id/...). */
export const isWebBuyOrderScopedPath = (url: string) => /^\/v3\/webbuyorders\/:id\b/.test(url);

/** The calling staff account (on a staff route, where the guard has checked it). */
export function requireStaff(req: FastifyRequest): StaffClaims {
  if (!req.staff) throw new ApiError(401, GENERIC_CODES.tokenMissing, 'Access token missing');
  return req.staff;
}

/** The calling member; throws 6/7/8 when the token is expired, invalid or missing. */
export function requireMember(req: FastifyRequest): AccessClaims {
  if (!req.member) throw new ApiError(401, GENERIC_CODES.tokenMissing, 'Access token missing');
  return req.member;
}

interface MemberAuthOptions {
  tokens: TokenService;
  /** The member id owning a quote, or null when there is no such quote. */
  quoteOwner: (quoteId: string) => Promise<string | null>;
  /** The member id owning a web buy order, or null when there is no such order. */
  webBuyOrderOwner: (orderId: string) => Promise<string | null>;
}

async function memberAuth(app: FastifyInstance, { tokens, quoteOwner, webBuyOrderOwner }: MemberAuthOptions) {
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
  app.decorate('staffRoutes', []);
  app.decorate('memberScopedRoutes', []);
  app.decorate('quoteScopedRoutes', []);
  app.decorate('webBuyOrderScopedRoutes', []);

  const checkToken = async (req: FastifyRequest) => {
    req.member = await tokens.verifyAccess(req.headers.authorization);
  };
  const checkOwner = (req: FastifyRequest) => {
    const id = (req.params as { id?: string }).id;
    if (!req.member || req.member.memberId !== id) throw new ApiError(403, GENERIC_CODES.memberId, 'You may only act on your own account');
  };
  const authenticate: preValidationAsyncHookHandler = async (req) => checkToken(req);
  const staffOnly: preValidationAsyncHookHandler = async (req) => {
    req.staff = await tokens.verifyStaff(req.headers.authorization);
  };
  const ownsPathId: preValidationAsyncHookHandler = async (req) => checkOwner(req);
  // The quote id is checked for form here: this runs before the route's schema does.
  const ownsQuote: preValidationAsyncHookHandler = async (req) => {
    const id = (req.params as { id?: string }).id;
    const owner = isQuoteId(id) ? await quoteOwner(id) : null;
    if (owner === null) throw new ApiError(404, QUOTE_CODES.notFound, 'We could not find that quote.');
    if (!req.member || req.member.memberId !== owner) throw new ApiError(403, QUOTE_CODES.memberId, 'You may only act on your own quotes');
  };
  const ownsWebBuyOrder: preValidationAsyncHookHandler = async (req) => {
    const id = (req.params as { id?: string }).id;
    const owner = isWebBuyOrderId(id) ? await webBuyOrderOwner(id) : null;
    if (owner === null) throw new ApiError(404, WEB_BUY_ORDER_CODES.notFound, 'We could not find that order.');
    if (!req.member || req.member.memberId !== owner) throw new ApiError(403, WEB_BUY_ORDER_CODES.memberId, 'You may only act on your own orders');
  };
  const ownsPathIdIfSignedIn: preValidationAsyncHookHandler = async (req) => {
    if (!req.headers.authorization) return;
    await checkToken(req);
    checkOwner(req);
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD route for every GET from the options as they were before this hook
    // ran, so the HEAD route is guarded here too (it runs the GET's handler: without the guard
    // its headers would tell another member's content type and length). Listed once, as GET.
    const headOnly = methods.every((m) => m === 'HEAD');
    let auth: RouteAuth = route.config?.auth ?? 'public';
    const staff = isStaffPath(route.url) || route.config?.staffOnly === true || auth === 'staff';
    if (staff) {
      auth = 'staff';
      if (!headOnly) for (const method of methods) app.staffRoutes.push({ method, url: route.url });
    } else if (isMemberScopedPath(route.url)) {
      if (auth !== 'owner-if-signed-in') auth = 'owner';
      if (!headOnly) for (const method of methods) app.memberScopedRoutes.push({ method, url: route.url });
    }
    if (!staff && isQuoteScopedPath(route.url)) {
      auth = 'quote-owner';
      if (!headOnly) for (const method of methods) app.quoteScopedRoutes.push({ method, url: route.url });
    }
    if (!staff && isWebBuyOrderScopedPath(route.url)) {
      auth = 'web-buy-order-owner';
      if (!headOnly) for (const method of methods) app.webBuyOrderScopedRoutes.push({ method, url: route.url });
    }
    const guards =
      auth === 'member'
        ? [authenticate]
        : auth === 'owner'
          ? [authenticate, ownsPathId]
          : auth === 'owner-if-signed-in'
            ? [ownsPathIdIfSignedIn]
            : auth === 'quote-owner'
              ? [authenticate, ownsQuote]
              : auth === 'web-buy-order-owner'
                ? [authenticate, ownsWebBuyOrder]
                : auth === 'staff'
                  ? [staffOnly]
                  : [];
    if (guards.length === 0) return;
    // Before validation: a caller who does not own the resource learns nothing about its input rules.
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [...guards, ...existing] as never;
    route.config = { ...route.config, auth };
    // The OpenAPI document says so: a bearer token, and for owner routes the path's member only.
    route.schema = {
      ...route.schema,
      security: auth === 'owner-if-signed-in' ? [{}, { bearer: [] }] : [{ bearer: [] }],
      // Quotes and buy orders are owned too, but by their own id (their tests walk them).
      ...(auth === 'owner' || auth === 'owner-if-signed-in' ? { [MEMBER_SCOPED]: true } : auth === 'member' ? {} : auth === 'staff' ? { [STAFF_ONLY_MARK]: true } : { 'x-owned-by': auth }),
    };
  });
}

export default fp(memberAuth, { name: 'shop-member-auth' });
