// The Royal Mail Click & Drop adapter through the whole shop, over real HTTP: the API is
// configured for Royal Mail (ROYAL_MAIL_* settings) and its base address points at a small
// server on this machine that answers as Click & Drop does. Booking a collection creates a Click &
// Drop order; cancelling the parcel deletes that order first (issue 32 §3), and when Click & Drop
// refuses (already manifested) the member gets 502 CARRIER_CANCEL_FAILED with nothing changed.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { collectionSlots } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';

const clock = new Date('2026-11-23T09:00:00Z'); // a Monday
let t: TestApp;
let me: { memberId: string; auth: Record<string, string> };
let server: Server;
/** What Click & Drop was asked, and whether it will delete the next order it is asked to. */
const seen: Array<{ method: string; url: string; authorization: string | undefined }> = [];
let refuseDelete = false;
let nextOrder = 5001;

before(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/api/v1/orders') {
        const id = nextOrder++;
        res.end(JSON.stringify({ successCount: 1, errorsCount: 0, createdOrders: [{ orderIdentifier: id, trackingNumber: `RM${String(id).padStart(9, '0')}GB` }] }));
      } else if (req.method === 'DELETE' && req.url?.startsWith('/api/v1/orders/')) {
        const id = Number(decodeURIComponent(req.url.slice('/api/v1/orders/'.length)));
        if (refuseDelete) res.end(JSON.stringify({ deletedOrders: [], errors: [{ orderIdentifier: id, errorMessage: 'Order has been manifested and cannot be deleted' }] }));
        else res.end(JSON.stringify({ deletedOrders: [{ orderIdentifier: id }], errors: [] }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  t = await startTestApp({ ROYAL_MAIL_API_KEY: 'rm-test-key', ROYAL_MAIL_WEBHOOK_SECRET: 'rm-webhook-secret', ROYAL_MAIL_BASE_URL: base }, { now: () => clock });
  const m = await createVerifiedMember(t.app);
  me = { memberId: m.memberId, auth: (await signedIn(t.app, m.email, m.password)).auth };
});
after(async () => {
  await t?.close();
  await new Promise((ok) => server.close(ok));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.app.inject({ method, url: `/v3/${url}`, headers: me.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;

let houses = 0;
/** An accepted pushchair in a parcel the courier collects from the member's address. */
async function collectionOrder() {
  const m = BUY_IN_MODELS.find((x) => x.name === 'Bugaboo Butterfly')!;
  const quoteId = data(await call('POST', 'quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId })).quotation.quoteId as string;
  await addRequiredPhotos(t.app, me, quoteId);
  const answers = [
    { questionId: 'condition', answerIds: ['B'] },
    { questionId: 'included', answerIds: ['manual'] },
    { questionId: 'faults', answerIds: [] },
    { questionId: 'age', answerIds: ['1-2'] },
  ];
  assert.equal((await call('POST', `quotations/${quoteId}/questions`, { answers })).statusCode, 200);
  assert.equal((await call('POST', `quotations/${quoteId}/offer`)).statusCode, 200);
  assert.equal((await call('PUT', `quotations/${quoteId}/accept`, { payoutType: 'cash' })).statusCode, 200);
  const id = data(await call('POST', 'webbuyorders/generate', { quoteIds: [quoteId] })).webBuyOrder.webBuyOrderId as string;
  const address = await call('POST', `members/${me.memberId}/address`, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    line1: `${12 + 2 * houses++} Lavender Hill`,
    town: 'London',
    county: '',
    postcode: 'SW11 5QW',
    phone: '07700 900123',
  });
  assert.equal(address.statusCode, 201, address.body);
  assert.equal((await call('PUT', `webbuyorders/${id}/address`, { handover: 'collection', addressId: Number(data(address).address.addressId) })).statusCode, 200);
  const booked = await call('PUT', `webbuyorders/${id}/collection`, { date: collectionSlots(clock)[0] });
  assert.equal(booked.statusCode, 200, booked.body);
  return { id, collection: data(booked).webBuyOrder.collection as { courier: string; trackingNumber: string } };
}

it('books the collection with Click & Drop, and cancelling the parcel deletes that Click & Drop order first', async () => {
  const { id, collection } = await collectionOrder();
  assert.equal(collection.courier, 'Royal Mail');
  const booking = seen.at(-1)!;
  assert.deepEqual([booking.method, booking.url, booking.authorization], ['POST', '/api/v1/orders', 'Bearer rm-test-key']);
  const orderIdentifier = Number(collection.trackingNumber.slice(2, 11));

  const cancelled = await call('PUT', `webbuyorders/${id}/cancel`);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.equal(data(cancelled).webBuyOrder.status, 'cancelled');
  assert.deepEqual(seen.at(-1), { method: 'DELETE', url: `/api/v1/orders/${orderIdentifier}`, authorization: 'Bearer rm-test-key' });
  // Cancelled twice is one cancellation: Click & Drop is not asked again.
  const calls = seen.length;
  assert.equal((await call('PUT', `webbuyorders/${id}/cancel`)).statusCode, 200);
  assert.equal(seen.length, calls);
});

it('when Click & Drop will not call the collection off, nothing is cancelled: 502 CARRIER_CANCEL_FAILED, the parcel as it was', async () => {
  const { id } = await collectionOrder();
  const before = data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder;
  refuseDelete = true;
  try {
    const refused = await call('PUT', `webbuyorders/${id}/cancel`);
    assert.equal(refused.statusCode, 502, refused.body);
    assert.equal(refused.json().response.error.code, 'CARRIER_CANCEL_FAILED');
    assert.match(refused.json().response.error.message, /nothing was cancelled/);
    assert.doesNotMatch(refused.body, /Lavender|SW11/, 'nothing of the address in the answer');
    assert.deepEqual(data(await call('GET', `webbuyorders/${id}/detail`)).webBuyOrder, before);
  } finally {
    refuseDelete = false;
  }
  assert.equal((await call('PUT', `webbuyorders/${id}/cancel`)).statusCode, 200, 'called off once Click & Drop agrees');
});
