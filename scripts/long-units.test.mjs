// No function or component over 150 lines (issue 34 §5), checked by scripts/long-units.mjs.
// STILL_LONG lists the units not yet split, with their length when listed: it may only shrink.
// A listed unit that grows fails, one split below the limit must leave the list, and a new one
// over the limit fails until it is split (never added here).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { LIMIT, longUnits } from './long-units.mjs';

// Measured again after the code was first formatted by Prettier (its line breaks are the ruler now).
const STILL_LONG = {};

test(`no unit over ${LIMIT} lines but those still listed, and none of those grown`, () => {
  const found = longUnits();
  const key = (u) => `${u.file} ${u.name}`;
  assert.deepEqual(
    found.filter((u) => !(key(u) in STILL_LONG)).map((u) => `${u.file}:${u.line} ${u.name} (${u.lines} lines)`),
    [],
    'split these (see scripts/long-units.mjs)',
  );
  assert.deepEqual(
    found.filter((u) => u.lines > STILL_LONG[key(u)]).map((u) => `${key(u)}: ${u.lines} lines, listed at ${STILL_LONG[key(u)]}`),
    [],
    'a listed unit grew',
  );
  const gone = Object.keys(STILL_LONG).filter((k) => !found.some((u) => key(u) === k));
  assert.deepEqual(gone, [], 'now under the limit (or renamed): take these off STILL_LONG');
});

test('finds a long function, arrow function, method and component, and measures them in lines', () => {
  const root = mkdtempSync(join(tmpdir(), 'long-units-'));
  try {
    const body = (n) => Array.from({ length: n - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    mkdirSync(join(root, 'api/src'), { recursive: true });
    mkdirSync(join(root, 'mf-shop/src'), { recursive: true });
    writeFileSync(
      join(root, 'api/src/a.ts'),
      `// £ and é before: offsets are bytes\nexport function long() {\n${body(151)}\n}\nexport const short = () => {\n${body(150)}\n};\nclass C {\n  m() {\n${body(160)}\n  }\n}\n`,
    );
    writeFileSync(join(root, 'api/src/a.test.ts'), `it('x', () => {\n${body(300)}\n});\n`);
    writeFileSync(join(root, 'mf-shop/src/Page.tsx'), `export const Page = () => {\n${body(200)}\n  return <p>hi</p>;\n};\n`);
    const found = longUnits({ root }).map((u) => `${u.file}:${u.line} ${u.name} ${u.lines}`);
    assert.deepEqual(found, ['mf-shop/src/Page.tsx:1 Page 201', 'api/src/a.ts:304 m 160', 'api/src/a.ts:2 long 151']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
