// The catalogue's pictures over HTTP: drawn per kind and size (xl exactly 1600×1600), kept on
// disk, and a box with its own photo (bought from a member) shows the photo instead.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { localFolderStorage } from '../quote-images/storage.js';
import { phoneJpeg } from '../quote-images/test-photos.js';
import { catalogueSizes, storeBoxPhoto } from './box-photos.js';
import { DRAWINGS_EDITION, IMAGE_SIZES } from './images.js';

let t: TestApp;
const cacheDir = mkdtempSync(join(tmpdir(), 'test-box-images-'));
const photoDir = mkdtempSync(join(tmpdir(), 'test-box-photos-'));
const boxPhotos = localFolderStorage(photoDir);
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '300', IMAGE_CACHE_DIR: cacheDir }, { boxPhotoStorage: boxPhotos });
});
after(async () => {
  await t.close();
  rmSync(cacheDir, { recursive: true, force: true });
  rmSync(photoDir, { recursive: true, force: true });
});

const boxOf = async (category: string) => {
  const [row] = await t.db.query<{ box_id: string; image_views: number[] }>('SELECT b.box_id, b.image_views FROM boxes b JOIN categories c USING (category_id) WHERE c.category_name = $1 ORDER BY b.box_id LIMIT 1', [
    category,
  ]);
  assert.ok(row, `a seeded ${category} box`);
  return row;
};
const picture = async (url: string) => {
  const res = await t.app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  assert.equal(res.headers['content-type'], 'image/webp');
  return res.rawPayload;
};

describe('drawn pictures', () => {
  it('serves every size square, the zoom exactly 1600×1600, cached on disk under the drawings edition', async () => {
    const { box_id } = await boxOf('Highchairs');
    for (const [size, px] of Object.entries(IMAGE_SIZES)) {
      const meta = await sharp(await picture(`/images/boxes/${box_id}_1_${size}.webp`)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', px, px], size);
    }
    assert.ok(readdirSync(join(cacheDir, DRAWINGS_EDITION)).includes(`${box_id}_1_xl.webp`));
  });

  it('draws a dress and a pram as different pictures', async () => {
    const dress = await boxOf('Dresses');
    const pram = await boxOf('Prams & Carrycots');
    const raw = async (id: string) =>
      sharp(await picture(`/images/boxes/${id}_1_s.webp`))
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([raw(dress.box_id), raw(pram.box_id)]);
    const difference = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    assert.ok(difference > 8, `mean difference ${difference.toFixed(1)}`);
  });

  it('answers 404 for a view the box was not photographed from', async () => {
    const { box_id, image_views } = await boxOf('Board Games');
    const missing = [2, 3, 4, 5, 6, 8].find((v) => !image_views.includes(v))!;
    assert.equal((await t.app.inject({ url: `/images/boxes/${box_id}_${missing}_m.webp` })).statusCode, 404);
  });
});

describe("a box's photos", () => {
  it('win over the drawing, even one already drawn and cached', async () => {
    const { box_id } = await boxOf('Cots & Cot Beds');
    const drawn = await picture(`/images/boxes/${box_id}_1_m.webp`);
    const sizes = await catalogueSizes(await phoneJpeg({ width: 900, height: 700 }));
    const photoId = await storeBoxPhoto(boxPhotos, sizes);
    await t.db.query("INSERT INTO box_photos (box_id, view, photo_id, content_type) VALUES ($1, 1, $2, 'image/webp')", [box_id, photoId]);
    const served = await picture(`/images/boxes/${box_id}_1_m.webp`);
    assert.deepEqual(served, sizes.m);
    assert.notDeepEqual(served, drawn);
  });
});
