import { createRemoteApp } from '@shop/shared/remote';
import { UnlockRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'unlock',
  version: __BUILD_VERSION__,
  Root: UnlockRoutes,
});
