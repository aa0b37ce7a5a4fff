export { createRemoteApp, RemoteErrorBoundary } from './remote-app';
export type { RemoteIdentity } from './remote-app';
export { RemoteRouter, RemoteRoutes, missingPages } from './remote-router';
export type { PageMap } from './remote-router';
