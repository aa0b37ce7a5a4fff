import { firstViewShown } from './first-view';

// Async boundary: the shared singletons are negotiated before any app code runs. With a first
// view on screen, its pictures get the network first: the server's loader adds this script only
// after them (api/src/modules/deployment/first-view-loader.ts), and the shop's chunks follow.
void firstViewShown().then(() => import('./bootstrap'));
