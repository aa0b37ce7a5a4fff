// The catalogue held in memory for search (issue 15): a bitset per facet value (typedfastbitset,
// words in a Uint32Array)
// makes filters and disjunctive facet counts intersections of 100,000 bits, microseconds each;
// MiniSearch finds the text with typos (fuzzy + prefix, BM25) over the distinct search texts,
// (at 100,000 boxes some 16,000: a model, or a garment in one size and brand), not 100,000
// boxes; each text keeps the list of its boxes.
// Built from the database and kept in step by search-sync.ts, with each box's row as a page
// shows it (re-read with the box, so a page always shows live prices and stock).
import { TypedFastBitSet as BitSet } from 'typedfastbitset';
import MiniSearch from 'minisearch';
import { KeptMap } from '../../lib/kept-map.js';
import type { Filter, IndexName } from './search-filters.js';

/** What the index keeps of a box: what search filters, counts and sorts by. */
export interface IndexedBox {
  boxId: string;
  searchText: string;
  popularity: number;
  sellPrice: number;
  ecomQuantity: number;
  createdMs: number;
  inStock: boolean;
  /** For sale for delivery now (ON_SALE_ONLINE): such boxes come first in every order. */
  onSaleOnline: boolean;
  /** Facet name -> the box's value, as the SQL of FACETS gives it. */
  facets: Record<string, string | null>;
  /** The box as a page shows it (its database row, written into hits by search.ts); tests may leave it out. */
  row?: unknown;
}

/** Sort keys by index, after which box id breaks ties (as the SQL orders). */
const SORTS: Record<IndexName, (b: IndexedBox) => number> = {
  boxes: (b) => -b.popularity,
  boxes_price_asc: (b) => b.sellPrice,
  boxes_price_desc: (b) => -b.sellPrice,
  boxes_newest: (b) => -b.createdMs,
};

/**
 * Shop words folded to one form on both sides: lower case, accents off, a plural 's' off
 * ('pushchairs' finds 'pushchair', 'cots' finds 'cot'), so fuzzy matching spends its edits on typos.
 */
export function searchTerm(term: string): string | null {
  const t = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (!t) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** Typos forgiven: none in words of 3 letters or fewer, one up to 7, then two ('pushchiar'). */
/** MiniSearch's own word splitting (spaces and punctuation), so terms are cut as its index cut them. */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const fuzziness = (term: string) => (term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2);
/**
 * Only the last word is taken as a beginning ('peac' finds 'peach' as the shopper types):
 * a short word as a prefix ('3' in '3-6 months') matches hundreds of terms, and plurals are
 * folded already. Costly queries stay cheap this way.
 */
const asPrefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 4;
/** Text matches kept per query: shoppers repeat searches with other refinements, sorts and pages. */
const TEXT_MATCHES_KEPT = 500;
/** Terms' matches kept: the words of the shop's texts, with their typos and beginnings, are a few thousand. */
const TERM_MATCHES_KEPT = 20_000;
/** Facet counts kept (a list of a facet's values and counts each, mostly short). */
const COUNTS_KEPT = 20_000;
/** Boxes moved within the sort orders between two searches before the orders are made again instead. */
const MOVES_BEFORE_REMAKE = 64;
/** Prices that split the catalogue into about this many runs, each with the set of boxes priced below it (priceRange). */
const PRICE_STEPS = 64;
/** A filter as text, the same for the same filter however it was written in the request. */
const filterRecipe = (f: Filter) => JSON.stringify([f.facet, f.anyOf ?? null, f.numeric ?? null]);

const NUMERIC_TESTS: Record<NonNullable<Filter['numeric']>['op'], (v: number, to: number) => boolean> = {
  '<': (v, to) => v < to,
  '<=': (v, to) => v <= to,
  '>': (v, to) => v > to,
  '>=': (v, to) => v >= to,
  '=': (v, to) => v === to,
  '!=': (v, to) => v !== to,
};

/**
 * Boxes in the first `n` words of a set. Not BitSet.size(): that reads every word the set has
 * (a set grown by doubling holds twice the catalogue's), and a search's sets are mostly empty
 * words, skipped here.
 */
function countOf(words: Uint32Array, n: number): number {
  let count = 0;
  for (let k = Math.min(n, words.length) - 1; k >= 0; k--) {
    let w = words[k]!;
    if (w === 0) continue;
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/**
 * `into` (every word of it written) gets the boxes of `a` that are (`keep` true) or are not in
 * `b`; answers how many. One pass over the words, where copy, intersect and count took three:
 * every search splits its hits so.
 */
function splitInto(into: Uint32Array, a: Uint32Array, b: Uint32Array, keep: boolean): number {
  const flip = keep ? 0 : 0xffffffff;
  let count = 0;
  for (let k = 0; k < into.length; k++) {
    let w = (k < a.length ? a[k]! : 0) & ((k < b.length ? b[k]! : 0) ^ flip);
    into[k] = w;
    if (w === 0) continue;
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** `into` gets the boxes of `from` too, over into's words (no box lies past a working set's words). */
function unionInto(into: BitSet, from: BitSet): BitSet {
  const a = into.words;
  const b = from.words;
  for (let k = Math.min(a.length, b.length) - 1; k >= 0; k--) a[k]! |= b[k]!;
  return into;
}

/** A term's texts (their ids) and its score in each. */
interface TermMatch {
  ids: Int32Array;
  scores: Float64Array;
  /** The catalogue's word the shopper most likely meant, when the term is none of its words (nor, as a beginning, the start of one). */
  meant?: string;
}

/** Levenshtein distance, as MiniSearch's fuzzy match counts edits. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The word a typo stands for ('pushchiar' -> 'pushchair'): of the catalogue's words a term's
 * texts matched, the fewest edits away, then the one in most texts. None when the term is a
 * word of the catalogue (or, taken as a beginning, begins one): then nothing was corrected.
 */
function meantWord(term: string, prefix: boolean, found: Array<{ terms: string[] }>): string | undefined {
  const texts = new Map<string, number>();
  for (const result of found) {
    for (const word of result.terms) {
      if (word === term || (prefix && word.startsWith(term))) return undefined;
      texts.set(word, (texts.get(word) ?? 0) + 1);
    }
  }
  let best: string | undefined;
  let bestEdits = Infinity;
  let bestTexts = 0;
  for (const [word, n] of texts) {
    const edits = editDistance(term, word);
    if (edits < bestEdits || (edits === bestEdits && (n > bestTexts || (n === bestTexts && word < best!)))) [best, bestEdits, bestTexts] = [word, edits, n];
  }
  return best;
}

/**
 * A query's texts with their scores (in the order MiniSearch's AND gives them) and all their
 * boxes; grouped by score, best first (each group a list of the texts' box lists), only when a
 * search by relevance first asks: the other sorts need the boxes alone.
 */
interface TextMatch extends TermMatch {
  boxes: BitSet;
  groups?: Array<Array<Set<number>>>;
  /** The query as searched, when that is not what the shopper typed: typos corrected, first words let go. */
  correctedQuery?: string;
}

/**
 * A facet's values by number (names[id]) and each box's value as id + 1 (0: none), in the
 * narrowest array that holds them (bytes while a facet has up to 255 values, as all the shop's
 * have): a search's boxes lie scattered over the catalogue, and each read of a column is
 * mostly a cache miss; a quarter of the bytes keeps four times as many boxes in cache.
 */
type ValueColumn = Uint8Array | Uint16Array | Uint32Array;
/** The column, or a wider copy, to hold value number n (each new value is one more). */
function roomFor(column: ValueColumn, n: number): ValueColumn {
  if (column instanceof Uint8Array && n > 0xff) return Uint16Array.from(column);
  if (column instanceof Uint16Array && n > 0xffff) return Uint32Array.from(column);
  return column;
}

interface Column {
  names: string[];
  ids: Map<string, number>;
  bySlot: ValueColumn;
  /** Value id -> its place in name order, and back; made again when a value is new. */
  place: Int32Array;
  byPlace: Int32Array;
}

/** A facet's counts kept for a set: each value with its count, most first; and as an answer shows them. */
interface KeptCounts {
  found: Array<[string, number]>;
  shown?: Record<string, number>;
  shownMax?: number;
}

/**
 * The first maxValues of a facet's counts as an answer's object, made once for the counts kept
 * (every search asks the same maxValues): a new object of dozens of keys a facet a search was
 * the most of a kept count's cost. Answers only read it.
 */
function shownCounts(kept: KeptCounts, maxValues: number): Record<string, number> {
  if (kept.shownMax !== maxValues) {
    kept.shown = Object.fromEntries(kept.found.slice(0, maxValues));
    kept.shownMax = maxValues;
  }
  return kept.shown!;
}

export interface IndexAnswer {
  /** The page's box ids, in order. */
  boxIds: string[];
  /** Their rows (IndexedBox.row), in the same order. */
  rows: unknown[];
  nbHits: number;
  /** The query as searched, when it differs from the one asked (typos corrected, first words let go). */
  correctedQuery?: string;
  /** Each facet's counts: objects the index keeps and gives to every answer of the same set, to read, never to change. */
  facets: Record<string, Readonly<Record<string, number>>>;
}

let indexesMade = 0;

export class SearchIndex {
  private readonly boxes: Array<IndexedBox | null> = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly inStock = new BitSet();
  private readonly onSaleOnline = new BitSet();
  /** Numeric filters scan these by slot (a slot no longer used is out of inStock, so never matches). */
  private numbers = { sellPrice: new Int32Array(1024), ecomQuantity: new Int32Array(1024) };
  /** Facet -> value -> its boxes; and facet -> boxes with any value (for negated filters). */
  private readonly valueSets = new Map<string, Map<string, BitSet>>();
  private readonly withValue = new Map<string, BitSet>();
  /** Facet -> each box's value as a number (Column), for counting all of a facet's values in one pass. */
  private readonly columns = new Map<string, Column>();
  private readonly texts = new Map<string, { id: number; boxes: Set<number> }>();
  /** Text id -> its boxes (the same sets as in texts). */
  private readonly textBoxes: Array<Set<number>> = [];
  private readonly words = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    processTerm: searchTerm,
    searchOptions: { prefix: asPrefix, fuzzy: fuzziness },
  });
  /** Each index's box order, rebuilt lazily after a sort key changes. */
  private orders = new Map<IndexName, Int32Array>();
  /** Moves on every change: answers cached on it are never stale. */
  version = 0;
  /** Different for every index made: answers cached on one are never taken for another's (a new index counts its versions from 0 again). */
  readonly made = ++indexesMade;

  constructor(private readonly facetNames: string[]) {
    for (const f of facetNames) {
      this.valueSets.set(f, new Map());
      this.withValue.set(f, new BitSet());
      this.columns.set(f, { names: [], ids: new Map(), bySlot: new Uint8Array(1024), place: new Int32Array(0), byPlace: new Int32Array(0) });
    }
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** The words that hold every slot (each below boxes.length): a search's set work stops there. */
  private get span(): number {
    return (this.boxes.length >>> 5) + 1;
  }

  /** Adds a box or replaces what the index holds of it. */
  put(box: IndexedBox): void {
    const old = this.slotOf.get(box.boxId);
    const slot = old ?? this.freeSlots.pop() ?? this.boxes.length;
    const before = old === undefined ? null : this.boxes[old]!;
    const moved = (Object.keys(SORTS) as IndexName[]).filter((index) => !before || SORTS[index](before) !== SORTS[index](box));
    if (before) {
      this.unlink(slot, before);
      this.unorder(slot, before, moved);
    }
    this.boxes[slot] = box;
    this.slotOf.set(box.boxId, slot);
    this.link(slot, box);
    this.reorder(slot, box, moved);
    if (!before || before.searchText !== box.searchText) this.forgetTextMatches();
    this.version += 1;
  }

  remove(boxId: string): void {
    const slot = this.slotOf.get(boxId);
    if (slot === undefined) return;
    this.unlink(slot, this.boxes[slot]!);
    this.unorder(slot, this.boxes[slot]!, Object.keys(SORTS) as IndexName[]);
    this.boxes[slot] = null;
    this.slotOf.delete(boxId);
    this.freeSlots.push(slot);
    this.forgetTextMatches();
    this.version += 1;
  }

  private link(slot: number, box: IndexedBox) {
    if (slot >= this.numbers.sellPrice.length) {
      const grown = <T extends Int32Array | ValueColumn>(from: T): T => {
        const to = new (from.constructor as new (length: number) => T)(from.length * 2);
        to.set(from);
        return to;
      };
      this.numbers = { sellPrice: grown(this.numbers.sellPrice), ecomQuantity: grown(this.numbers.ecomQuantity) };
      for (const column of this.columns.values()) column.bySlot = grown(column.bySlot);
    }
    this.numbers.sellPrice[slot] = box.sellPrice;
    this.numbers.ecomQuantity[slot] = box.ecomQuantity;
    const price = this.numbers.sellPrice[slot]!;
    const steps = this.steps;
    if (steps) for (let k = 0; k < steps.prices.length; k++) if (price < steps.prices[k]!) steps.below[k]!.add(slot);
    if (box.inStock) this.inStock.add(slot);
    if (box.onSaleOnline) this.onSaleOnline.add(slot);
    for (const f of this.facetNames) {
      const value = box.facets[f];
      if (value === null || value === undefined) continue;
      const values = this.valueSets.get(f)!;
      let set = values.get(value);
      if (!set) values.set(value, (set = new BitSet()));
      set.add(slot);
      this.withValue.get(f)!.add(slot);
      const column = this.columns.get(f)!;
      let id = column.ids.get(value);
      if (id === undefined) {
        id = column.names.push(value) - 1;
        column.ids.set(value, id);
        column.bySlot = roomFor(column.bySlot, id + 1);
      }
      column.bySlot[slot] = id + 1;
    }
    let text = this.texts.get(box.searchText);
    if (!text) {
      text = { id: this.textBoxes.length, boxes: new Set() };
      this.textBoxes.push(text.boxes);
      this.texts.set(box.searchText, text);
      this.words.add({ id: text.id, text: box.searchText });
    }
    text.boxes.add(slot);
  }

  private unlink(slot: number, box: IndexedBox) {
    this.inStock.remove(slot);
    this.onSaleOnline.remove(slot);
    if (this.steps) for (const { words } of this.steps.below) if (slot >>> 5 < words.length) words[slot >>> 5]! &= ~(1 << slot);
    for (const f of this.facetNames) {
      const value = box.facets[f];
      if (value === null || value === undefined) continue;
      this.valueSets.get(f)!.get(value)?.remove(slot);
      this.withValue.get(f)!.remove(slot);
      this.columns.get(f)!.bySlot[slot] = 0;
    }
    // A text left with no boxes stays in MiniSearch: it matches nothing, and texts are few.
    this.texts.get(box.searchText)?.boxes.delete(slot);
  }

  /**
   * A box whose sort key changed (a price, a sale) moves within each order already made, by
   * binary search and one copy: remaking an order sorts 100,000 boxes, and the next shopper to
   * search would wait for it. Past MOVES_BEFORE_REMAKE moves between two searches (a seed, a
   * bulk change) the orders are dropped and made again when next asked for.
   */
  private moves = 0;
  private unorder(slot: number, box: IndexedBox, indexes: IndexName[]) {
    for (const index of indexes) {
      const order = this.orders.get(index);
      if (!order) continue;
      if (++this.moves > MOVES_BEFORE_REMAKE) return this.orders.clear();
      let at = this.placeIn(order, index, box);
      if (order[at] !== slot) at = order.indexOf(slot);
      const next = new Int32Array(order.length - 1);
      next.set(order.subarray(0, at));
      next.set(order.subarray(at + 1), at);
      this.orders.set(index, next);
    }
  }

  private reorder(slot: number, box: IndexedBox, indexes: IndexName[]) {
    for (const index of indexes) {
      const order = this.orders.get(index);
      if (!order) continue;
      if (++this.moves > MOVES_BEFORE_REMAKE) return this.orders.clear();
      const at = this.placeIn(order, index, box);
      const next = new Int32Array(order.length + 1);
      next.set(order.subarray(0, at));
      next[at] = slot;
      next.set(order.subarray(at), at + 1);
      this.orders.set(index, next);
    }
  }

  /** Where a box goes in an order: the first place whose box sorts after it (key, then box id). */
  private placeIn(order: Int32Array, index: IndexName, box: IndexedBox): number {
    const key = SORTS[index];
    const k = key(box);
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const other = this.boxes[order[mid]!]!;
      const ko = key(other);
      if (ko < k || (ko === k && other.boxId < box.boxId)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Makes every sort order and its ranks now, so the first shopper to sort by price does not wait for it. */
  prepareOrders(): void {
    for (const index of Object.keys(SORTS) as IndexName[]) this.rank(index);
    this.priceSteps();
  }

  /** The boxes of an index in its order (popularity, price, newest; box id breaks ties). */
  private order(index: IndexName): Int32Array {
    let order = this.orders.get(index);
    if (!order) {
      const key = SORTS[index];
      const slots = [...this.slotOf.values()];
      const keys = new Float64Array(this.boxes.length);
      for (const s of slots) keys[s] = key(this.boxes[s]!);
      slots.sort((a, b) => keys[a]! - keys[b]! || (this.boxes[a]!.boxId < this.boxes[b]!.boxId ? -1 : 1));
      order = Int32Array.from(slots);
      this.orders.set(index, order);
    }
    return order;
  }

  /**
   * Texts matching the query, and their boxes: every word must match (typos and prefixes
   * forgiven); when no text has them all, the first words are let go one by one, as Algolia's
   * removeWordsIfNoResults 'firstWords' does: shoppers put the kind of thing last ('wooden
   * train set', '3-6 months dress').
   */
  private matchText(query: string, typos: boolean, dropWords: boolean): TextMatch {
    const key = `${typos ? '' : '!'}${dropWords ? '' : '='}${query.toLowerCase()}`;
    let match = this.textMatches.get(key);
    if (!match) {
      const { ids, scores, correctedQuery } = this.findText(query.toLowerCase(), typos, dropWords);
      // Straight into the words: a set of the catalogue's words, no resize check a box.
      const words = new Uint32Array(this.span);
      for (let i = 0; i < ids.length; i++) for (const slot of this.textBoxes[ids[i]!]!) words[slot >>> 5]! |= 1 << slot;
      match = { ids, scores, correctedQuery, boxes: new BitSet(undefined, words) };
      this.textMatches.set(key, match);
      if (this.textMatches.size > TEXT_MATCHES_KEPT) this.textMatches.delete(this.textMatches.keys().next().value!);
    }
    return match;
  }

  /** Kept until a box joins or leaves a text (stock and prices are not part of a match). */
  private readonly textMatches = new Map<string, TextMatch>();

  private forgetTextMatches() {
    this.textMatches.clear();
    this.termMatches.clear();
  }

  private findText(query: string, typos: boolean, dropWords: boolean): TermMatch & { correctedQuery?: string } {
    const words = query.split(/\s+/).filter(Boolean);
    const termsOf = (some: string[]) =>
      some
        .flatMap((w) => tokenize(w))
        .map(searchTerm)
        .filter((t): t is string => !!t);
    let from = 0;
    let found = this.allOf(termsOf(words), typos);
    // At most three words let go: each try costs a search, and a long query must stay cheap.
    while (dropWords && found.ids.length === 0 && from + 1 < Math.min(words.length, 4)) found = this.allOf(termsOf(words.slice(++from)), typos);
    if (found.ids.length === 0) return found;
    const searched = this.correctedWords(words.slice(from), termsOf, typos);
    return { ids: found.ids, scores: found.scores, correctedQuery: searched === query ? undefined : searched };
  }

  /**
   * The words as searched: each typo replaced by the word it matched ('pushchiar' -> 'pushchair';
   * a plural's ending kept), as the listing's 'Showing results for' tells the shopper. The terms'
   * matches were just made (or are kept), so this is lookups.
   */
  private correctedWords(words: string[], termsOf: (some: string[]) => string[], typos: boolean): string {
    if (!typos) return words.join(' ');
    const terms = termsOf(words);
    let at = 0;
    return words
      .map((word) => {
        let out = '';
        let rest = word;
        for (const token of tokenize(word)) {
          const term = searchTerm(token);
          if (!term) continue;
          const meant = this.termMatch(term, asPrefix(term, at, terms), typos).meant;
          at += 1;
          const place = rest.indexOf(token);
          if (meant === undefined || place < 0) continue;
          // 'pushchiars' is searched as 'pushchiar': the shopper's ending goes back on the word meant.
          const ending = token.startsWith(term) ? token.slice(term.length) : '';
          out += rest.slice(0, place) + meant + ending;
          rest = rest.slice(place + token.length);
        }
        return out + rest;
      })
      .join(' ');
  }

  /**
   * A match's texts in groups of equal score, best first (each a list of the texts' box lists),
   * made when first asked and kept with the match.
   */
  private groupsOf(match: TextMatch): Array<Array<Set<number>>> {
    if (match.groups) return match.groups;
    const { ids, scores } = match;
    // Best first; equal scores keep the texts' order, as MiniSearch's stable sort does.
    const ranked = Array.from(ids.keys()).sort((a, b) => scores[b]! - scores[a]! || a - b);
    const groups: Array<Array<Set<number>>> = [];
    let lastScore = Number.NaN;
    for (const i of ranked) {
      const boxes = this.textBoxes[ids[i]!]!;
      if (scores[i] === lastScore) groups[groups.length - 1]!.push(boxes);
      else groups.push([boxes]);
      lastScore = scores[i]!;
    }
    return (match.groups = groups);
  }

  /**
   * Texts holding every term (typos and prefixes forgiven), each with its score: the sum of its
   * terms' BM25 scores, added in the query's order, as MiniSearch's AND adds them, in the last
   * term's order (as a Map rebuilt for each term gave them). A different search is mostly the
   * shop's few thousand words in a new combination, so each term's matches are kept
   * (termMatches), and a query costs lookups rather than a walk of MiniSearch's tree.
   */
  private allOf(terms: string[], typos: boolean): TermMatch {
    if (terms.length === 0) return { ids: new Int32Array(0), scores: new Float64Array(0) };
    const lists = terms.map((term, i) => this.termMatch(term, asPrefix(term, i, terms), typos));
    // One word (most searches): its list as it is, read and never changed.
    if (lists.length === 1) return lists[0]!;
    // Each text's running sum and the last term it was in, by text id, in arrays kept between searches.
    if (this.sums.length < this.textBoxes.length) {
      this.sums = new Float64Array(this.textBoxes.length * 2);
      this.inTerm = new Int32Array(this.textBoxes.length * 2);
    }
    if (this.mark > 2 ** 30) {
      this.inTerm.fill(0);
      this.mark = 0;
    }
    const { sums, inTerm } = this;
    // A new mark each term, so what earlier searches marked never counts.
    const first = ++this.mark;
    for (let t = 0; t < lists.length; t++) {
      const { ids, scores } = lists[t]!;
      const mark = first + t;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        if (t === 0) sums[id] = scores[i]!;
        else if (inTerm[id] === mark - 1) sums[id] = sums[id]! + scores[i]!;
        else continue;
        inTerm[id] = mark;
      }
    }
    this.mark += lists.length - 1;
    const last = lists[lists.length - 1]!.ids;
    let n = 0;
    for (let i = 0; i < last.length; i++) if (inTerm[last[i]!] === this.mark) n++;
    const ids = new Int32Array(n);
    const scores = new Float64Array(n);
    for (let i = 0, j = 0; i < last.length; i++) {
      const id = last[i]!;
      if (inTerm[id] !== this.mark) continue;
      ids[j] = id;
      scores[j++] = sums[id]!;
    }
    return { ids, scores };
  }

  private sums = new Float64Array(0);
  private inTerm = new Int32Array(0);
  private mark = 0;

  /** One term's texts and scores, in MiniSearch's order, from MiniSearch once, then kept until the texts change. */
  private termMatch(term: string, prefix: boolean, typos: boolean): TermMatch {
    const key = `${prefix ? '>' : '='}${typos ? '' : '!'}${term}`;
    let match = this.termMatches.get(key);
    if (!match) {
      const fuzzy = typos ? fuzziness(term) : 0;
      const found = this.words.search(term, { tokenize: (t) => [t], processTerm: (t) => t, prefix, fuzzy });
      match = { ids: Int32Array.from(found, (r) => r.id as number), scores: Float64Array.from(found, (r) => r.score) };
      if (fuzzy) match.meant = meantWord(term, prefix, found);
      this.termMatches.set(key, match);
    }
    return match;
  }

  /**
   * Kept, like textMatches, until a box joins or leaves a text. As typed arrays, not a Map: a
   * short or fuzzy term matches thousands of texts, some 20 KB a term as a Map, all of it for the
   * garbage collector to copy and trace.
   */
  private readonly termMatches = new KeptMap<string, TermMatch>(TERM_MATCHES_KEPT);

  private filterSet(filter: Filter): BitSet {
    if (filter.numeric?.field === 'sellPrice' && filter.numeric.op !== '!=') return this.priceRange(filter.numeric.op, filter.numeric.value);
    if (filter.numeric) {
      const { field, op, value } = filter.numeric;
      const values = this.numbers[field];
      const set = this.workingSet();
      const passes = NUMERIC_TESTS[op];
      for (let slot = 0; slot < this.boxes.length; slot++) if (passes(values[slot]!, value)) set.add(slot);
      return set;
    }
    const set = this.workingSet();
    for (const test of filter.anyOf!) {
      const matching = this.valueSets.get(test.facet)!.get(test.value);
      // As in SQL, a box with no value for the facet matches neither 'is' nor 'is not'.
      if (test.negate) unionInto(set, this.workingSet(this.withValue.get(test.facet)!).difference(matching ?? this.workingSet()));
      else if (matching) unionInto(set, matching);
    }
    return set;
  }

  /**
   * Boxes whose price passes a comparison, found by binary search in the price order: a run
   * of that order. A short run is added box by box; a long one (a typed 'from £20' runs over
   * most of the catalogue) is the boxes before its end less those before its start, each the
   * set of a price step near it with its edge fixed box by box: a few thousand bits, where
   * adding the run or removing the rest touched up to half the catalogue's boxes.
   */
  private priceRange(op: '<' | '<=' | '>' | '>=' | '=', pence: number): BitSet {
    const order = this.order('boxes_price_asc');
    const atLeast = this.pricedBelow(order, pence, false);
    const above = this.pricedBelow(order, pence, true);
    const [from, to] = op === '<' ? [0, atLeast] : op === '<=' ? [0, above] : op === '>' ? [above, order.length] : op === '>=' ? [atLeast, order.length] : [atLeast, above];
    if (to - from <= order.length / PRICE_STEPS) {
      const set = this.workingSet();
      for (let i = from; i < to; i++) set.add(order[i]!);
      return set;
    }
    // Boxes out of stock may stay in: every filter's set is taken with the boxes in stock.
    const set = to === order.length ? this.workingSet(this.inStock) : this.placesBefore(order, to);
    if (from > 0) set.difference(this.placesBefore(order, from));
    return set;
  }

  /** How many boxes of the price order cost less than `pence` (or no more, `orEqual`): binary search. */
  private pricedBelow(order: Int32Array, pence: number, orEqual: boolean): number {
    const prices = this.numbers.sellPrice;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const price = prices[order[mid]!]!;
      if (orEqual ? price <= pence : price < pence) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** A working set of the boxes in the first `end` places of the price order: the nearest step's set, its edge fixed from the order. */
  private placesBefore(order: Int32Array, end: number): BitSet {
    const { prices, below } = this.priceSteps();
    // The first step at or past `end` (steps' places grow with their prices), or the one before it.
    let lo = 0;
    let hi = prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.pricedBelow(order, prices[mid]!, false) < end) lo = mid + 1;
      else hi = mid;
    }
    let step = -1; // none: no boxes, place 0
    let place = 0;
    for (const k of [lo - 1, lo]) {
      if (k < 0 || k >= prices.length) continue;
      const at = this.pricedBelow(order, prices[k]!, false);
      if (Math.abs(at - end) < Math.abs(place - end)) [step, place] = [k, at];
    }
    const set = step < 0 ? this.workingSet() : this.workingSet(below[step]);
    for (let i = place; i < end; i++) set.add(order[i]!);
    for (let i = end; i < place; i++) set.remove(order[i]!);
    return set;
  }

  /**
   * Price steps: prices that split the price order into PRICE_STEPS runs, each with the set of
   * boxes priced below it, kept exact as boxes come, go or change price (link, unlink). Made
   * from the order when first asked, and again once the catalogue has doubled since.
   */
  private steps: { prices: Int32Array; below: BitSet[]; madeOf: number } | null = null;
  private priceSteps(): { prices: Int32Array; below: BitSet[] } {
    if (!this.steps || this.steps.madeOf * 2 < this.slotOf.size) {
      const order = this.order('boxes_price_asc');
      const prices = this.numbers.sellPrice;
      const stepPrices: number[] = [];
      for (let k = 1; k < PRICE_STEPS; k++) {
        const price = prices[order[Math.floor((k * order.length) / PRICE_STEPS)]!]!;
        if (order.length && stepPrices[stepPrices.length - 1] !== price) stepPrices.push(price);
      }
      const words = new Uint32Array(this.span);
      const below: BitSet[] = [];
      let i = 0;
      for (const price of stepPrices) {
        for (; i < order.length && prices[order[i]!]! < price; i++) words[order[i]! >>> 5]! |= 1 << order[i]!;
        below.push(new BitSet(undefined, words.slice()));
      }
      this.steps = { prices: Int32Array.from(stepPrices), below, madeOf: this.slotOf.size };
    }
    return this.steps;
  }

  search(
    index: IndexName,
    {
      query,
      typoTolerance = true,
      removeFirstWords = true,
      filters,
      facetNames,
      maxValues,
      page,
      hitsPerPage,
    }: {
      query: string;
      typoTolerance?: boolean;
      removeFirstWords?: boolean;
      filters: Filter[];
      facetNames: string[];
      maxValues: number;
      page: number;
      hitsPerPage: number;
    },
  ): IndexAnswer {
    this.moves = 0;
    this.working = 0;
    const text = query ? this.matchText(query, typoTolerance, removeFirstWords) : null;
    // Sets are read, never changed, from here on: one with nothing to narrow is not copied.
    const base = text ? this.workingSet(this.inStock).intersection(text.boxes) : this.inStock;
    const filterSets = filters.map((f) => ({ facet: f.facet, set: this.filterSet(f), recipe: filterRecipe(f) }));
    const narrowed = (exceptFacet: string | null) => {
      const applied = filterSets.filter((f) => exceptFacet === null || f.facet !== exceptFacet);
      if (applied.length === 0) return base;
      const set = this.workingSet(base);
      for (const f of applied) set.intersection(f.set);
      return set;
    };
    const hits = narrowed(null);
    const nbHits = countOf(hits.words, this.span);
    /** What a set is made of (the text and the filters, in any order): sets of one recipe count alike. */
    const recipe = (exceptFacet: string | null) =>
      [
        text ? query.toLowerCase() : '',
        ...filterSets
          .filter((f) => exceptFacet === null || f.facet !== exceptFacet)
          .map((f) => f.recipe)
          .sort(),
      ].join('\u0001');

    // Disjunctive facets: a refined facet is counted without its own filter.
    const refined = new Set(filterSets.map((f) => f.facet).filter(Boolean));
    const facets: IndexAnswer['facets'] = {};
    const counted = (names: string[], key: string, within: () => BitSet, size?: number) => {
      for (const [name, kept] of this.countsOf(names, key, within, size)) facets[name] = shownCounts(kept, maxValues);
    };
    counted(
      facetNames.filter((n) => !refined.has(n)),
      recipe(null),
      () => hits,
      nbHits,
    );
    for (const name of facetNames.filter((n) => refined.has(n))) counted([name], recipe(name), () => narrowed(name));

    const slots = hitsPerPage > 0 ? this.pageOnSaleFirst(index, text, hits, nbHits, page * hitsPerPage, hitsPerPage) : [];
    const shown = slots.map((s) => this.boxes[s]!);
    return { boxIds: shown.map((b) => b.boxId), rows: shown.map((b) => b.row), nbHits, correctedQuery: text?.correctedQuery, facets };
  }

  /**
   * One page of the hits: those on sale online first, then the rest (in a store only, or sold
   * out online), each part in the index's order. Two sets, not a sort key: an order made again
   * for every box that sells its last unit online would cost the next shopper a sort.
   */
  private pageOnSaleFirst(index: IndexName, text: TextMatch | null, hits: BitSet, nbHits: number, skip: number, take: number): number[] {
    const pageOf = (set: BitSet, size: number, from: number, n: number) => (index === 'boxes' && text ? this.pageByRelevance(this.groupsOf(text), set, from, n) : this.pageInOrder(index, set, size, from, n));
    const onSale = this.workingSet(undefined, false);
    const onSaleCount = splitInto(onSale.words, hits.words, this.onSaleOnline.words, true);
    const slots = skip < onSaleCount ? pageOf(onSale, onSaleCount, skip, take) : [];
    if (slots.length < take && onSaleCount < nbHits) {
      const rest = this.workingSet(undefined, false);
      splitInto(rest.words, hits.words, this.onSaleOnline.words, false);
      slots.push(...pageOf(rest, nbHits - onSaleCount, Math.max(0, skip - onSaleCount), take - slots.length));
    }
    return slots;
  }

  /**
   * Bitsets a search works in (a filter's boxes, the hits, a facet's set without its own filter),
   * reused by the next search rather than allocated: each is 100,000 bits, its words outside the
   * JavaScript heap, and allocating some five a search made the garbage collector run often.
   * Only search() and what it calls use them, and none outlives the search.
   */
  private readonly workingSets: BitSet[] = [];
  private working = 0;
  /** The next working set, empty or a copy of `from` (or, `blank` false, as the last search left it: for a caller that writes every word). */
  private workingSet(from?: BitSet, blank = true): BitSet {
    let set = this.workingSets[this.working];
    if (!set) this.workingSets.push((set = new BitSet()));
    this.working += 1;
    // The catalogue's words exactly, however many the set copied has (grown by doubling, up to twice as many).
    const span = this.span;
    if (set.words.length !== span) set.words = new Uint32Array(span);
    if (from) {
      const copied = Math.min(span, from.words.length);
      set.words.set(copied === from.words.length ? from.words : from.words.subarray(0, copied));
      set.words.fill(0, copied);
    } else if (blank) set.words.fill(0);
    return set;
  }

  /**
   * Facet counts of the set a recipe makes, each value with its count, most first. Kept until
   * any box changes: shoppers browsing a department, or paging, sorting and refining one search,
   * count the same sets again and again (a search's sort and page never change its counts).
   */
  private countsOf(names: string[], recipe: string, within: () => BitSet, size?: number): Map<string, KeptCounts> {
    if (this.countsVersion !== this.version) {
      this.counts.clear();
      this.countsVersion = this.version;
    }
    const out = new Map<string, KeptCounts>();
    const missing = names.filter((name) => {
      const kept = this.counts.get(`${recipe}\u0002${name}`);
      if (kept) out.set(name, kept);
      return !kept;
    });
    if (missing.length) {
      for (const [name, found] of this.countFacets(missing, within(), size)) {
        const kept = { found };
        this.counts.set(`${recipe}\u0002${name}`, kept);
        out.set(name, kept);
      }
    }
    return new Map(names.map((name) => [name, out.get(name)!]));
  }

  private readonly counts = new KeptMap<string, KeptCounts>(COUNTS_KEPT);
  private countsVersion = -1;

  /**
   * Counts facet values two ways, whichever reads less: a facet with few values over a large
   * set intersects each value's bitset with it (grade: 3 x 3,125 words); the others are counted
   * in one pass each over the set's boxes (a value number per box), cheaper than 55 brand
   * bitsets, and a search's set is mostly far smaller than the catalogue.
   */
  private countFacets(names: string[], within: BitSet, size = countOf(within.words, this.span)): Map<string, Array<[string, number]>> {
    const words = Math.ceil(this.boxes.length / 32);
    const scanned = names.filter((n) => this.columns.get(n)!.names.length * words > size);
    const counts = new Map<string, Int32Array>();
    if (scanned.length) {
      // The set's boxes once, into a reused buffer; then one tight loop per facet's value column.
      const slots = this.slotsOf(within, size);
      for (const name of scanned) {
        const { names: values, bySlot } = this.columns.get(name)!;
        // One buffer a facet, kept between searches (the counts are copied out below).
        let count = this.countBuffers.get(name);
        if (!count || count.length < values.length + 1) this.countBuffers.set(name, (count = new Int32Array(values.length + 1)));
        else count.fill(0);
        // A box with no value counts at index 0, read by no one.
        for (let i = 0; i < size; i++) count[bySlot[slots[i]!]!]! += 1;
        counts.set(name, count);
      }
    }
    const out = new Map<string, Array<[string, number]>>();
    for (const name of names) {
      const column = this.columns.get(name)!;
      let count = counts.get(name);
      if (!count) {
        count = new Int32Array(column.names.length + 1);
        for (let id = 0; id < column.names.length; id++) count[id + 1] = this.valueSets.get(name)!.get(column.names[id]!)!.intersection_size(within);
      }
      out.set(name, this.mostFirst(column, count));
    }
    return out;
  }

  /**
   * A facet's values counted (count[id + 1]), most first, then by name: sorted as numbers, one
   * key a value (its count, then its place in name order), not by a comparator called some 400
   * times a facet, with strings to compare on ties.
   */
  private mostFirst(column: Column, count: Int32Array): Array<[string, number]> {
    const { names } = column;
    const places = names.length;
    if (column.byPlace.length !== places) {
      column.byPlace = Int32Array.from(Array.from(names.keys()).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0)));
      column.place = new Int32Array(places);
      column.byPlace.forEach((id, place) => (column.place[id] = place));
    }
    // key = count * places + (places - 1 - place): keys ascending, read from the last, give the
    // most first, then name order (exact: counts and places are small integers).
    let n = 0;
    for (let id = 0; id < places; id++) if (count[id + 1]! > 0) n++;
    const keys = new Float64Array(n);
    for (let id = 0, k = 0; id < places; id++) if (count[id + 1]! > 0) keys[k++] = count[id + 1]! * places + (places - 1 - column.place[id]!);
    keys.sort();
    const found = new Array<[string, number]>(n);
    for (let k = 0; k < n; k++) {
      const key = keys[n - 1 - k]!;
      const rest = key % places;
      found[k] = [names[column.byPlace[places - 1 - rest]!]!, (key - rest) / places];
    }
    return found;
  }

  private readonly countBuffers = new Map<string, Int32Array>();
  private scratch = new Int32Array(0);
  /** A set's members into a buffer kept between searches (valid until the next call). */
  private slotsOf(set: BitSet, size: number): Int32Array {
    if (this.scratch.length < size) this.scratch = new Int32Array(Math.max(size, this.boxes.length));
    const out = this.scratch;
    const words = set.words;
    const span = Math.min(words.length, this.span);
    let n = 0;
    for (let k = 0; k < span; k++) {
      let w = words[k]!;
      while (w !== 0) {
        out[n++] = (k << 5) + (31 - Math.clz32(w & -w));
        w &= w - 1;
      }
    }
    return out;
  }

  /** Relevance: groups of equal text score, best first; within one, popularity then box id. */
  private pageByRelevance(groups: Array<Array<Set<number>>>, hits: BitSet, skip: number, take: number): number[] {
    const out: number[] = [];
    for (const group of groups) {
      if (out.length === take) break;
      const inGroup: number[] = [];
      for (const boxes of group) for (const slot of boxes) if (hits.has(slot)) inGroup.push(slot);
      if (skip >= inGroup.length) {
        skip -= inGroup.length;
        continue;
      }
      out.push(...this.firstInOrder('boxes', inGroup, inGroup.length, skip, take - out.length));
      skip = 0;
    }
    return out;
  }

  /** One page of a set in the index's order. */
  private pageInOrder(index: IndexName, set: BitSet, size: number, skip: number, take: number): number[] {
    const order = this.order(index);
    // A sparse set is quicker placed by rank than found by walking the order (a walk reads
    // about (skip + take) / density places; placing reads the set twice).
    if ((skip + take) * order.length > 2 * size * size) return this.firstInOrder(index, this.slotsOf(set, size), size, skip, take);
    const out: number[] = [];
    for (let i = 0, seen = 0; i < order.length && out.length < take; i++) {
      if (set.has(order[i]!) && seen++ >= skip) out.push(order[i]!);
    }
    return out;
  }

  private placed = new Uint32Array(0);
  /**
   * Slots skip..skip+take of a list in the index's order, with no sort: each slot's place in the
   * order is marked in a bitset kept between searches, read from the start, then unmarked.
   */
  private firstInOrder(index: IndexName, slots: ArrayLike<number>, n: number, skip: number, take: number): number[] {
    const rank = this.rank(index);
    const order = this.order(index);
    const words = (order.length >>> 5) + 1;
    if (this.placed.length < words) this.placed = new Uint32Array(words);
    const placed = this.placed;
    for (let i = 0; i < n; i++) {
      const r = rank[slots[i]!]!;
      placed[r >>> 5]! |= 1 << (r & 31);
    }
    const out: number[] = [];
    for (let k = 0, seen = 0; k < words && out.length < take; k++) {
      let w = placed[k]!;
      while (w !== 0 && out.length < take) {
        if (seen++ >= skip) out.push(order[(k << 5) + (31 - Math.clz32(w & -w))]!);
        w &= w - 1;
      }
    }
    for (let i = 0; i < n; i++) placed[rank[slots[i]!]! >>> 5] = 0;
    return out;
  }

  private ranks = new Map<IndexName, { order: Int32Array; rank: Int32Array }>();
  /** Slot -> its place in the index's order. */
  private rank(index: IndexName): Int32Array {
    const order = this.order(index);
    let kept = this.ranks.get(index);
    if (!kept || kept.order !== order) {
      const rank = new Int32Array(this.boxes.length);
      order.forEach((slot, i) => (rank[slot] = i));
      kept = { order, rank };
      this.ranks.set(index, kept);
    }
    return kept.rank;
  }
}
