import { expect, test } from '../support/fixtures';

// The catalogue's first views are painted by the server (prerender bundle) and taken over by
// the live remote without a second fetch of the same data.

test('with scripts off, the server still paints the home page, a listing and a product', async ({ browser, shop }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.url });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#shop-prerender [data-boundary="catalogue"] h1')).toHaveText('Pre-loved prams, toys and children’s clothes');
  await expect(page.locator('#shop-prerender').getByText('Most wanted')).toBeVisible();

  await page.goto('/products?superCatId=7');
  await expect(page.locator('#shop-prerender h1')).toHaveText('Pushchairs & Travel');
  const cards = page.locator('#shop-prerender [data-box-id]');
  expect(await cards.count()).toBe(40);
  await expect(page.locator('#shop-prerender').getByText(/^[\d,]+ items$/)).toBeVisible();

  await page.goto('/product-detail?id=ll000002');
  await expect(page.locator('#shop-prerender h1')).not.toBeEmpty();
  const photo = page.locator('#shop-prerender img[fetchpriority="high"]');
  await expect(photo).toHaveAttribute('src', /^\/images\/boxes\/LL000002_1_l\.webp\?e=[\w-]+$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await context.close();
});

test('the live page takes over from the first view without fetching its data again', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/v3/') && calls.push(new URL(r.url()).pathname));
  const res = await page.goto('/products?superCatId=7');
  const html = await res!.text();
  const served = /data-box-id="(\w+)"/.exec(html)?.[1];
  expect(served).toBeTruthy();
  // Styled by the same class names as the live page (the two builds share their CSS Modules naming).
  const servedHeadingClass = /<h1 class="([^"]+)"/.exec(html)?.[1];
  expect(html).toMatch(new RegExp(`\\.${servedHeadingClass}\\s*\\{`));

  // One copy of the page once the remote has mounted: the first view is gone.
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  await expect(page.locator('[data-boundary="catalogue"]')).toHaveCount(1);
  const live = page.locator('#shop-root [data-box-id]');
  await expect(live).toHaveCount(40);
  expect(await live.first().getAttribute('data-box-id')).toBe(served);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toHaveAttribute('class', servedHeadingClass!);
  // The CSS the first view brought is not parsed a second time by the live page's scripts, and
  // stays in force: the live heading is styled by it (the host's own shell CSS is still added).
  const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => ({ reused: s.hasAttribute('data-in-first-view'), text: s.textContent ?? '' })));
  const reused = styles.filter((s) => s.reused);
  expect(reused.length).toBeGreaterThan(0);
  expect(reused.every((s) => s.text === '')).toBe(true);
  expect(styles.some((s) => !s.reused && s.text.includes('host__shell'))).toBe(true);
  const headingRule = new RegExp(`\\.${servedHeadingClass}\\s*\\{[^}]*font-size:\\s*([\\d.]+)rem`).exec(html)?.[1];
  expect(headingRule).toBeTruthy();
  const fontSize = await page.locator('#shop-root [data-boundary="catalogue"] h1').evaluate((h) => parseFloat(getComputedStyle(h).fontSize) / parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(fontSize).toBeCloseTo(Number(headingRule), 2);
  // The search answer travelled with the page (the page payload).
  expect(calls.filter((c) => c.startsWith('/v3/search/'))).toEqual([]);

  // The live page works: a filter runs a real search.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/v3/search/') && r.status() === 200),
    filters
      .getByRole('group', { name: 'Condition' })
      .getByRole('checkbox', { name: /Grade A/ })
      .check(),
  ]);
  await expect(page).toHaveURL(/grade=A/);
});

test('pagination shows 3 pages on a desktop and 2 on a phone, in the first view and the live page alike', async ({ browser, shop }) => {
  const visiblePages = (page: import('@playwright/test').Page, where: string) => page.locator(`${where} nav[aria-label="Pages"] li`).filter({ hasText: /^\d+$/ }).filter({ visible: true });
  for (const [width, pages, scripts] of [
    [1280, 3, false],
    [390, 2, false],
    [1280, 3, true],
    [390, 2, true],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: scripts, baseURL: shop.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/products?superCatId=7&page=3');
    const where = scripts ? '#shop-root' : '#shop-prerender';
    await expect(page.locator(`${where} nav[aria-label="Pages"] [aria-current="page"]`)).toHaveText('3');
    await expect(visiblePages(page, where)).toHaveCount(pages);
    await context.close();
  }
});

test('a product that does not exist gets no first view and still goes home', async ({ page }) => {
  const res = await page.goto('/product-detail?id=ll999999');
  expect(await res!.text()).toContain('<div id="shop-prerender" hidden>');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-loved prams, toys and children’s clothes' })).toBeVisible();
});

test("the shop's scripts start only once the first view's lead picture has loaded", async ({ page }) => {
  const events: string[] = [];
  page.on('request', (r) => r.url().endsWith('/main.js') && events.push('main.js requested'));
  page.on('requestfinished', (r) => r.url().includes('/LL000002_1_l.webp?') && events.push('picture loaded'));
  await page.goto('/product-detail?id=ll000002');
  // The page still boots: the live page takes over from the first view.
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).not.toBeEmpty();
  expect(events).toEqual(['picture loaded', 'main.js requested']);
});

// Issue 36: the sell-to-us pages are painted too: the public funnel with its data, a member's step
// as its skeleton (the server cannot know the member), each with the page's largest text in the HTML.
test('with scripts off, the server paints the sell-to-us funnel with its data and a member’s steps as skeletons', async ({ browser, shop }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.url, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const view = page.locator('#shop-prerender [data-boundary="sell-to-us"]');
  await page.goto('/sell-to-us');
  await expect(view.locator('h1')).toHaveText('Sell to us');
  await expect(view.getByRole('link', { name: 'Pushchairs & Travel' })).toBeVisible();

  await page.goto('/sell-to-us/category?superCatId=7&categoryId=83');
  await expect(view.locator('h1')).toHaveText('Pushchairs');
  await expect(view.getByRole('link', { name: 'Get a quote for UPPAbaby Cruz V2' })).toBeVisible();

  // A member's step: its heading and fixed texts, no member's data (nothing was asked for it).
  await page.goto('/sell-to-us/quotation-questions?quote=01M96SCGT2VF3W2HYRMJAAKMCS');
  await expect(view.locator('h1')).toHaveText('Sell to us: about your item');
  await expect(view.getByText(/^Answer honestly: we check every item/)).toBeVisible();
  await page.goto('/sell-to-us/send');
  await expect(view.locator('h1')).toHaveText('Send your items to us');
  await expect(view.getByText(/^Tick what you are sending/)).toBeVisible();
  await context.close();
});

// Issue 35: the goods-in bench is painted as its frame (heading and lead), never as a sign-in form
// nor as anyone's parcels: the server cannot know who is signed in at the bench (this tab's storage).
test('with scripts off, the server paints the goods-in bench’s frame and nothing of a staff member’s', async ({ browser, shop }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.url, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const view = page.locator('#shop-prerender [data-boundary="sell-to-us"]');
  await page.goto('/staff/goods-in');
  await expect(view.locator('h1')).toHaveText('Goods-in');
  await expect(view.getByText('Receive, inspect, photograph and pay for the parcels members send us.')).toBeVisible();
  await page.goto('/staff/goods-in/parcel?order=wb0000abcd');
  await expect(view.locator('h1')).toHaveText('Parcel WB0000ABCD');
  for (const what of [view.getByRole('textbox'), view.getByRole('button'), view.getByRole('table')]) await expect(what).toHaveCount(0);
  await context.close();
});
