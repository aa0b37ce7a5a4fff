// The conversion-tracking call of spec §7 'Other' (issue 18), gated by marketing consent (§5).
// The page never talks to the advertising provider: it posts its own events to the API, which
// sends them on server side (api/src/modules/tracking). This gate is all that ships in the first
// page's code; the mapper and sender (conversion-sender.ts) load only once marketing is allowed. Nothing is sent before a choice or without marketing consent.
import type { Bus, ShopEvents } from '@shop/shared/bus';
import type { ConsentManager } from '@shop/shared/consent';

/** The data-layer events that are conversions (the keys of CONVERSION_EVENTS, kept here so the gate stays tiny). */
export const CONVERTING = new Set(['add_to_cart', 'begin_checkout', 'purchase', 'view_item', 'seller_enquiry']);

type Sender = typeof import('./conversion-sender');

export function connectConversions(
  bus: Bus<ShopEvents>,
  consent: Pick<ConsentManager, 'allows' | 'onChange' | 'record'>,
  o: { signedIn: () => boolean; accessToken: () => string | null; importSender?: () => Promise<Sender> },
): () => void {
  const importSender = o.importSender ?? (() => import(/* webpackChunkName: "conversions" */ './conversion-sender'));
  let sender: Promise<Sender> | null = null;
  const load = () => {
    sender ??= importSender();
    sender.catch(() => (sender = null));
    return sender;
  };
  const sub = bus.on('host:analytics-event').subscribe((e) => {
    if (!CONVERTING.has(e.event) || !consent.allows('marketing')) return;
    const noticeVersion = consent.record()!.noticeVersion;
    load().then(
      (s) => s.sendConversion(e, { noticeVersion, signedIn: o.signedIn(), accessToken: o.accessToken() }),
      () => undefined,
    );
  });
  // Loaded as soon as marketing is allowed, so an add to basket followed at once by a page load
  // is not lost to the chunk's download. Withdrawing forgets the device's first-party id.
  const apply = () => {
    if (consent.allows('marketing')) void load().catch(() => undefined);
    else if (sender)
      void sender.then(
        (s) => s.forgetAnonymousId(),
        () => undefined,
      );
  };
  const off = consent.onChange(apply);
  apply();
  return () => {
    sub.unsubscribe();
    off();
  };
}
