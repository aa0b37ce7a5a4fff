// `npm run bench:bundles`: prints the bundle figures the foundation issue budgets.
//  1. Gzipped JS the browser had begun to download when the home page first painted (host +
//     catalogue; the catalogue's first view is painted by the server), measured in Debian's
//     Chromium against the live build. Budget: 150 KB. Also: all JS until the live page has
//     taken over from the first view (the shop is interactive), for the whole picture.
//  2. Each package's production build time on this machine. Budget: 30 s per remote.
//  3. Per My Account tab, the account remote's JS a signed-in member loads on /myaccount?tab=<id>
//     (issue #13). Budget: 60 KB gzipped. `npm run bench:bundles -- account` runs this part alone
//     (`-- account --files` lists every file).
//  5. `npm run bench:bundles -- search-box [baselineDeployDir]`: the header search box's cost on
//     the first page before use (issue #15, ≤ 5 KB gzipped: against a deployment built without
//     it), what using it loads, and the suggestion calls typing makes (bench/header-search.mjs).
//  6. `npm run bench:bundles -- first-page`: part 1 alone (the first page's JS, e.g. before and
//     after a change such as the consent manager of issue #18, ≤ 8 KB gzipped).
//  4. The sell-to-us photo step's JS (issue #14: ≤ 80 KB gzipped for the remote on
//     /sell-to-us/upload). `npm run bench:bundles -- sell-to-us` runs this part alone.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { DEPLOY_DIR, REMOTES, ROOT, startApiServer } from './lib.mjs';
import { measureAccountTabs, printAccountTabs } from './bench/account-tabs.mjs';
import { measureUploadPage, printUploadPage } from './bench/sell-to-us-upload.mjs';
import { measureHeaderSearch, printHeaderSearch } from './bench/header-search.mjs';

const BUDGET_KB = 150;
const BUILD_BUDGET_S = 30;
const kb = (n) => (n / 1024).toFixed(1);

async function launchChromium() {
  const { chromium } = await import(join(ROOT, 'node_modules/@playwright/test/index.mjs'));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

async function accountTabs() {
  const { base, stop } = await startApiServer({ env: { DEPLOY_DIR }, tmpPrefix: 'bench-bundles-account-' });
  const browser = await launchChromium();
  try {
    return printAccountTabs(await measureAccountTabs(browser, base), { verbose: process.argv.includes('--files') });
  } finally {
    await browser.close();
    stop();
  }
}

async function uploadPage() {
  const { base, stop } = await startApiServer({ env: { DEPLOY_DIR }, tmpPrefix: 'bench-bundles-upload-' });
  const browser = await launchChromium();
  try {
    return printUploadPage(await measureUploadPage(browser, base));
  } finally {
    await browser.close();
    stop();
  }
}

if (process.argv[2] === 'account') {
  await accountTabs();
  process.exit(0);
}
if (process.argv[2] === 'search-box') {
  const browser = await launchChromium();
  const measure = async (deployDir) => {
    const { base, stop } = await startApiServer({ env: { DEPLOY_DIR: deployDir }, tmpPrefix: 'bench-bundles-search-' });
    try {
      return await measureHeaderSearch(browser, base);
    } finally {
      stop();
    }
  };
  try {
    const current = await measure(DEPLOY_DIR);
    printHeaderSearch(current, process.argv[3] ? await measure(process.argv[3]) : null);
  } finally {
    await browser.close();
  }
  process.exit(0);
}
if (process.argv[2] === 'sell-to-us') {
  await uploadPage();
  process.exit(0);
}

async function firstPaintScripts() {
  const { base, stop } = await startApiServer({ env: { DEPLOY_DIR }, tmpPrefix: 'bench-bundles-' });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const bodies = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}/`);
    // The live page has taken over once the first view is gone (the catalogue mounted).
    await page.waitForFunction(() => !document.getElementById('shop-prerender') && document.querySelector('#shop-root [data-boundary="catalogue"] h1'), null, { timeout: 30_000 });
    const live = await page.evaluate(() => performance.now());
    await page.waitForTimeout(2000); // let idle-time chunks (the basket agent) arrive, to list them apart
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const timing = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })));
    const scripts = timing
      .filter((t) => bodies.has(t.url))
      .map((t) => {
        const body = bodies.get(t.url);
        return { url: new URL(t.url).pathname, raw: body.length, gz: gzipSync(body, { level: 9 }).length, start: t.start, end: t.end };
      });
    return { scripts, fcp, live };
  } finally {
    await browser.close();
    stop();
  }
}

function buildTimes() {
  const out = [];
  for (const target of ['host', ...REMOTES]) {
    const dir = join(ROOT, target === 'host' ? 'host' : `mf-${target}`);
    const started = process.hrtime.bigint();
    const res = spawnSync(process.execPath, [join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
      cwd: dir,
      env: { ...process.env, BUILD_VERSION: 'bench' },
      encoding: 'utf8',
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    out.push({ target, seconds, ok: res.status === 0 });
  }
  return out;
}

const { scripts, fcp, live } = await firstPaintScripts();
const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
const list = (items) => items.forEach((s) => console.log(`  ${kb(s.gz).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB raw  ${s.url}`));
// Conservative: a script counts as soon as its download has begun, finished or not.
const beforePaint = fcp === null ? scripts : scripts.filter((s) => s.start <= fcp);
const beforeLive = scripts.filter((s) => s.start <= live);
const after = scripts.filter((s) => s.start > live);

console.log(`\nJS requested before the home page's first paint at ${fcp === null ? 'n/a' : `${fcp.toFixed(0)} ms`} (host + catalogue; loopback, no throttling):`);
list(beforePaint);
const total = sum(beforePaint, 'gz');
console.log(`  total: ${kb(total)} KB gzipped (${kb(sum(beforePaint, 'raw'))} KB raw) in ${beforePaint.length} files; budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`);
console.log(`  (the page's content in that paint is the catalogue's first view, painted by the server: it needs none of it)`);
console.log(`\nJS requested until the live page took over from the first view at ${live.toFixed(0)} ms (interactive):`);
list(beforeLive.filter((s) => !beforePaint.includes(s)));
console.log(`  total with the above: ${kb(sum(beforeLive, 'gz'))} KB gzipped in ${beforeLive.length} files`);
if (after.length) {
  console.log('Requested after that (idle time, not counted):');
  for (const s of after) console.log(`  ${kb(s.gz).padStart(7)} KB gz  ${s.url}`);
}

if (process.argv[2] === 'first-page') process.exit(0);

await accountTabs();
await uploadPage();

console.log('\nProduction build time per package (this machine, one at a time):');
const builds = buildTimes();
for (const b of builds) {
  const budget = b.target === 'host' ? '' : ` budget ${BUILD_BUDGET_S} s: ${b.seconds <= BUILD_BUDGET_S ? 'within' : 'OVER'}`;
  console.log(`  ${b.target.padEnd(16)} ${b.seconds.toFixed(1).padStart(5)} s ${b.ok ? '' : '(FAILED)'}${budget}`);
}
console.log("\n(The packages' dist/ folders now hold bench builds; `npm start` publishes from fresh builds.)");
