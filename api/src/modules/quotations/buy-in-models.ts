// The models a member can sell to us: every model of the catalogue (seed/models/) in a §5 funnel
// category, and a few the shop buys but does not stock now (asked about often, and each on the
// recall list, so the recall check has something real to find). What a model is worth comes
// from the one pricing rule (seed/pricing.ts): its like-new price is the top of every offer.
import { isSellToUsCategory } from '@shop/shared/rules';
import { boxNameOf, categoryIdOf, masterBoxIdOf, MODELS, type Model, modelsOf, buyPrices, sellPrice, type Grade, PRODUCT_LINES } from '../catalogue/reference.js';
import { KIND_WORDS, phraseWords, queryWords } from './search-vocabulary.js';

/** Bought, not stocked: no box of these is for sale, so they are not in models/ (which the seed draws boxes from). */
export const BUY_IN_ONLY_MODELS: readonly Model[] = [
  modelsOf(702, 'ISOFIX Bases', 'seat base')('Maxi-Cosi', 'FamilyFix Slide Pro Base', 199, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes' }),
  modelsOf(702, 'Infant Car Seats', 'car seat')('Kinderkraft', 'I-CARE i-Size', 169, { Standard: 'R129 i-Size', 'Height range': '40–87 cm' }),
  modelsOf(702, 'Combination Car Seats', 'car seat')('Halfords', 'Essentials Nyala R129', 89, { Standard: 'R129 i-Size', 'Height range': '76–150 cm' }),
  modelsOf(302, 'Highchairs', 'furniture')('Bugaboo', 'Giraffe Highchair', 199, { 'Suitable from': '6 months (with Baby Set)', Material: 'Solid beech' }),
];

export interface BuyInModel {
  masterBoxId: string;
  categoryId: number;
  categoryName: string;
  productLineId: number;
  superCatId: number;
  brand: string;
  name: string;
  newPrice: number;
  /** What we pay for one like new (grade A, no wear): the top of any offer. */
  top: { cash: number; exchange: number };
  /** Words to search by, without accents ('Römer' is found as 'romer'), the brand's also run together ('maxicosi'). */
  words: string[];
  /** The everyday words for its kind ('buggy', 'highchair': search-vocabulary.ts), matched after its own. */
  kindWords: string[];
}

export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const wordsOf = (text: string) =>
  plain(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** What the shop pays for one of a model in a grade, before any answer's effect. */
export const gradePrices = (newPrice: number, grade: Grade) => buyPrices(sellPrice(newPrice, grade, 0));

function toBuyIn(model: Model): BuyInModel {
  const line = PRODUCT_LINES.find((p) => p.id === model.lineId)!;
  const name = boxNameOf(model);
  return {
    masterBoxId: masterBoxIdOf(model),
    categoryId: categoryIdOf(model),
    categoryName: model.category,
    productLineId: model.lineId,
    superCatId: line.superCatId,
    brand: model.brand,
    name,
    newPrice: model.newPrice,
    top: gradePrices(model.newPrice, 'A'),
    words: [...new Set([...wordsOf(`${model.brand} ${name} ${model.category}`), ...phraseWords(wordsOf(model.brand))])],
    kindWords: [...new Set((KIND_WORDS[categoryIdOf(model)] ?? []).flatMap((kind) => phraseWords(wordsOf(kind))))],
  };
}

export const BUY_IN_MODELS: readonly BuyInModel[] = [...MODELS, ...BUY_IN_ONLY_MODELS].map(toBuyIn).filter((m) => isSellToUsCategory(m.categoryId));

const BY_ID = new Map(BUY_IN_MODELS.map((m) => [m.masterBoxId, m]));

export const buyInModel = (masterBoxId: string): BuyInModel | null => BY_ID.get(masterBoxId.toUpperCase()) ?? null;

/**
 * "What are you selling?": models with a word starting with each word typed ('maxi peb' finds
 * the Maxi-Cosi Pebble 360), the everyday words for its kind counting too ('graco buggy'), best
 * first: the brand typed, then models found by their own words, then shorter names, then A to Z.
 */
export function searchBuyInModels(query: string, options: { categoryId?: number; limit: number }): BuyInModel[] {
  const typed = queryWords(wordsOf(query)).slice(0, 8);
  const scored: Array<{ m: BuyInModel; score: number }> = [];
  for (const m of BUY_IN_MODELS) {
    if (options.categoryId !== undefined && m.categoryId !== options.categoryId) continue;
    const own = (t: string) => m.words.some((w) => w.startsWith(t));
    if (!typed.every((t) => own(t) || m.kindWords.some((w) => w.startsWith(t)))) continue;
    const brandTyped = typed.some((t) => phraseWords(wordsOf(m.brand)).includes(t)) ? 0 : 1;
    const byKindOnly = typed.filter((t) => !own(t)).length;
    scored.push({ m, score: brandTyped * 10_000 + byKindOnly * 100 + m.words.length });
  }
  scored.sort((a, b) => a.score - b.score || a.m.name.localeCompare(b.m.name));
  return scored.slice(0, options.limit).map((s) => s.m);
}
