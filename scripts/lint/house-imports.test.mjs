// The lint rule that holds the house's import edges (house-imports.mjs), on real ESLint: each edge
// it must refuse, and the ones it must let through (pages composing features, a feature's index).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import houseImports from './house-imports.mjs';
import { ROOT } from '../lib.mjs';

const linter = new Linter();
const config = [{ files: ['**/*.{ts,tsx}'], plugins: { house: { rules: { imports: houseImports } } }, rules: { 'house/imports': 'error' } }];

/** The rule's messages for `code` as if it were the file at `path` (relative to the root). */
const lint = (path, code) => linter.verify(code, config, { filename: join(ROOT, path) }).map((m) => m.message);

test('a remote never imports another remote nor the host, by path or by package name', () => {
  assert.match(lint('mf-unlock/src/pages/UnlockPage.tsx', "import { x } from '../../../mf-catalogue/src/api/catalogue-api';")[0], /another remote \(mf-catalogue\)/);
  assert.match(lint('mf-unlock/src/pages/UnlockPage.tsx', "import { x } from '@shop/mf-account/src/x';")[0], /another remote/);
  assert.match(lint('mf-account/src/index.ts', "const m = import('../../host/src/boot-data');")[0], /the host/);
  assert.deepEqual(lint('mf-unlock/src/pages/UnlockPage.tsx', "import { bus } from '@shop/shared/bus';"), []);
});

test("the host never imports a remote's source; shared imports no app", () => {
  assert.match(lint('host/src/shell/Shell.tsx', "import { x } from '../../../mf-account/src/features/auth/AuthForms';")[0], /host never imports a remote/);
  assert.match(lint('shared/src/rules/basket.ts', "import { x } from '../../../api/src/http/envelope.js';")[0], /shared\/ imports no app \(api\)/);
});

test('a feature reaches another only through its top-level files; pages compose any feature', () => {
  const from = 'mf-catalogue/src/features/seo/content-head.ts';
  assert.match(lint(from, "import { contentApi } from '../content/api/content-api';")[0], /api\/ is inside the feature content/);
  assert.match(lint(from, "import { x } from '../enquiries/components/PriceRequestDialog';")[0], /components\/ is inside the feature enquiries/);
  assert.deepEqual(lint(from, "import { contentApi } from '../content';"), []);
  assert.deepEqual(lint(from, "import { payloadKey } from '../../api/page-payload';"), []);
  assert.deepEqual(lint('mf-catalogue/src/features/content/use-loaded.ts', "import { x } from './api/content-api';"), []);
  assert.deepEqual(lint('mf-catalogue/src/pages/BlogPage.tsx', "import { BlogList } from '../features/content/components/BlogList';"), []);
  // A test replaces a neighbour's call at its seam.
  assert.deepEqual(lint('mf-account/src/features/selling/SellingPanel.test.tsx', "jest.mock('../addresses/api/list-addresses', () => ({}));"), []);
});

test('an API module reaches another only through its top-level files', () => {
  const from = 'api/src/modules/restock/item.ts';
  assert.match(lint(from, "import { GRADES } from '../catalogue/seed/reference-data.js';")[0], /seed\/ is inside the module catalogue/);
  assert.deepEqual(lint(from, "import { GRADES } from '../catalogue/reference.js';"), []);
  assert.deepEqual(lint('api/src/app.ts', "import { seedCatalogueIfEmpty } from './modules/catalogue/seed/seed.js';"), []);
});
