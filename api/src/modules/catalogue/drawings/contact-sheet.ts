// A contact sheet of the drawings, to look at them: one tile per seeded category (or every view
// of one category). `node --import tsx api/src/modules/catalogue/drawings/contact-sheet.ts out.png [category]`
import sharp from 'sharp';
import { COLOURS, PRODUCT_LINES } from '../seed/reference-data.js';
import { boxPicture } from './scene.js';

const [out = 'contact-sheet.png', only] = process.argv.slice(2);
const tile = 250;
const tiles: Array<{ svg: string }> = [];
if (only) {
  const line = PRODUCT_LINES.find((l) => l.categories.includes(only))!;
  for (const view of [1, 2, 3, 4, 5, 6, 8, 11]) tiles.push({ svg: boxPicture({ box_name: only, grade: 'B', category_name: only, product_line_id: line.id, colour: null }, view) });
} else {
  let i = 0;
  for (const line of PRODUCT_LINES)
    for (const category of line.categories)
      tiles.push({ svg: boxPicture({ box_name: category, grade: 'A', category_name: category, product_line_id: line.id, colour: line.superCatId === 2 ? COLOURS[i++ % COLOURS.length]! : null }, 1) });
}
const columns = 8;
const rows = Math.ceil(tiles.length / columns);
const images = await Promise.all(tiles.map((t) => sharp(Buffer.from(t.svg)).resize(tile, tile).png().toBuffer()));
await sharp({ create: { width: columns * tile, height: rows * tile, channels: 3, background: '#ffffff' } })
  .composite(images.map((input, i) => ({ input, left: (i % columns) * tile, top: Math.floor(i / columns) * tile })))
  .png()
  .toFile(out);
console.log(`${tiles.length} pictures → ${out}`);
