import { matchRoute, routeAccepts, type FeatureFlag, type RouteDef, type RouteOwner } from '@shop/shared/routes';

/** What the main region shows for a location. Pure: the whole routing decision in one place. */
export type View =
  | { kind: 'page'; owner: RouteOwner; route: RouteDef }
  | { kind: 'sign-in-required'; route: RouteDef }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export interface ViewContext {
  signedIn: boolean;
  flags: Record<FeatureFlag, boolean>;
}

export function viewFor(pathname: string, search: string, ctx: ViewContext): View {
  const route = matchRoute(pathname);
  if (!route) return { kind: 'not-found' };
  if (route.flag && !ctx.flags[route.flag]) return { kind: 'redirect', to: '/' };
  if (!routeAccepts(route, new URLSearchParams(search))) return { kind: 'not-found' };
  // The unified-membership guard's rules are not in the spec: it lets everyone through for now.
  if (route.guard === 'auth' && !ctx.signedIn) return { kind: 'sign-in-required', route };
  return { kind: 'page', owner: route.owner, route };
}
