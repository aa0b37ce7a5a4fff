// A member's parcel for the goods-in tests (goods-in.test.ts, goods-in-bench.test.ts), made through
// the real member routes: quotes taken through the wizard and accepted for a voucher with a
// tolerance, then a parcel of them with its label printed (the order is sent).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { QUOTE_VIEWS } from '@shop/shared/rules';
import { BUY_IN_MODELS } from '../modules/quotations/buy-in-models.js';
import { addRequiredPhotos } from './quote-photos.js';

type Auth = Record<string, string>;
type Member = { memberId: string; auth: Auth };

/** The answers every test quote gives: grade B, the manual included, no faults. */
export const PARCEL_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

export function parcelsOf(app: FastifyInstance, me: Member) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => app.inject({ method, url: `/v3/${url}`, headers: me.auth, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const data = (res: { json(): any }) => res.json().response.data;
  let addressId: number | null = null;

  /** A quote taken through the wizard and accepted for an exchange voucher with this tolerance (pence); `photo` is the member's front view. */
  async function acceptedQuote(name: string, revisionTolerance = 0, photo?: Buffer) {
    const m = BUY_IN_MODELS.find((x) => x.name === name)!;
    const created = await call('POST', 'quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId });
    assert.equal(created.statusCode, 201, created.body);
    const quoteId = data(created).quotation.quoteId as string;
    if (photo) {
      const boundary = `----staff${randomBytes(6).toString('hex')}`;
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const uploaded = await app.inject({
        method: 'POST',
        url: `/v3/members/${me.memberId}/quotations/${quoteId}/images?view=${QUOTE_VIEWS.front}`,
        headers: { ...me.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
    }
    assert.equal((await call('POST', `quotations/${quoteId}/questions`, { answers: PARCEL_ANSWERS })).statusCode, 200);
    await addRequiredPhotos(app, me, quoteId);
    assert.equal((await call('POST', `quotations/${quoteId}/offer`)).statusCode, 200);
    const accepted = await call('PUT', `quotations/${quoteId}/accept`, { payoutMethod: 'voucher', revisionTolerance });
    assert.equal(accepted.statusCode, 200, accepted.body);
    return quoteId;
  }

  /** A parcel of these quotes, its label printed: the order is sent. */
  async function sentOrder(quoteIds: string[]) {
    const generated = await call('POST', 'webbuyorders/generate', { quoteIds });
    assert.equal(generated.statusCode, 201, generated.body);
    const orderId = data(generated).webBuyOrder.webBuyOrderId as string;
    if (addressId === null) {
      const address = await call('POST', `members/${me.memberId}/address`, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '12 Lavender Hill',
        town: 'London',
        county: '',
        postcode: 'SW11 5QW',
        phone: '07700 900123',
      });
      assert.equal(address.statusCode, 201, address.body);
      addressId = Number(data(address).address.addressId);
    }
    const chosen = await call('PUT', `webbuyorders/${orderId}/address`, { handover: 'collection', addressId });
    assert.equal(chosen.statusCode, 200, chosen.body);
    const label = await call('POST', `webbuyorders/${orderId}/generateshippinglabel`);
    assert.equal(label.statusCode, 200, label.body);
    return orderId;
  }

  return { acceptedQuote, sentOrder };
}
