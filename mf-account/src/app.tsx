import { createRemoteApp } from '@shop/shared/remote';
import { AccountRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'account',
  version: __BUILD_VERSION__,
  Root: AccountRoutes,
});
