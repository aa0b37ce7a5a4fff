// Real phone-like JPEGs for the browser journeys, drawn with the API's own sharp (as
// api/src/modules/quote-images/test-photos.ts does for the API tests): no binary kept in git.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './shop-server';

type Sharp = (options: object) => { composite(layers: object[]): ReturnType<Sharp>; withExif(exif: object): ReturnType<Sharp>; jpeg(o: object): ReturnType<Sharp>; png(): ReturnType<Sharp>; toBuffer(): Promise<Buffer> };
const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp') as Sharp;

/** A photo of `width`×`height` with a camera's EXIF and a GPS position (the shop strips both), grainy like a real one. */
export async function phonePhoto(colour: string, { width = 2400, height = 1800 } = {}): Promise<Buffer> {
  const bar = await sharp({ create: { width, height: Math.round(height / 4), channels: 3, background: '#1d2b3a' } }).png().toBuffer();
  const pixels = await sharp({ create: { width, height, channels: 3, background: colour, noise: { type: 'gaussian', mean: 140, sigma: 30 } } })
    .composite([{ input: bar, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(pixels as never)
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 5123/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 10/1 1802/100' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
