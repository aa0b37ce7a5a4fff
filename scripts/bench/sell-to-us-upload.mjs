// The JS of the sell-to-us photo step (issue #14: the upload page's JS ≤ 80 KB gzipped),
// measured in Debian's Chromium against the live builds: a signed-in member with a real quote
// opens /sell-to-us/upload?quote=… in a fresh page (no cache). The sell-to-us remote's own files
// are counted against the budget (like the account tabs); the rest of the page (host, shared
// singletons, other remotes' agents) is listed apart, with the total.
import { gzipSync } from 'node:zlib';
import { addSessionTo, contentsOf, markPageWide, signedInMember } from './account-tabs.mjs';

export const UPLOAD_PAGE_BUDGET_KB = 80;
const kb = (n) => (n / 1024).toFixed(1);
const sum = (list) => list.reduce((n, f) => n + f.gz, 0);

/** A draft quote of a pushchair for the member, made through the real calls. */
async function draftQuote(base, member) {
  const headers = { authorization: `Bearer ${member.token.access_token}`, 'content-type': 'application/json' };
  const models = await (await fetch(`${base}/v3/quotations/models?query=cruz`)).json();
  const model = models.response.data.models[0];
  const res = await fetch(`${base}/v3/quotations/create`, { method: 'POST', headers, body: JSON.stringify({ categoryId: model.categoryId, masterBoxId: model.masterBoxId, quantity: 1 }) });
  if (res.status !== 201) throw new Error(`quote failed: ${res.status} ${await res.text()}`);
  return (await res.json()).response.data.quotation.quoteId;
}

export async function measureUploadPage(browser, base) {
  const member = await signedInMember(base, 'bench-upload');
  const quoteId = await draftQuote(base, member);
  const context = await browser.newContext();
  await addSessionTo(context, member, base);
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') bodies.set(new URL(res.url()).pathname, await res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${base}/sell-to-us/upload?quote=${encodeURIComponent(quoteId)}`);
  await page.getByRole('button', { name: 'Choose a photo: Front' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const files = [...bodies].map(([path, body]) => ({ path, raw: body.length, gz: gzipSync(body, { level: 9 }).length }));
  const remote = files.filter((f) => f.path.startsWith('/remotes/sell-to-us/'));
  const pageWide = await markPageWide(page, 'mf_sell_to_us', remote);
  await context.close();
  return { remote, pageWide, other: files.filter((f) => !remote.includes(f)) };
}

/** Prints the figures; answers whether the remote's JS is within the budget. */
export function printUploadPage({ remote, pageWide, other }) {
  const all = sum(remote);
  const shared = sum(remote.filter((f) => f.pageWide));
  const own = all - shared;
  const ok = own / 1024 <= UPLOAD_PAGE_BUDGET_KB;
  console.log(`\nJS loaded on /sell-to-us/upload?quote=… by a signed-in member (fresh page, gzipped; budget for the sell-to-us remote ${UPLOAD_PAGE_BUDGET_KB} KB):`);
  console.log(`  sell-to-us remote: all ${kb(all)} KB in ${remote.length} files; page-wide singletons it happened to serve ${kb(shared)} KB; own ${kb(own)} KB: ${ok ? 'within' : 'OVER'}`);
  if (pageWide.length) console.log(`  page-wide singletons served by sell-to-us (another app on the page uses them too): ${pageWide.join(', ')}`);
  for (const f of [...remote].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(f.gz).padStart(6)} KB  ${f.pageWide ? 'page-wide' : '         '}  ${f.path.split('/').pop().padEnd(46)} ${contentsOf(f.path)}`);
  const origin = (p) =>
    p
      .split('/')
      .slice(0, p.startsWith('/remotes/') ? 3 : 2)
      .join('/');
  const groups = new Map();
  for (const f of other) groups.set(origin(f.path), (groups.get(origin(f.path)) ?? 0) + f.gz);
  console.log(`  rest of the page: ${kb(sum(other))} KB (${[...groups].map(([o, n]) => `${o} ${kb(n)} KB`).join(', ')}); whole page ${kb(own + sum(other))} KB`);
  return ok;
}
