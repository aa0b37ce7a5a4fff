import 'fake-indexeddb/auto';
import { bus } from '@shop/shared/bus';
import { STORAGE_KEYS } from '@shop/shared/session';
import type { BoxDetail, LineChange, LiveBasket, LiveLine, MethodChange, PreLoginSettings } from '../../api/basket-api';
import { createBasketStore } from './basket-store';
import { localBasket } from './local-basket';

const LIMITS = {
  buyItemQuantityLimit: 5,
  sellItemQuantityLimit: 10,
  sellTotalBasketItemLimit: 20,
  deliveryCharge: 399,
  perItemDeliveryCharge: 199,
  freeDeliveryThreshold: 5000,
  minimumBasketAmount: 500,
};

const box = (boxId: string, over: Partial<BoxDetail> = {}): BoxDetail => ({
  boxId,
  boxName: `Box ${boxId}`,
  grade: 'A',
  imageUrls: { small: ['/s.webp'], medium: ['/m.webp'] },
  sellPrice: 20,
  ecomQuantity: 3,
  ecomQuantityOnHand: 3,
  collectionQuantity: 2,
  outOfStock: 0,
  boxSaleAllowed: 1,
  webSaleAllowed: 1,
  cannotBuy: 0,
  ...over,
});

/** A fake of the API slice: a live basket held in memory, with the server's add/update semantics. */
function fakeApi(boxes: Record<string, BoxDetail>, liveLines: Array<Pick<LiveLine, 'boxId' | 'quantity' | 'deliveryMethodId'>> = []) {
  let live = liveLines.map((l) => ({ ...l }));
  const calls: string[] = [];
  const view = (): LiveBasket => {
    const items = live.map((l) => {
      const b = boxes[l.boxId]!;
      return {
        key: l.deliveryMethodId === 2 ? `${l.boxId}-2` : l.boxId,
        boxId: l.boxId,
        boxName: b.boxName,
        imageUrls: b.imageUrls,
        grade: b.grade,
        quantity: l.quantity,
        deliveryMethodId: l.deliveryMethodId,
        storeInfo: l.deliveryMethodId === 2 ? { storeId: 7, storeName: 'Leeds' } : null,
        sellPrice: b.sellPrice,
        totalPrice: b.sellPrice * l.quantity,
        deliveryCharge: 0,
        ecomQuantityOnHand: b.ecomQuantity,
        collectionQuantity: b.collectionQuantity,
        webSaleAllowed: b.webSaleAllowed,
        unavailable: false,
        synced: 1 as const,
      };
    });
    const sellCost = items.reduce((n, i) => n + i.totalPrice, 0);
    return { wesellItems: { items, sellCost, deliveryCharge: 0, totalSellCost: sellCost }, basketCount: items.reduce((n, i) => n + i.quantity, 0), unavailableBoxes: [] };
  };
  const find = (c: LineChange) => live.find((l) => l.boxId === c.boxId && l.deliveryMethodId === c.deliveryMethodId);
  const refuse = (c: LineChange, quantity: number) => {
    if (quantity > boxes[c.boxId]!.ecomQuantity) throw Object.assign(new Error('Conflict'), { code: 2034 });
  };
  const api = {
    settings: async (): Promise<PreLoginSettings> => ({ limits: LIMITS, featureFlags: { basketSharing: true, clickAndCollect: true, waiveDeliveryCharge: false } }),
    box: async (id: string) => boxes[id]!,
    stock: async () => [{ storeId: 7, storeName: 'Leeds', quantity: 2 }],
    get: async () => view(),
    add: async (_m: string, c: LineChange) => {
      calls.push(`add ${c.boxId} ${c.quantity}`);
      const line = find(c);
      refuse(c, (line?.quantity ?? 0) + c.quantity);
      if (line) line.quantity += c.quantity;
      else live.push({ boxId: c.boxId, quantity: c.quantity, deliveryMethodId: c.deliveryMethodId });
      return view();
    },
    update: async (_m: string, c: LineChange) => {
      calls.push(`update ${c.boxId} ${c.quantity}`);
      refuse(c, c.quantity);
      find(c)!.quantity = c.quantity;
      return view();
    },
    remove: async (_m: string, c: LineChange) => {
      calls.push(`remove ${c.boxId}`);
      live = live.filter((l) => l !== find(c));
      return view();
    },
    changeMethod: async (_m: string, c: MethodChange) => {
      calls.push(`method ${c.boxId} ${c.deliveryMethodId}->${c.newDeliveryMethodId} ${c.storeId ?? ''}`.trim());
      find({ ...c, quantity: 0 })!.deliveryMethodId = c.newDeliveryMethodId;
      return view();
    },
  };
  return { api: api as unknown as NonNullable<Parameters<typeof createBasketStore>[0]>, calls };
}

const signIn = (memberId: string | null) => (memberId ? localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId })) : localStorage.removeItem(STORAGE_KEYS.user));

beforeEach(async () => {
  signIn(null);
  await localBasket.clear();
});

describe('guest basket (local, §4)', () => {
  it('adds lines keyed by box id and box id + -2, unsynced, with the §5 delivery charge, and keeps them over a reload', async () => {
    const boxes = { LL000001: box('LL000001'), LL000002: box('LL000002', { webSaleAllowed: 0, ecomQuantity: 0 }) };
    const { api } = fakeApi(boxes);
    const counts: number[] = [];
    const sub = bus.on('basket:count-changed').subscribe((e) => counts.push(e.count));
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    await store.add({ boxId: 'll000002', quantity: 1, deliveryMethodId: 2, storeId: 7 });
    sub.unsubscribe();
    expect(store.state.lines.map((l) => [l.key, l.synced, l.deliveryCharge])).toEqual([
      ['LL000001', 0, 1.99],
      ['LL000002-2', 0, 0],
    ]);
    expect(store.state.summary).toEqual({ sellCost: 40, deliveryCharge: 1.99, totalSellCost: 41.99 });
    expect(counts.at(-1)).toBe(2);

    const reloaded = createBasketStore(api);
    await reloaded.load();
    expect(reloaded.state.lines.map((l) => l.key)).toEqual(['LL000001', 'LL000002-2']);
    const saved = await localBasket.read();
    expect(Object.keys(saved.productDetail)).toEqual(['LL000001', 'LL000002-2']);
  });

  it('refuses what the live basket would refuse, with its code, and changes nothing', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001', { ecomQuantity: 1 }), LL000003: box('LL000003', { webSaleAllowed: 0 }) });
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    const warnings: string[] = [];
    const sub = bus.on('host:show-snackbar').subscribe((e) => e.kind === 'warning' && e.durationMs === 2000 && warnings.push(e.message));
    await expect(store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 })).rejects.toMatchObject({ code: 2034 });
    await expect(store.add({ boxId: 'LL000003', quantity: 1, deliveryMethodId: 1 })).rejects.toMatchObject({ code: 2049 });
    await expect(store.add({ boxId: 'LL000003', quantity: 1, deliveryMethodId: 2 })).rejects.toMatchObject({ code: 2046 });
    await expect(store.setQuantity('LL000001', 6)).rejects.toMatchObject({ code: 2040 });
    sub.unsubscribe();
    expect(warnings).toEqual(['Sorry, only 1 of this item is available.', 'This item can only be collected from a store.', 'Please choose a store to collect from.', 'You can buy at most 5 of one item.']);
    expect(store.state.lines.map((l) => [l.key, l.quantity])).toEqual([['LL000001', 1]]);
  });

  it('removes a line when its quantity goes below 1', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001') });
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 2, deliveryMethodId: 1 });
    // The host loads the agent on later visits only while this mark is there.
    expect(localStorage.getItem(STORAGE_KEYS.basketInUse)).toBe('1');
    await store.setQuantity('LL000001', 1);
    expect(store.state.count).toBe(1);
    await store.setQuantity('LL000001', 0);
    expect(store.state.lines).toEqual([]);
    expect((await localBasket.read()).cartDetails).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.basketInUse)).toBeNull();
  });
});

describe('after sign-in (§4 merge, §5 caps)', () => {
  it('adds new lines, merges existing ones capped at the item limit, reloads the live basket and clears the local one', async () => {
    const boxes = { LL000001: box('LL000001', { ecomQuantity: 9 }), LL000002: box('LL000002') };
    const { api, calls } = fakeApi(boxes, [{ boxId: 'LL000001', quantity: 4, deliveryMethodId: 1 }]);
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 3, deliveryMethodId: 1 });
    await store.add({ boxId: 'LL000002', quantity: 1, deliveryMethodId: 1 });
    signIn('1001');
    await store.signedIn();
    expect(calls).toEqual(['update LL000001 5', 'add LL000002 1']);
    expect(store.state.mode).toBe('member');
    expect(store.state.lines.map((l) => [l.key, l.quantity, l.synced])).toEqual([
      ['LL000001', 5, 1],
      ['LL000002', 1, 1],
    ]);
    expect(store.state.notice).toBeNull();
    expect((await localBasket.read()).cartDetails).toEqual({});
  });

  it('tells the shopper the basket changed (50003) when a line could not be taken as it was', async () => {
    const boxes = { LL000001: box('LL000001', { ecomQuantity: 2 }) };
    const { api } = fakeApi(boxes);
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 2, deliveryMethodId: 1 });
    boxes.LL000001.ecomQuantity = 1; // sold while the guest was signing in
    const warnings: string[] = [];
    const sub = bus.on('host:show-snackbar').subscribe((e) => warnings.push(e.message));
    signIn('1001');
    await store.signedIn();
    sub.unsubscribe();
    expect(store.state.notice?.code).toBe(50003);
    expect(warnings).toContain(store.state.notice!.message);
  });

  it('a member adds to the live basket: a create when the line is new, an update when it is synced', async () => {
    const { api, calls } = fakeApi({ LL000001: box('LL000001') });
    signIn('1001');
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    expect(calls).toEqual(['add LL000001 1', 'update LL000001 2']);
    expect(store.state.lines[0]).toMatchObject({ quantity: 2, synced: 1 });
  });

  it('keeps a signed-in member on the local basket while basket sharing is off (§6)', async () => {
    const { api, calls } = fakeApi({ LL000001: box('LL000001') });
    const off = { ...api, settings: async () => ({ ...(await api.settings()), featureFlags: { basketSharing: false, clickAndCollect: true, waiveDeliveryCharge: false } }) };
    signIn('1001');
    const store = createBasketStore(off as typeof api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    expect(calls).toEqual([]);
    expect(store.state).toMatchObject({ mode: 'guest', count: 1 });
  });

  it('empties on sign-out', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001') }, [{ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 }]);
    signIn('1001');
    const store = createBasketStore(api);
    await store.load();
    expect(store.state.count).toBe(1);
    signIn(null);
    await store.signedOut();
    expect(store.state).toMatchObject({ mode: 'guest', count: 0, lines: [] });
  });
});

describe('switching a line between delivery and collection', () => {
  it('a guest moves a delivery line to collection from a store with stock, and back in its place; collection is marked as chosen', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001'), LL000002: box('LL000002') });
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 2, deliveryMethodId: 1 });
    await store.changeMethod('LL000001', 2, 7);
    expect(store.state.lines.map((l) => [l.key, l.quantity, l.storeInfo?.storeName, l.collectionChosen, l.deliveryCharge])).toEqual([['LL000001-2', 2, 'Leeds', true, 0]]);
    expect(Object.keys((await localBasket.read()).cartDetails)).toEqual(['LL000001-2']);
    // §4's basket-page conversion leaves a collection the shopper chose.
    await store.collectionToDelivery();
    expect(store.state.lines.map((l) => l.key)).toEqual(['LL000001-2']);
    await store.add({ boxId: 'LL000002', quantity: 1, deliveryMethodId: 1 });
    await store.changeMethod('LL000001-2', 1);
    expect(store.state.lines.map((l) => [l.key, l.quantity, l.storeInfo])).toEqual([
      ['LL000001', 2, null],
      ['LL000002', 1, null],
    ]);
    expect(Object.keys((await localBasket.read()).cartDetails)).toEqual(['LL000001', 'LL000002']);
  });

  it('a guest cannot collect more than the store holds (2034), nor without a store (2046); the basket stays as it was', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001') });
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 3, deliveryMethodId: 1 });
    await expect(store.changeMethod('LL000001', 2, 7)).rejects.toMatchObject({ code: 2034 });
    await expect(store.changeMethod('LL000001', 2)).rejects.toMatchObject({ code: 2046 });
    expect(store.state.lines.map((l) => [l.key, l.quantity])).toEqual([['LL000001', 3]]);
    expect(Object.keys((await localBasket.read()).cartDetails)).toEqual(['LL000001']);
  });

  it('a guest switching onto an existing line merges the quantities, capped by the stock', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001', { ecomQuantity: 3 }) });
    const store = createBasketStore(api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 2, deliveryMethodId: 1 });
    await store.add({ boxId: 'LL000001', quantity: 2, deliveryMethodId: 2, storeId: 7 });
    await store.changeMethod('LL000001-2', 1);
    expect(store.state.lines.map((l) => [l.key, l.quantity])).toEqual([['LL000001', 3]]);
  });

  it('a guest cannot switch to collection while click-and-collect is off (§6)', async () => {
    const { api } = fakeApi({ LL000001: box('LL000001') });
    const off = { ...api, settings: async () => ({ ...(await api.settings()), featureFlags: { basketSharing: true, clickAndCollect: false, waiveDeliveryCharge: false } }) };
    const store = createBasketStore(off as typeof api);
    await store.load();
    await store.add({ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 });
    await expect(store.changeMethod('LL000001', 2, 7)).rejects.toMatchObject({ code: 2047 });
    expect(store.state.lines.map((l) => l.key)).toEqual(['LL000001']);
  });

  it('a member switches on the live basket in one call', async () => {
    const { api, calls } = fakeApi({ LL000001: box('LL000001') }, [{ boxId: 'LL000001', quantity: 1, deliveryMethodId: 1 }]);
    signIn('1001');
    const store = createBasketStore(api);
    await store.load();
    await store.changeMethod('LL000001', 2, 7);
    expect(calls).toEqual(['method LL000001 1->2 7']);
    expect(store.state.lines.map((l) => l.key)).toEqual(['LL000001-2']);
  });
});
