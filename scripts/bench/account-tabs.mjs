// The JS each My Account tab loads (issue #13: the account remote's JS on /myaccount ≤ 60 KB
// gzipped), measured in Debian's Chromium against the live builds with a real signed-in member.
// Every tab of mf-account/src/features/account-tabs/account-tabs.ts is visited in a fresh page
// (no cache), so each figure is what a member who deep-links to that tab downloads.
// The account remote's own files are counted against the budget; the shared singletons the
// page loads (react, react-dom, router, @shop/shared parts, from the host or another container)
// are listed apart, with their bytes, so the saving from sharing stays honest.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib.mjs';

export const ACCOUNT_TAB_BUDGET_KB = 60;
const TABS_FILE = join(ROOT, 'mf-account/src/features/account-tabs/account-tabs.ts');
const CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

/** The tab ids in the order the tab list shows them, read from the source so new tabs count. */
export function accountTabIds(source = readFileSync(TABS_FILE, 'utf8')) {
  return [...source.matchAll(/\{\s*id:\s*'([a-z0-9-]+)'/g)].map((m) => m[1]);
}

async function json(base, path, init) {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, body: await res.json() };
}

/** A verified member with an access token, made through the real API and the dev outbox. */
export async function signedInMember(base, label = 'bench') {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;
  const password = 'a benchmark password';
  const headers = { 'content-type': 'application/json' };
  const reg = await json(base, '/v3/members', { method: 'POST', headers, body: JSON.stringify({ firstName: 'Imogen', lastName: 'Bench', email, password }) });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const memberId = reg.body.response.data.memberId;
  const outbox = await json(base, `/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const token = /token=([A-Za-z0-9_.-]+)/.exec(outbox.body[0].body)[1];
  await json(base, '/v3/members/validateemail', { method: 'PUT', headers, body: JSON.stringify({ token }) });
  const form = new URLSearchParams({ grant_type: 'password', username: email, password, ...CLIENT });
  const signIn = await json(base, '/auth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return { memberId, email, password, firstName: 'Imogen', token: signIn.body };
}

/**
 * Signs the member in for a browser context as the host does (issue 31 §8): the refresh token
 * becomes the auth host's HttpOnly cookie in the context's jar, only the §3 user object is
 * stored, and each page fetches its access token (memory only) by the cookie.
 */
export async function addSessionTo(context, member, base) {
  const res = await context.request.post(`${base}/auth/token`, {
    form: { grant_type: 'password', username: member.email, password: member.password, ...CLIENT },
    headers: { 'x-token-transport': 'cookie' },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()}`);
  await context.addInitScript((m) => localStorage.setItem('user', JSON.stringify({ memberId: m.memberId, firstName: m.firstName })), member);
}

/** Per tab: the account remote's scripts and the other scripts /myaccount?tab=<id> loaded. */
export async function measureAccountTabs(browser, base, tabs = accountTabIds()) {
  const member = await signedInMember(base);
  await giveMemberData(base, member);
  const rows = [];
  for (const id of tabs) {
    const context = await browser.newContext();
    await addSessionTo(context, member, base);
    // The Orders tab keeps a live status stream open (never 'networkidle'): refused here, its
    // reader gives up at once. The stream's code is loaded all the same, so the sizes are right.
    await context.route('**/v3/members/*/events', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"response":{"ack":"Failure","data":null,"error":{"code":1002,"message":"bench"}}}' }));
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.set(new URL(res.url()).pathname, await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}/myaccount?tab=${id}`);
    await page.waitForSelector(`#account-tab-${id}[aria-selected="true"]`, { timeout: 30_000 });
    // The panel's own chunk has arrived once its Suspense fallback has gone.
    await page.waitForFunction(() => !document.querySelector('#account-tab-panel .shop-ui-loader'), null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const files = [...bodies].map(([path, body]) => ({ path, raw: body.length, gz: gzipSync(body, { level: 9 }).length }));
    const account = files.filter((f) => f.path.startsWith('/remotes/account/'));
    const pageWide = await markPageWide(page, 'mf_account', account);
    rows.push({ id, account, pageWide, other: files.filter((f) => !account.includes(f)) });
    await context.close();
  }
  return rows;
}

/**
 * Singletons a container served that another app on the page uses as well (the federation
 * runtime's record): the page loads them once whoever serves them. Marks each of the container's
 * files that holds only those (`pageWide`); answers their names.
 */
export async function markPageWide(page, container, files) {
  const pageWide = await page.evaluate((own) => {
    const names = [];
    for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {}))
      for (const pkgs of Object.values(scopes))
        for (const [name, versions] of Object.entries(pkgs)) for (const s of Object.values(versions)) if (s.from === own && (s.lib || s.loaded) && (s.useIn ?? []).some((u) => u !== own)) names.push(name);
    return names;
  }, container);
  const covered = new Set(pageWide.flatMap((n) => [...closureOf(n)]));
  for (const f of files) {
    const held = packagesOf(f.path);
    f.pageWide = held.length > 0 && held.every((k) => covered.has(k));
  }
  return pageWide;
}

/** What a built file holds, by package or source folder, from its source map (largest first). */
export function contentsOf(urlPath) {
  return packagesOf(urlPath).slice(0, 4).join(', ');
}

function packagesOf(urlPath) {
  // Published builds carry no source maps; the package's own dist/ keeps them beside the same names.
  const [, kind, name, , file] = /^\/(remotes|host)\/(?:([^/]+)\/)?([^/]+)\/(.+)$/.exec(urlPath) ?? [];
  if (!file) return [];
  let map;
  try {
    map = JSON.parse(readFileSync(join(ROOT, kind === 'host' ? 'host' : `mf-${name}`, 'dist', `${file}.map`), 'utf8'));
  } catch {
    return [];
  }
  const size = new Map();
  map.sources.forEach((source, i) => {
    const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    const key =
      pkg ??
      source
        .replace(/^webpack:\/\/[^/]*\//, '')
        .replace(/^\.\.\/shared\/src\/([^/]+)\/.*/, '@shop/shared/$1')
        .replace(/^\.\/src\/(features\/)?([^/]+).*/, 'src/$2');
    size.set(key, (size.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  return [...size].sort((a, b) => b[1] - a[1]).map(([k]) => k);
}

/**
 * A shared package and everything it brings: for a part of @shop/shared, the npm packages its
 * sources import; for an npm package, its dependencies; transitively.
 */
function closureOf(name, seen = new Set()) {
  if (seen.has(name)) return seen;
  seen.add(name);
  const part = /^@shop\/shared\/(.+)$/.exec(name)?.[1];
  let deps;
  if (part) {
    const dir = join(ROOT, 'shared/src', part);
    const text = readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    deps = [...text.matchAll(/from '((?:@[^/']+\/)?[^./'][^/']*)/g)].map((m) => m[1]).filter((d) => !d.startsWith('@shop/'));
  } else {
    try {
      const pkg = createRequire(join(ROOT, 'shared/package.json'))(`${name}/package.json`);
      deps = Object.keys(pkg.dependencies ?? {});
    } catch {
      deps = [];
    }
  }
  for (const d of deps) closureOf(d, seen);
  return seen;
}

const kb = (n) => (n / 1024).toFixed(1);
const sum = (list) => list.reduce((n, f) => n + f.gz, 0);

/** Prints the per-tab table; answers the tabs over budget. */
export function printAccountTabs(rows, { verbose = false } = {}) {
  console.log(`\nJS loaded on /myaccount?tab=<id> by a signed-in member (fresh page, gzipped; budget for the account remote ${ACCOUNT_TAB_BUDGET_KB} KB):`);
  console.log('  all: every file from /remotes/account/. page-wide: of those, the shared singletons another app on the page uses too');
  console.log('  (the basket agent runs on every page), which the page loads once whichever container serves them. own = all - page-wide.');
  console.log(`  ${'tab'.padEnd(16)} ${'all'.padStart(9)} ${'page-wide'.padStart(10)} ${'own'.padStart(9)}   ${'rest of page'.padStart(12)}   budget (own)`);
  const over = [];
  for (const r of rows) {
    const all = sum(r.account);
    const shared = sum(r.account.filter((f) => f.pageWide));
    const own = all - shared;
    const ok = own / 1024 <= ACCOUNT_TAB_BUDGET_KB;
    if (!ok) over.push(r.id);
    console.log(`  ${r.id.padEnd(16)} ${`${kb(all)} KB`.padStart(9)} ${`${kb(shared)} KB`.padStart(10)} ${`${kb(own)} KB`.padStart(9)}   ${`${kb(sum(r.other))} KB`.padStart(12)}   ${ok ? 'within' : 'OVER'}`);
  }
  const names = [...new Set(rows.flatMap((r) => r.pageWide))];
  if (names.length) console.log(`  page-wide singletons the account asked for first (their files come from whichever container the share scope holds them from): ${names.join(', ')}`);
  // Where the rest of the page's JS comes from (host, shared singletons, other remotes' agents).
  const first = rows[0];
  if (first) {
    const origin = (p) =>
      p
        .split('/')
        .slice(0, p.startsWith('/remotes/') ? 3 : 2)
        .join('/');
    const groups = new Map();
    for (const f of first.other) groups.set(origin(f.path), (groups.get(origin(f.path)) ?? 0) + f.gz);
    console.log(`  rest of the page on '${first.id}', by origin: ${[...groups].map(([o, n]) => `${o} ${kb(n)} KB`).join(', ')}`);
  }
  // Where the account's bytes go: every file any tab loaded, once, with what it holds.
  const seen = new Map();
  for (const r of rows) for (const f of r.account) if (!seen.has(f.path)) seen.set(f.path, { ...f, tabs: rows.filter((x) => x.account.some((g) => g.path === f.path)).length });
  console.log(`  the account remote's files (loaded on how many of the ${rows.length} tabs; what they hold, from the source maps):`);
  for (const f of [...seen.values()].sort((a, b) => b.gz - a.gz)) {
    console.log(`    ${kb(f.gz).padStart(6)} KB  ${String(f.tabs).padStart(2)}/${rows.length}  ${f.pageWide ? 'page-wide' : '         '}  ${f.path.split('/').pop().padEnd(46)} ${contentsOf(f.path)}`);
  }
  if (verbose) {
    for (const r of rows) {
      console.log(`  ${r.id}:`);
      for (const f of [...r.account, ...r.other].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(f.gz).padStart(7)} KB gz  ${kb(f.raw).padStart(7)} KB raw  ${f.path}`);
    }
  }
  return over;
}

/** Something on every list: an address, two favourites and two stock alerts, so the tabs and
 *  the reads are not all empty states. */
export async function giveMemberData(base, member) {
  const boxes = await (await fetch(`${base}/v3/boxes/mostwanted?limit=4`)).json();
  const boxIds = (boxes.response?.data?.boxes ?? []).map((b) => b.boxId).filter(Boolean);
  const headers = { authorization: `Bearer ${member.token.access_token}`, 'content-type': 'application/json' };
  const added = await fetch(`${base}/v3/members/${member.memberId}/address`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Imogen', lastName: 'Bench', line1: '14 Cavendish Road', town: 'Bristol', postcode: 'BS6 7RB', phone: '07700 900123', isDefault: true }),
  });
  if (!added.ok) throw new Error(`adding an address failed: ${added.status} ${await added.text()}`);
  for (const boxId of boxIds.slice(0, 2)) {
    await fetch(`${base}/v3/members/${member.memberId}/favouriteboxes`, { method: 'POST', headers, body: JSON.stringify({ boxId }) });
    await fetch(`${base}/v3/members/${member.memberId}/stockalert`, { method: 'POST', headers, body: JSON.stringify({ boxId }) });
  }
}
