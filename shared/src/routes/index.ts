export { LISTING_PATH, LISTING_QUERY_PARAM, ROUTES, REMOTE_NAMES, matchRoute, routeAccepts, routesOwnedBy } from './route-table';
export type { RouteDef, RemoteName, RouteOwner, Guard, FeatureFlag } from './route-table';
