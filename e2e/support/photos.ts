// Real phone-like JPEGs for the browser journeys, drawn with the API's own sharp (as
// api/src/modules/quote-images/test-photos.ts does for the API tests): no binary kept in git.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './shop-server';

type Sharp = (options: object) => { composite(layers: object[]): ReturnType<Sharp>; withExif(exif: object): ReturnType<Sharp>; jpeg(o: object): ReturnType<Sharp>; png(): ReturnType<Sharp>; toBuffer(): Promise<Buffer> };
const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp') as Sharp;

/** A photo of `width`×`height` with a camera's EXIF and a GPS position (the shop strips both), grainy like a real one. */
export async function phonePhoto(colour: string, { width = 2400, height = 1800 } = {}): Promise<Buffer> {
  const bar = await sharp({ create: { width, height: Math.round(height / 4), channels: 3, background: '#1d2b3a' } })
    .png()
    .toBuffer();
  const pixels = await sharp({ create: { width, height, channels: 3, background: colour, noise: { type: 'gaussian', mean: 140, sigma: 30 } } })
    .composite([{ input: bar, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(pixels as never)
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 13' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 5123/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 10/1 1802/100' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photo of every view a quote's category requires, sent through the real photo route (an
 * offer answers 1042 until each required view has one), for journeys that make offers by API.
 */
export async function addRequiredPhotos(request: import('@playwright/test').APIRequestContext, auth: { memberId: string; headers: Record<string, string> }, quoteId: string, categoryId: number): Promise<number[]> {
  const types = await request.get(`/v3/quotations/imagetypes?categoryId=${categoryId}`);
  if (types.status() !== 200) throw new Error(`imagetypes ${categoryId}: ${types.status()}`);
  const views = ((await types.json()).response.data.imageTypes as Array<{ view: number; required: boolean }>).filter((t) => t.required).map((t) => t.view);
  const photo = await phonePhoto('#8a9bb0', { width: 640, height: 480 });
  for (const view of views) {
    const res = await request.post(`/v3/members/${auth.memberId}/quotations/${quoteId}/images?view=${view}`, {
      headers: auth.headers,
      multipart: { photo: { name: `view-${view}.jpg`, mimeType: 'image/jpeg', buffer: photo } },
    });
    if (res.status() !== 201) throw new Error(`photo of view ${view} for ${quoteId}: ${res.status()} ${await res.text()}`);
  }
  return views;
}
