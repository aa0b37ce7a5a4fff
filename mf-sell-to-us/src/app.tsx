import { createRemoteApp } from '@shop/shared/remote';
import { SellToUsRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'sell-to-us',
  version: __BUILD_VERSION__,
  Root: SellToUsRoutes,
});
