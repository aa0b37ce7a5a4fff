import { createRemoteApp } from '@shop/shared/remote';
import { BasketCheckoutRoutes } from './routes';

export const { bootstrap, mount, unmount, update } = createRemoteApp({
  name: 'basket-checkout',
  version: __BUILD_VERSION__,
  Root: BasketCheckoutRoutes,
});
