import { imageViewName } from './catalogue';
import { errorMessage } from './error-messages';
import { megabytes, missingQuoteViews, photoTypeOfBytes, QUOTE_PHOTO_LIMITS, QUOTE_VIEWS, quoteImageTypes } from './quote-photos';

describe('quote photo views (§9)', () => {
  it('numbers the named §9 views as the catalogue does', () => {
    for (const name of ['front', 'back', 'side', 'bottom', 'top', 'inside', 'angled'] as const) expect(imageViewName(QUOTE_VIEWS[name])).toBe(name);
    // Label and wear are among §9's "other" numbers.
    expect(imageViewName(QUOTE_VIEWS.label)).toBe('other view');
    expect(imageViewName(QUOTE_VIEWS.wear)).toBe('other view');
  });

  it('asks clothing for front, back and label, required first, each view once', () => {
    const types = quoteImageTypes(2, 201);
    expect(types.filter((t) => t.required).map((t) => t.name)).toEqual(['front', 'back', 'label']);
    expect(types.findIndex((t) => !t.required)).toBe(3);
    expect(new Set(types.map((t) => t.view)).size).toBe(types.length);
  });

  it('asks car seats for their label and wear beyond what other travel goods need', () => {
    const pushchair = quoteImageTypes(7, 701)
      .filter((t) => t.required)
      .map((t) => t.name);
    const carSeat = quoteImageTypes(7, 702)
      .filter((t) => t.required)
      .map((t) => t.name);
    // A pushchair takes three photos (issue #14's journey); a seat its back, label and wear too.
    expect(pushchair).toEqual(['front', 'side', 'label']);
    expect(carSeat).toEqual(['front', 'side', 'back', 'label', 'wear']);
  });

  it('asks at least for a front view of an unknown category', () => {
    expect(
      quoteImageTypes(99)
        .filter((t) => t.required)
        .map((t) => t.name),
    ).toEqual(['front']);
    expect(quoteImageTypes(null)[0]).toEqual({ view: 1, name: 'front', required: true });
  });

  it('lists the required views not photographed yet', () => {
    const types = quoteImageTypes(2);
    expect(missingQuoteViews(types, []).map((t) => t.name)).toEqual(['front', 'back', 'label']);
    expect(missingQuoteViews(types, [QUOTE_VIEWS.front, QUOTE_VIEWS.wear, QUOTE_VIEWS.front]).map((t) => t.name)).toEqual(['back', 'label']);
    expect(missingQuoteViews(types, [1, 2, 9])).toEqual([]);
  });

  it('accepts the §5 image types, and HEIC/HEIF from iPhones and Macs (converted)', () => {
    expect([...QUOTE_PHOTO_LIMITS.acceptedTypes]).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
  });
});

describe('quote photo messages (§8 Quote images)', () => {
  it('reads 1042-1047 as photo failures, not the address fields they mean elsewhere', () => {
    expect(errorMessage(1045, 'quoteImages')).toMatch(/JPEG, PNG, WebP or HEIC/);
    expect(errorMessage(1044, 'quoteImages')).toMatch(/12/);
    expect(errorMessage(1042, 'quoteImages', 'Please add a photo of the label.')).toBe('Please add a photo of the label.');
    expect(errorMessage(1047, 'quoteImages')).not.toBe(errorMessage(9999, 'quoteImages'));
  });
});

describe("the page's early word on a file (the server decides)", () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(photoTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(photoTypeOfBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(photoTypeOfBytes(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp');
    // An iPhone's HEIC and a Mac's HEIF by their 'ftyp' brand (issue 32 §6); an AVIF or an MP4 is not one.
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, ...new TextEncoder().encode(brand)]);
    expect(photoTypeOfBytes(ftyp('heic'))).toBe('image/heic');
    expect(photoTypeOfBytes(ftyp('mif1'))).toBe('image/heif');
    expect(photoTypeOfBytes(ftyp('avif'))).toBeNull();
    expect(photoTypeOfBytes(ftyp('isom'))).toBeNull();
    // A WAV is RIFF too; GIF, PHP and nothing at all are not photos we take.
    expect(photoTypeOfBytes(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(photoTypeOfBytes(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(photoTypeOfBytes(new TextEncoder().encode('<?php system($_GET["c"]); ?>'))).toBeNull();
    expect(photoTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it('states a byte limit in megabytes', () => {
    expect(megabytes(QUOTE_PHOTO_LIMITS.maxBytes)).toBe('15 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
