// The photo check on its own: what is refused and why, and what a stored photo keeps (only
// pixels, upright, in three sizes).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_SIZES } from '@shop/shared/rules';
import { applyOrientation, PhotoRefused, processPhoto } from './photo.js';
import * as photos from './test-photos.js';

async function refusal(bytes: Buffer): Promise<PhotoRefused> {
  try {
    await processPhoto(bytes);
  } catch (err) {
    if (err instanceof PhotoRefused) return err;
    throw err;
  }
  assert.fail('the photo was accepted');
}

describe('what is not a photo we take', () => {
  it('refuses a PHP script, an HTML page and an SVG by their content: 1045', async () => {
    for (const bytes of [photos.PHP_FILE, photos.HTML_FILE, photos.SVG_FILE]) {
      const r = await refusal(bytes);
      assert.equal(r.code, C.wrongFormat);
      assert.equal(r.status, 415);
    }
  });

  it('refuses GIF, TIFF and AVIF, which sharp could read but §5 does not accept: 1045', async () => {
    const avif = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8fb3e0' } })
      .avif()
      .toBuffer();
    for (const bytes of [await photos.gifPicture(), await photos.tiffPicture(), avif]) assert.equal((await refusal(bytes)).code, C.wrongFormat);
  });

  it('refuses a HEIC that does not decode (1043) and one too small to show wear (1043), taking the real one', async () => {
    const heic = photos.iphoneHeic();
    assert.equal((await refusal(heic.subarray(0, 400))).code, C.invalid, 'truncated: its picture is gone');
    const ok = await processPhoto(heic);
    assert.equal(ok.detected, 'image/heic');
    assert.deepEqual([ok.width, ok.height], [320, 240]);
  });

  it('refuses a JPEG header followed by a script: it does not decode (1043)', async () => {
    const r = await refusal(photos.JPEG_HEADER_THEN_PHP);
    assert.equal(r.code, C.invalid);
    assert.equal(r.status, 400);
  });

  it('refuses an empty file (1043) and a truncated photo (1043)', async () => {
    assert.equal((await refusal(Buffer.alloc(0))).code, C.invalid);
    const jpeg = await photos.phoneJpeg();
    assert.equal((await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).code, C.invalid);
  });

  it('refuses a decompression bomb from its header, before decoding it (1043)', async () => {
    const bomb = photos.decompressionBombPng();
    assert.ok(bomb.length < 200_000, `the bomb is small on the wire (${bomb.length} bytes)`);
    const started = Date.now();
    const r = await refusal(bomb);
    assert.equal(r.code, C.invalid);
    assert.match(r.message, /megapixels/);
    assert.ok(Date.now() - started < 1000, 'refused without decoding 400 megapixels');
  });

  it('sizes the pixel limit to what a phone camera makes: a 6 KB-class PNG of 49 MP is refused at once (issue 31 §8)', async () => {
    // What a 50 MP limit for every format let through: decoded whole, thousands of times its size.
    const bomb = photos.decompressionBombPng(7000);
    assert.ok(bomb.length < 20_000, `${bomb.length} bytes`);
    const started = Date.now();
    const r = await refusal(bomb);
    assert.equal(r.code, C.invalid);
    assert.match(r.message, /49 megapixels; the most we take is 16 megapixels in a PNG \(send your camera's JPEG\)/);
    assert.ok(Date.now() - started < 1000, 'refused from the header');
    // A WebP past a screen's size likewise.
    const bigWebp = await sharp({ create: { width: 5000, height: 3400, channels: 3, background: '#a8d5a2' } })
      .webp()
      .toBuffer();
    assert.match((await refusal(bigWebp)).message, /17 megapixels; the most we take is 16 megapixels in a WebP/);
    // Under the cap, a picture that decodes to thousands of times its size is no photo either.
    const small = photos.decompressionBombPng(3000);
    assert.ok(3000 * 3000 > small.length * 1000, 'over 1,000 pixels a byte');
    assert.match((await refusal(small)).message, /thousands of times its size/);
  });

  it('takes what phones make: a 48 MP JPEG (its largest mode) and an 8 MP PNG', async () => {
    const mode48 = await processPhoto(await photos.phoneJpeg({ width: 8064, height: 6048 }));
    assert.deepEqual([mode48.width, mode48.height, mode48.detected], [1600, 1200, 'image/jpeg']);
    const screenshot = await processPhoto(await photos.pngPhoto(3264, 2448));
    assert.equal(screenshot.detected, 'image/png');
  });

  it('refuses a photo too small to show anything (1043)', async () => {
    assert.equal((await refusal(await photos.pngPhoto(200, 150))).code, C.invalid);
  });
});

describe('what a stored photo keeps', () => {
  it('keeps no EXIF, GPS, XMP or ICC profile from a phone JPEG, in any size', async () => {
    const sent = await photos.phoneJpeg();
    const before = exifReader((await sharp(sent).metadata()).exif!);
    assert.deepEqual(before.GPSInfo?.GPSLatitude, [51, 27, 51.23], 'the fixture carries GPS');
    const out = await processPhoto(sent);
    for (const size of Object.keys(QUOTE_PHOTO_SIZES) as Array<keyof typeof QUOTE_PHOTO_SIZES>) {
      const meta = await sharp(out.sizes[size].body).metadata();
      assert.equal(meta.format, 'webp');
      assert.equal(meta.exif, undefined, `${size}: no EXIF (so no GPS)`);
      assert.equal(meta.xmp, undefined, `${size}: no XMP`);
      assert.equal(meta.icc, undefined, `${size}: no ICC profile (sRGB pixels)`);
      assert.equal(meta.iptc, undefined);
      assert.ok(!out.sizes[size].body.includes(Buffer.from('iPhone')), `${size}: not even the camera's name`);
      assert.ok(!out.sizes[size].body.includes(Buffer.from('Lovelace')), `${size}: nor the owner's`);
    }
  });

  it('turns a photo upright by its EXIF orientation, then drops the tag', async () => {
    // Stored on its side (1024×768) with "turn 90° clockwise"; upright it is 768 wide, 1024 high.
    const out = await processPhoto(await photos.phoneJpeg({ orientation: 6 }));
    assert.deepEqual([out.width, out.height], [768, 1024]);
    const meta = await sharp(out.sizes.l.body).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation], [768, 1024, undefined]);
    // The dark bar that ran along the top now runs down the right-hand side.
    const { data } = await sharp(out.sizes.l.body).extract({ left: 0, top: 0, width: 768, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.ok(data[0]! > 150, 'left edge is the light background');
    assert.ok(data[(768 - 1) * 3]! < 60, 'right edge is the dark bar');
  });

  it('reads each of the 8 EXIF orientations as sharp does', async () => {
    const corner = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#888' } })
      .composite([{ input: corner, top: 0, left: 0 }])
      .png()
      .toBuffer();
    for (let orientation = 1; orientation <= 8; orientation++) {
      const tagged = await sharp(picture).jpeg({ quality: 100 }).withMetadata({ orientation }).toBuffer();
      const expected = await sharp(tagged, { autoOrient: true }).raw().toBuffer();
      const { data, info } = await sharp(tagged).raw().toBuffer({ resolveWithObject: true });
      const actual = await applyOrientation(sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }), orientation)
        .raw()
        .toBuffer();
      assert.ok(actual.equals(expected), `orientation ${orientation}`);
    }
  });

  it('makes 1600, 800 and 320 px sizes of a 12 MP photo, never enlarging a small one', async () => {
    const big = await processPhoto(await photos.phoneJpeg({ width: 4032, height: 3024 }));
    assert.deepEqual([big.width, big.height], [1600, 1200]);
    for (const [size, px] of Object.entries(QUOTE_PHOTO_SIZES)) {
      const meta = await sharp(big.sizes[size as 'l'].body).metadata();
      assert.equal(Math.max(meta.width!, meta.height!), px, size);
    }
    const small = await processPhoto(await photos.pngPhoto(640, 480));
    assert.deepEqual([small.width, small.height], [640, 480]);
    assert.equal((await sharp(small.sizes.m.body).metadata()).width, 640);
    assert.equal((await sharp(small.sizes.s.body).metadata()).width, 320);
  });

  it('takes PNG and WebP too, and reports what the content is, whatever it was called', async () => {
    assert.equal((await processPhoto(await photos.pngPhoto())).detected, 'image/png');
    assert.equal((await processPhoto(await photos.webpPhoto())).detected, 'image/webp');
    assert.equal((await processPhoto(await photos.phoneJpeg())).detected, 'image/jpeg');
  });
});
