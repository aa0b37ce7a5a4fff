// The sizes a box picture is served in (square, px): read by the drawings (images.ts) and the
// staff's photos (box-photos.ts), which images.ts also imports, so they live apart from both.
export const IMAGE_SIZES = { s: 200, m: 400, l: 800, xl: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
