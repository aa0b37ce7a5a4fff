// The data rules over the whole default catalogue, as seeded on a real database: every box is a
// real model of a real brand in its own category, named plainly, described by its facts, with a
// wear note that fits the item and prices that follow its grade.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SELL_TO_US_CATEGORY_IDS } from '@shop/shared/rules';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { boxNameOf, MODELS, type Model } from './models/index.js';
import { BRANDS } from './reference-data.js';
import { DEFAULT_BOX_COUNT, seedBoxes } from './seed.js';

interface Box {
  box_id: string;
  /** Sold boxes (no stock online or in any store) are not searchable. */
  in_stock: boolean;
  master_box_id: string;
  box_name: string;
  brand_name: string;
  category_name: string;
  product_line_id: number;
  super_cat_id: number;
  grade: 'A' | 'B' | 'C';
  wear: string;
  sell_price: number;
  was_price: number | null;
  cash_price: number;
  exchange_price: number;
  size: string | null;
  attributes: Array<{ attributeFriendlyName: string; attributeValue: string }>;
}

let t: TestApp;
let boxes: Box[];
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: String(DEFAULT_BOX_COUNT) });
  boxes = await t.db.query<Box>(
    `SELECT b.box_id, b.master_box_id, b.box_name, br.brand_name, c.category_name, c.product_line_id, pl.super_cat_id, b.grade, b.wear,
            b.sell_price, b.was_price, b.cash_price, b.exchange_price, b.size, b.attributes,
            (b.ecom_quantity > 0 OR EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0)) AS in_stock
     FROM boxes b JOIN brands br USING (brand_id) JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id) ORDER BY b.box_id`,
  );
});
after(() => t.close());

const fact = (box: Box, name: string) => box.attributes.find((a) => a.attributeFriendlyName === name)?.attributeValue;
const modelOf = new Map(MODELS.map((m) => [`${m.brand}|${boxNameOf(m)}`, m]));
const findModel = (box: Box): Model | undefined => modelOf.get(`${box.brand_name}|${box.box_name}`);
/** Failures listed, a few at a time, so a broken rule names the boxes that break it. */
function expectNone(failures: string[], rule: string) {
  assert.equal(failures.length, 0, `${failures.length} boxes break "${rule}", e.g.\n${failures.slice(0, 8).join('\n')}`);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, word: string) => (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'giu')) ?? []).length;

describe('the default catalogue', () => {
  it(`has ${DEFAULT_BOX_COUNT} boxes covering every category`, async () => {
    assert.equal(boxes.length, DEFAULT_BOX_COUNT);
    const [empty] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories c WHERE NOT EXISTS (SELECT 1 FROM boxes b WHERE b.category_id = c.category_id)');
    assert.equal(empty!.n, 0);
  });

  it('gives the §5 sell-to-us funnel ids to the 14 categories the shop buys, each stocked', async () => {
    const rows = await t.db.query<{ category_id: number; category_name: string; boxes: number }>(
      `SELECT c.category_id, c.category_name, (SELECT count(*)::int FROM boxes b WHERE b.category_id = c.category_id) AS boxes
       FROM categories c WHERE c.category_id = ANY($1::int[]) ORDER BY c.category_id`,
      [[...SELL_TO_US_CATEGORY_IDS]],
    );
    assert.deepEqual(
      rows.map((r) => `${r.category_id} ${r.category_name}`),
      [
        '80 Travel Systems',
        '83 Pushchairs',
        '86 Prams & Carrycots',
        '88 Double Buggies',
        '90 Compact Strollers',
        '147 Infant Car Seats',
        '155 Combination Car Seats',
        '156 High Back Boosters',
        '158 ISOFIX Bases',
        '160 Cots & Cot Beds',
        '161 Bedside Cribs',
        '162 Baby Monitors',
        '311 Highchairs',
        '348 Baby Carriers',
      ],
    );
    assert.ok(rows.every((r) => r.boxes > 0));
  });

  it('stocks every brand of the brand directory', () => {
    const stocked = new Set(boxes.map((b) => b.brand_name));
    assert.deepEqual(
      BRANDS.map((b) => b.name).filter((name) => !stocked.has(name)),
      [],
    );
  });

  it("puts every box in its model's own category, of its model's product line, with one masterBoxId per model", () => {
    const failures: string[] = [];
    const masterOf = new Map<Model, string>();
    const modelOfMaster = new Map<string, Model>();
    for (const box of boxes) {
      const model = findModel(box);
      if (!model) failures.push(`${box.box_id} ${box.box_name}: no such model of ${box.brand_name}`);
      else if (model.category !== box.category_name || model.lineId !== box.product_line_id) failures.push(`${box.box_id} ${box.box_name} under ${box.category_name}, not ${model.category}`);
      else if ((masterOf.get(model) ?? box.master_box_id) !== box.master_box_id || (modelOfMaster.get(box.master_box_id) ?? model) !== model)
        failures.push(`${box.box_id} ${box.box_name}: masterBoxId ${box.master_box_id} is not this model's alone`);
      if (model) {
        masterOf.set(model, box.master_box_id);
        modelOfMaster.set(box.master_box_id, model);
      }
    }
    expectNone(failures, 'a model in its own category');
  });

  it('names every box with its brand once and no other brand', () => {
    const failures: string[] = [];
    for (const box of boxes) {
      if (mentions(box.box_name, box.brand_name) !== 1) failures.push(`${box.box_id} ${box.box_name}: says ${box.brand_name} ${mentions(box.box_name, box.brand_name)} times`);
      for (const other of BRANDS) if (other.name !== box.brand_name && mentions(box.box_name, other.name)) failures.push(`${box.box_id} ${box.box_name} (${box.brand_name}) names ${other.name}`);
    }
    expectNone(failures, 'brand once, no other brand');
  });

  it('names no box as a kind of thing that belongs in a sibling category', () => {
    // What a name calls a thing, by category: a name may use its own category's words, never only a sibling's.
    const WORDS: Record<string, RegExp> = {
      'Travel Systems': /travel system/i,
      Pushchairs: /pushchair/i,
      'Prams & Carrycots': /\bpram|carry ?cot|bassinet/i,
      'Double Buggies': /double|twin/i,
      'Compact Strollers': /stroller/i,
      'Infant Car Seats': /infant|carrier/i,
      'High Back Boosters': /booster/i,
      'ISOFIX Bases': /\bbase\b/i,
      Footmuffs: /footmuff|cosy ?toes/i,
      'Rain Covers': /rain/i,
      'Changing Bags': /\bbag\b|backpack/i,
      'Baby Carriers': /carrier/i,
      'Cots & Cot Beds': /\bcot\b/i,
      'Bedside Cribs': /crib|next2me/i,
      'Chests of Drawers': /drawers|dresser/i,
      Wardrobes: /wardrobe/i,
      'Baby Monitors': /monitor/i,
      'Sleeping Bags': /sleeping bag|grobag/i,
      'Stair Gates': /gate/i,
      'Night Lights': /light|clock/i,
      Bouncers: /bouncer/i,
      Swings: /swing/i,
      'Play Gyms': /\bgym\b/i,
      Sleepsuits: /sleepsuit/i,
      Bodysuits: /bodysuit/i,
      'Outfit Sets': /\bset\b/i,
      Snowsuits: /snowsuit|pramsuit/i,
      Dresses: /\bdress\b/i,
      'Coats & Jackets': /coat|jacket/i,
      'Tops & T-Shirts': /\btop\b|t-shirt|polo/i,
      'Leggings & Trousers': /leggings|trousers/i,
      'Jeans & Trousers': /jeans|trousers|chinos/i,
      'Jumpers & Cardigans': /jumper|cardigan/i,
      'Walkers & Push Along': /walker|push|coupe/i,
      'Soft Toys': /bunny|bear|soft toy/i,
      'Bath Toys': /\bbath\b/i,
      'Dolls Houses': /house|home/i,
      'Play Kitchens': /kitchen/i,
      'Dressing Up': /costume/i,
      'Building Sets': /brick/i,
      Puzzles: /puzzle|jigsaw/i,
      'Board Games': /\bgame\b|monopoly/i,
      'Train Sets': /rail|train/i,
      'Bottles & Teats': /bottles\b/i,
      'Steriliser Sets': /sterili[sz]er/i,
      'Bottle Warmers': /warmer/i,
      'Formula Makers': /prep|formula/i,
      Highchairs: /highchair/i,
      'Bowls & Spoons': /bowls?\b|spoons?\b/i,
      'Food Makers': /food maker/i,
      'Breast Pumps': /pump/i,
      'Feeding Pillows': /pillow/i,
      'Baby Baths': /baby bath$|toddler bath|flexi bath/i,
      'Bath Seats': /\bseat\b|support/i,
      'Hooded Towels': /towel/i,
      'Changing Units': /changing (unit|table)/i,
      'Changing Mats': /changing (mat|station)/i,
      'Nappy Bins': /nappy bin/i,
      'Potties & Toilet Seats': /potty|toilet/i,
    };
    const siblings = new Map<number, string[]>();
    for (const box of boxes) siblings.set(box.product_line_id, [...new Set([...(siblings.get(box.product_line_id) ?? []), box.category_name])]);
    const failures: string[] = [];
    for (const box of boxes) {
      if (WORDS[box.category_name]?.test(box.box_name)) continue;
      const wrong = siblings.get(box.product_line_id)!.filter((c) => c !== box.category_name && WORDS[c]?.test(box.box_name));
      if (wrong.length) failures.push(`${box.box_id} ${box.box_name} under ${box.category_name} reads as ${wrong.join(', ')}`);
    }
    expectNone(failures, 'a name fits its category');
  });
});

describe('facts', () => {
  it('gives every car seat its standard, its height or weight range, its age range and ISOFIX; every base what it fits', () => {
    const failures: string[] = [];
    for (const box of boxes.filter((b) => b.product_line_id === 702)) {
      const standard = fact(box, 'Standard');
      if (box.category_name === 'ISOFIX Bases') {
        if (standard !== 'R129 i-Size' || fact(box, 'ISOFIX') !== 'Yes' || !fact(box, 'Fits')) failures.push(`${box.box_id} ${box.box_name}`);
        continue;
      }
      const range = standard === 'R129 i-Size' ? /^\d+–\d+ cm$/.test(fact(box, 'Height range') ?? '') : standard === 'ECE R44/04' && /\d+–\d+ kg/.test(fact(box, 'Weight range') ?? '');
      if (!range || !/years|months/.test(fact(box, 'Age range') ?? '') || !/^(Yes|No|With ISOFIX base)/.test(fact(box, 'ISOFIX') ?? '')) failures.push(`${box.box_id} ${box.box_name}: ${JSON.stringify(box.attributes)}`);
    }
    expectNone(failures, 'car seat facts');
  });

  it('sizes clothes to fit their category: baby sizes for baby clothing, years for girls and boys', () => {
    const failures: string[] = [];
    for (const box of boxes.filter((b) => b.super_cat_id === 2)) {
      const size = fact(box, 'Size');
      const fits = box.product_line_id === 201 ? /^(Newborn|\d+-\d+ months)$/ : /^\d+-\d+ years$/;
      if (!size || !fits.test(size) || box.size !== size || !box.box_name.endsWith(`(${size})`) || !fact(box, 'Material')) failures.push(`${box.box_id} ${box.box_name} size ${box.size} (${box.category_name})`);
    }
    expectNone(failures, 'clothes sizes');
  });

  it('gives pushchairs their weight and age from, toys their age and pieces, electricals what they run on', () => {
    const ELECTRICAL = ['Baby Monitors', 'Night Lights', 'Swings', 'Steriliser Sets', 'Bottle Warmers', 'Formula Makers', 'Food Makers'];
    const failures: string[] = [];
    for (const box of boxes) {
      const names = box.attributes.map((a) => a.attributeFriendlyName);
      const missing =
        box.product_line_id === 701
          ? !fact(box, 'Suitable from') || !names.some((n) => /weight/i.test(n))
          : box.super_cat_id === 5 && box.category_name !== 'Soft Toys'
            ? !fact(box, 'Age from') || !(fact(box, 'Pieces') ?? fact(box, 'Players'))
            : ELECTRICAL.includes(box.category_name) || box.category_name === 'Breast Pumps'
              ? !fact(box, 'Runs on')
              : false;
      if (missing) failures.push(`${box.box_id} ${box.box_name}: ${names.join(', ')}`);
    }
    expectNone(failures, 'facts by kind');
  });
});

describe('wear notes', () => {
  it('fit the kind of item: wheels on wheeled things, harness and cover on car seats, tags on clothes, pieces on toys, tests on electricals', () => {
    // A word of a note, and where it can be true.
    const FITS: Array<[RegExp, (b: Box) => boolean]> = [
      [/wheel|hood|tyre|handle grip/i, (b) => b.product_line_id === 701],
      [/harness|shell|support leg|connectors/i, (b) => b.product_line_id === 702],
      [/\btags\b|\bcuffs\b|worn once/i, (b) => b.super_cat_id === 2 || b.category_name === 'Dressing Up'],
      [/pieces complete|play marks/i, (b) => b.super_cat_id === 5 || b.category_name === 'Play Gyms'],
      [/tested|cable|casing/i, (b) => ['Baby Monitors', 'Night Lights', 'Swings', 'Steriliser Sets', 'Bottle Warmers', 'Formula Makers', 'Food Makers', 'Breast Pumps'].includes(b.category_name)],
      [/assembly|fixings|paintwork|one leg/i, (b) => b.product_line_id === 401 || ['Stair Gates', 'Highchairs', 'Changing Units'].includes(b.category_name)],
    ];
    const failures: string[] = [];
    for (const box of boxes) {
      if (/crash|accident|impact|collision/i.test(box.wear)) failures.push(`${box.box_id}: ${box.wear}`);
      for (const [words, fits] of FITS) if (words.test(box.wear) && !fits(box)) failures.push(`${box.box_id} ${box.box_name} (${box.category_name}): ${box.wear}`);
    }
    expectNone(failures, 'a wear note fits the item');
  });

  it('differ by grade: a grade A note never reads as well used, a grade C note never as like new', () => {
    const failures = boxes
      .filter(
        (b) =>
          (b.grade === 'A' && /noticeable|faded|scuffs|bobbling|discolour|visible scratches|light scratches|well played/i.test(b.wear)) ||
          (b.grade === 'C' && /no visible|like new|original tags|hardly|^no marks/i.test(b.wear)),
      )
      .map((b) => `${b.box_id} grade ${b.grade}: ${b.wear}`);
    expectNone(failures, 'wear by grade');
  });
});

describe('prices', () => {
  it('sells below the new price; pays less in cash than in exchange, both well below sell; a was price sits between sell and new', () => {
    const failures: string[] = [];
    for (const box of boxes) {
      const model = findModel(box);
      const newPrice = model?.newPrice ?? 0;
      if (!(box.sell_price < newPrice)) failures.push(`${box.box_id} ${box.box_name}: sells at ${box.sell_price}, new ${newPrice}`);
      if (!(box.cash_price < box.exchange_price && box.exchange_price <= box.sell_price / 2)) failures.push(`${box.box_id}: cash ${box.cash_price}, exchange ${box.exchange_price}, sell ${box.sell_price}`);
      if (box.was_price !== null && !(box.was_price > box.sell_price && box.was_price <= newPrice)) failures.push(`${box.box_id}: was ${box.was_price}, sell ${box.sell_price}, new ${newPrice}`);
    }
    expectNone(failures, 'sell < new, cash < exchange < sell, sell < was <= new');
  });

  it('prices one model A >= B >= C, each grade within a narrow band, at shop endings', () => {
    const byMaster = new Map<string, Record<Box['grade'], number[]>>();
    for (const box of boxes) {
      if (!byMaster.has(box.master_box_id)) byMaster.set(box.master_box_id, { A: [], B: [], C: [] });
      byMaster.get(box.master_box_id)![box.grade].push(box.sell_price);
    }
    const failures: string[] = [];
    for (const [master, { A: a, B: b, C: c }] of byMaster) {
      // Math.min of no prices is Infinity and Math.max -Infinity: a grade with no box never fails.
      if (Math.min(...a) < Math.max(...b, ...c) || Math.min(...b) < Math.max(...c)) failures.push(`${master}: A ${a} B ${b} C ${c}`);
      for (const prices of [a, b, c]) if (prices.length && Math.max(...prices) > Math.min(...prices) * 1.1 + 50) failures.push(`${master}: one grade at ${prices}`);
    }
    for (const box of boxes) if (!(box.sell_price < 10900 ? [49, 99] : [900]).includes(box.sell_price % (box.sell_price < 10900 ? 100 : 1000))) failures.push(`${box.box_id}: ${box.sell_price}`);
    expectNone(failures, 'prices follow grade');
  });
});

describe('search and determinism', () => {
  it("finds car seats and their bases by their facts: 'isofix', 'i-size'", async () => {
    const searchable = boxes.filter((b) => b.in_stock);
    const expected = {
      isofix: searchable.filter((b) => b.category_name === 'ISOFIX Bases' || /^Yes/.test(fact(b, 'ISOFIX') ?? '')).length,
      'i-size': searchable.filter((b) => fact(b, 'Standard') === 'R129 i-Size').length,
    };
    for (const [query, count] of Object.entries(expected)) {
      const res = await t.app.inject({ method: 'POST', url: '/v3/search/1/indexes/boxes/query', payload: { query, hitsPerPage: 100 } });
      const { hits, nbHits } = res.json() as { hits: Array<{ boxName: string; attributeInfo: Box['attributes'] }>; nbHits: number };
      assert.ok(count > 0 && nbHits >= count, `${query}: ${nbHits} hits, ${count} boxes have it`);
      const said = (h: (typeof hits)[number]) => [h.boxName, ...h.attributeInfo.map((a) => `${a.attributeFriendlyName} ${a.attributeValue}`)].join(' ').toLowerCase();
      assert.deepEqual(
        hits.filter((h) => !said(h).includes(query)).map((h) => h.boxName),
        [],
        `${query}: hits that do not say it`,
      );
    }
  });

  it('makes the same shop from the same seed', async () => {
    const generate = async () => {
      const rows: unknown[] = [];
      await seedBoxes({ query: async (_sql: string, params?: unknown[]) => (rows.push(params), []) }, 500);
      return JSON.stringify(rows);
    };
    assert.equal(await generate(), await generate());
  });
});
