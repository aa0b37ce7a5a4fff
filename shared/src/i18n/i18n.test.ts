import { pageTitle, t, tPlural, tRich } from './i18n';

describe('i18n', () => {
  it('fills placeholders', () => {
    expect(t('shell.basketCount.other', { count: 3 })).toBe('Basket, 3 items');
    expect(t('form.min', { path: 'Password', min: 8 })).toBe('Password must be at least 8 characters');
  });

  it('puts elements inside a sentence, filling text params', () => {
    const strong = { element: 'strong' };
    expect(tRich('shell.basketCount.other', { count: strong })).toEqual(['Basket, ', strong, ' items']);
    expect(tRich('form.min', { path: 'Password', min: 8 })).toEqual(['Password must be at least 8 characters']);
  });

  it('chooses the plural form by count', () => {
    expect(tPlural('shell.basketCount', 1)).toBe('Basket, 1 item');
    expect(tPlural('shell.basketCount', 0)).toBe('Basket, 0 items');
    expect(tPlural('listing.itemCount', 12345, { count: '12,345' })).toBe('12,345 items');
  });

  it('falls back for unknown keys', () => {
    expect(t('nope.key', {}, 'Default text')).toBe('Default text');
    expect(t('nope.key')).toBe('nope.key');
  });

  it('builds page titles from keys, with a default', () => {
    expect(pageTitle('pageTitle.basket')).toBe('Your basket | Little Loop');
    expect(pageTitle('pageTitle.unknown')).toBe('Pre-loved baby and children’s goods | Little Loop');
  });
});
