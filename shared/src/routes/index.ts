export { ROUTES, REMOTE_NAMES, matchRoute, routesOwnedBy } from './route-table';
export type { RouteDef, RemoteName, RouteOwner, Guard, FeatureFlag } from './route-table';
