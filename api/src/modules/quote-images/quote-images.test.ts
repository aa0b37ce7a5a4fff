// Quote photos through the real routes on a real database and a real folder: what is taken,
// what is refused with which §8 code (and leaves nothing behind), who may see and remove them,
// how they are served, and which required views are missing at offer time. The quotes are a
// small in-test table behind quoteAccess, as the quotations module will answer at merge.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS, QUOTE_VIEWS } from '@shop/shared/rules';
import { memberSession, startTestApp, type TestApp } from '../../testing/test-app.js';
import { storageKey, type QuoteAccess } from './service.js';
import { localFolderStorage, type PhotoStorage } from './storage.js';
import { sweepOrphans } from './sweep.js';
import * as photos from './test-photos.js';

// --- the in-test quotes and a storage that can be told to fail -------------------------------
const quotes = new Map<string, { memberId: string; locked?: boolean }>();
const quoteAccess: QuoteAccess = async (memberId, quoteId) => {
  const quote = quotes.get(quoteId);
  if (!quote) return 'missing';
  if (quote.memberId !== memberId) return 'foreign';
  return quote.locked ? 'locked' : 'ok';
};

const folder = mkdtempSync(join(tmpdir(), 'quote-photos-'));
const local = localFolderStorage(folder);
const faults = { putsBeforeFailure: Infinity, failRemove: false };
const storage: PhotoStorage = {
  kind: 'local-folder',
  async put(key, body, type) {
    if (faults.putsBeforeFailure-- <= 0) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    return local.put(key, body, type);
  },
  get: (key) => local.get(key),
  list: () => local.list(),
  async remove(keys) {
    if (faults.failRemove) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    return local.remove(keys);
  },
};
const resetFaults = () => Object.assign(faults, { putsBeforeFailure: Infinity, failRemove: false });

/** Every stored photo file (not the trash of removals). */
const storedFiles = () => readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.includes('.removing'));

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '20' }, { quoteAccess, photoStorage: storage });
});
after(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

// --- calls ------------------------------------------------------------------------------------
function multipart(parts: Array<{ name: string; filename?: string; type?: string; body: Buffer | string }>) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Session = Awaited<ReturnType<typeof memberSession>>;

async function sellerWithQuote(): Promise<Session & { quoteId: string }> {
  const m = await memberSession(t.app);
  const quoteId = `Q${randomBytes(5).toString('hex')}`;
  quotes.set(quoteId, { memberId: m.memberId });
  return { ...m, quoteId };
}

function upload(m: Session & { quoteId: string }, body: Buffer, o: { view?: number | string; filename?: string; type?: string; field?: string } = {}) {
  const form = multipart([{ name: o.field ?? 'photo', filename: o.filename ?? 'IMG_4032.jpg', type: o.type ?? 'image/jpeg', body }]);
  return t.app.inject({
    method: 'POST',
    url: `/v3/members/${m.memberId}/quotations/${m.quoteId}/images?view=${o.view ?? QUOTE_VIEWS.front}`,
    headers: { ...m.auth, ...form.headers },
    payload: form.payload,
  });
}

const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
const rowsOf = (quoteId: string) => t.db.query<{ image_id: string; view: number }>('SELECT image_id, view FROM quote_images WHERE quote_id = $1 ORDER BY created_at', [quoteId]);

/** Refused with this status and code, and nothing kept: no row, no new file. */
async function assertRefused(res: Awaited<ReturnType<typeof upload>>, status: number, code: number, quoteId: string, filesBefore: number) {
  assert.equal(res.statusCode, status, res.body);
  assert.equal(codeOf(res), code, res.body);
  assert.equal(res.json().response.data, null);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.deepEqual(await rowsOf(quoteId), [], 'no row');
  assert.equal(storedFiles().length, filesBefore, 'no file');
}

// --- the tests --------------------------------------------------------------------------------
describe('adding a photo', () => {
  it('takes a phone JPEG, stores three WebP sizes under random names and serves them without EXIF or GPS', async () => {
    const m = await sellerWithQuote();
    const sent = await photos.phoneJpeg({ width: 2000, height: 1500 });
    assert.ok(exifReader((await sharp(sent).metadata()).exif!).GPSInfo, 'the sent photo carries GPS');
    const res = await upload(m, sent, { filename: 'ada-lovelace-home-pram.jpg' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { image, images } = res.json().response.data;
    assert.equal(image.view, QUOTE_VIEWS.front);
    assert.equal(image.viewName, 'front');
    assert.deepEqual([image.width, image.height, image.contentType], [1600, 1200, 'image/webp']);
    assert.match(image.imageId, /^[A-Za-z0-9_-]{22}$/);
    assert.deepEqual(images, [image]);

    // Files named by the random id only; the uploaded name is nowhere, not in the logs either.
    const names = storedFiles().map((f) => f.name);
    assert.deepEqual(names.filter((n) => n.startsWith(image.imageId)).sort(), [`${image.imageId}_l.webp`, `${image.imageId}_m.webp`, `${image.imageId}_s.webp`]);
    assert.ok(!names.some((n) => n.includes('lovelace')));
    assert.ok(!t.logs.join('').includes('lovelace'), 'the file name is not logged');

    for (const [size, px] of [
      ['l', 1600],
      ['m', 800],
      ['s', 320],
    ] as const) {
      const served = await t.app.inject({ url: image.urls[size], headers: m.auth });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.equal(served.headers['cache-control'], 'no-store');
      assert.match(String(served.headers['content-security-policy']), /sandbox/);
      const meta = await sharp(served.rawPayload).metadata();
      assert.equal(Math.max(meta.width!, meta.height!), px);
      assert.equal(meta.exif, undefined, `${size} has no EXIF, so no GPS`);
      assert.ok(!served.rawPayload.includes(Buffer.from('iPhone')));
    }
  });

  it('answers HEAD on a photo address with its content type and no body (§7 Other)', async () => {
    const m = await sellerWithQuote();
    const { image } = (await upload(m, await photos.pngPhoto())).json().response.data;
    const head = await t.app.inject({ method: 'HEAD', url: image.urls.m, headers: m.auth });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'image/webp');
    assert.equal(head.headers['x-content-type-options'], 'nosniff');
    assert.equal(head.body, '');
    const other = await memberSession(t.app);
    assert.equal((await t.app.inject({ method: 'HEAD', url: image.urls.m, headers: other.auth })).statusCode, 403, 'HEAD is owner-checked too');
    assert.equal((await t.app.inject({ method: 'HEAD', url: image.urls.m })).statusCode, 401);
  });

  it('believes the content, not the declared type: a PNG sent as image/jpeg named .jpg is taken as the PNG it is', async () => {
    const m = await sellerWithQuote();
    const res = await upload(m, await photos.pngPhoto(800, 600), { filename: 'photo.jpg', type: 'image/jpeg' });
    assert.equal(res.statusCode, 201, res.body);
    const served = await t.app.inject({ url: res.json().response.data.image.urls.l, headers: m.auth });
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
  });

  it("takes an iPhone's HEIC (issue 32 §6): converted to the three WebP sizes, upright, without its Exif or GPS", async () => {
    const m = await sellerWithQuote();
    const sent = photos.iphoneHeic();
    assert.ok(exifReader(sent.subarray(sent.lastIndexOf(Buffer.from('Exif\0\0', 'latin1')) + 6)).GPSInfo, 'the sent HEIC carries GPS in its Exif item');
    const res = await upload(m, sent, { filename: 'IMG_0042.HEIC', type: 'image/heic' });
    assert.equal(res.statusCode, 201, res.body);
    const { image } = res.json().response.data;
    assert.deepEqual([image.width, image.height, image.contentType], [320, 240, 'image/webp']);
    const served = await t.app.inject({ url: image.urls.l, headers: m.auth });
    assert.equal(served.statusCode, 200);
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined, 'no EXIF, so no GPS');
    assert.ok(!served.rawPayload.includes(Buffer.from('iPhone')) && !served.rawPayload.includes(Buffer.from('Lovelace')));
    // The picture itself came through: the dark bar at the top, the light background below.
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    assert.ok(at(160, 20) < 80 && at(160, 200) > 180, `top ${at(160, 20)}, bottom ${at(160, 200)}`);
  });

  it('takes a WebP and records the view asked for', async () => {
    const m = await sellerWithQuote();
    const res = await upload(m, await photos.webpPhoto(), { view: QUOTE_VIEWS.label, type: 'image/webp', filename: 'label.webp' });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(await rowsOf(m.quoteId).then((r) => r.map((x) => x.view)), [QUOTE_VIEWS.label]);
  });
});

describe('what is refused, and leaves nothing behind', () => {
  it('a PHP script named .jpg and sent as image/jpeg: 415, 1045', async () => {
    const m = await sellerWithQuote();
    await assertRefused(await upload(m, photos.PHP_FILE, { filename: 'shell.php.jpg' }), 415, C.wrongFormat, m.quoteId, storedFiles().length);
  });

  it('an SVG with a script and an HTML page, whatever they claim: 415, 1045', async () => {
    const m = await sellerWithQuote();
    const files = storedFiles().length;
    await assertRefused(await upload(m, photos.SVG_FILE, { filename: 'pram.svg', type: 'image/svg+xml' }), 415, C.wrongFormat, m.quoteId, files);
    await assertRefused(await upload(m, photos.HTML_FILE, { filename: 'pram.png', type: 'image/png' }), 415, C.wrongFormat, m.quoteId, files);
  });

  it('a JPEG header with a script behind it: 400, 1043', async () => {
    const m = await sellerWithQuote();
    await assertRefused(await upload(m, photos.JPEG_HEADER_THEN_PHP), 400, C.invalid, m.quoteId, storedFiles().length);
  });

  it('an empty file: 400, 1043', async () => {
    const m = await sellerWithQuote();
    await assertRefused(await upload(m, Buffer.alloc(0)), 400, C.invalid, m.quoteId, storedFiles().length);
  });

  it('a 30 MB file: 413, 1043, stopped at the limit', async () => {
    const m = await sellerWithQuote();
    const big = Buffer.concat([await photos.phoneJpeg(), randomBytes(30 * 1024 * 1024)]);
    const res = await upload(m, big);
    await assertRefused(res, 413, C.invalid, m.quoteId, storedFiles().length);
    assert.match(res.json().response.error.message, /15 MB/);
  });

  it('a decompression bomb (400 megapixels in a few KB): 400, 1043', async () => {
    const m = await sellerWithQuote();
    const res = await upload(m, photos.decompressionBombPng(), { filename: 'pram.png', type: 'image/png' });
    await assertRefused(res, 400, C.invalid, m.quoteId, storedFiles().length);
    assert.match(res.json().response.error.message, /megapixels/);
  });

  it('no photo field, or no file at all: 400, 1042; a JSON body: 415', async () => {
    const m = await sellerWithQuote();
    const files = storedFiles().length;
    await assertRefused(await upload(m, await photos.pngPhoto(), { field: 'picture' }), 400, C.missing, m.quoteId, files);
    const textOnly = multipart([{ name: 'photo', body: 'not a file' }]);
    const res = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/quotations/${m.quoteId}/images?view=1`, headers: { ...m.auth, ...textOnly.headers }, payload: textOnly.payload });
    await assertRefused(res, 400, C.missing, m.quoteId, files);
    const json = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/quotations/${m.quoteId}/images?view=1`, headers: m.auth, payload: { photo: 'data:image/png;base64,AAAA' } });
    assert.equal(json.statusCode, 415, json.body);
  });

  it('a view the shop does not ask for (1014), hostile ids and views (400, nothing stored)', async () => {
    const m = await sellerWithQuote();
    const files = storedFiles().length;
    for (const view of ['7', '0', '1e309', '1; DROP TABLE quote_images', '<script>']) {
      await assertRefused(await upload(m, await photos.pngPhoto(), { view: encodeURIComponent(view) }), 400, C.imageType, m.quoteId, files);
    }
    for (const quoteId of ['..%2F..%2Fetc', "Q1'%20OR%20'1'%3D'1", 'x'.repeat(41)]) {
      const form = multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', body: await photos.pngPhoto() }]);
      const res = await t.app.inject({ method: 'POST', url: `/v3/members/${m.memberId}/quotations/${quoteId}/images?view=1`, headers: { ...m.auth, ...form.headers }, payload: form.payload });
      assert.equal(res.statusCode, 400, `${quoteId}: ${res.body}`);
    }
    assert.equal(storedFiles().length, files);
    for (const imageId of ['..%2F..%2F..%2Fetc%2Fpasswd', "x'%20OR%201%3D1--", 'A'.repeat(23), '%3Cscript%3E']) {
      for (const [method, url] of [
        ['DELETE', `/v3/members/${m.memberId}/quotations/${m.quoteId}/images/${imageId}`],
        ['GET', `/v3/members/${m.memberId}/quotations/${m.quoteId}/images/${imageId}/l`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: m.auth });
        assert.equal(res.statusCode, 400, `${method} ${imageId}: ${res.body}`);
        assert.equal(codeOf(res), C.missing);
      }
    }
    const badSize = await t.app.inject({ url: `/v3/members/${m.memberId}/quotations/${m.quoteId}/images/${'A'.repeat(22)}/xl`, headers: m.auth });
    assert.equal(badSize.statusCode, 400);
  });

  it('a 13th photo: 409, 1044, and the twelve stay as they were', async () => {
    const m = await sellerWithQuote();
    const png = await photos.pngPhoto(400, 300);
    for (let i = 0; i < QUOTE_PHOTO_LIMITS.maxPerQuote; i++) assert.equal((await upload(m, png)).statusCode, 201);
    const files = storedFiles().length;
    const res = await upload(m, png);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(codeOf(res), C.tooMany);
    assert.equal((await rowsOf(m.quoteId)).length, 12);
    assert.equal(storedFiles().length, files);
  });

  it('two uploads at once for the 12th place: one is taken, the other gets 1044', async () => {
    const m = await sellerWithQuote();
    const png = await photos.pngPhoto(400, 300);
    for (let i = 0; i < QUOTE_PHOTO_LIMITS.maxPerQuote - 1; i++) assert.equal((await upload(m, png)).statusCode, 201);
    const both = await Promise.all([upload(m, png), upload(m, png)]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [201, 409]);
    assert.equal((await rowsOf(m.quoteId)).length, 12);
    const ids = new Set((await rowsOf(m.quoteId)).map((r) => r.image_id));
    assert.equal(storedFiles().filter((f) => ids.has(f.name.slice(0, 22))).length, 36, 'files of the twelve only');
  });

  it('a photo to a locked quote: 409, 1047, nothing read or stored', async () => {
    const m = await sellerWithQuote();
    quotes.get(m.quoteId)!.locked = true;
    await assertRefused(await upload(m, await photos.pngPhoto()), 409, C.uploadFailed, m.quoteId, storedFiles().length);
  });
});

describe('when storing fails', () => {
  it('a failed file write (disk full on the second size): 500, 1047, no row and no file', async () => {
    const m = await sellerWithQuote();
    const files = storedFiles().length;
    faults.putsBeforeFailure = 1;
    try {
      const res = await upload(m, await photos.phoneJpeg());
      await assertRefused(res, 500, C.uploadFailed, m.quoteId, files);
      assert.doesNotMatch(res.body, /ENOSPC|device/);
    } finally {
      resetFaults();
    }
    assert.ok(t.logs.join('').includes('quote photo could not be stored'), 'the failure is logged');
  });

  it('a failed row insert (the database refuses): 500, 1047, the files written are taken back', async () => {
    const m = await sellerWithQuote();
    const files = storedFiles().length;
    await t.db.query(`CREATE FUNCTION refuse_quote_image() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_quote_image BEFORE INSERT ON quote_images FOR EACH ROW WHEN (NEW.quote_id = '${m.quoteId}') EXECUTE FUNCTION refuse_quote_image()`);
    try {
      const res = await upload(m, await photos.phoneJpeg());
      await assertRefused(res, 500, C.uploadFailed, m.quoteId, files);
      assert.doesNotMatch(res.body, /refused for the test|quote_images/);
    } finally {
      await t.db.query('DROP TRIGGER refuse_quote_image ON quote_images');
      await t.db.query('DROP FUNCTION refuse_quote_image()');
    }
  });
});

describe('listing and removing photos', () => {
  it('lists a quote’s photos oldest first; removes one with its files; a second removal is 404, 1042', async () => {
    const m = await sellerWithQuote();
    const first = (await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.front })).json().response.data.image;
    const second = (await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.back })).json().response.data.image;
    const list = await m.call('GET', `/quotations/${m.quoteId}/images`);
    assert.equal(list.statusCode, 200);
    assert.equal(list.headers['cache-control'], 'no-store');
    assert.deepEqual(
      list.json().response.data.images.map((i: { imageId: string }) => i.imageId),
      [first.imageId, second.imageId],
    );

    const removed = await m.call('DELETE', `/quotations/${m.quoteId}/images/${first.imageId}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json().response.data.images.map((i: { imageId: string }) => i.imageId),
      [second.imageId],
    );
    assert.equal(storedFiles().filter((f) => f.name.startsWith(first.imageId)).length, 0, 'its files are gone');
    assert.equal(readdirSync(join(folder, '.removing')).length, 0, 'and not kept aside');
    assert.equal((await t.app.inject({ url: first.urls.l, headers: m.auth })).statusCode, 404);

    const again = await m.call('DELETE', `/quotations/${m.quoteId}/images/${first.imageId}`);
    assert.equal(again.statusCode, 404);
    assert.equal(codeOf(again), C.missing);
  });

  it('keeps row and files together when the files cannot be removed: 500, 1047, the photo still served', async () => {
    const m = await sellerWithQuote();
    const { image } = (await upload(m, await photos.pngPhoto())).json().response.data;
    faults.failRemove = true;
    try {
      const res = await m.call('DELETE', `/quotations/${m.quoteId}/images/${image.imageId}`);
      assert.equal(res.statusCode, 500, res.body);
      assert.equal(codeOf(res), C.uploadFailed);
    } finally {
      resetFaults();
    }
    assert.equal((await rowsOf(m.quoteId)).length, 1);
    assert.equal((await t.app.inject({ url: image.urls.s, headers: m.auth })).statusCode, 200);
  });

  it('puts the files back when the row cannot be deleted (all or nothing)', async () => {
    const m = await sellerWithQuote();
    const { image } = (await upload(m, await photos.pngPhoto())).json().response.data;
    // The files are moved aside first, then the database refuses at commit time.
    await t.db.query(`CREATE FUNCTION refuse_quote_image_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.db.query(
      `CREATE CONSTRAINT TRIGGER refuse_quote_image_delete AFTER DELETE ON quote_images DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.quote_id = '${m.quoteId}') EXECUTE FUNCTION refuse_quote_image_delete()`,
    );
    try {
      const res = await m.call('DELETE', `/quotations/${m.quoteId}/images/${image.imageId}`);
      assert.equal(res.statusCode, 500, res.body);
    } finally {
      await t.db.query('DROP TRIGGER refuse_quote_image_delete ON quote_images');
      await t.db.query('DROP FUNCTION refuse_quote_image_delete()');
    }
    assert.equal((await rowsOf(m.quoteId)).length, 1);
    for (const size of ['l', 'm', 's']) assert.equal((await t.app.inject({ url: image.urls[size], headers: m.auth })).statusCode, 200, `${size} is back`);
  });

  it('refuses changes once the quote is locked (1047) but still shows its photos', async () => {
    const m = await sellerWithQuote();
    const { image } = (await upload(m, await photos.pngPhoto())).json().response.data;
    quotes.get(m.quoteId)!.locked = true;
    const res = await m.call('DELETE', `/quotations/${m.quoteId}/images/${image.imageId}`);
    assert.equal(res.statusCode, 409);
    assert.equal(codeOf(res), C.uploadFailed);
    assert.equal((await m.call('GET', `/quotations/${m.quoteId}/images`)).json().response.data.images.length, 1);
  });
});

describe('files no row names (the orphan sweep)', () => {
  it("leaves nothing of an erased member's photos (the erasure takes them at once), removes a crashed upload's, keeps young files and those with rows", async () => {
    const keeper = await sellerWithQuote();
    const kept = (await upload(keeper, await photos.pngPhoto())).json().response.data.image;
    const leaver = await sellerWithQuote();
    const gone = (await upload(leaver, await photos.pngPhoto())).json().response.data.image;
    // A crash after the files were written, before the row.
    const crashed = randomBytes(16).toString('base64url');
    await local.put(storageKey(crashed, 'l'), await photos.webpPhoto(), 'image/webp');

    // The leaver deletes their account; after the grace period the erasure takes their rows.
    const closed = await t.app.inject({ method: 'DELETE', url: `/v3/members/${leaver.memberId}`, headers: leaver.auth, payload: { password: leaver.password } });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 30 * 86_400_000))) >= 1);
    assert.deepEqual(await rowsOf(leaver.quoteId), [], 'erasure took the rows');
    const filesOf = (imageId: string) => storedFiles().filter((f) => f.name.startsWith(imageId)).length;
    assert.equal(filesOf(gone.imageId), 0, 'the erasure took the files with the rows (issue 31 §6)');

    assert.equal(await t.app.quoteImages.sweepOrphans(), 0, 'files younger than an hour are left alone (an upload may be writing its row)');
    // In batches of one photo, as a store of millions goes in batches of a thousand.
    assert.equal(await sweepOrphans(t.db, storage, 0, new Date(), 1), 1);
    assert.equal(await t.app.quoteImages.sweepOrphans(0), 0, 'nothing left to sweep');
    assert.equal(filesOf(gone.imageId), 0);
    assert.equal(filesOf(crashed), 0);
    assert.equal(filesOf(kept.imageId), 3);
    assert.equal((await t.app.inject({ url: kept.urls.l, headers: keeper.auth })).statusCode, 200);
  });
});

describe("another member's photos", () => {
  it("refuses another member's token on the owner's paths (403) and the owner's quote on another member's path (403, 1002), showing nothing", async () => {
    const owner = await sellerWithQuote();
    const { image } = (await upload(owner, await photos.phoneJpeg())).json().response.data;
    const other = await sellerWithQuote();
    const files = storedFiles().length;

    // Other's token on owner's paths: the owner check, before anything is read.
    for (const [method, url] of [
      ['GET', `/v3/members/${owner.memberId}/quotations/${owner.quoteId}/images`],
      ['GET', image.urls.l],
      ['DELETE', `/v3/members/${owner.memberId}/quotations/${owner.quoteId}/images/${image.imageId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(codeOf(res), 1002);
      assert.doesNotMatch(res.body, new RegExp(image.imageId));
    }
    const form = multipart([{ name: 'photo', filename: 'a.png', type: 'image/png', body: await photos.pngPhoto() }]);
    const post = await t.app.inject({ method: 'POST', url: `/v3/members/${owner.memberId}/quotations/${owner.quoteId}/images?view=1`, headers: { ...other.auth, ...form.headers }, payload: form.payload });
    assert.equal(post.statusCode, 403);

    // Other's own path, owner's quote id: the quote is not theirs.
    for (const [method, url] of [
      ['GET', `/v3/members/${other.memberId}/quotations/${owner.quoteId}/images`],
      ['GET', `/v3/members/${other.memberId}/quotations/${owner.quoteId}/images/${image.imageId}/l`],
      ['DELETE', `/v3/members/${other.memberId}/quotations/${owner.quoteId}/images/${image.imageId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.equal(codeOf(res), 1002);
    }
    const viaOwnQuote = await t.app.inject({ url: `/v3/members/${other.memberId}/quotations/${other.quoteId}/images/${image.imageId}/l`, headers: other.auth });
    assert.equal(viaOwnQuote.statusCode, 404, "another quote's photo is not found through one's own quote");

    assert.equal((await rowsOf(owner.quoteId)).length, 1);
    assert.equal(storedFiles().length, files);
    assert.equal((await t.app.inject({ url: `/v3/members/${owner.memberId}/quotations/nosuchquote/images`, headers: owner.auth })).statusCode, 404);
  });
});

describe('the views asked for (GET imagetypes) and the offer-time check', () => {
  it('lists the views for a category with the limits; car seats need their label and wear', async () => {
    const res = await t.app.inject({ url: '/v3/quotations/imagetypes?categoryId=155' });
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().response.data;
    assert.deepEqual(
      data.imageTypes.filter((v: { required: boolean }) => v.required).map((v: { name: string }) => v.name),
      ['front', 'side', 'back', 'label', 'wear'],
    );
    assert.deepEqual(data.limits, {
      maxBytes: 15 * 1024 * 1024,
      maxPerQuote: 12,
      maxPixels: 50_000_000,
      maxPixelsLossless: 16_000_000,
      maxPixelsHeic: 25_000_000,
      minEdge: 240,
      acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
    });
    const clothing = (await t.app.inject({ url: '/v3/quotations/imagetypes?categoryId=2011' })).json().response.data;
    assert.deepEqual(
      clothing.imageTypes.filter((v: { required: boolean }) => v.required).map((v: { view: number }) => v.view),
      [1, 2, 9],
    );
  });

  it('answers 404 (1011) for an unknown category and 400 (1011) for a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/v3/quotations/imagetypes?categoryId=999999' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(codeOf(unknown), 1011);
    for (const q of ['', 'categoryId=abc', 'categoryId=1e309', 'categoryId=1%20OR%201%3D1', 'categoryId=99999999999']) {
      const res = await t.app.inject({ url: `/v3/quotations/imagetypes?${q}` });
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
    }
  });

  it('tells the quotations module which required views are missing, and refuses an offer without them (1042)', async () => {
    const m = await sellerWithQuote();
    const clothing = 2011;
    assert.deepEqual(
      (await t.app.quoteImages.missingViews(m.quoteId, clothing)).map((v) => v.name),
      ['front', 'back', 'label'],
    );
    await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.front });
    await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.wear });
    assert.deepEqual(
      (await t.app.quoteImages.missingViews(m.quoteId, clothing)).map((v) => v.name),
      ['back', 'label'],
    );
    await assert.rejects(t.app.quoteImages.requireViews(m.quoteId, clothing), (err: { code: number; message: string }) => err.code === C.missing && /back, label/.test(err.message));
    await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.back });
    await upload(m, await photos.pngPhoto(), { view: QUOTE_VIEWS.label });
    assert.deepEqual(await t.app.quoteImages.missingViews(m.quoteId, clothing), []);
    await t.app.quoteImages.requireViews(m.quoteId, clothing);
  });
});

describe('over real HTTP', () => {
  it('uploads with a browser-style FormData, and stops a 30 MB upload at the limit', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await sellerWithQuote();
    const url = `${address}/v3/members/${m.memberId}/quotations/${m.quoteId}/images?view=1`;
    const send = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), name);
      return fetch(url, { method: 'POST', headers: m.auth, body: form });
    };
    // A 12 MP phone photo of about 6 MB goes through whole (the JSON body limit does not apply).
    const phone = await send(await photos.phoneJpeg({ width: 4032, height: 3024, grain: 34 }), 'IMG_0000.JPG');
    assert.equal(phone.status, 201, await phone.clone().text());
    const okRes = await send(await photos.phoneJpeg({ orientation: 6 }), 'IMG_0001.JPG');
    assert.equal(okRes.status, 201);
    const { image } = ((await okRes.json()) as { response: { data: { image: { width: number; height: number; urls: { l: string } } } } }).response.data;
    assert.deepEqual([image.width, image.height], [768, 1024], 'upright');
    const head = await fetch(`${address}${image.urls.l}`, { method: 'HEAD', headers: m.auth });
    assert.equal(head.headers.get('content-type'), 'image/webp');

    const started = Date.now();
    const big = await send(randomBytes(30 * 1024 * 1024), 'IMG_0002.JPG');
    assert.equal(big.status, 413);
    assert.equal(((await big.json()) as { response: { error: { code: number } } }).response.error.code, C.invalid);
    assert.ok(Date.now() - started < 10_000);
    assert.equal((await rowsOf(m.quoteId)).length, 2);
  });
});
