// The drawings: every seeded category has its own kind of picture, the kinds look different,
// the colour named is the colour drawn, and every view differs from the others.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { PRODUCT_LINES } from '../seed/reference-data.js';
import { CATEGORY_KINDS, DRAWINGS, FALLBACK, drawingFor, kindFor } from './kinds.js';
import { NAMED_COLOURS, colourNameFor } from './paint.js';
import { boxPicture, type DrawnBox } from './scene.js';

const PX = 96;
const box = (category: string, o: Partial<DrawnBox> = {}): DrawnBox => {
  const line = PRODUCT_LINES.find((l) => l.categories.includes(category))!;
  return { box_name: 'Test item', grade: 'A', category_name: category, product_line_id: line.id, colour: 'Red', ...o };
};
/** The picture as raw RGB pixels, small, without its caption (the bottom strip). */
const pixels = async (b: DrawnBox, view = 1) =>
  sharp(Buffer.from(boxPicture(b, view)))
    .resize(PX, PX)
    .extract({ left: 0, top: 0, width: PX, height: Math.round(PX * 0.85) })
    .removeAlpha()
    .raw()
    .toBuffer();
/** Mean absolute difference per channel, 0..255. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('drawings by category', () => {
  it('gives every seeded category a drawing named for it, never the fallback parcel', () => {
    for (const line of PRODUCT_LINES) {
      for (const category of line.categories) {
        const kind = CATEGORY_KINDS[line.id]?.[category];
        assert.ok(kind, `${line.name} / ${category} has no drawing`);
        assert.notEqual(drawingFor(line.id, category), FALLBACK, `${line.name} / ${category}`);
        assert.equal(kindFor(line.id, category), kind);
      }
    }
    assert.equal(drawingFor(999, 'Unknown'), FALLBACK);
  });

  it('draws a dress, a pram, a highchair, a car seat, a board game, a cot and a teddy as different pictures', async () => {
    const categories = ['Dresses', 'Prams & Carrycots', 'Highchairs', 'Combination Car Seats', 'Board Games', 'Cots & Cot Beds', 'Soft Toys', 'Building Sets'];
    const pictures = await Promise.all(categories.map((c) => pixels(box(c, { colour: 'Blue' }))));
    for (let i = 0; i < categories.length; i++) for (let j = i + 1; j < categories.length; j++) assert.ok(difference(pictures[i]!, pictures[j]!) > 8, `${categories[i]} and ${categories[j]} look alike`);
  });

  it('gives every kind a picture of its own', async () => {
    const kinds = Object.keys(DRAWINGS) as Array<keyof typeof DRAWINGS>;
    const firstCategory = (kind: string) => {
      for (const [lineId, map] of Object.entries(CATEGORY_KINDS)) for (const [category, k] of Object.entries(map)) if (k === kind) return { lineId: Number(lineId), category };
      return null;
    };
    const drawn = (
      await Promise.all(
        kinds.map(async (kind) => {
          const at = firstCategory(kind);
          return at ? { kind, px: await pixels({ box_name: 'Test item', grade: 'A', category_name: at.category, product_line_id: at.lineId, colour: 'Green' }) } : null;
        }),
      )
    ).filter((d) => d !== null);
    for (let i = 0; i < drawn.length; i++) for (let j = i + 1; j < drawn.length; j++) assert.ok(difference(drawn[i]!.px, drawn[j]!.px) > 2, `${drawn[i]!.kind} and ${drawn[j]!.kind} look alike`);
  });
});

describe('colour', () => {
  const share = (px: Buffer, hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let n = 0;
    for (let i = 0; i < px.length; i += 3) if (Math.abs(px[i]! - r!) + Math.abs(px[i + 1]! - g!) + Math.abs(px[i + 2]! - b!) < 40) n++;
    return n / (px.length / 3);
  };

  it('paints a garment in the colour the box names', async () => {
    for (const colour of ['Red', 'Blue', 'Yellow', 'Navy']) {
      const px = await pixels(box('Dresses', { colour }));
      assert.ok(share(px, NAMED_COLOURS[colour.toLowerCase()]!) > 0.1, `a ${colour} dress is mostly ${colour}`);
      assert.ok(share(px, NAMED_COLOURS.pink!) < 0.01, `a ${colour} dress is not pink`);
    }
  });

  it('takes a colour from the name or the material when the box has none, and keeps it for the model', () => {
    assert.equal(colourNameFor({ colour: null, box_name: 'Silver Cross Balmoral Pram' }), 'silver');
    assert.equal(colourNameFor({ colour: null, box_name: 'Hape Wooden Kitchen', material: 'Solid beech' }), 'wood');
    const steady = colourNameFor({ colour: null, box_name: 'Joie Versatrax' });
    assert.equal(colourNameFor({ colour: null, box_name: 'Joie Versatrax' }), steady);
    assert.ok(NAMED_COLOURS[steady]);
  });
});

describe('views (§9)', () => {
  it('draws front, back, side, bottom, top, inside and angled differently for every category', async () => {
    const views = [1, 2, 3, 4, 5, 6, 8];
    const alike: string[] = [];
    for (const line of PRODUCT_LINES) {
      for (const category of line.categories) {
        const pictures = await Promise.all(views.map((v) => pixels(box(category), v)));
        for (let i = 0; i < views.length; i++) for (let j = i + 1; j < views.length; j++) if (difference(pictures[i]!, pictures[j]!) <= 1.5) alike.push(`${category}: views ${views[i]} and ${views[j]}`);
      }
    }
    assert.deepEqual(alike, []);
  });
});
