// The labels on their own: one A6 label page per box with the return address, the order code
// under its barcode, 'Box n of N' and who sends it, and no word of what is inside (issue 32 §2:
// a theft risk); then one packing slip page per box with its items and the packing guidance.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { DEFAULT_RETURNS_ADDRESS, PACKING_GUIDANCE, returnsAddressLines } from '@shop/shared/rules';
import { renderLabel } from './label.js';
import { pdfText } from './pdf-text.js';

const pram = { quoteId: '01KAN0000000000000000000AB', description: 'Bugaboo Butterfly', quantity: 1 };
const seat = { quoteId: '01KAN0000000000000000000CD', description: 'Maxi-Cosi Pebble 360', quantity: 2 };
const input = {
  orderCode: 'WB7K3M9Q2X',
  to: DEFAULT_RETURNS_ADDRESS,
  from: { heading: 'Dropped off at', lines: ['Little Loop Bristol', '41 Broadmead', 'Bristol', 'BS1 3HA'] },
  boxes: [[pram], [seat]],
  createdAt: new Date('2026-11-23T12:00:00Z'),
};

/** The text of each page, in page order (pdfkit writes one content stream per page). */
function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bBT\b/.test(content)) continue;
    // One page's stream, read by the same reader as the whole file.
    const one = Buffer.from(`stream\n${content}endstream`, 'latin1');
    pages.push(pdfText(one));
  }
  return pages;
}

it('draws one A6 label per box (address, code, barcode, box n of N, sender) and no contents on it', async () => {
  const pdf = await renderLabel(input);
  const raw = pdf.toString('latin1');
  assert.equal((raw.match(/\/Type \/Page\b/g) ?? []).length, 4, 'two labels and two packing slips');
  assert.equal((raw.match(/\/MediaBox \[0 0 298 420\]/g) ?? []).length, 4);
  assert.ok((raw.match(/\/Subtype \/Image/g) ?? []).length >= 1, 'the barcode');
  const [label1, label2] = pageTexts(pdf).map((p) => p.split('\n'));
  assert.deepEqual(label1!.slice(0, 6), ['DELIVER TO', ...returnsAddressLines(DEFAULT_RETURNS_ADDRESS)]);
  assert.ok(label1!.includes('Order WB7K3M9Q2X') && label1!.includes('Box 1 of 2'), label1!.join('\n'));
  assert.ok(label2!.includes('Box 2 of 2'));
  assert.ok(label1!.includes('DROPPED OFF AT') && label1!.includes('41 Broadmead'));
  for (const page of [label1!, label2!]) {
    const text = page.join('\n');
    assert.doesNotMatch(text, /Bugaboo|Maxi-Cosi|Butterfly|Pebble|IN THIS|quote/i, 'the outside says nothing of the contents');
  }
});

it("puts each box's contents on its own packing slip page, with the packing guidance", async () => {
  // Long lines wrap on the narrow page: read each slip as running text.
  const [, , slip1, slip2] = pageTexts(await renderLabel(input)).map((p) => p.replace(/ ?\n/g, ' '));
  assert.match(slip1!, /PACKING SLIP: PUT THIS INSIDE THE BOX/);
  assert.match(slip1!, /Order WB7K3M9Q2X, box 1 of 2/);
  assert.ok(slip1!.includes('1 × Bugaboo Butterfly (quote 01KAN0000000000000000000AB)'), slip1);
  assert.ok(!slip1!.includes('Maxi-Cosi'));
  assert.ok(slip2!.includes('2 × Maxi-Cosi Pebble 360 (quote 01KAN0000000000000000000CD)'), slip2);
  assert.match(slip2!, /Prams and pushchairs: fold the frame/);
  assert.match(slip2!, /at most 30 kg/);
  // Word for word the guidance the send page shows (one list in shared).
  for (const line of PACKING_GUIDANCE) assert.ok(slip1!.includes(line) && slip2!.includes(line), line);
});

it('gives the same order the same page text, and another order its own code', async () => {
  assert.equal(pdfText(await renderLabel(input)), pdfText(await renderLabel(input)));
  assert.ok(pdfText(await renderLabel({ ...input, orderCode: 'WB00000001' })).includes('Order WB00000001'));
});
