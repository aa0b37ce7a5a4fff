// Box pictures. A box put back on sale from a member's quote shows its real photos (box-photos.ts,
// the catalogue's own copies); every other box is drawn once per view and size, then kept on
// disk: an illustration of the item type in the box's colour, its grade badge and the view's
// name (spec §9 view numbers). Served as WebP with a year-long immutable cache (the URL names
// the content: a box is one item, its photos never change).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageViewName } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import type { PhotoStorage } from '../quote-images/storage.js';
import { readBoxPhoto } from './box-photos.js';
import { boxImageSchema } from './schemas.js';

/** Pixel sizes by suffix; `xl` is the zoom variant and must be exactly 1600×1600 (spec §5, §9). */
export const IMAGE_SIZES = { s: 200, m: 400, l: 800, xl: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** The §9 view name, capitalised for the picture's caption. */
const viewCaption = (view: number) => {
  const name = imageViewName(view);
  return name[0]!.toUpperCase() + name.slice(1);
};

export const imageUrl = (boxId: string, view: number, size: ImageSize) => `/images/boxes/${boxId}_${view}_${size}.webp`;

const SUPERCAT_COLOURS: Record<number, string> = { 1: '#7cc6d6', 2: '#f2a7b8', 3: '#f6cf73', 4: '#a8d5a2', 5: '#c3a6e8', 7: '#8fb3e0' };
const GRADE_COLOURS: Record<string, string> = { A: '#0b6e4f', B: '#b7791f', C: '#9b2c2c' };

function svgFor(box: { box_name: string; grade: string; super_cat_id: number; wear: string }, view: number): string {
  const bg = SUPERCAT_COLOURS[box.super_cat_id] ?? '#ddd';
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rotate = { 1: 0, 2: 180, 3: 90, 4: 0, 5: 0, 6: 0, 8: 35 }[view] ?? 15;
  const wornLines = box.grade === 'C' ? 6 : box.grade === 'B' ? 3 : 0;
  const scuffs = Array.from({ length: wornLines }, (_, i) => `<path d="M${300 + i * 70} ${560 + (i % 2) * 40} q30 -12 60 4" stroke="#5b4636" stroke-width="5" fill="none" opacity="0.45"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
  <rect width="1000" height="1000" fill="#f7f5f0"/>
  <g transform="rotate(${rotate} 500 480)">
    <rect x="220" y="300" width="560" height="380" rx="60" fill="${bg}"/>
    <circle cx="330" cy="740" r="70" fill="#334"/><circle cx="670" cy="740" r="70" fill="#334"/>
    <rect x="250" y="240" width="500" height="80" rx="30" fill="${bg}" opacity="0.7"/>
    ${scuffs}
  </g>
  <circle cx="880" cy="120" r="80" fill="${GRADE_COLOURS[box.grade] ?? '#333'}"/>
  <text x="880" y="148" font-family="sans-serif" font-size="84" font-weight="700" fill="#fff" text-anchor="middle">${esc(box.grade)}</text>
  <text x="500" y="900" font-family="sans-serif" font-size="44" fill="#1f2a37" text-anchor="middle">${esc(box.box_name.slice(0, 40))}</text>
  <text x="500" y="955" font-family="sans-serif" font-size="34" fill="#5b6675" text-anchor="middle">${esc(viewCaption(view))} view</text>
</svg>`;
}

export async function imageRoutes(app: FastifyInstance, { db, cacheDir, boxPhotos }: { db: Db; cacheDir: string; boxPhotos: PhotoStorage }) {
  mkdirSync(cacheDir, { recursive: true });
  app.get<{ Params: { file: string } }>('/images/boxes/:file', { schema: boxImageSchema }, async (req, reply) => {
    const m = /^(LL\d{6})_(\d{1,2})_(s|m|l|xl)\.webp$/.exec(req.params.file);
    if (!m) return reply.code(404).type('text/plain').send('Not found');
    const [, boxId, viewText, size] = m as unknown as [string, string, string, ImageSize];
    const view = Number(viewText);
    const file = join(cacheDir, req.params.file);
    // A photo first: the drawing cache outlives databases, so a drawn file may exist for a box id
    // that now has photos.
    let body = await readBoxPhoto(db, boxPhotos, boxId, view, size);
    if (!body && existsSync(file)) body = readFileSync(file);
    if (!body) {
      const [box] = await db.query<{ box_name: string; grade: string; super_cat_id: number; wear: string; image_views: number[] }>(
        `SELECT b.box_name, b.grade, b.wear, b.image_views, pl.super_cat_id FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id) WHERE b.box_id = $1`,
        [boxId],
      );
      if (!box || !box.image_views.includes(view)) return reply.code(404).type('text/plain').send('Not found');
      const px = IMAGE_SIZES[size];
      body = await sharp(Buffer.from(svgFor(box, view))).resize(px, px).webp({ quality: size === 's' ? 60 : 72 }).toBuffer();
      writeFileSync(file, body);
    }
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
}
