// The data layer of spec §7, gated by consent (§5: tracking events fire only if consent for the
// relevant purpose is given). The host alone pushes to window.dataLayer, and only while the
// visitor allows analytics. Events before a choice are dropped, not queued; only the few
// milliseconds while the device's stored choice is read are bridged (a returning visitor who
// agreed should not lose the page's first events to that read).
import type { Bus, ShopEvents } from '@shop/shared/bus';
import type { ConsentManager } from '@shop/shared/consent';

type AnalyticsEvent = ShopEvents['host:analytics-event'];
const MAX_WAITING = 50;

export function connectDataLayer(
  bus: Bus<ShopEvents>,
  consent: Pick<ConsentManager, 'isKnown' | 'allows' | 'onChange'>,
  dataLayer: () => unknown[] = () => ((window as { dataLayer?: unknown[] }).dataLayer ??= []),
): () => void {
  let waiting: AnalyticsEvent[] = [];
  const push = (e: AnalyticsEvent) => dataLayer().push({ event: e.event, ...e.params });
  const offChange = consent.onChange(() => {
    const held = waiting;
    waiting = [];
    if (consent.allows('analytics')) held.forEach(push);
  });
  const sub = bus.on('host:analytics-event').subscribe((e) => {
    if (!consent.isKnown()) {
      if (waiting.length < MAX_WAITING) waiting.push(e);
    } else if (consent.allows('analytics')) push(e);
  });
  return () => {
    offChange();
    sub.unsubscribe();
  };
}
