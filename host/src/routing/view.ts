import { guardDecision, matchRoute, routeAccepts, routeFlagOn, type FeatureFlag, type RouteDef, type RouteOwner } from '@shop/shared/routes';

/** What the main region shows for a location. Pure: the whole routing decision in one place. */
export type View = { kind: 'page'; owner: RouteOwner; route: RouteDef } | { kind: 'sign-in-required'; route: RouteDef } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

export interface ViewContext {
  signedIn: boolean;
  /** The unified-membership guard's fact, stored with the signed-in user (absent: nothing to prove). */
  needsMobileVerification?: boolean;
  flags: Partial<Record<FeatureFlag, boolean>>;
  /** The shop's origin (location.origin): a returnTo is kept only when it stays on it. */
  origin: string;
}

export function viewFor(pathname: string, search: string, ctx: ViewContext): View {
  const route = matchRoute(pathname);
  if (!route) return { kind: 'not-found' };
  if (route.flag && !routeFlagOn(route.flag, ctx.flags)) return { kind: 'redirect', to: '/' };
  if (!routeAccepts(route, new URLSearchParams(search))) return { kind: 'not-found' };
  // The guards' rules live in the route table (auth, and the unified-membership guard).
  const decision = guardDecision(route, { signedIn: ctx.signedIn, needsMobileVerification: ctx.needsMobileVerification === true }, pathname + search, ctx.origin);
  if (decision.kind === 'sign-in') return { kind: 'sign-in-required', route };
  if (decision.kind === 'redirect') return { kind: 'redirect', to: decision.to };
  return { kind: 'page', owner: route.owner, route };
}
