// The host's entry starts this page's chunk early on its path (index.ts, before the async
// boundary, where the shared rules cannot be imported): the path written there must stay this one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPS_RELEASES_PATH } from '@shop/shared/rules';

it('the entry starts the operations page chunk early on OPS_RELEASES_PATH', () => {
  const entry = readFileSync(join(__dirname, '..', '..', 'index.ts'), 'utf8');
  expect(entry).toContain(`if (location.pathname === '${OPS_RELEASES_PATH}') void import(`);
  expect(entry).toContain("'./pages/ops-releases/OpsReleasesPage'");
});
