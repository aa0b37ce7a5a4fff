// HEIC and HEIF photos, as iPhones and Macs save them (issue 32 §6), read with heic-decode
// (libheif compiled to WebAssembly: sharp's libheif reads AVIF only, HEVC being patent-bound).
// The size is read from the container before any pixel is decoded, so the photo limits apply
// first; libheif applies the container's rotation and mirror itself, so the pixels come upright.
// What comes out is raw RGBA pixels: no Exif, GPS or XMP survives.
import { createRequire } from 'node:module';

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type HeicAll = (input: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>;

const heicDecode = createRequire(import.meta.url)('heic-decode') as { all: HeicAll };

export interface HeicPicture {
  width: number;
  height: number;
  /** Decodes the primary picture to RGBA; call once the size is known to be acceptable. */
  pixels(): Promise<Buffer>;
  /** Frees libheif's memory: always, decoded or not. */
  dispose(): void;
}

/** The first (primary) picture of a HEIC or HEIF file, or null when libheif cannot read one. */
export async function openHeic(bytes: Buffer): Promise<HeicPicture | null> {
  let images: Awaited<ReturnType<HeicAll>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    return null;
  }
  const [first] = images;
  if (!first || !first.width || !first.height) {
    images.dispose();
    return null;
  }
  return {
    width: first.width,
    height: first.height,
    async pixels() {
      const { data } = await first.decode();
      return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    },
    dispose: () => images.dispose(),
  };
}
