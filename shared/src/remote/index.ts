export { createRemoteApp, RemoteErrorBoundary } from './remote-app';
export type { RemoteIdentity } from './remote-app';
export { RemoteRouter, missingPages } from './remote-router';
export type { PageMap } from './remote-router';
