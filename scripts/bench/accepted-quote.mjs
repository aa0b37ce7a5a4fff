// A quote taken all the way to accepted through the real API (questions, the photos its category
// requires, the offer, acceptance for an exchange voucher), for benches of the pages that follow
// (the sell-to-us thank-you step). The e2e journeys have the same steps in e2e/support/sell-steps.ts.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp');

/** A pushchair's answers: good (grade B), instructions included, no faults, 1 to 2 years old. */
const PUSHCHAIR_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

export async function acceptedQuote(base, member, model) {
  const auth = { authorization: `Bearer ${member.token.access_token}` };
  const call = async (method, path, body) => {
    const res = await fetch(`${base}/v3/${path}`, { method, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).response.data;
  };
  const { quotation } = await call('POST', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId, quantity: 1 });
  await call('POST', `quotations/${quotation.quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS });
  const { imageTypes } = await call('GET', `quotations/imagetypes?categoryId=${model.categoryId}`);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a9bb0' } })
    .jpeg()
    .toBuffer();
  for (const { view } of imageTypes.filter((t) => t.required)) {
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), `view-${view}.jpg`);
    const res = await fetch(`${base}/v3/members/${member.memberId}/quotations/${quotation.quoteId}/images?view=${view}`, { method: 'POST', headers: auth, body: form });
    if (!res.ok) throw new Error(`photo of view ${view}: ${res.status} ${await res.text()}`);
  }
  await call('POST', `quotations/${quotation.quoteId}/offer`);
  await call('PUT', `quotations/${quotation.quoteId}/accept`, { payoutType: 'exchange' });
  return quotation.quoteId;
}
