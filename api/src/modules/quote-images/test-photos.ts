// Photos for the tests and the bench, drawn when needed so no big binary sits in git: phone-like
// JPEGs with EXIF (camera, GPS, orientation), other formats, files that only pretend to be
// photos, and a decompression bomb.
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Somewhere in Clapham: the kind of place a member photographs a pram at home. */
export const HOME_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 5123/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 10/1 1802/100' };

export interface PhoneJpegOptions {
  width?: number;
  height?: number;
  /** EXIF orientation as a phone writes it: 6 means "turn 90° clockwise to view". */
  orientation?: number;
  /** Grain (0-80): a real photo's detail; about 34 makes a 12 MP JPEG of about 6 MB. */
  grain?: number;
  quality?: number;
}

/** A phone photo: an upright subject, camera make and model, GPS, and optionally an orientation tag. */
export async function phoneJpeg(o: PhoneJpegOptions = {}): Promise<Buffer> {
  const width = o.width ?? 1024;
  const height = o.height ?? 768;
  const base = sharp({
    create: { width, height, channels: 3, background: '#d9c7a8', ...(o.grain ? { noise: { type: 'gaussian', mean: 150, sigma: o.grain } } : {}) },
  });
  // A dark bar across the top half, so a test can tell which way up the stored photo is.
  const bar = await sharp({ create: { width, height: Math.round(height / 4), channels: 3, background: '#1d2b3a' } })
    .png()
    .toBuffer();
  const pixels = await base
    .composite([{ input: bar, top: 0, left: 0 }])
    .jpeg({ quality: o.quality ?? 92 })
    .toBuffer();
  let out = sharp(pixels).withExif({
    IFD0: { Make: 'Apple', Model: 'iPhone 13', Software: '17.4.1', DateTime: '2026:11:20 14:03:11', Artist: 'Ada Lovelace' },
    IFD3: HOME_GPS,
  });
  if (o.orientation) out = out.withMetadata({ orientation: o.orientation });
  return out.jpeg({ quality: o.quality ?? 92 }).toBuffer();
}

/**
 * An iPhone's HEIC, 320×240 (fixtures/iphone.heic, made by fixtures/make-heic.ts): the picture of
 * phoneJpeg (a dark bar across the top) HEVC-coded in an HEIF container, with an Exif item
 * carrying the camera ('iPhone 13'), the artist and HOME_GPS.
 */
export const iphoneHeic = () => readFileSync(new URL('./fixtures/iphone.heic', import.meta.url));

export const pngPhoto = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: { r: 120, g: 190, b: 210, alpha: 1 } } })
    .png()
    .toBuffer();

export const webpPhoto = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#a8d5a2' } })
    .webp()
    .toBuffer();

export const gifPicture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#f6cf73' } })
    .gif()
    .toBuffer();

export const tiffPicture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#f6cf73' } })
    .tiff()
    .toBuffer();

export const PHP_FILE = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

export const HTML_FILE = Buffer.from('<!doctype html><html><body><script>fetch("/v3/members/1", { credentials: "include" })</script><img src=x onerror=alert(1)></body></html>');

export const SVG_FILE = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script><rect width="800" height="600" fill="#c3a6e8"/></svg>');

/** A JPEG's first bytes followed by PHP: passes a naive magic-number check, decodes as nothing. */
export const JPEG_HEADER_THEN_PHP = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), PHP_FILE]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/**
 * A valid 1-bit greyscale PNG of side × side white pixels: tens of kilobytes on the wire,
 * `side`² pixels once decoded (20,000² = 400 megapixels, 1.6 GB as RGBA).
 */
export function decompressionBombPng(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.alloc(row.length * side);
  for (let y = 0; y < side; y++) row.copy(raw, y * row.length);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}
