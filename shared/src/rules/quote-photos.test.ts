import { imageViewName } from './catalogue';
import { errorMessage } from './error-messages';
import { missingQuoteViews, QUOTE_PHOTO_LIMITS, QUOTE_VIEWS, quoteImageTypes } from './quote-photos';

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
    const pushchair = quoteImageTypes(7, 701).filter((t) => t.required).map((t) => t.name);
    const carSeat = quoteImageTypes(7, 702).filter((t) => t.required).map((t) => t.name);
    expect(pushchair).not.toContain('wear');
    expect(carSeat).toEqual([...pushchair, 'wear']);
  });

  it('asks at least for a front view of an unknown category', () => {
    expect(quoteImageTypes(99).filter((t) => t.required).map((t) => t.name)).toEqual(['front']);
    expect(quoteImageTypes(null)[0]).toEqual({ view: 1, name: 'front', required: true });
  });

  it('lists the required views not photographed yet', () => {
    const types = quoteImageTypes(2);
    expect(missingQuoteViews(types, []).map((t) => t.name)).toEqual(['front', 'back', 'label']);
    expect(missingQuoteViews(types, [QUOTE_VIEWS.front, QUOTE_VIEWS.wear, QUOTE_VIEWS.front]).map((t) => t.name)).toEqual(['back', 'label']);
    expect(missingQuoteViews(types, [1, 2, 9])).toEqual([]);
  });

  it('accepts only the §5 image types', () => {
    expect([...QUOTE_PHOTO_LIMITS.acceptedTypes]).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});

describe('quote photo messages (§8 Quote images)', () => {
  it('reads 1042-1047 as photo failures, not the address fields they mean elsewhere', () => {
    expect(errorMessage(1045, 'quoteImages')).toMatch(/JPEG, PNG or WebP/);
    expect(errorMessage(1044, 'quoteImages')).toMatch(/12/);
    expect(errorMessage(1042, 'quoteImages', 'Please add a photo of the label.')).toBe('Please add a photo of the label.');
    expect(errorMessage(1047, 'quoteImages')).not.toBe(errorMessage(9999, 'quoteImages'));
  });
});
