import { readListingState, reductionContentKey, searchRequest, writeListingState } from './listing-state';

describe('listing state in the URL', () => {
  it('reads the §2 parameters and refinements, and writes them back the same', () => {
    const url = 'superCatId=7&superCatName=Pushchairs+%26+Travel&productLineId=701&productLineName=Prams+%26+Pushchairs&priceReduced=1&Brand=Bugaboo~Joie&grade=A&sort=price_asc&page=3';
    const state = readListingState(new URLSearchParams(url));
    expect(state).toMatchObject({ superCatId: 7, productLineId: 701, priceReduced: true, sort: 'price_asc', page: 2, refinements: { Brand: ['Bugaboo', 'Joie'], grade: ['A'] } });
    expect(readListingState(writeListingState(state))).toEqual(state);
  });

  it('ignores junk', () => {
    const s = readListingState(new URLSearchParams('superCatId=abc&sort=evil&page=-4'));
    expect(s).toMatchObject({ superCatId: undefined, sort: 'relevance', page: 0 });
  });

  it('builds an Algolia request: scope AND-ed, each refinement OR-ed, sort as a replica index', () => {
    const req = searchRequest(readListingState(new URLSearchParams('superCatId=2&Brand=Next~Boden&grade=A&sort=newest&page=2')));
    expect(req.index).toBe('boxes_newest');
    expect(req.body.hitsPerPage).toBe(20);
    expect(searchRequest(readListingState(new URLSearchParams('superCatId=2'))).body.hitsPerPage).toBe(40);
    expect(req.body.page).toBe(1);
    expect(req.body.facetFilters).toEqual(['superCatId:2', ['brand:Next', 'brand:Boden'], ['grade:A']]);
    expect(req.body.facets).toEqual(expect.arrayContaining(['size', 'colour', 'brand', 'grade']));
  });
});

describe("the words as typed ('Search instead for', issue 30)", () => {
  it('asks for no typo forgiven and no word let go, keeps exact=1 in the URL, and drops it without a query', () => {
    const state = readListingState(new URLSearchParams('q=pushchiar&exact=1&sort=price_asc'));
    expect(state.exact).toBe(true);
    expect(searchRequest(state).body).toMatchObject({ query: 'pushchiar', typoTolerance: false, removeWordsIfNoResults: 'none' });
    expect(writeListingState(state).toString()).toBe('q=pushchiar&exact=1&sort=price_asc');
    const forgiving = searchRequest(readListingState(new URLSearchParams('q=pushchiar'))).body;
    expect('typoTolerance' in forgiving || 'removeWordsIfNoResults' in forgiving).toBe(false);
    expect(writeListingState({ ...state, query: '' }).has('exact')).toBe(false);
  });
});

describe("the reduced listing's words (§9 reduction content keys)", () => {
  it("names the super-category's key, or all, and none for a listing that is not reduced", () => {
    expect(reductionContentKey({ priceReduced: true, superCatId: 5 })).toBe('reduction.toys');
    expect(reductionContentKey({ priceReduced: true, superCatId: 7 })).toBe('reduction.pushchairs-travel');
    expect(reductionContentKey({ priceReduced: true, superCatId: 1 })).toBe('reduction.bathing-changing');
    expect(reductionContentKey({ priceReduced: true })).toBe('reduction.all');
    expect(reductionContentKey({ priceReduced: false, superCatId: 5 })).toBeNull();
  });
});
