import { pageTitle, t } from './i18n';
import { createTranslator } from './translator';

// A package's own catalogue, looked up before the shared one.
const own = {
  'basketCount.one': 'Basket, 1 item',
  'basketCount.other': 'Basket, {count} items',
  'itemCount.one': '{count} item',
  'itemCount.other': '{count} items',
  'brand.name': 'Own brand',
} as const;
const shared = { 'brand.name': 'Little Loop', 'form.min': '{path} must be at least {min} characters' } as const;
const pkg = createTranslator(own, shared);

describe('i18n', () => {
  it('fills placeholders', () => {
    expect(pkg.t('basketCount.other', { count: 3 })).toBe('Basket, 3 items');
    expect(t('form.min', { path: 'Password', min: 8 })).toBe('Password must be at least 8 characters');
  });

  it("looks in the package's own catalogue first, then the shared one", () => {
    expect(pkg.t('brand.name')).toBe('Own brand');
    expect(pkg.t('form.min', { path: 'Password', min: 8 })).toBe('Password must be at least 8 characters');
    expect(createTranslator(own).t('form.min')).toBe('form.min');
    // Shared code's t knows only the shared keys.
    expect(t('basketCount.other')).toBe('basketCount.other');
  });

  it('puts elements inside a sentence, filling text params', () => {
    const strong = { element: 'strong' };
    expect(pkg.tRich('basketCount.other', { count: strong })).toEqual(['Basket, ', strong, ' items']);
    expect(pkg.tRich('form.min', { path: 'Password', min: 8 })).toEqual(['Password must be at least 8 characters']);
  });

  it('chooses the plural form by count', () => {
    expect(pkg.tPlural('basketCount', 1)).toBe('Basket, 1 item');
    expect(pkg.tPlural('basketCount', 0)).toBe('Basket, 0 items');
    expect(pkg.tPlural('itemCount', 12345, { count: '12,345' })).toBe('12,345 items');
  });

  it('falls back for unknown keys', () => {
    expect(pkg.t('nope.key', {}, 'Default text')).toBe('Default text');
    expect(t('nope.key')).toBe('nope.key');
  });

  it('builds page titles from keys, with a default', () => {
    expect(pageTitle('pageTitle.basket')).toBe('Your basket | Little Loop');
    expect(pageTitle('pageTitle.unknown')).toBe('Pre-loved baby and children’s goods | Little Loop');
  });
});
