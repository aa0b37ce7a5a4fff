// A bought item back on sale, through the real routes on a real database and real folders: a
// paid quote becomes a box in search and on its product page, with the member's photos served
// by the catalogue (no EXIF, no GPS) only when they said yes at upload, else the staff's or a
// drawing until staff add one; priced by the catalogue's rule for its inspected grade; once
// only, however often or concurrently asked; and members waiting for the model are told.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { loadConfig } from '../../config.js';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';
import { photoForm } from '../../testing/quote-photos.js';
import { createOutbox } from '../outbox/outbox.js';
import { parseRestockCommand, restockQuote } from '../staff/restock-quote.js';
import { buyPrices, sellPrice } from '../catalogue/reference.js';
import { localFolderStorage } from '../quote-images/storage.js';
import { phoneJpeg, pngPhoto, webpPhoto } from '../quote-images/test-photos.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { createQuoteStore } from '../quotations/store.js';

const quoteFolder = mkdtempSync(join(tmpdir(), 'restock-quote-photos-'));
const boxFolder = mkdtempSync(join(tmpdir(), 'restock-box-photos-'));
let t: TestApp;
const clock = new Date('2026-11-23T12:00:00Z');
type Member = { memberId: string; email: string; auth: Record<string, string> };
let seller: Member;
let waiter: Member;
let staff: Awaited<ReturnType<typeof staffSession>>;

before(async () => {
  t = await startTestApp({}, { now: () => clock, photoStorage: localFolderStorage(quoteFolder), boxPhotoStorage: localFolderStorage(boxFolder) });
  // These tests choose each quote's photos (none, one, a repeated view) to see what the box gets;
  // the offer's own photo rule (1042) is the quotations tests' subject, so it is waived here.
  t.app.quoteImages.missingAmong = () => [];
  seller = await memberSession(t.app);
  waiter = await memberSession(t.app);
  staff = await staffSession(t.app);
});
after(async () => {
  await t.close();
  rmSync(quoteFolder, { recursive: true, force: true });
  rmSync(boxFolder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth: Record<string, string> = seller.auth) => t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const data = (res: { json(): any }) => res.json().response.data;

/** Wheeled categories share these questions (a pushchair, a pram, a travel system...). */
const answersWith = (condition: 'A' | 'B' | 'C', faults: string[] = []) => [
  { questionId: 'condition', answerIds: [condition] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: faults },
  { questionId: 'age', answerIds: ['1-2'] },
];
const WHEELED = [80, 83, 86, 88, 90];

/**
 * A quote of a wheeled model taken to paid: photos while answering (views in the order given),
 * offer, acceptance, then the shop's moves (sent, received, inspected, paid), optionally with
 * the grade staff revised.
 */
async function paidQuote(
  o: {
    masterBoxId?: string;
    photos?: Array<{ view: number; body: Buffer }>;
    /** The member's answer at upload (default: not given, which is no). */
    photosOnProductPage?: boolean;
    /** Photos staff take while the item is in hand (received). */
    staffPhotos?: Array<{ view: number; body: Buffer }>;
    condition?: 'A' | 'B' | 'C';
    faults?: string[];
    revisedGrade?: string;
  } = {},
) {
  const m = o.masterBoxId ? BUY_IN_MODELS.find((x) => x.masterBoxId === o.masterBoxId)! : BUY_IN_MODELS.find((x) => WHEELED.includes(x.categoryId))!;
  const created = await call('POST', '/v3/quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId });
  assert.equal(created.statusCode, 201, created.body);
  const quoteId = data(created).quotation.quoteId as string;
  for (const p of o.photos ?? []) await t.app.quoteImages.add(seller.memberId, quoteId, p.view, async () => p.body);
  if (o.photosOnProductPage !== undefined) {
    const answered = await call('PUT', `/v3/quotations/${quoteId}/photoconsent`, { photosOnProductPage: o.photosOnProductPage });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(data(answered).quotation.photosOnProductPage, o.photosOnProductPage);
  }
  assert.equal((await call('POST', `/v3/quotations/${quoteId}/questions`, { answers: answersWith(o.condition ?? 'B', o.faults) })).statusCode, 200);
  const offer = await call('POST', `/v3/quotations/${quoteId}/offer`);
  assert.equal(offer.statusCode, 200, offer.body);
  const accepted = await call('PUT', `/v3/quotations/${quoteId}/accept`, { payoutType: 'cash' });
  assert.equal(accepted.statusCode, 200, accepted.body);
  const store = createQuoteStore({ db: t.db, now: () => clock, publicUrl: 'https://shop.example' });
  let row = { quote_id: quoteId, state: 'accepted' as const } as { quote_id: string; state: any };
  for (const to of ['sent', 'received', 'inspected', 'paid'] as const) {
    row = await store.move(t.db, row, to, 'staff', 'staff-1');
    if (to === 'received') for (const p of o.staffPhotos ?? []) await t.app.inspectionPhotos.add(quoteId, staff.staffId, p.view, async () => p.body);
  }
  if (o.revisedGrade) await t.db.query('UPDATE quotations SET revised_grade = $2 WHERE quote_id = $1', [quoteId, o.revisedGrade]);
  return { quoteId, model: m };
}

const detail = async (boxId: string) => {
  const res = await call('GET', `/v3/boxes/${boxId}/detail`, undefined, {});
  assert.equal(res.statusCode, 200, res.body);
  return data(res).boxDetails[0];
};
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/boxes/query', payload: { query, hitsPerPage: 100 } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().hits as Array<{ objectID: string; imageUrls: { medium: string[] } }>;
};
const boxPhotoFiles = () => readdirSync(boxFolder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes('.removing')).length;
const outboxTo = (email: string) => t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id', [email]);

describe('putOnSale', () => {
  it('makes a paid item a box on sale: the model, its grade, the catalogue price, in search at once, with the photos', async () => {
    const photos = [
      { view: 1, body: await phoneJpeg({ width: 1200, height: 900 }) },
      { view: 2, body: await pngPhoto(900, 700) },
      { view: 1, body: await phoneJpeg({ width: 900, height: 1200 }) },
    ];
    const { quoteId, model } = await paidQuote({ photos, photosOnProductPage: true, condition: 'B', faults: ['scuffed-frame'] });
    // A search answered (and shared for 30 s) before the item goes on sale.
    const before = await search(model.name);
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    assert.match(boxId, /^LL9\d{5}$/);

    const box = await detail(boxId);
    assert.equal(box.boxName, model.name);
    assert.equal(box.masterBoxId, model.masterBoxId);
    assert.equal(box.categoryId, model.categoryId);
    assert.equal(box.grade, 'B');
    const sell = sellPrice(model.newPrice, 'B', 1);
    assert.equal(box.sellPrice, sell / 100);
    assert.equal(box.cashPrice, buyPrices(sell).cash / 100);
    assert.equal(box.exchangePrice, buyPrices(sell).exchange / 100);
    assert.equal(box.ecomQuantity, 1);
    assert.equal(box.outOfStock, 0);
    assert.equal(box.cannotBuy, 0);
    // Front, back, and the second front photo as an 'other' view (§9), front first.
    assert.deepEqual(box.imageViews, [1, 2, 11]);

    // On PGlite the stock epoch moves with the commit; on PostgreSQL its notification reaches the
    // listening connection a moment later: the shared answer must change within a second.
    assert.ok(!before.some((h) => h.objectID === boxId.toLowerCase()));
    const listed = (hits: Awaited<ReturnType<typeof search>>) => hits.find((h) => h.objectID === boxId.toLowerCase());
    let hits = await search(model.name);
    for (const deadline = Date.now() + 1000; !listed(hits) && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 20));
      hits = await search(model.name);
    }
    const hit = listed(hits);
    assert.ok(hit, 'the new box is in the search answer at once');
    assert.equal(hit.imageUrls.medium[0], box.imageUrls.medium[0]);

    // The catalogue serves the member's photo (the dark bar across its top), square, no metadata,
    // at addresses naming the box's photos, cached a day at most (it may be taken down).
    for (const [i, url] of (box.imageUrls.large as string[]).entries()) {
      assert.match(url, new RegExp(`^/images/boxes/${boxId}_\\d+_l\\.webp\\?p=[\\w-]{12}$`));
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      assert.equal(meta.width, 800);
      assert.equal(meta.height, 800);
      assert.equal(meta.exif, undefined, 'no EXIF, so no GPS');
      assert.equal(meta.xmp, undefined);
      assert.equal(meta.icc, undefined);
      if (i === 0) {
        const { data: px } = await sharp(res.rawPayload).extract({ left: 400, top: 120, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
        assert.ok(px[0]! < 80 && px[2]! < 90, `the photo's dark bar, not a drawing (${[...px]})`);
      }
    }
    // The sent photo had GPS: proof the test photo was a fair one.
    assert.ok(exifReader((await sharp(photos[0]!.body).metadata()).exif!).GPSInfo);
    for (const size of ['s', 'm', 'xl']) {
      const res = await t.app.inject({ method: 'GET', url: `/images/boxes/${boxId}_2_${size}.webp` });
      assert.equal(res.statusCode, 200);
      assert.equal((await sharp(res.rawPayload).metadata()).exif, undefined);
    }
    // A view the box has no photo of is not drawn for it either.
    assert.equal((await t.app.inject({ method: 'GET', url: `/images/boxes/${boxId}_3_m.webp` })).statusCode, 404);
  });

  it("keeps showing the member's photos (with their yes) when the quote's copies are gone", async () => {
    const { quoteId } = await paidQuote({ photos: [{ view: 1, body: await phoneJpeg() }], photosOnProductPage: true });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    rmSync(quoteFolder, { recursive: true, force: true });
    await t.db.query('DELETE FROM quote_images WHERE quote_id = $1', [quoteId]);
    const res = await t.app.inject({ method: 'GET', url: `/images/boxes/${boxId}_1_l.webp` });
    assert.equal(res.statusCode, 200);
    const { data: px } = await sharp(res.rawPayload).extract({ left: 400, top: 150, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.ok(px[0]! < 80, 'still the photo');
  });

  it('draws a box that has no photos, and uses the grade staff revised', async () => {
    const { quoteId, model } = await paidQuote({ condition: 'A', revisedGrade: 'C' });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    const box = await detail(boxId);
    assert.equal(box.grade, 'C');
    assert.equal(box.sellPrice, sellPrice(model.newPrice, 'C', 0) / 100);
    assert.deepEqual(box.imageViews, [1]);
    const res = await t.app.inject({ method: 'GET', url: box.imageUrls.medium[0] });
    assert.equal(res.statusCode, 200);
    assert.equal((await sharp(res.rawPayload).metadata()).width, 400);
  });

  it('puts a quote on sale once: asked twice, then twice at the same time, one box', async () => {
    const { quoteId } = await paidQuote({ photos: [{ view: 1, body: await phoneJpeg() }], photosOnProductPage: true });
    const first = await t.app.restock.putOnSale(quoteId);
    assert.deepEqual(await t.app.restock.putOnSale(quoteId), first);

    const filesBefore = boxPhotoFiles();
    const other = await paidQuote({
      photos: [
        { view: 1, body: await phoneJpeg() },
        { view: 2, body: await pngPhoto() },
      ],
      photosOnProductPage: true,
    });
    const both = await Promise.all([t.app.restock.putOnSale(other.quoteId), t.app.restock.putOnSale(other.quoteId), t.app.restock.putOnSale(other.quoteId)]);
    assert.equal(new Set(both.map((b) => b.boxId)).size, 1);
    const [linked] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM restocked_quotes WHERE quote_id = $1', [other.quoteId]);
    assert.equal(linked!.n, 1);
    const [box] = await t.db.query<{ ecom_quantity: number }>('SELECT ecom_quantity FROM boxes WHERE box_id = $1', [both[0]!.boxId]);
    assert.equal(box!.ecom_quantity, 1);
    // The losers' copies were removed: two photos, four sizes each.
    assert.equal(boxPhotoFiles() - filesBefore, 8);
  });

  it('tells members waiting for an out-of-stock box of the model, once, with a link to the new box', async () => {
    const [sold] = await t.db.query<{ box_id: string; master_box_id: string }>(`SELECT box_id, master_box_id FROM boxes WHERE category_id = ANY($1::int[]) AND box_id NOT LIKE 'LL9%' ORDER BY box_id LIMIT 1`, [WHEELED]);
    assert.ok(sold, 'the seed has a wheeled box');
    await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [sold.box_id]);
    await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [sold.box_id]);
    const alert = await call('POST', `/v3/members/${waiter.memberId}/stockalert`, { boxId: sold.box_id }, waiter.auth);
    assert.ok(alert.statusCode < 300, alert.body);
    const mailsBefore = (await outboxTo(waiter.email)).length;

    const { quoteId } = await paidQuote({ masterBoxId: sold.master_box_id });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    await t.app.restock.putOnSale(quoteId);
    const mails = (await outboxTo(waiter.email)).slice(mailsBefore);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /^Back in stock: /);
    assert.ok(mails[0]!.body.includes(`id=${boxId.toLowerCase()}`), mails[0]!.body);
    // The seller, who has no alert, is not written to about it.
    assert.ok(!(await outboxTo(seller.email)).some((m) => m.subject.startsWith('Back in stock')));
  });

  it('refuses a quote that is not paid (409) or does not exist (404), changing nothing', async () => {
    const m = BUY_IN_MODELS.find((x) => WHEELED.includes(x.categoryId))!;
    const created = await call('POST', '/v3/quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId });
    const quoteId = data(created).quotation.quoteId as string;
    const [{ n: boxesBefore }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM boxes')) as [{ n: number }];
    await assert.rejects(t.app.restock.putOnSale(quoteId), (err: any) => err.status === 409 && err.code === 'QUOTE_STATE_CONFLICT');
    await assert.rejects(t.app.restock.putOnSale('Q-NOPE'), (err: any) => err.status === 404 && err.code === 'QUOTE_NOT_FOUND');
    const [{ n: boxesAfter }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM boxes')) as [{ n: number }];
    assert.equal(boxesAfter, boxesBefore);
  });
});

/** The colour at the middle of a served picture: the member's photo is beige under a dark bar, the staff's green. */
const middle = async (body: Buffer) => [...(await sharp(body).extract({ left: 400, top: 500, width: 1, height: 1 }).raw().toBuffer())].slice(0, 3);
const isStaffGreen = (px: number[]) => px[1]! > px[0]! + 25 && px[1]! > px[2]! + 10;
const BEIGE = [0xd9, 0xc7, 0xa8];
const near = (px: number[], want: number[]) => px.every((v, i) => Math.abs(v - want[i]!) < 20);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const epoch = async () => Number((await t.db.query<{ epoch: string }>('SELECT epoch::text AS epoch FROM search_stock_epoch'))[0]!.epoch);

describe("a member's photos are theirs (issue 31 §6)", () => {
  it("without their yes the box shows only the staff's inspection photos", async () => {
    const { quoteId } = await paidQuote({ photos: [{ view: 1, body: await phoneJpeg() }], staffPhotos: [{ view: 10, body: await webpPhoto() }] });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    const box = await detail(boxId);
    assert.deepEqual(box.imageViews, [10], "only the staff's photo (wear), not the member's front");
    const res = await get(box.imageUrls.large[0]);
    assert.equal(res.statusCode, 200);
    assert.ok(isStaffGreen(await middle(res.rawPayload)), 'the staff photo');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', "the shop's own photo, at the address naming it");
    assert.equal((await get(`/images/boxes/${boxId}_1_l.webp`)).statusCode, 404, "no address serves the member's front photo");
    const rows = await t.db.query<{ member_id: string | null; taken_by_staff_id: string | null }>('SELECT member_id, taken_by_staff_id FROM box_photos WHERE box_id = $1', [boxId]);
    assert.deepEqual(rows, [{ member_id: null, taken_by_staff_id: staff.staffId }]);
  });

  it('without their yes or a staff photo the box is drawn, until staff add one (API, staff only)', async () => {
    const { quoteId } = await paidQuote({ photos: [{ view: 1, body: await phoneJpeg() }], photosOnProductPage: false });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    const drawn = await detail(boxId);
    assert.deepEqual(drawn.imageViews, [1]);
    assert.match(drawn.imageUrls.large[0], /\?e=drawn-v\d+$/);
    const drawing = await get(drawn.imageUrls.large[0]);
    assert.ok(!near(await middle(drawing.rawPayload), BEIGE), "the drawing, not the member's photo");

    const url = `/v3/staff/boxes/${boxId}/photos?view=1`;
    const post = (auth: Record<string, string>, body: Buffer, path = url) => {
      const form = photoForm(body, 'box.webp', 'image/webp');
      return t.app.inject({ method: 'POST', url: path, headers: { ...auth, ...form.headers }, payload: form.payload });
    };
    assert.equal((await post({}, await webpPhoto())).statusCode, 401, 'no token');
    assert.equal((await post(seller.auth, await webpPhoto())).statusCode, 403, "a member's token");
    assert.equal((await post(staff.auth, Buffer.from('<?php echo 1; ?>'))).json().response.error.code, 1045, 'not a photo');
    assert.equal((await post(staff.auth, await webpPhoto(), '/v3/staff/boxes/LL999998/photos?view=1')).statusCode, 404, 'no such box');
    assert.equal((await post(staff.auth, await webpPhoto(), `/v3/staff/boxes/${boxId}/photos?view=77`)).statusCode, 400, 'no such view');
    const added = await post(staff.auth, await webpPhoto());
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(
      data(added).photos.map((p: { view: number; takenBy: string }) => [p.view, p.takenBy]),
      [[1, 'staff']],
    );

    const photographed = await detail(boxId);
    assert.deepEqual(photographed.imageViews, [1]);
    assert.notEqual(photographed.imageUrls.large[0], drawn.imageUrls.large[0], 'a new address: no cache keeps the drawing in its place');
    const now = await get(photographed.imageUrls.large[0]);
    assert.ok(isStaffGreen(await middle(now.rawPayload)));
    assert.equal(now.headers['cache-control'], 'public, max-age=31536000, immutable');
    // An old page's address asks again each time (and gets the photo).
    const old = await get(drawn.imageUrls.large[0]);
    assert.equal(old.headers['cache-control'], 'public, no-cache');
    assert.ok(isStaffGreen(await middle(old.rawPayload)));
    const listed = await t.app.inject({ method: 'GET', url: `/v3/staff/boxes/${boxId}/photos`, headers: staff.auth });
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(data(listed).photos[0].url, photographed.imageUrls.large[0]);
  });

  it("a no after the item went on sale takes their photos off the box, its caches and its storage; the staff's stay", async () => {
    const { quoteId, model } = await paidQuote({
      photos: [
        { view: 1, body: await phoneJpeg() },
        { view: 2, body: await phoneJpeg() },
      ],
      photosOnProductPage: true,
      staffPhotos: [{ view: 10, body: await webpPhoto() }],
    });
    const { boxId } = await t.app.restock.putOnSale(quoteId);
    const before = await detail(boxId);
    assert.deepEqual(before.imageViews, [1, 2, 10]);
    const memberUrl = before.imageUrls.large[0] as string;
    assert.ok(near(await middle((await get(memberUrl)).rawPayload), BEIGE), "the member's photo, shown with their yes");
    const hitBefore = (await search(model.name)).find((h) => h.objectID === boxId.toLowerCase());
    assert.ok(hitBefore);
    const [files, epochBefore] = [boxPhotoFiles(), await epoch()];

    const withdrawn = await call('PUT', `/v3/quotations/${quoteId}/photoconsent`, { photosOnProductPage: false });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(data(withdrawn).quotation.photosOnProductPage, false);

    const after = await detail(boxId);
    assert.deepEqual(after.imageViews, [10], "the staff's photo stays");
    assert.ok(!after.imageUrls.large[0].endsWith(before.imageUrls.large[2].split('?')[1]!), 'the staff photo has a new address too');
    assert.equal((await get(memberUrl)).statusCode, 404, "the member's photo is served nowhere");
    assert.equal((await get(`/images/boxes/${boxId}_2_xl.webp`)).statusCode, 404);
    assert.equal(boxPhotoFiles(), files - 8, 'its files are gone (two photos, four sizes)');
    assert.ok((await epoch()) > epochBefore, 'the epoch search answers and first views are keyed on moved');
    let hit = (await search(model.name)).find((h) => h.objectID === boxId.toLowerCase());
    for (const deadline = Date.now() + 1000; hit?.imageUrls.medium.length !== 1 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 20));
      hit = (await search(model.name)).find((h) => h.objectID === boxId.toLowerCase());
    }
    assert.deepEqual(hit!.imageUrls.medium, after.imageUrls.medium, 'search shows the staff photo alone');
    // Saying yes again changes nothing on the page: the box was made without the photos.
    assert.equal((await call('PUT', `/v3/quotations/${quoteId}/photoconsent`, { photosOnProductPage: true })).statusCode, 200);
    assert.deepEqual((await detail(boxId)).imageViews, [10]);
    // Another member's quote is not theirs to answer for; a hostile body is refused.
    assert.equal((await call('PUT', `/v3/quotations/${quoteId}/photoconsent`, { photosOnProductPage: false }, waiter.auth)).statusCode, 403);
    for (const body of [{}, { photosOnProductPage: 'yes' }, { photosOnProductPage: true, extra: 1 }]) {
      assert.equal((await call('PUT', `/v3/quotations/${quoteId}/photoconsent`, body)).statusCode, 400, JSON.stringify(body));
    }
  });
});

describe('npm run staff -- restock <quoteId>', () => {
  it('reads the command and refuses what is not one', () => {
    assert.deepEqual(parseRestockCommand(['restock', '01m844dzg024kp0e018b67qstq']), { quoteId: '01M844DZG024KP0E018B67QSTQ' });
    for (const args of [[], ['restock'], ['restock', 'LL000123'], ['restock', "x';--"], ['restock', '01M844DZG024KP0E018B67QSTQ', 'extra'], ['stock', '01M844DZG024KP0E018B67QSTQ']]) {
      assert.equal(parseRestockCommand(args), null, args.join(' '));
    }
  });

  it('puts a paid quote on sale, answers the same box again, and says why not for one that is not paid', async () => {
    const config = loadConfig({ PGLITE_DIR: ':memory:', QUOTE_PHOTO_DIR: quoteFolder, BOX_PHOTO_DIR: boxFolder });
    const outbox = createOutbox(config.mail);
    const { quoteId } = await paidQuote();
    const first = await restockQuote(t.db, config, outbox, quoteId);
    assert.ok('boxId' in first, JSON.stringify(first));
    assert.deepEqual(await restockQuote(t.db, config, outbox, quoteId), first);
    assert.equal((await detail(first.boxId)).ecomQuantity, 1);
    const m = BUY_IN_MODELS.find((x) => WHEELED.includes(x.categoryId))!;
    const draft = data(await call('POST', '/v3/quotations/create', { categoryId: m.categoryId, masterBoxId: m.masterBoxId })).quotation.quoteId as string;
    assert.match(JSON.stringify(await restockQuote(t.db, config, outbox, draft)), /Only a paid item goes on sale/);
  });
});
