// The basket team's headless agent (mf-basket-checkout './basket-agent') owns the header count
// and acts on add-to-basket requests from any remote. It loads once the first page is on screen
// when there may be a basket to count (a member is signed in, or the agent marked this
// browser's basket in use); otherwise the count is 0 and it loads on the first add request or
// sign-in. Requests made while it loads are handed over, not lost.
import type { Bus, ShopEvents } from '@shop/shared/bus';
import { t } from '../i18n';
import { report } from '@shop/shared/reporting';
import { loadExpose, remoteVersion } from './remotes';

type AddRequest = ShopEvents['catalogue:add-to-basket-requested'];
interface BasketAgent {
  startBasketAgent(o: { pending: AddRequest[] }): void;
}

export function connectBasketAgent(bus: Bus<ShopEvents>, o: { afterFirstPaint: (start: () => void) => void; basketMayExist: () => boolean }): void {
  const pending: AddRequest[] = [];
  let loading: Promise<void> | null = null;
  const waiting = bus.on('catalogue:add-to-basket-requested').subscribe((r) => {
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
          bus.emit('host:show-snackbar', { message: t('shell.basketUnavailable'), kind: 'error' });
        }
      },
    );
  }
  // The member's live basket (and the guest basket's merge) needs the agent from sign-in on.
  const signedIn = bus.on('host:signed-in').subscribe(() => {
    signedIn.unsubscribe();
    load();
  });
  if (o.basketMayExist()) o.afterFirstPaint(load);
}
