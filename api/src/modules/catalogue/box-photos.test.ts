// Box photos in the catalogue's sizes: square, whole, stripped; and their view numbers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { phoneJpeg } from '../quote-images/test-photos.js';
import { assignViews, catalogueSizes } from './box-photos.js';
import { IMAGE_SIZES } from './images.js';

describe('assignViews', () => {
  it('keeps each first view and gives repeats free other-view numbers from 11', () => {
    assert.deepEqual(assignViews([1, 2, 1, 10, 1, 2]), [1, 2, 11, 10, 12, 13]);
    assert.deepEqual(assignViews([11, 11]), [11, 12]);
    assert.deepEqual(assignViews([]), []);
  });
});

describe('catalogueSizes', () => {
  it('makes every size square WebP with no metadata, from a phone photo with GPS', async () => {
    const sizes = await catalogueSizes(await phoneJpeg({ width: 1200, height: 800 }));
    for (const [size, px] of Object.entries(IMAGE_SIZES)) {
      const meta = await sharp(sizes[size as keyof typeof IMAGE_SIZES]).metadata();
      assert.equal(meta.format, 'webp');
      assert.deepEqual([meta.width, meta.height], [px, px], size);
      assert.equal(meta.exif, undefined);
      assert.equal(meta.xmp, undefined);
    }
  });
});
