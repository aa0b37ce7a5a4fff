// Box pictures. A box put back on sale shows its real photos (box-photos.ts, the catalogue's own
// copies: staff's, and the member's where they said yes); every other box is drawn once per view
// and size, then kept on disk: a vector drawing of its own kind of item (drawings/kinds.ts: a
// dress, a highchair, a boxed game) in its colour, from the asked view (spec §9 view numbers),
// with its grade badge. An address names what it shows: the drawings' edition, or the box's
// photos key, which changes whenever its photos do (a member's taken down, staff's added).
// Served as WebP: what the address names with a year-long immutable cache, except a member's
// photo, which may be taken down: a day, so no cache keeps it longer than that after erasure.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/db.js';
import type { PhotoStorage } from '../../lib/photo-storage.js';
import { readBoxPhoto } from './box-photos.js';
import { IMAGE_SIZES, type ImageSize } from './image-sizes.js';
import { boxImageSchema } from './schemas.js';
import { boxPicture, type DrawnBox } from './drawings/scene.js';

/** Pixel sizes by suffix; `xl` is the zoom variant and must be exactly 1600×1600 (spec §5, §9). */
export { IMAGE_SIZES, type ImageSize };

/**
 * The drawings' edition: drawn files are kept under it, so new drawings never meet files drawn
 * by older ones (the cache folder outlives builds and databases).
 */
export const DRAWINGS_EDITION = 'drawn-v2';

/**
 * A picture's address names the drawings' edition: pictures are cached for a year as immutable,
 * so a browser that kept an older drawing asks again when the drawings change.
 */
export const imageUrl = (boxId: string, view: number, size: ImageSize, photosKey: string | null = null) => `/images/boxes/${boxId}_${view}_${size}.webp?${photosKey ? `p=${photosKey}` : `e=${DRAWINGS_EDITION}`}`;

const CACHE = {
  /** The address names exactly this picture: it never changes. */
  named: 'public, max-age=31536000, immutable',
  /** A member's photo: taken down on withdrawal or erasure, so no cache may keep it past a day. */
  members: 'public, max-age=86400',
  /** An address naming other photos than the box has now (an old page): always asked again. */
  stale: 'public, no-cache',
} as const;

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
  app.get<{ Params: { file: string }; Querystring: { e?: string; p?: string } }>('/images/boxes/:file', { schema: boxImageSchema }, async (req, reply) => {
    const m = /^(LL\d{6})_(\d{1,2})_(s|m|l|xl)\.webp$/.exec(req.params.file);
    if (!m) return reply.code(404).type('text/plain').send('Not found');
    const [, boxId, viewText, size] = m as unknown as [string, string, string, ImageSize];
    const view = Number(viewText);
    const file = join(drawnDir, req.params.file);
    // A photo first: the drawing cache outlives databases, so a drawn file may exist for a box id
    // that now has photos.
    const photo = await readBoxPhoto(db, boxPhotos, boxId, view, size);
    if (photo) {
      const cache = req.query.p !== photo.photosKey ? CACHE.stale : photo.members ? CACHE.members : CACHE.named;
      return reply.type('image/webp').header('cache-control', cache).send(photo.body);
    }
    let body: Buffer | null = existsSync(file) ? readFileSync(file) : null;
    if (!body) {
      const [box] = await db.query<DrawnBox & { image_views: number[] }>(
        `SELECT b.box_name, b.grade, b.colour, b.image_views, c.category_name, c.product_line_id,
                (SELECT a->>'attributeValue' FROM jsonb_array_elements(b.attributes) a WHERE a->>'attributeFriendlyName' = 'Material' LIMIT 1) AS material
           FROM boxes b JOIN categories c USING (category_id) WHERE b.box_id = $1`,
        [boxId],
      );
      if (!box || !box.image_views.includes(view)) return reply.code(404).type('text/plain').send('Not found');
      const drawn = await drawBoxPicture(box, view, size);
      writeFileSync(file, drawn);
      body = drawn;
    }
    // A drawing asked by a photo's address (photos taken down since): asked again, so a box given photos later shows them.
    return reply
      .type('image/webp')
      .header('cache-control', req.query.p === undefined ? CACHE.named : CACHE.stale)
      .send(body);
  });
}
