import { firstViewShown } from './first-view';

// Async boundary: the shared singletons are negotiated before any app code runs. With a first
// view on screen, its pictures get the network first; the shop's code follows.
void firstViewShown().then(() => import('./bootstrap'));
