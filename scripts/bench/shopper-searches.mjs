// Searches as shoppers send them (issue #15), for `npm run bench:search`: every one different,
// so the 30-second answer cache never answers, and reproducible (a seeded generator).
// Each search starts from a box really on sale (an "anchor", read from the running catalogue):
// the text is its brand, kind or model name (some with a typo, some empty), the refinements
// (0-3, disjunctive: the anchor's value, sometimes OR another) are its brand, grade, size,
// colour, price (priceRange facet or numericFilters) and product line, so most searches find
// something, as a shopper's do. Sorts, pages, facets and fields are those the listing asks for
// (mf-catalogue/src/features/products/listing-state.ts).

export const SORTS = ['boxes', 'boxes_price_asc', 'boxes_price_desc', 'boxes_newest'];
/** The card's fields (CARD_FIELDS in mf-catalogue/src/api/catalogue-api.ts). */
const CARD_FIELDS = [
  'boxId',
  'boxName',
  'categoryName',
  'superCatFriendlyName',
  'imageUrls',
  'grade',
  'gradeName',
  'isNewBox',
  'sellPrice',
  'wasPrice',
  'ecomQuantity',
  'collectionQuantity',
  'webSaleAllowed',
  'boxSaleAllowed',
  'outOfStock',
];
const ANCHOR_FIELDS = ['boxName', 'brand', 'grade', 'sellPrice', 'categoryName', 'productLineId', 'productLineName', 'superCatId', 'size', 'colour'];
const SUPER_CAT_IDS = [7, 4, 2, 5, 3, 1];
const CLOTHING = 2;

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick, chance: (p) => next() < p };
}

/** The listing's request for a scope: its facets (listing-state.ts searchRequest) and page size. */
export function listingBody({ query = '', superCatId, productLineId, facetFilters = [], numericFilters, page = 0, index = 'boxes' }) {
  const facets = ['brand', 'grade', 'priceRange', 'productLineName', ...(productLineId === undefined ? [] : ['categoryName']), ...(superCatId === CLOTHING ? ['size', 'colour'] : [])];
  const scope = [...(superCatId === undefined ? [] : [`superCatId:${superCatId}`]), ...(productLineId === undefined ? [] : [`productLineId:${productLineId}`])];
  return {
    query,
    page,
    hitsPerPage: index === 'boxes_newest' ? 20 : 40,
    facets,
    facetFilters: [...scope, ...facetFilters],
    ...(numericFilters ? { numericFilters } : {}),
    clickAnalytics: true,
    attributesToRetrieve: CARD_FIELDS,
  };
}

/**
 * The words shoppers search with, from the running shop: boxes on sale in each super-category
 * (the anchors) and each super-category's facet values (the other values a refinement may add).
 */
export async function readCatalogue(base, { pages = 3 } = {}) {
  const search = async (body) => {
    const res = await fetch(`${base}/v3/search/1/indexes/boxes/query`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`reading the catalogue failed: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const anchors = [];
  const facetsOf = new Map();
  for (const superCatId of SUPER_CAT_IDS) {
    for (let page = 0; page < pages; page++) {
      const r = await search({
        query: '',
        page,
        hitsPerPage: 100,
        facetFilters: [`superCatId:${superCatId}`],
        attributesToRetrieve: ANCHOR_FIELDS,
        maxValuesPerFacet: 500,
        facets: page === 0 ? ['brand', 'grade', 'priceRange', 'productLineName', 'size', 'colour'] : [],
      });
      if (page === 0) facetsOf.set(superCatId, Object.fromEntries(Object.entries(r.facets).map(([name, counts]) => [name, Object.keys(counts)])));
      anchors.push(...r.hits);
      if (page + 1 >= r.nbPages) break;
    }
  }
  if (anchors.length === 0) throw new Error('the catalogue has no boxes on sale');
  return { anchors, facetsOf };
}

/** 'Pushchairs' -> 'pushchair', 'Cots & Cot Beds' -> 'cot bed': the kind as a shopper types it. */
function kindWords(categoryName, r) {
  const part = r.pick(categoryName.toLowerCase().split(/\s*&\s*/));
  return part.replace(/(ss|sh|ch|x)es$/, '$1').replace(/([^s])s$/, '$1');
}

/** A typo in one word of four letters or more: two letters swapped, one dropped, doubled or replaced. */
function withTypo(text, r) {
  const words = text.split(' ');
  const long = words.map((w, i) => [w, i]).filter(([w]) => w.length >= 4);
  if (long.length === 0) return text;
  const [word, i] = r.pick(long);
  const at = 1 + Math.floor(r.next() * (word.length - 2)); // never the first letter: shoppers get that right
  const kind = r.pick(['swap', 'drop', 'double', 'replace']);
  const typed =
    kind === 'swap'
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : kind === 'drop'
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 'double'
          ? word.slice(0, at) + word[at] + word.slice(at)
          : word.slice(0, at) + r.pick([...'aeiou'].filter((v) => v !== word[at])) + word.slice(at + 1);
  words[i] = typed;
  return words.join(' ');
}

/** What a shopper types for the anchor: nothing (about a third), its brand, kind, model, or two of them. */
function textFor(anchor, r) {
  if (r.chance(0.3)) return '';
  const model = anchor.boxName
    .replace(anchor.brand, '')
    .trim()
    .split(/\s+/)
    .slice(0, r.chance(0.5) ? 1 : 2)
    .join(' ');
  const kind = kindWords(anchor.categoryName, r);
  const text = r.pick([anchor.brand, kind, kind, model, `${anchor.brand} ${kind}`, `${anchor.brand} ${model}`]);
  const typed = r.chance(0.8) ? text.toLowerCase() : text;
  return r.chance(0.35) ? withTypo(typed, r) : typed;
}

/** Price bounds (pounds) of a priceRange label: 'Under £10', '£10 to £25', '£250 and over'. */
function priceBounds(label) {
  const [a, b] = [...label.matchAll(/£(\d+)/g)].map((m) => Number(m[1]));
  return label.startsWith('Under') ? [0, a] : b === undefined ? [a, Infinity] : [a, b];
}

/** One refinement of the anchor's: its value, sometimes OR another the scope's facet lists. */
function refinement(facet, anchor, others, r) {
  if (facet === 'price') {
    // Half the time the listing's price facet, half a typed range (numericFilters, pounds).
    if (r.chance(0.5)) {
      const own = (others.priceRange ?? []).find((label) => {
        const [lo, hi] = priceBounds(label);
        return anchor.sellPrice >= lo && anchor.sellPrice < hi;
      });
      if (own) return { facetFilter: disjunction('priceRange', own, others.priceRange, r) };
    }
    const lo = Math.floor((anchor.sellPrice * (0.5 + r.next() * 0.4)) / 5) * 5;
    const hi = Math.ceil((anchor.sellPrice * (1.1 + r.next())) / 5) * 5;
    return { numericFilters: [`sellPrice>=${lo}`, `sellPrice<=${hi}`] };
  }
  const field = { brand: 'brand', grade: 'grade', productLineName: 'productLineName', size: 'size', colour: 'colour' }[facet];
  return { facetFilter: disjunction(facet, anchor[field], others[facet], r) };
}

function disjunction(facet, own, values = [], r) {
  const other = r.pick(values);
  return r.chance(0.4) && other && other !== own ? [`${facet}:${own}`, `${facet}:${other}`] : [`${facet}:${own}`];
}

/**
 * A generator of shopper searches, `next()` -> { index, body }, never the same search (cache key)
 * twice: a repeat is drawn again. `seen` counts the distinct searches made.
 */
export function shopperSearches({ anchors, facetsOf }, seed = 15) {
  const r = seededRandom(seed);
  const seen = new Set();
  function draw() {
    const anchor = r.pick(anchors);
    const index = r.pick(SORTS);
    // Where the shopper is: the header's search box (no scope), a super-category's listing, or a product line's.
    const scope = r.pick(['none', 'none', 'superCat', 'superCat', 'superCat', 'productLine']);
    const superCatId = scope === 'none' ? undefined : anchor.superCatId;
    const productLineId = scope === 'productLine' ? anchor.productLineId : undefined;
    const refinable = [
      'brand',
      'grade',
      'price',
      ...(productLineId === undefined ? ['productLineName'] : []),
      ...(superCatId === CLOTHING && anchor.size ? ['size'] : []),
      ...(superCatId === CLOTHING && anchor.colour ? ['colour'] : []),
    ];
    const count = r.pick([0, 0, 0, 0, 1, 1, 1, 2, 2, 3]);
    const facetFilters = [];
    let numericFilters;
    for (let i = 0; i < count && refinable.length; i++) {
      const facet = refinable.splice(Math.floor(r.next() * refinable.length), 1)[0];
      const made = refinement(facet, anchor, facetsOf.get(anchor.superCatId) ?? {}, r);
      if (made.facetFilter) facetFilters.push(made.facetFilter);
      else numericFilters = made.numericFilters;
    }
    const query = textFor(anchor, r);
    // Mostly the first page; the second and third mostly while browsing a listing (no text, at
    // most one refinement), where there are pages to turn.
    const page = count > 1 ? 0 : r.pick(query ? [0, 0, 0, 0, 0, 0, 0, 0, 1] : [0, 0, 0, 0, 1, 1, 2]);
    return { index, body: listingBody({ query, superCatId, productLineId, facetFilters, numericFilters, page, index }) };
  }
  return {
    next() {
      for (let attempt = 0; ; attempt++) {
        const search = draw();
        const key = `${search.index}|${JSON.stringify(search.body)}`;
        if (!seen.has(key) || attempt >= 100) {
          seen.add(key);
          return search;
        }
      }
    },
    get distinct() {
      return seen.size;
    },
  };
}
