// Box pictures. A box put back on sale from a member's quote shows its real photos (box-photos.ts,
// the catalogue's own copies); every other box is drawn once per view and size, then kept on
// disk: a vector drawing of its own kind of item (drawings/kinds.ts: a dress, a highchair, a
// boxed game) in its colour, from the asked view (spec §9 view numbers), with its grade badge.
// Served as WebP with a year-long immutable cache (the URL names the content: a box is one
// item, its photos never change).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/db.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { readBoxPhoto } from './box-photos.js';
import { boxImageSchema } from './schemas.js';
import { boxPicture, type DrawnBox } from './drawings/scene.js';

/** Pixel sizes by suffix; `xl` is the zoom variant and must be exactly 1600×1600 (spec §5, §9). */
export const IMAGE_SIZES = { s: 200, m: 400, l: 800, xl: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;


/**
 * The drawings' edition: drawn files are kept under it, so new drawings never meet files drawn
 * by older ones (the cache folder outlives builds and databases).
 */
export const DRAWINGS_EDITION = 'drawn-v2';

/**
 * A picture's address names the drawings' edition: pictures are cached for a year as immutable,
 * so a browser that kept an older drawing asks again when the drawings change.
 */
export const imageUrl = (boxId: string, view: number, size: ImageSize) => `/images/boxes/${boxId}_${view}_${size}.webp?e=${DRAWINGS_EDITION}`;

/** A drawn picture of a box, WebP at one catalogue size. */
export async function drawBoxPicture(box: DrawnBox, view: number, size: ImageSize): Promise<Buffer> {
  const px = IMAGE_SIZES[size];
  // Drawn at the asked size (the SVG is 1000 units at 72 dpi), not drawn large and shrunk.
  return sharp(Buffer.from(boxPicture(box, view)), { density: (72 * px) / 1000 })
    .resize(px, px)
    .webp({ quality: size === 's' ? 60 : 72 })
    .toBuffer();
}

export async function imageRoutes(app: FastifyInstance, { db, cacheDir, boxPhotos }: { db: Db; cacheDir: string; boxPhotos: PhotoStorage }) {
  const drawnDir = join(cacheDir, DRAWINGS_EDITION);
  mkdirSync(drawnDir, { recursive: true });
  app.get<{ Params: { file: string } }>('/images/boxes/:file', { schema: boxImageSchema }, async (req, reply) => {
    const m = /^(LL\d{6})_(\d{1,2})_(s|m|l|xl)\.webp$/.exec(req.params.file);
    if (!m) return reply.code(404).type('text/plain').send('Not found');
    const [, boxId, viewText, size] = m as unknown as [string, string, string, ImageSize];
    const view = Number(viewText);
    const file = join(drawnDir, req.params.file);
    // A photo first: the drawing cache outlives databases, so a drawn file may exist for a box id
    // that now has photos.
    let body = await readBoxPhoto(db, boxPhotos, boxId, view, size);
    if (!body && existsSync(file)) body = readFileSync(file);
    if (!body) {
      const [box] = await db.query<DrawnBox & { image_views: number[] }>(
        `SELECT b.box_name, b.grade, b.colour, b.image_views, c.category_name, c.product_line_id,
                (SELECT a->>'attributeValue' FROM jsonb_array_elements(b.attributes) a WHERE a->>'attributeFriendlyName' = 'Material' LIMIT 1) AS material
           FROM boxes b JOIN categories c USING (category_id) WHERE b.box_id = $1`,
        [boxId],
      );
      if (!box || !box.image_views.includes(view)) return reply.code(404).type('text/plain').send('Not found');
      body = await drawBoxPicture(box, view, size);
      writeFileSync(file, body);
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
}
