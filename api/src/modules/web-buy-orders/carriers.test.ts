// The carrier adapters on their own: Royal Mail Click & Drop's booking call (what is sent, what is
// kept, a refusal) against a fake fetch, the signed tracking push both adapters read, and the
// stand-in's tracking numbers (Royal Mail's form, with its check digit).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEFAULT_RETURNS_ADDRESS } from '@shop/shared/rules';
import { embeddedCarrier, royalMailCarrier, royalMailStyleNumber, signBody } from './carriers.js';

const request = {
  orderId: 'WB7K3M9Q2X',
  date: '2026-11-24',
  from: { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', line2: 'Flat 3', town: 'London', county: '', postcode: 'SW11 5QW' },
  to: DEFAULT_RETURNS_ADDRESS,
  boxes: 2,
};
const config = { baseUrl: 'https://rm.example/api/v1/', apiKey: 'rm-key', webhookSecret: 'rm-secret', serviceCode: 'TPS48' };

it('books with Click & Drop: one order, the collection day, a package per box; keeps the tracking number', async () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ successCount: 1, createdOrders: [{ orderIdentifier: 1001, orderReference: 'WB7K3M9Q2X', trackingNumber: 'AB123456785GB' }] }), { status: 200 });
  }) as unknown as typeof fetch;
  const booked = await royalMailCarrier(config, fake).book(request);
  assert.deepEqual(booked, { trackingNumber: 'AB123456785GB', carrierReference: '1001' });
  assert.equal(calls[0]!.url, 'https://rm.example/api/v1/orders');
  assert.equal((calls[0]!.init.headers as Record<string, string>).authorization, 'Bearer rm-key');
  const item = JSON.parse(String(calls[0]!.init.body)).items[0];
  assert.equal(item.orderReference, 'WB7K3M9Q2X');
  assert.equal(item.plannedDespatchDate, '2026-11-24T09:00:00Z');
  assert.equal(item.packages.length, 2);
  assert.equal(item.postageDetails.serviceCode, 'TPS48');
  assert.equal(item.recipient.address.postcode, DEFAULT_RETURNS_ADDRESS.postcode);
  assert.match(item.specialInstructions, /12 Lavender Hill/);
});

it("a refused booking throws with the carrier's words, never the address", async () => {
  const fake = (async () => new Response(JSON.stringify({ successCount: 0, failedOrders: [{ errors: [{ errorMessage: 'Invalid service code' }] }] }), { status: 400 })) as unknown as typeof fetch;
  await assert.rejects(royalMailCarrier(config, fake).book(request), (err: Error) => /Invalid service code/.test(err.message) && !/Lavender/.test(err.message));
});

it('reads a tracking push only under its own secret, and only events it knows', () => {
  const body = JSON.stringify({
    events: [
      { trackingNumber: 'AB123456785GB', status: 'collected', eventId: 'E1', eventDateTime: '2026-11-24T10:02:00Z', locationName: 'Battersea' },
      { trackingNumber: 'AB123456785GB', status: 'lost-in-space', eventId: 'E2', eventDateTime: '2026-11-24T11:00:00Z' },
      { trackingNumber: 'AB123456785GB', status: 'delivered', eventId: 'E3', eventDateTime: 'not a date' },
    ],
  });
  for (const carrier of [royalMailCarrier(config), embeddedCarrier('rm-secret')]) {
    assert.equal(carrier.readWebhook(body, signBody('wrong', body)), null);
    assert.equal(carrier.readWebhook(body, undefined), null);
    assert.equal(carrier.readWebhook(body + ' ', signBody('rm-secret', body)), null, 'any change to the bytes');
    const events = carrier.readWebhook(body, signBody('rm-secret', body));
    assert.deepEqual(events, [{ trackingNumber: 'AB123456785GB', status: 'collected', eventId: 'E1', at: new Date('2026-11-24T10:02:00Z'), location: 'Battersea' }]);
  }
});

it('numbers stand-in parcels as Royal Mail does: two letters, eight digits, the S10 check digit, GB', () => {
  // 47312482: weights 8 6 4 2 3 5 9 7 → 32+42+12+2+6+20+72+14 = 200; 200 mod 11 = 2; 11 - 2 = 9.
  assert.equal(royalMailStyleNumber(47312482), 'LL473124829GB');
  assert.match(royalMailStyleNumber(), /^LL\d{9}GB$/);
});
