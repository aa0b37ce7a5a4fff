// A blog post's picture: the catalogue's drawing of the post's subject (a pram, a cot, a car
// seat: drawings/kinds.ts, the same vector drawings the products use, so nothing needs a photo
// licence), in the post's colour, on the shop's paper, at a listing's sizes. WebP, made once per
// post version and size and kept in memory (a few dozen small files).
import sharp from 'sharp';
import { DRAWINGS, type DrawingKind, paintFor } from '../catalogue/reference.js';

export const BLOG_IMAGE_SIZES = { s: 200, m: 400, l: 800 } as const;
export type BlogImageSize = keyof typeof BLOG_IMAGE_SIZES;

export function blogPictureSvg(kind: DrawingKind, colour: string): string {
  const paint = paintFor(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
<rect width="1000" height="1000" fill="#f7f5f0"/>
<circle cx="500" cy="470" r="400" fill="#efe9dd"/>
<ellipse cx="500" cy="830" rx="330" ry="26" fill="#e4ded2"/>
<g stroke="${paint.dark}" stroke-width="6" stroke-linejoin="round">${DRAWINGS[kind].front(paint, false)}</g>
</svg>`;
}

export async function drawBlogPicture(kind: DrawingKind, colour: string, size: BlogImageSize): Promise<Buffer> {
  const px = BLOG_IMAGE_SIZES[size];
  return sharp(Buffer.from(blogPictureSvg(kind, colour)), { density: (72 * px) / 1000 })
    .resize(px, px)
    .webp({ quality: size === 's' ? 60 : 72 })
    .toBuffer();
}
