import { createBus, type ShopEvents } from '@shop/shared/bus';
import { createConsentManager, createRecord, ACCEPT_ALL, REJECT_ALL, type ConsentRecord } from '@shop/shared/consent';
import { CONVERSION_EVENTS, CONVERSION_PATH } from '@shop/shared/rules';
import { connectConversions, CONVERTING } from './conversions';
import * as sender from './conversion-sender';
import { ANONYMOUS_ID_KEY, sendConversion, toConversion } from './conversion-sender';

const ctx = { noticeVersion: 1, signedIn: false };
const line = (over: Record<string, unknown> = {}) => ({ item_id: 'LL000123', item_name: 'Pram', price: 12.5, quantity: 2, item_variant: 'delivery', ...over });

describe('toConversion: GA4 e-commerce params to the API event', () => {
  it('add_to_cart is AddToCart with the box, quantity, mode, value and currency', () => {
    const c = toConversion({ event: 'add_to_cart', params: { currency: 'GBP', value: 25, items: [line()] } }, ctx, 'anon-0123456789abcdef');
    expect(c).toMatchObject({ eventName: 'AddToCart', boxId: 'LL000123', quantity: 2, mode: 'delivery', value: 25, totalPrice: 25, currency: 'GBP', synced: false });
    expect(c).toMatchObject({ consent: { marketing: true, noticeVersion: 1 }, anonymousId: 'anon-0123456789abcdef' });
    expect(c!.eventId).toMatch(/^[A-Za-z0-9_.:-]{8,80}$/);
  });

  it("the first page's gate knows the same events as the mapper", () => {
    expect([...CONVERTING].sort()).toEqual(Object.keys(CONVERSION_EVENTS).sort());
  });

  it('leaves out a box id the API would refuse rather than losing the event', () => {
    expect(toConversion({ event: 'view_item', params: { items: [line({ item_id: 'not a box' })] } }, ctx)).not.toHaveProperty('boxId');
  });

  it('maps the five conversions and nothing else', () => {
    const name = (event: string) => toConversion({ event, params: {} }, ctx)?.eventName ?? null;
    expect(['add_to_cart', 'begin_checkout', 'purchase', 'view_item', 'seller_enquiry', 'view_cart', 'login', 'search'].map(name)).toEqual([
      'AddToCart',
      'InitiateCheckout',
      'Purchase',
      'ViewContent',
      'Lead',
      null,
      null,
      null,
    ]);
  });

  it('a purchase of several lines: its order number is the event id, the total its value, no single box or mixed mode', () => {
    const c = toConversion(
      { event: 'purchase', params: { transaction_id: 'WB1234', currency: 'GBP', value: 40.123, items: [line(), line({ item_id: 'LL000124', quantity: 1, item_variant: 'collection' })] } },
      { noticeVersion: 2, signedIn: true },
    );
    expect(c).toEqual({ eventName: 'Purchase', eventId: 'purchase-WB1234', consent: { marketing: true, noticeVersion: 2 }, quantity: 3, synced: true, totalPrice: 40.12, value: 40.12, currency: 'GBP' });
  });

  it('never carries personal data: a seller enquiry is a Lead with no names or e-mail', () => {
    const c = toConversion({ event: 'seller_enquiry', params: { enquiry_type: 'price', email: 'a@example.com', name: 'Ada', items: [{ item_id: 'LL000001', item_name: 'Cot' }] } }, ctx);
    expect(JSON.stringify(c)).not.toMatch(/example\.com|Ada|Cot/);
    expect(c).toMatchObject({ eventName: 'Lead', boxId: 'LL000001', quantity: 1 });
  });
});

describe('sendConversion', () => {
  beforeEach(() => localStorage.clear());

  it('posts with keepalive to the API; a guest gets one first-party id, a member sends their token instead', () => {
    const post = jest.fn().mockResolvedValue({ ok: true });
    sendConversion({ event: 'view_item', params: { value: 10, items: [line({ quantity: 1 })] } }, { ...ctx, accessToken: null }, post);
    sendConversion({ event: 'view_item', params: {} }, { ...ctx, accessToken: null }, post);
    expect(post).toHaveBeenCalledTimes(2);
    const [url, init] = post.mock.calls[0];
    expect(url).toBe(CONVERSION_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    const first = JSON.parse(init.body);
    expect(first.anonymousId).toBe(localStorage.getItem(ANONYMOUS_ID_KEY));
    expect(JSON.parse(post.mock.calls[1][1].body).anonymousId).toBe(first.anonymousId);

    sendConversion({ event: 'view_item', params: {} }, { ...ctx, signedIn: true, accessToken: 'tok' }, post);
    const [, member] = post.mock.calls[2];
    expect(member.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(member.body).anonymousId).toBeUndefined();
  });

  it('a failed post is swallowed (the shopper never sees it)', async () => {
    const post = jest.fn().mockRejectedValue(new TypeError('offline'));
    expect(() => sendConversion({ event: 'add_to_cart', params: {} }, { ...ctx, accessToken: null }, post)).not.toThrow();
    await Promise.resolve();
  });
});

describe('connectConversions: only with marketing consent', () => {
  async function setup(stored: ConsentRecord | null) {
    const consent = createConsentManager({ readStored: async () => stored, write: async () => undefined });
    await consent.load();
    const bus = createBus<ShopEvents>();
    const sendConversion = jest.fn();
    const forgetAnonymousId = jest.fn();
    const importSender = jest.fn(async () => ({ ...sender, sendConversion, forgetAnonymousId }));
    connectConversions(bus, consent, { signedIn: () => false, accessToken: () => null, importSender });
    const flush = () => new Promise((r) => setTimeout(r, 0));
    return { consent, bus, sendConversion, forgetAnonymousId, importSender, flush };
  }
  const add = { event: 'add_to_cart', params: { value: 5, items: [] } };

  it('before a choice nothing is loaded or sent; choosing marketing loads the sender (ready before the next event)', async () => {
    const s = await setup(null);
    s.bus.emit('host:analytics-event', add);
    await s.flush();
    expect(s.importSender).not.toHaveBeenCalled();
    expect(s.sendConversion).not.toHaveBeenCalled();
    await s.consent.choose(ACCEPT_ALL);
    expect(s.importSender).toHaveBeenCalledTimes(1);
    expect(s.sendConversion).not.toHaveBeenCalled();
  });

  it('with marketing refused (analytics allowed) nothing is loaded or sent', async () => {
    const s = await setup(createRecord({ analytics: true, marketing: false, sessionReplay: false }));
    s.bus.emit('host:analytics-event', add);
    await s.flush();
    expect(s.importSender).not.toHaveBeenCalled();
  });

  it('with marketing allowed, the sender loads once, conversions are sent and other events are not; withdrawing stops them and forgets the id', async () => {
    const s = await setup(createRecord(ACCEPT_ALL));
    s.bus.emit('host:analytics-event', { event: 'view_item_list', params: {} });
    await s.flush();
    expect(s.sendConversion).not.toHaveBeenCalled();
    s.bus.emit('host:analytics-event', add);
    s.bus.emit('host:analytics-event', { event: 'purchase', params: { transaction_id: 'WB1' } });
    await s.flush();
    expect(s.importSender).toHaveBeenCalledTimes(1);
    expect(s.sendConversion).toHaveBeenCalledTimes(2);
    expect(s.sendConversion.mock.calls[0][1]).toEqual({ noticeVersion: 1, signedIn: false, accessToken: null });
    await s.consent.choose(REJECT_ALL);
    await s.flush();
    expect(s.forgetAnonymousId).toHaveBeenCalled();
    s.bus.emit('host:analytics-event', add);
    await s.flush();
    expect(s.sendConversion).toHaveBeenCalledTimes(2);
  });
});
