import { readListingState } from './listing-state';
import { listingNames, orderedFacetValues, searchedWords } from './listing-text';

const names = (query: string, line?: string) => listingNames(readListingState(new URLSearchParams(query)), line);

describe('what a listing is called', () => {
  it('names the product line, even when the link carries its id alone', () => {
    expect(names('productLineId=702&superCatId=7', 'Car Seats').heading).toBe('Car Seats');
    expect(names('superCatId=7&productLineId=701&productLineName=Prams+%26+Pushchairs').heading).toBe('Prams & Pushchairs');
  });

  it('names the super-category by its friendly name, from an id or a URL name', () => {
    expect(names('superCatId=7').heading).toBe('Pushchairs & Travel');
    const clothing = readListingState(new URLSearchParams('superCatName=clothing'));
    expect(clothing.superCatId).toBe(2);
    expect(listingNames(clothing).heading).toBe('Clothing');
  });

  it('names a brand listing after the brand, reductions and searches as such', () => {
    expect(names('Brand=Bugaboo').heading).toBe('Bugaboo');
    expect(names('priceReduced=1').heading).toBe('Reduced items');
    expect(names('priceReduced=1&superCatId=2').heading).toBe('Reduced Clothing');
    expect(names('q=silver+cross&superCatId=7').heading).toBe('Results for “silver cross”');
    expect(names('').heading).toBe('Shop all products');
  });

  it("names a listing of one category after it, under its line (the home page's 'Travel systems')", () => {
    const travel = names('superCatId=7&productLineId=701&category=Travel+Systems', 'Prams & Pushchairs');
    expect(travel.heading).toBe('Travel Systems');
    expect(travel.crumbs.map((c) => c.label)).toEqual(['all products', 'Pushchairs & Travel', 'Prams & Pushchairs']);
    expect(names('superCatId=7&productLineId=701&category=Travel+Systems~Pushchairs', 'Prams & Pushchairs').heading).toBe('Prams & Pushchairs');
  });

  it('names a search by the words searched when a typo was forgiven, and only with its own answer', () => {
    const state = readListingState(new URLSearchParams('q=pushchiar'));
    const searched = searchedWords(state, { query: 'pushchiar', correctedQuery: 'pushchair' });
    expect(searched).toBe('pushchair');
    expect(listingNames(state, undefined, searched).heading).toBe('Results for “pushchair”');
    // The answer still shown for the search before: not this search's words.
    expect(searchedWords(state, { query: 'pram', correctedQuery: 'pram' })).toBeUndefined();
    expect(searchedWords(state, { query: 'pushchiar' })).toBeUndefined();
  });

  it('builds the §2 breadcrumbs with friendly names', () => {
    expect(names('superCatName=clothing&priceReduced=1').crumbs.map((c) => c.label)).toEqual(['all reduced', 'reduced Clothing']);
    expect(names('productLineId=702&superCatId=7', 'Car Seats').crumbs.map((c) => c.label)).toEqual(['all products', 'Pushchairs & Travel', 'Car Seats']);
  });
});

describe('filter values', () => {
  it('lists price bands from the cheapest and grades A, B, C', () => {
    const prices = { '£50 to £100': 9, 'Under £10': 3, '£250 and over': 1, '£10 to £25': 20, '£100 to £250': 4, '£25 to £50': 12 };
    expect(orderedFacetValues('priceRange', prices).map(([v]) => v)).toEqual(['Under £10', '£10 to £25', '£25 to £50', '£50 to £100', '£100 to £250', '£250 and over']);
    expect(orderedFacetValues('grade', { B: 30, C: 5, A: 12 }).map(([v]) => v)).toEqual(['A', 'B', 'C']);
    expect(orderedFacetValues('brand', { Joie: 9, Bugaboo: 3 }).map(([v]) => v)).toEqual(['Joie', 'Bugaboo']);
  });
});
