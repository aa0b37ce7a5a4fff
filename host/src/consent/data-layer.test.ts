import { createBus } from '@shop/shared/bus';
import type { ShopEvents } from '@shop/shared/bus';
import { createConsentManager, createRecord, ACCEPT_ALL, REJECT_ALL, type ConsentRecord } from '@shop/shared/consent';
import { connectDataLayer } from './data-layer';

// The manager announces on the page's bus; the data layer listens to its own bus for analytics events.
function setup(stored: ConsentRecord | null) {
  let release!: () => void;
  const read = new Promise<void>((r) => (release = r));
  const consent = createConsentManager({ readStored: () => read.then(() => stored), write: async () => undefined });
  const bus = createBus<ShopEvents>();
  const layer: unknown[] = [];
  connectDataLayer(bus, consent, () => layer);
  return { consent, bus, layer, release };
}

const view = { event: 'view_item_list', params: { item_list_name: 'Prams' } };

it('with no choice, events are dropped, not queued for later', async () => {
  const { consent, bus, layer, release } = setup(null);
  void consent.load();
  release();
  await consent.load();
  bus.emit('host:analytics-event', view);
  expect(layer).toEqual([]);
  await consent.choose(ACCEPT_ALL);
  expect(layer).toEqual([]);
  bus.emit('host:analytics-event', { event: 'add_to_cart' });
  expect(layer).toEqual([{ event: 'add_to_cart' }]);
});

it('with analytics refused nothing is pushed; withdrawing stops the pushes', async () => {
  const { consent, bus, layer, release } = setup(createRecord(ACCEPT_ALL));
  release();
  await consent.load();
  bus.emit('host:analytics-event', view);
  expect(layer).toHaveLength(1);
  await consent.choose(REJECT_ALL);
  bus.emit('host:analytics-event', view);
  expect(layer).toHaveLength(1);
});

it('bridges only the read of the stored choice: pushed if it allows analytics, dropped if not', async () => {
  const agreed = setup(createRecord({ analytics: true, marketing: false, sessionReplay: false }));
  void agreed.consent.load();
  agreed.bus.emit('host:analytics-event', view);
  expect(agreed.layer).toEqual([]);
  agreed.release();
  await agreed.consent.load();
  expect(agreed.layer).toEqual([{ event: 'view_item_list', item_list_name: 'Prams' }]);

  const refused = setup(createRecord(REJECT_ALL));
  void refused.consent.load();
  refused.bus.emit('host:analytics-event', view);
  refused.release();
  await refused.consent.load();
  expect(refused.layer).toEqual([]);
});
