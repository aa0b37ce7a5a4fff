// One place for the tests that need an offer: a quote's required photos, uploaded through the
// real photo route (an offer answers 1042 until every required view has one).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { phoneJpeg } from '../modules/quote-images/test-photos.js';

let smallJpeg: Promise<Buffer> | undefined;

/** A multipart/form-data body with one file field `photo`, as the page's upload sends it. */
export function photoForm(body: Buffer, filename = 'IMG_4032.jpg', type = 'image/jpeg') {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), body, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one photo of `view` to a member's quote. */
export async function uploadQuotePhoto(app: FastifyInstance, member: { memberId: string; auth: Record<string, string> }, quoteId: string, view: number, body?: Buffer) {
  const form = photoForm(body ?? (await (smallJpeg ??= phoneJpeg({ width: 320, height: 240, quality: 70 }))));
  return app.inject({ method: 'POST', url: `/v3/members/${member.memberId}/quotations/${quoteId}/images?view=${view}`, headers: { ...member.auth, ...form.headers }, payload: form.payload });
}

/** A photo of every view the quote's category requires (GET imagetypes), so the offer can be made. */
export async function addRequiredPhotos(app: FastifyInstance, member: { memberId: string; auth: Record<string, string> }, quoteId: string): Promise<number[]> {
  const quote = await app.inject({ method: 'GET', url: `/v3/quotations/${quoteId}`, headers: member.auth });
  if (quote.statusCode !== 200) throw new Error(`quote ${quoteId}: ${quote.body}`);
  const categoryId = quote.json().response.data.quotation.categoryId as number;
  const types = await app.inject({ method: 'GET', url: `/v3/quotations/imagetypes?categoryId=${categoryId}` });
  const views = (types.json().response.data.imageTypes as Array<{ view: number; required: boolean }>).filter((t) => t.required).map((t) => t.view);
  for (const view of views) {
    const res = await uploadQuotePhoto(app, member, quoteId, view);
    if (res.statusCode !== 201) throw new Error(`photo of view ${view} for ${quoteId}: ${res.body}`);
  }
  return views;
}
