import { firstViewShown } from './first-view';

// Async boundary: the shared singletons are negotiated before any app code runs. With a first
// view on screen, its pictures get the network first: the server's loader adds this script only
// after them (api/src/modules/deployment/first-view-loader.ts), and the shop's chunks follow.
void firstViewShown().then(() => import('./bootstrap'));
// The staff page (issue 21, OPS_RELEASES_PATH) has no first view painted by the server: its own
// chunk starts loading with the shell's instead of after it (the same import Shell.tsx makes).
if (location.pathname === '/ops/releases') void import(/* webpackChunkName: "ops-releases" */ './pages/ops-releases/OpsReleasesPage');
