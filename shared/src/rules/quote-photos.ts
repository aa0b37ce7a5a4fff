// Sell-to-us quote photos: the limits the page shows and the server enforces, and the views the
// shop asks for per kind of item (spec §5 accepted image types, §8 'Quote images', §9 views).

/** §8 'Quote images' codes. 1042 and 1043 also mean address fields elsewhere: read them in this context. */
export const QUOTE_PHOTO_CODES = {
  /** No photo sent, no such photo, or a required view not photographed yet (at offer time). */
  missing: 1042,
  /** Empty, unreadable, too large, too small or too many pixels. */
  invalid: 1043,
  /** The quote already holds the most photos it may. */
  tooMany: 1044,
  /** Not a JPEG, PNG, WebP or HEIC by its content (the name and the declared type are not believed). */
  wrongFormat: 1045,
  /** The shop could not store the photo, or the quote's photos can no longer change. */
  uploadFailed: 1047,
  /** §8 'Quotations': a view number the shop does not ask for. */
  imageType: 1014,
} as const;

export const QUOTE_PHOTO_LIMITS = {
  /** Per photo, as sent. A 48-megapixel phone JPEG is 8-14 MB. */
  maxBytes: 15 * 1024 * 1024,
  maxPerQuote: 12,
  /**
   * Decoded size of a JPEG, what phone cameras make: their 48 and 50 MP modes pass. A JPEG
   * shrinks while it decodes (to 1/8), so a big one costs little.
   */
  maxPixels: 50_000_000,
  /**
   * Decoded size of a PNG or WebP: no phone camera makes one larger than its screen or an edited
   * 12 MP photo, and these decode whole (a 6 KB PNG of 49 MP decodes to 8,000 times its size).
   */
  maxPixelsLossless: 16_000_000,
  /**
   * Decoded size of a HEIC (an iPhone's or a Mac's photo): its 12 and 24 MP photos pass. A HEIC
   * decodes whole, to RGBA in WebAssembly memory (24 MP is 96 MB), so no larger.
   */
  maxPixelsHeic: 25_000_000,
  /** A smaller picture cannot show wear or a label. */
  minEdge: 240,
  /** §5: jpeg, png, webp; and HEIC/HEIF from iPhones and Macs (issue 32 §6), converted. Recognised by their first bytes. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
} as const;

/** Display sizes kept (longest edge in px, never enlarged); the sent bytes are not kept. */
export const QUOTE_PHOTO_SIZES = { l: 1600, m: 800, s: 320 } as const;
export type QuotePhotoSize = keyof typeof QUOTE_PHOTO_SIZES;

/**
 * §9 view numbers (1 or none is front; 2 back, 3 side, 4 bottom, 5 top, 6 inside, 8 angled) and,
 * among §9's "other" numbers, 9 for a label (model, size, safety standard, date of manufacture)
 * and 10 for a close-up of wear or damage.
 */
export const QUOTE_VIEWS = { front: 1, back: 2, side: 3, bottom: 4, top: 5, inside: 6, angled: 8, label: 9, wear: 10 } as const;
export type QuoteViewName = keyof typeof QUOTE_VIEWS;
export const QUOTE_VIEW_NUMBERS: number[] = Object.values(QUOTE_VIEWS);

export interface QuoteImageType {
  view: number;
  name: QuoteViewName;
  required: boolean;
}

type ViewPlan = { required: QuoteViewName[]; optional: QuoteViewName[] };

/** What a buyer needs to judge each super-category (§9 ids: 1 bathing-changing ... 7 pushchairs-travel). */
const BY_SUPER_CAT: Record<number, ViewPlan> = {
  // Pushchairs and travel: the side shows frame, wheels and fold; the label gives model and year.
  // Three photos, as issue #14's journey has a seller take; the back helps but is not needed.
  7: { required: ['front', 'side', 'label'], optional: ['back', 'angled', 'bottom', 'wear'] },
  // Nursery: furniture and monitors; the label carries the safety standard.
  4: { required: ['front', 'side', 'label'], optional: ['back', 'top', 'inside', 'wear'] },
  // Clothing: both sides and the size and brand label.
  2: { required: ['front', 'back', 'label'], optional: ['wear'] },
  // Toys: the box or the toy, and all its parts.
  5: { required: ['front', 'inside'], optional: ['back', 'side', 'label', 'wear'] },
  // Feeding: hygiene matters, so the inside of bottles, pumps and sterilisers.
  3: { required: ['front', 'inside', 'label'], optional: ['side', 'wear'] },
  // Bathing and changing.
  1: { required: ['front', 'inside'], optional: ['side', 'label', 'wear'] },
};

/** Product lines that need more than their super-category: a car seat's label shows its approval (R129) and date. */
const BY_PRODUCT_LINE: Record<number, ViewPlan> = {
  702: { required: ['front', 'side', 'back', 'label', 'wear'], optional: ['angled', 'bottom'] },
};

const FALLBACK: ViewPlan = { required: ['front'], optional: ['back', 'side', 'label', 'wear'] };

/** The views the shop asks for, required first, in the order a phone camera would take them. */
export function quoteImageTypes(superCatId: number | null | undefined, productLineId?: number | null): QuoteImageType[] {
  const plan = (productLineId != null ? BY_PRODUCT_LINE[productLineId] : undefined) ?? (superCatId != null ? BY_SUPER_CAT[superCatId] : undefined) ?? FALLBACK;
  return [...plan.required.map((name) => ({ view: QUOTE_VIEWS[name], name, required: true })), ...plan.optional.map((name) => ({ view: QUOTE_VIEWS[name], name, required: false }))];
}

/** The required views not among those photographed (at least one photo each). */
export function missingQuoteViews(types: QuoteImageType[], photographed: Iterable<number>): QuoteImageType[] {
  const have = new Set(photographed);
  return types.filter((t) => t.required && !have.has(t.view));
}

/**
 * What a file is by its first bytes (at least 12): JPEG, PNG, WebP or HEIC/HEIF, or null for anything else.
 * The page uses it for a friendly early word; the server decides (file-type, then the decoder).
 */
export function photoTypeOfBytes(bytes: Uint8Array): (typeof QUOTE_PHOTO_LIMITS.acceptedTypes)[number] | null {
  const at = (offset: number, ...expected: number[]) => expected.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  // An ISO box 'ftyp' whose major brand is a HEIF one (as heic-decode and file-type read it).
  if (at(4, 0x66, 0x74, 0x79, 0x70)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (['heic', 'heix', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (['mif1', 'msf1'].includes(brand)) return 'image/heif';
  }
  return null;
}

/** A byte limit as the page states it: 15728640 → "15 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
