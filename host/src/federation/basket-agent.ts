// The basket team's headless agent (mf-basket-checkout './basket-agent') runs on every page:
// it owns the header count and acts on add-to-basket requests from any remote. It loads once the
// first page is on screen, or at once when someone asks to add before then; requests made
// while it loads are handed over, not lost.
import type { Bus, ShopEvents } from '@shop/shared/bus';
import { report } from '@shop/shared/reporting';
import { loadExpose, remoteVersion } from './remotes';

type AddRequest = ShopEvents['basket:add-requested'];
interface BasketAgent {
  startBasketAgent(o: { pending: AddRequest[] }): void;
}

export function connectBasketAgent(bus: Bus<ShopEvents>, afterFirstPaint: (start: () => void) => void): void {
  const pending: AddRequest[] = [];
  let loading: Promise<void> | null = null;
  const waiting = bus.on('basket:add-requested').subscribe((r) => {
    pending.push(r);
    load();
  });
  function load() {
    loading ??= loadExpose<BasketAgent>('basket-checkout', 'basket-agent').then(
      (agent) => {
        waiting.unsubscribe();
        agent.startBasketAgent({ pending: pending.splice(0) });
      },
      (error) => {
        loading = null;
        report.exception(error, { remote: 'basket-checkout', remoteVersion: remoteVersion('basket-checkout'), phase: 'basket-agent' });
        if (pending.length) {
          pending.length = 0;
          bus.emit('host:show-snackbar', { message: 'The basket is not available right now. Please try again.', kind: 'error' });
        }
      },
    );
  }
  afterFirstPaint(load);
}
