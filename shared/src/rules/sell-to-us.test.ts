import { isCarSeatCategory, isSellToUsCategory, modelDisplayName, SELL_TO_US_CATEGORY_IDS } from './sell-to-us';

describe('sell-to-us funnel (§5)', () => {
  it('takes exactly the 14 categories of §5', () => {
    expect([...SELL_TO_US_CATEGORY_IDS]).toEqual([80, 83, 86, 88, 90, 147, 155, 156, 158, 160, 161, 162, 311, 348]);
    for (const id of SELL_TO_US_CATEGORY_IDS) expect(isSellToUsCategory(id)).toBe(true);
  });
  it.each([0, 1, 79, 81, 7010, 349, -80, 80.5, Number.NaN])('refuses category %p', (id) => {
    expect(isSellToUsCategory(id)).toBe(false);
  });
  it('refuses what is not a number', () => {
    for (const value of ['80', null, undefined, [80], { id: 80 }]) expect(isSellToUsCategory(value)).toBe(false);
  });
  it('knows the car-seat categories, all in the funnel', () => {
    expect(isCarSeatCategory(147)).toBe(true);
    expect(isCarSeatCategory(80)).toBe(false);
    for (const id of [147, 155, 156, 158]) expect(isSellToUsCategory(id)).toBe(true);
  });
});

describe('modelDisplayName (issue 32 §3: the brand written once)', () => {
  it.each([
    ['Joie', 'Joie Versatrax', 'Joie Versatrax'],
    ['Joie', 'Versatrax', 'Joie Versatrax'],
    ['UPPAbaby', 'uppababy Cruz V2', 'uppababy Cruz V2'],
    ['Egg', 'Eggshell Cot', 'Egg Eggshell Cot'],
    ['Cosatto', 'Cosatto', 'Cosatto'],
    ['', 'Pebble 360', 'Pebble 360'],
  ])('%s + %s reads %s', (brand, model, shown) => {
    expect(modelDisplayName(brand, model)).toBe(shown);
  });
});
