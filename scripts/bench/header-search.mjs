// The header search box's cost (issue #15: ≤ 5 KB gzipped on the first page before it is used),
// measured in Debian's Chromium against a deployment: the home page's JS until the live page is
// idle, nobody touching the box; then what reaching for the box loads (the catalogue's
// './search-box' chunks) and how many suggestion calls typing 'pushchair' makes. Given a second
// deployment (a build from before the box), the first-page difference is the box's cost.
import { gzipSync } from 'node:zlib';

const kb = (n) => (n / 1024).toFixed(1);
const sum = (list) => list.reduce((n, f) => n + f.gz, 0);

export async function measureHeaderSearch(browser, base) {
  const page = await browser.newPage();
  const scripts = [];
  let suggestionCalls = 0;
  page.on('request', (r) => new URL(r.url()).pathname === '/v3/utilities/searchbucket' && suggestionCalls++);
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: new URL(res.url()).pathname, gz: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => !document.getElementById('shop-prerender') && document.querySelector('#shop-root [data-boundary="catalogue"] h1'), null, { timeout: 30_000 });
  await page.waitForTimeout(2500); // idle-time chunks (agents) arrive too: all counted
  const beforeUse = [...scripts];
  const box = page.locator('header input[name="q"]');
  let onUse = [];
  if (await box.count()) {
    await box.click();
    await box.pressSequentially('pushchair', { delay: 60 });
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    onUse = scripts.slice(beforeUse.length);
  }
  await page.close();
  return { beforeUse, onUse, suggestionCalls, hasBox: onUse.length > 0 };
}

export function printHeaderSearch(current, baseline) {
  console.log(`\nHeader search box (home page, JS until idle, box untouched): ${kb(sum(current.beforeUse))} KB gzipped in ${current.beforeUse.length} files`);
  if (baseline) {
    const delta = sum(current.beforeUse) - sum(baseline.beforeUse);
    console.log(`  the build compared against: ${kb(sum(baseline.beforeUse))} KB gzipped; the box costs the first page ${(delta / 1024).toFixed(2)} KB gzipped (budget 5 KB: ${delta / 1024 <= 5 ? 'within' : 'OVER'})`);
    const before = new Map(baseline.beforeUse.map((f) => [f.url.replace(/\/v[\d-]+\//, '/').replace(/\.[0-9a-f]{10}\.js$/, '.js'), f.gz]));
    for (const f of current.beforeUse) {
      const key = f.url.replace(/\/v[\d-]+\//, '/').replace(/\.[0-9a-f]{10}\.js$/, '.js');
      const was = before.get(key);
      if (was !== f.gz) console.log(`  ${was === undefined ? 'new' : `${((f.gz - was) / 1024 >= 0 ? '+' : '') + ((f.gz - was) / 1024).toFixed(2)} KB`}  ${f.url}`);
    }
  }
  console.log(`Loaded when the shopper reaches for the box: ${kb(sum(current.onUse))} KB gzipped`);
  for (const f of current.onUse) console.log(`  ${kb(f.gz).padStart(7)} KB gz  ${f.url}`);
  console.log(`Suggestion calls while typing 'pushchair' (a key every 60 ms): ${current.suggestionCalls}`);
}
