import { pageTitle, t, tRich } from './i18n';

describe('i18n', () => {
  it('fills placeholders', () => {
    expect(t('shell.basketCount', { count: 3 })).toBe('Basket, 3 items');
    expect(t('form.min', { path: 'Password', min: 8 })).toBe('Password must be at least 8 characters');
  });

  it('puts elements inside a sentence, filling text params', () => {
    const strong = { element: 'strong' };
    expect(tRich('shell.basketCount', { count: strong })).toEqual(['Basket, ', strong, ' items']);
    expect(tRich('form.min', { path: 'Password', min: 8 })).toEqual(['Password must be at least 8 characters']);
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
