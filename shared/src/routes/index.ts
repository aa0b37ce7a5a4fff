export {
  LISTING_PATH,
  LISTING_QUERY_PARAM,
  ROUTES,
  REMOTE_NAMES,
  matchRoute,
  routeAccepts,
  routesOwnedBy,
  guardDecision,
  safeReturnTo,
  VERIFY_PHONE_PATH,
  RETURN_TO_PARAM,
  OPEN_WHILE_VERIFYING,
  PROFILE_TAB_PATH,
  YOUR_DATA_TAB_PATH,
  ROUTE_FLAG_DEFAULTS,
  routeFlagOn,
} from './route-table';
export { sameOriginPath } from './same-origin-path';
export type { SameOriginPathOptions } from './same-origin-path';
export type { RouteDef, RemoteName, RouteOwner, Guard, FeatureFlag, GuardFacts, GuardDecision } from './route-table';
