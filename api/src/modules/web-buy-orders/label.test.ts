// The label on its own: one A6 page with the return address, the order code under its barcode,
// who sends it and every item, read back from the PDF's text.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { DEFAULT_RETURNS_ADDRESS, returnsAddressLines } from '@shop/shared/rules';
import { renderLabel } from './label.js';
import { pdfText } from './pdf-text.js';

const input = {
  orderCode: 'WB7K3M9Q2X',
  to: DEFAULT_RETURNS_ADDRESS,
  from: { heading: 'Dropped off at', lines: ['Little Loop Bristol', '41 Broadmead', 'Bristol', 'BS1 3HA'] },
  items: [
    { quoteId: '01KAN0000000000000000000AB', description: 'Bugaboo Butterfly', quantity: 1 },
    { quoteId: '01KAN0000000000000000000CD', description: 'Maxi-Cosi Pebble 360', quantity: 2 },
  ],
  createdAt: new Date('2026-11-23T12:00:00Z'),
};

it('draws one A6 page: return address, order code and barcode, sender, items', async () => {
  const pdf = await renderLabel(input);
  const raw = pdf.toString('latin1');
  assert.equal((raw.match(/\/Type \/Page\b/g) ?? []).length, 1);
  assert.match(raw, /\/MediaBox \[0 0 298 420\]/);
  // The barcode: a picture (pdfkit adds its transparency as a second, mask image).
  assert.ok((raw.match(/\/Subtype \/Image/g) ?? []).length >= 1, 'the barcode');
  const text = pdfText(pdf).split('\n');
  assert.deepEqual(text.slice(0, 6), ['DELIVER TO', 'Little Loop Returns', 'Goods In, Warehouse 19003', 'Unit 7, Meadow Lane Industrial Estate', 'LEICESTER', 'LE4 6FB']);
  assert.deepEqual(text.slice(1, 6), returnsAddressLines(DEFAULT_RETURNS_ADDRESS));
  assert.ok(text.includes('Order WB7K3M9Q2X'));
  assert.ok(text.includes('DROPPED OFF AT') && text.includes('41 Broadmead'));
  assert.ok(text.includes('2 × Maxi-Cosi Pebble 360 (quote 01KAN0000000000000000000CD)'), text.join('\n'));
});

it('gives the same order the same page text, and another order its own code', async () => {
  assert.equal(pdfText(await renderLabel(input)), pdfText(await renderLabel(input)));
  assert.ok(pdfText(await renderLabel({ ...input, orderCode: 'WB00000001' })).includes('Order WB00000001'));
});
