export { createRemoteApp, RemoteErrorBoundary } from './remote-app';
export type { RemoteIdentity } from './remote-app';
