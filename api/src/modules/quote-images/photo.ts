// One sent photo checked and turned into display sizes. What it is comes from its first bytes
// (file-type), confirmed by the decoder (sharp; heic-decode for an iPhone's HEIC, heic.ts); the file's name and declared content type are
// never read. The pixel count is checked from the header before anything is decoded, against
// what a phone camera makes (QUOTE_PHOTO_LIMITS), so a decompression bomb costs nothing. The output is re-encoded pixels only: upright by the EXIF
// orientation, converted to sRGB, then no EXIF, GPS, XMP, IPTC or ICC profile (raw pixels carry
// none), in three WebP sizes. The sent bytes are not kept.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS as LIMITS, QUOTE_PHOTO_SIZES, type QuotePhotoSize } from '@shop/shared/rules';
import { openHeic, type HeicPicture } from './heic.js';

/** A photo the shop will not take: HTTP status and §8 code, and a message a member can act on. */
export class PhotoRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

const SHARP_FORMAT: Record<string, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
/** iPhone and Mac photos: read by heic-decode (heic.ts), then the same pipeline from raw pixels. */
const HEIC_TYPES = new Set(['image/heic', 'image/heif']);
const NOT_A_PHOTO = 'Please send a JPEG, PNG, WebP or HEIC photo.';

/** WebP at these qualities: the large size for staff judging wear, the small one a thumbnail. */
const QUALITY: Record<QuotePhotoSize, number> = { l: 80, m: 76, s: 70 };

export interface ProcessedPhoto {
  /** What the content was (never what the upload said). */
  detected: string;
  contentType: 'image/webp';
  /** Of the largest size, upright. */
  width: number;
  height: number;
  sizes: Record<QuotePhotoSize, { body: Buffer; width: number; height: number }>;
}

const inputOptions = {
  limitInputPixels: LIMITS.maxPixels,
  // A truncated or corrupt file is refused rather than stored half grey.
  failOn: 'truncated',
  // Phone JPEGs are decoded top to bottom once: less memory than random access.
  sequentialRead: true,
} as const;

/**
 * Past FREE_PIXELS a photo brings at least one byte per MAX_PIXELS_PER_BYTE: a camera's brings one
 * per 2–200 (a flat, noiseless 12 MP JPEG ~160), a 1-bit PNG bomb one per 3,000–8,000.
 */
const FREE_PIXELS = 4_000_000;
const MAX_PIXELS_PER_BYTE = 1_000;

const megapixels = (n: number) => `${Math.round(n / 1e6)} megapixels`;

const rawOf = (info: OutputInfo) => ({ width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 });

/** What viewing a photo with this EXIF orientation (1-8) means; the same as sharp's autoOrient (photo.test). */
export function applyOrientation(image: Sharp, orientation: number | undefined): Sharp {
  switch (orientation) {
    case 2:
      return image.flop();
    case 3:
      return image.rotate(180);
    case 4:
      return image.flip();
    case 5:
      return image.rotate(90).flip();
    case 6:
      return image.rotate(90);
    case 7:
      return image.rotate(270).flip();
    case 8:
      return image.rotate(270);
    default:
      return image;
  }
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new PhotoRefused(400, C.invalid, 'The photo is empty.');
  const type = await fileTypeFromBuffer(bytes);
  if (type && HEIC_TYPES.has(type.mime)) {
    const heic = await openHeic(bytes);
    if (!heic) throw new PhotoRefused(400, C.invalid, 'The photo could not be read.');
    try {
      return await encodeSizes(type.mime, await uprightHeic(bytes, heic));
    } finally {
      heic.dispose();
    }
  }
  const format = type ? SHARP_FORMAT[type.mime] : undefined;
  if (!type || !format) throw new PhotoRefused(415, C.wrongFormat, NOT_A_PHOTO);
  return encodeSizes(type.mime, await uprightPixels(bytes, format));
}

/** The limits every photo meets, from its size in the header, before anything is decoded. */
function checkSize(bytes: Buffer, width: number, height: number, format: string) {
  // Sized to what a phone camera makes (issue 31 §8): a JPEG up to its largest mode; a PNG,
  // WebP or HEIC, which decode whole, to a screen or a phone's own photo; and nothing that
  // decodes to thousands of times its size, as no photo does (a decompression bomb does).
  const pixels = width * height;
  const most = format === 'jpeg' ? LIMITS.maxPixels : format === 'heif' ? LIMITS.maxPixelsHeic : LIMITS.maxPixelsLossless;
  if (pixels > most) {
    const kind = format === 'png' ? 'PNG' : format === 'webp' ? 'WebP' : 'HEIC';
    throw new PhotoRefused(400, C.invalid, `The photo has ${megapixels(pixels)}; the most we take is ${megapixels(most)}${format === 'jpeg' ? '' : ` in a ${kind} (send your camera's JPEG)`}.`);
  }
  if (pixels > FREE_PIXELS && pixels > bytes.length * MAX_PIXELS_PER_BYTE) {
    throw new PhotoRefused(400, C.invalid, 'The file would open to thousands of times its size, which no photo does. Please send the photo from your camera.');
  }
  if (Math.min(width, height) < LIMITS.minEdge) {
    throw new PhotoRefused(400, C.invalid, `The photo is too small: it needs at least ${LIMITS.minEdge} pixels each way.`);
  }
}

type Pixels = { data: Buffer; info: OutputInfo };

/** A JPEG, PNG or WebP decoded upright to raw pixels of at most the large size. */
async function uprightPixels(bytes: Buffer, format: string): Promise<Pixels> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused(400, C.invalid, 'The photo could not be read.');
  }
  // The decoder must agree with the first bytes (a PNG signature on a JPEG body is not a photo).
  if (meta.format !== format || !meta.width || !meta.height) throw new PhotoRefused(400, C.invalid, 'The photo could not be read.');
  checkSize(bytes, meta.width, meta.height, format);
  const large = QUOTE_PHOTO_SIZES.l;
  try {
    // Decode once, at most the large size (a JPEG shrinks while it decodes), as raw pixels,
    // which carry no metadata at all; the three sizes are encoded from these. Turned upright
    // after the shrink: rotating 1600 px instead of 12 MP saves ~60 ms of CPU a photo and keeps
    // the decode sequential (see bench:photo).
    const shrunk = await sharp(bytes, inputOptions)
      .resize({ width: large, height: large, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await applyOrientation(sharp(shrunk.data, { raw: rawOf(shrunk.info) }), meta.orientation)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(400, C.invalid, 'The photo could not be read.');
  }
}

/** A HEIC decoded by libheif (already upright: it applies the file's rotation), shrunk to the large size. */
async function uprightHeic(bytes: Buffer, heic: HeicPicture): Promise<Pixels> {
  checkSize(bytes, heic.width, heic.height, 'heif');
  const large = QUOTE_PHOTO_SIZES.l;
  try {
    const rgba = await heic.pixels();
    return await sharp(rgba, { raw: { width: heic.width, height: heic.height, channels: 4 }, limitInputPixels: LIMITS.maxPixelsHeic })
      .resize({ width: large, height: large, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoRefused(400, C.invalid, 'The photo could not be read.');
  }
}

/** The three WebP sizes from upright raw pixels. */
async function encodeSizes(detected: string, upright: Pixels): Promise<ProcessedPhoto> {
  const { width, height } = upright.info;
  const raw = { raw: rawOf(upright.info) };

  const encode = async (size: QuotePhotoSize) => {
    const px = QUOTE_PHOTO_SIZES[size];
    const { data, info } = await sharp(upright.data, raw).resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true }).webp({ quality: QUALITY[size], effort: 2 }).toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  };
  const [l, m, s] = await Promise.all([encode('l'), encode('m'), encode('s')]);
  return { detected, contentType: 'image/webp', width, height, sizes: { l, m, s } };
}
