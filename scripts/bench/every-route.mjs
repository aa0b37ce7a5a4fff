// `npm run bench:lighthouse -- all` (issue 36): Lighthouse mobile on every route of the route
// table (shared/src/routes/route-table.ts), the member pages signed in, median of LH_RUNS (3)
// runs each, printed as one Markdown table for docs/benchmarks.md. A route the table gains
// without a URL here stops the run, so 'every route' stays every route. A whole run takes about
// 30 minutes on 2 cores; LH_ROUTES=/basket,/buy measures only those (a run in parts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { acceptedQuote } from './accepted-quote.mjs';
import { ADDRESS, CARD, lineForm } from './cluster-load.mjs';

/** The paths of the route table, read from its source (the bench runs without a TypeScript loader). */
export function routePaths(source = readFileSync(join(ROOT, 'shared', 'src', 'routes', 'route-table.ts'), 'utf8')) {
  const body = source.slice(source.indexOf('export const ROUTES'), source.indexOf('];', source.indexOf('export const ROUTES')));
  return [...body.matchAll(/^\s*r\(\s*('([^']+)'|LISTING_PATH)/gm)].map((m) => m[2] ?? '/products');
}

/** Budgets of issue 36. */
const BUDGET = { perf: 95, lcp: 1.5, tbt: 150, cls: 0.05 };

/**
 * What each route is measured as: its URL (with the parameters a visitor arrives with) and who
 * visits it. 'member' pages are measured signed in; 'verify' is /verify-phone-number, as a member
 * the unified-membership guard sends there.
 */
function urlsFor({ product, quoteId, acceptedId, orderId }) {
  return {
    '/': ['/', 'guest'],
    '/clm': ['/clm', 'guest'],
    '/faq': ['/faq', 'guest'],
    '/blog': ['/blog', 'guest'],
    '/blog-detail': ['/blog-detail?id=choosing-a-second-hand-pram', 'guest'],
    '/about': ['/about', 'guest'],
    '/store': ['/store', 'guest'],
    '/terms': ['/terms', 'guest'],
    '/landing': ['/landing', 'guest'],
    '/cookies': ['/cookies', 'guest'],
    '/policy/cookies': ['/policy/cookies', 'guest'],
    '/privacy': ['/privacy', 'guest'],
    '/policy/privacy': ['/policy/privacy', 'guest'],
    '/products': ['/products?superCatId=7', 'guest'],
    '/product-detail': [product, 'guest'],
    '/brand-directory': ['/brand-directory', 'guest'],
    '/feedback': ['/feedback', 'guest'],
    '/contactus': ['/contactus', 'guest'],
    '/franchise': ['/franchise', 'guest'],
    '/careers': ['/careers', 'guest'],
    '/basket': ['/basket', 'guest'],
    '/buy': ['/buy', 'member'],
    '/buy/process': [`/buy/process?orderId=${orderId}`, 'member'],
    '/buy/thankyou': [`/buy/thankyou?orderId=${orderId}`, 'member'],
    '/myaccount': ['/myaccount', 'member'],
    '/member/verifyEmail': ['/member/verifyEmail', 'guest'],
    '/member/resetpassword': ['/member/resetpassword', 'guest'],
    '/email-preferences': [`/email-preferences?token=${'A'.repeat(32)}`, 'guest'],
    '/sell-to-us': ['/sell-to-us', 'guest'],
    '/sell-to-us/upload': [`/sell-to-us/upload?quote=${quoteId}`, 'member'],
    '/sell-to-us/category': ['/sell-to-us/category?superCatId=7', 'member'],
    '/sell-to-us/supercats': ['/sell-to-us/supercats', 'member'],
    '/sell-to-us/thank-you': [`/sell-to-us/thank-you?quote=${acceptedId}`, 'member'],
    '/sell-to-us/quotation-questions': [`/sell-to-us/quotation-questions?quote=${quoteId}`, 'member'],
    '/sell-to-us/send': ['/sell-to-us/send', 'member'],
    '/unlock': ['/unlock', 'guest'],
    '/verify-phone-number': ['/verify-phone-number?returnTo=%2Fmyaccount', 'verify'],
    '/ui-components': ['/ui-components', 'guest'],
    '/waiting-room': ['/waiting-room', 'guest'],
    '/ops/releases': ['/ops/releases', 'guest'],
    '/staff/goods-in': ['/staff/goods-in', 'guest'],
    '/staff/goods-in/parcel': ['/staff/goods-in/parcel?order=WB0000ABCD', 'guest'],
  };
}

/** A paid order of the member's (for the order pages), and a box left in their basket (for /buy). */
async function memberOrders(base, member) {
  const auth = { authorization: `Bearer ${member.token.access_token}` };
  const call = async (method, path, body, type = 'application/json') => {
    // Checkout calls carry an Idempotency-Key, as the shop's client sends them.
    const res = await fetch(`${base}${path}`, { method, headers: { ...auth, ...(body ? { 'content-type': type } : {}), 'idempotency-key': crypto.randomUUID() }, body });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).response.data;
  };
  // The deterministic catalogue's boxes on sale online, above the £5 minimum order, by their public detail (LL000001 on).
  const boxes = [];
  for (let n = 1; boxes.length < 3 && n < 200; n++) {
    const res = await fetch(`${base}/v3/boxes/LL${String(n).padStart(6, '0')}/detail`);
    const box = res.ok ? (await res.json()).response.data.boxDetails[0] : null;
    if (box?.boxSaleAllowed && box.webSaleAllowed && box.ecomQuantity >= 1 && box.sellPrice >= 5) boxes.push(box);
  }
  if (boxes.length < 2) throw new Error('no boxes in stock for the order pages');
  const added = await call('POST', `/v3/basket/${member.memberId}/add`, lineForm(boxes[0].boxId), 'application/x-www-form-urlencoded');
  const { order } = await call('POST', '/v3/websellorders/generate', JSON.stringify({ paymentTypeId: 20, address: ADDRESS, expectedTotal: added.wesellItems.totalSellCost }));
  await call('POST', `/v3/websellorders/${order.orderId}/process`, JSON.stringify({ card: CARD }));
  await call('POST', `/v3/basket/${member.memberId}/add`, lineForm(boxes[1].boxId), 'application/x-www-form-urlencoded');
  const b = boxes[2] ?? boxes[1];
  return { orderId: order.orderId, product: `/product-detail?id=${b.boxId.toLowerCase()}` };
}

/**
 * Runs every route. `signedInPage(member, user)` gives a Lighthouse function and a browser page
 * signed in as that member; `guestPage()` one with no one signed in.
 */
export async function lighthouseEveryRoute({ base, runs, signedInPage, guestPage, signedInMember, memberWhoMustVerify, save }) {
  const member = await signedInMember(base, 'bench-lh-all');
  const model = (await (await fetch(`${base}/v3/quotations/models?query=cruz`)).json()).response.data.models[0];
  const acceptedId = await acceptedQuote(base, member, model);
  const created = await fetch(`${base}/v3/quotations/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ categoryId: model.categoryId, masterBoxId: model.masterBoxId, quantity: 1 }),
  });
  const quoteId = (await created.json()).response.data.quotation.quoteId;
  const { orderId, product } = await memberOrders(base, member);
  const urls = urlsFor({ product, quoteId, acceptedId, orderId });
  const missing = routePaths().filter((p) => !(p in urls));
  if (missing.length) throw new Error(`no URL to measure for ${missing.join(', ')}: add it to scripts/bench/every-route.mjs`);

  const rows = [];
  const measure = async ({ lighthouse, page }, path, url, keepStorage) => {
    const results = [];
    for (let i = 0; results.length < runs && i < runs + 2; i++) {
      const { lhr } = await lighthouse(`${base}${url}`, { onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage, logLevel: 'error', output: 'json' }, undefined, page);
      if (lhr.runtimeError) continue;
      save(`all-${results.length}-${path.replace(/\W+/g, '_') || 'home'}.json`, lhr);
      results.push({
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        kb: lhr.audits['total-byte-weight'].numericValue / 1024,
        landed: new URL(lhr.finalDisplayedUrl).pathname,
      });
    }
    const median = (k) => [...results.map((r) => r[k])].sort((a, b) => a - b)[Math.floor(results.length / 2)];
    const row = results.length
      ? { path, perf: median('perf'), min: Math.min(...results.map((r) => r.perf)), a11y: median('a11y'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls'), kb: median('kb'), landed: results[0].landed }
      : { path, lost: true };
    rows.push(row);
    console.error(`[bench] ${path}: ${row.lost ? 'every run lost its trace' : `${row.perf} [${row.min}]`}`);
  };

  const only = process.env.LH_ROUTES?.split(',').map((p) => p.trim());
  const byWho = (who) => Object.entries(urls).filter(([path, [, w]]) => w === who && (!only || only.includes(path)));
  const guest = await guestPage();
  try {
    // Guests first: Lighthouse clears the origin's storage before each of their runs.
    for (const [path, [url]] of byWho('guest')) await measure(guest, path, url, false);
  } finally {
    await guest.browser.close();
  }
  const signedIn = await signedInPage(member);
  try {
    for (const [path, [url]] of byWho('member')) await measure(signedIn, path, url, true);
  } finally {
    await signedIn.browser.close();
  }
  const verifier = await signedInPage(await memberWhoMustVerify(), { needsMobileVerification: true });
  try {
    for (const [path, [url]] of byWho('verify')) await measure(verifier, path, url, true);
  } finally {
    await verifier.browser.close();
  }
  printTable(rows, urls, runs);
  return rows;
}

function printTable(rows, urls, runs) {
  const within = (r) => r.perf >= BUDGET.perf && r.a11y === 100 && r.lcp <= BUDGET.lcp && r.tbt <= BUDGET.tbt && r.cls <= BUDGET.cls;
  console.log(`\nLighthouse 12 mobile (simulated throttling), every route, median of ${runs} runs (lowest score in brackets)`);
  console.log(`budgets: performance ≥ ${BUDGET.perf}, accessibility 100, LCP ≤ ${BUDGET.lcp} s, TBT ≤ ${BUDGET.tbt} ms, CLS ≤ ${BUDGET.cls}\n`);
  console.log('| Route | Visitor | Performance | Accessibility | LCP | TBT | CLS | Transferred | |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const who = urls[r.path][1] === 'guest' ? 'guest' : 'member';
    if (r.lost) {
      console.log(`| \`${r.path}\` | ${who} | lost | | | | | | |`);
      continue;
    }
    const landed = r.landed !== r.path && r.landed !== urls[r.path][0].split('?')[0] ? ` (shows ${r.landed})` : '';
    console.log(`| \`${r.path}\`${landed} | ${who} | ${r.perf} [${r.min}] | ${r.a11y} | ${r.lcp.toFixed(2)} s | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} KB | ${within(r) ? 'within' : 'over'} |`);
  }
  const measured = rows.filter((r) => !r.lost);
  console.log(`\n${measured.filter(within).length} of ${measured.length} routes within every budget.`);
}
