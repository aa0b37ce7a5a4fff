import { createRemoteApp } from '@shop/shared/remote';
import { preloadPage, SellToUsRoutes } from './routes';

const lifecycles = createRemoteApp({
  name: 'sell-to-us',
  version: __BUILD_VERSION__,
  Root: SellToUsRoutes,
});

// The route's page chunk is asked for as soon as the remote's code runs (the host mounts it a
// little later) and is in before the first mount, so that mount paints the page (routes.tsx).
const firstPage = typeof location === 'undefined' ? Promise.resolve() : preloadPage(location.pathname);
export const bootstrap = [() => firstPage, lifecycles.bootstrap];
export const { mount, unmount, update } = lifecycles;
