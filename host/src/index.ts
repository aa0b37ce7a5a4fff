import { retryBoot } from './boot/retry-boot';
import { yieldToBrowser } from './boot/yield-to-browser';
import { firstViewShown } from './first-view';

// Async boundary: the shared singletons are negotiated before any app code runs. With a first
// view on screen, its pictures get the network first: the server's loader adds this script only
// after them (api/src/modules/deployment/first-view-loader.ts), and the shop's chunks follow.
void firstViewShown().then(boot);
// The staff page (issue 21, OPS_RELEASES_PATH) has no first view painted by the server: its own
// chunk starts loading with the shell's instead of after it (the same import Shell.tsx makes).
if (location.pathname === '/ops/releases') void import(/* webpackChunkName: "ops-releases" */ './pages/ops-releases/OpsReleasesPage');

/**
 * The boot's modules are set up in several tasks instead of one: all at once they were a task of
 * 200+ ms on a slow phone (react-dom, the rules, the shell's styles and texts), the page's
 * longest. Each of these is set up as its chunks arrive, all requested at once. The router is
 * the remotes' (every remote renders its pages with it): asked for here, it arrives with the
 * shell's chunks instead of after the remote's, and is set up in a task of its own. A chunk
 * that fails to arrive is asked for again (retryBoot).
 */
async function boot() {
  await retryBoot(() => Promise.all([import('react-dom/client'), import('@shop/shared/rules'), import('@shop/shared/bus'), import('./shell/Shell'), import('react-router-dom')]));
  await yieldToBrowser();
  await retryBoot(() => import('./bootstrap'));
}
