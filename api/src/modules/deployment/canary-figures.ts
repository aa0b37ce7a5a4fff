// The automatic rollback's budget (issue 21: within 60 s of the failures starting at 5 visits a
// second), measured: a real API (PGlite, or DATABASE_URL's PostgreSQL) with the production
// thresholds, a 50% canary whose every visit fails, visitors arriving at VISITS_PER_SECOND (5).
// Each visit loads a page for its cohort (a fresh one, as a new visitor) and beacons what its
// browser would, with the page's beacon token: 'mount' on the stable version, 'error' on the canary.
//   cd api && node --import tsx src/modules/deployment/canary-figures.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COHORT_COOKIE } from '@shop/shared/rules';
import { contractBuilds } from '../../testing/releases.js';
import { startTestApp } from '../../testing/test-app.js';
import { publish } from './cli.js';
import { REMOTE_NAMES } from './manifest.js';

const perSecond = Number(process.env.VISITS_PER_SECOND ?? 5);
const work = mkdtempSync(join(tmpdir(), 'shop-canary-figures-'));
const deployDir = join(work, 'deploy');
const build = await contractBuilds(work);
publish(deployDir, 'host', build.host('h1'), 'h1');
for (const r of REMOTE_NAMES) publish(deployDir, r, build.remote(r, 'v1'), 'v1');
publish(deployDir, 'catalogue', build.remote('catalogue', 'v2'), 'v2', false);
// The production thresholds and timer (config.ts defaults): only the deploy folder is the test's.
const t = await startTestApp({ DEPLOY_DIR: deployDir, CATALOGUE_BOXES: '20' });
const { app } = t;
try {
  await app.canaries.start({ target: 'catalogue', version: 'v2', share: 50 }, { actor: 'bench', how: 'command', reason: 'figures: a canary that fails every visit' });
  let visits = 0;
  let failuresStarted = 0;
  const started = Date.now();
  while (app.releases.canaries().length && Date.now() - started < 120_000) {
    const tick = Date.now();
    const page = await app.inject({ url: '/' });
    if (!String(page.headers['set-cookie']).startsWith(`${COHORT_COOKIE}=`)) throw new Error('no cohort cookie');
    const boot = JSON.parse(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(page.body)![1]!) as { remotes: { catalogue: { version: string } }; beacon: string };
    const version = boot.remotes.catalogue.version;
    const kind = version === 'v2' ? 'error' : 'mount';
    if (kind === 'error') failuresStarted ||= Date.now();
    await app.inject({ method: 'POST', url: '/v3/ops/beacons', payload: { remote: 'catalogue', version, kind, token: boot.beacon } });
    visits++;
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 / perSecond - (Date.now() - tick))));
  }
  const [last] = await app.releases.history({ target: 'catalogue', limit: 1 });
  if (last?.kind !== 'canary-rollback') throw new Error(`no automatic rollback within 120 s (${visits} visits)`);
  const seconds = (Date.parse(last.at) - failuresStarted) / 1000;
  console.log(`${visits} visits at ${perSecond}/s (50% canary failing every visit, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): automatic rollback ${seconds.toFixed(1)} s after the first failure`);
  console.log(`history: ${last.reason}`);
} finally {
  await t.close();
}
