import { createRemoteApp } from '@shop/shared/remote';
import { CatalogueRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'catalogue',
  version: __BUILD_VERSION__,
  Root: CatalogueRoutes,
});
