// The account team's headless agent (mf-account './favourites-agent') answers the catalogue's
// favourite hearts and 'Tell me when it's back' buttons: the catalogue emits catalogue:* requests
// and never calls member routes. The agent loads once the first page is on screen for a
// signed-in member (one favourites-ids call), on sign-in, or on a guest's first press (which
// asks them to sign in); a guest who only browses loads nothing. Requests made while it loads
// are handed over, as for the basket agent.
import type { Bus, ShopEvents } from '@shop/shared/bus';
import { t } from '../i18n';
import { report } from '@shop/shared/reporting';
import { loadExpose, remoteVersion } from './remotes';

const REQUESTS = ['catalogue:favourite-toggle-requested', 'catalogue:stock-alert-requested', 'catalogue:stock-alert-shown', 'catalogue:coming-up-shown', 'catalogue:child-sizes-shown'] as const;
/** Questions, not actions: a guest's need no answer (nothing shows for a guest), and a failed load is not the shopper's to hear about. */
const QUESTIONS: ReadonlySet<RequestType> = new Set(['catalogue:stock-alert-shown', 'catalogue:coming-up-shown', 'catalogue:child-sizes-shown']);
type RequestType = (typeof REQUESTS)[number];
export type FavouritesRequest = { [K in RequestType]: { type: K; payload: ShopEvents[K] } }[RequestType];

interface FavouritesAgent {
  startFavouritesAgent(o: { pending: FavouritesRequest[] }): void;
}

export function connectFavouritesAgent(bus: Bus<ShopEvents>, o: { afterFirstPaint: (start: () => void) => void; signedIn: () => boolean }): void {
  const pending: FavouritesRequest[] = [];
  let loading: Promise<void> | null = null;
  const waiting = REQUESTS.map((type) =>
    bus.on(type).subscribe((payload) => {
      if (QUESTIONS.has(type) && !o.signedIn()) return;
      pending.push({ type, payload } as FavouritesRequest);
      load();
    }),
  );
  function load() {
    loading ??= loadExpose<FavouritesAgent>('account', 'favourites-agent').then(
      (agent) => {
        waiting.forEach((w) => w.unsubscribe());
        agent.startFavouritesAgent({ pending: pending.splice(0) });
      },
      (error) => {
        loading = null;
        report.exception(error, { remote: 'account', remoteVersion: remoteVersion('account'), phase: 'favourites-agent' });
        if (pending.some((r) => !QUESTIONS.has(r.type))) {
          bus.emit('host:show-snackbar', { message: t('shell.favouritesUnavailable'), kind: 'error' });
        }
        pending.length = 0;
      },
    );
  }
  const signedIn = bus.on('host:signed-in').subscribe(() => {
    signedIn.unsubscribe();
    load();
  });
  if (o.signedIn()) o.afterFirstPaint(load);
}
