// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the home
// page, a listing and a product page of the production build, with Debian's Chromium.
// Lighthouse is installed on first use into .tools/ (it is large and only benchmarks need it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOY_DIR, ROOT, run, startApiServer } from './lib.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const bin = join(ROOT, '.tools', 'lighthouse', 'node_modules', '.bin', 'lighthouse');
if (!existsSync(bin)) {
  console.log(`[bench] installing lighthouse ${LIGHTHOUSE_VERSION} into .tools/lighthouse/`);
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(ROOT, '.tools', 'lighthouse'), `lighthouse@${LIGHTHOUSE_VERSION}`]);
}

const work = mkdtempSync(join(tmpdir(), 'bench-lh-reports-'));
// Served as in production (compressed, cached), from the live builds.
const { base, stop } = await startApiServer({
  hostName: 'localhost',
  tmpPrefix: 'bench-lh-',
  env: { DEPLOY_DIR, NODE_ENV: 'production', AUTH_JWT_SECRET: 'bench-only-secret-0123456789abcdef' },
});

const pages = [
  ['/', 'home'],
  ['/products?superCatId=7', 'listing'],
  ['/product-detail?id=ll000002&categoryName=Bouncers&superCatName=Nursery&title=Deluxe-Play-Gym', 'product'],
];
console.log('\nLighthouse 12 (mobile, simulated throttling): performance score and LCP');
for (const [path, name] of pages) {
  // Warm the server's caches and generated images once, as a live shop's would be.
  await fetch(base + path);
  const out = join(work, `${name}.json`);
  const res = spawnSync(
    bin,
    [base + path, '--output=json', `--output-path=${out}`, '--only-categories=performance', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8' },
  );
  if (!existsSync(out)) {
    console.log(`  ${name}: lighthouse failed: ${res.stderr.slice(-400)}`);
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const a = report.audits;
  const score = Math.round(report.categories.performance.score * 100);
  console.log(
    `  ${name.padEnd(8)} score ${String(score).padStart(3)}   LCP ${(a['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s   FCP ${(a['first-contentful-paint'].numericValue / 1000).toFixed(2)} s   TBT ${a['total-blocking-time'].numericValue.toFixed(0)} ms   CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}   (${path})`,
  );
}
stop();
