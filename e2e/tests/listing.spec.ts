// The product listing on a desktop and on a 375 px phone: new pages open at the top of the
// results, a sold box leaves them at once, a typo search says the words it searched (and offers
// the words as typed), items in a store only are marked and come last, the keyboard reaches the
// first card with a visible focus ring at every stop, the phone's filter drawer and header, and
// no axe violations.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createMember, expect, test } from '../support/fixtures';

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const LISTING = '/products?superCatId=7&superCatName=Pushchairs%20%26%20Travel';
const ADDRESS = { firstName: 'Amira', lastName: 'Khan', line1: '12 Lavender Hill', town: 'London', postcode: 'sw11 1nz' };

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 800 } },
] as const;

const cards = (page: Page) => page.locator('#shop-root [data-boundary="catalogue"] article[data-box-id]');
const resultsHeading = (page: Page) => page.locator('#shop-root #results');

async function openListing(page: Page, url = LISTING) {
  await page.goto(url);
  await expect(cards(page).first()).toBeVisible();
  await expect(resultsHeading(page)).toHaveText(/\d items/);
}

/** What the focused element shows: a ring is an outline of 2 px or more, or a box shadow. */
function focusedRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', ring: false, inCard: false, name: '' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      ring: (outline || shadow) && box.width > 0 && box.height > 0,
      inCard: Boolean(el.closest('article[data-box-id]')),
    };
  });
}

async function memberToken(request: APIRequestContext, baseURL: string) {
  const member = await createMember(request, baseURL);
  const res = await request.post(`${baseURL}/auth/token`, { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT } });
  expect(res.status()).toBe(200);
  return { memberId: member.memberId, token: (await res.json()).access_token as string };
}

const onSaleOnline = (h: { ecomQuantity: number; webSaleAllowed: number; boxSaleAllowed: number }) => h.ecomQuantity > 0 && h.webSaleAllowed === 1 && h.boxSaleAllowed === 1;

/** Where, in a listing's whole order, the first box not on sale online is (public search API, 100 a page). */
async function firstNotOnSale(request: APIRequestContext, baseURL: string, index: string, facetFilters: string[]) {
  for (let page = 0, seen = 0; page < 100; page++) {
    const body = { facetFilters, page, hitsPerPage: 100, attributesToRetrieve: ['ecomQuantity', 'webSaleAllowed', 'boxSaleAllowed'] };
    const hits = (await (await request.post(`${baseURL}/v3/search/1/indexes/${index}/query`, { data: body })).json()).hits as Array<Parameters<typeof onSaleOnline>[0]>;
    const at = hits.findIndex((h) => !onSaleOnline(h));
    if (at >= 0) return seen + at;
    if (hits.length < 100) break;
    seen += hits.length;
  }
  throw new Error('every box is on sale online');
}

/** Buys one unit through the API, as the checkout does: basket line, then the order takes the stock. */
async function buy(request: APIRequestContext, baseURL: string, boxId: string) {
  const { memberId, token } = await memberToken(request, baseURL);
  const auth = { authorization: `Bearer ${token}` };
  const added = await request.post(`${baseURL}/v3/basket/${memberId}/add`, { headers: auth, form: { boxId, quantity: '1', deliveryMethodId: '1', mode: '2', memberId } });
  expect(added.status(), await added.text()).toBe(200);
  const total = (await added.json()).response.data.wesellItems.totalSellCost as number;
  const order = await request.post(`${baseURL}/v3/websellorders/generate`, {
    headers: { ...auth, 'idempotency-key': `listing-${randomBytes(8).toString('hex')}` },
    data: { paymentTypeId: 20, address: ADDRESS, expectedTotal: total },
  });
  expect(order.status(), await order.text()).toBe(201);
}

for (const size of SIZES) {
  test.describe(`the listing on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('page 2 opens at the top of its results', async ({ page }) => {
      await openListing(page);
      const firstOnPage1 = await cards(page).first().getAttribute('data-box-id');
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await next.click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(cards(page).first()).not.toHaveAttribute('data-box-id', firstOnPage1!);
      // The results heading has focus, at the top of the screen, and the first card is in view.
      await expect(resultsHeading(page)).toBeFocused();
      const top = (await resultsHeading(page).boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(60);
      await expect(cards(page).first()).toBeInViewport();
    });

    test('a box bought down to no stock leaves the results at once', async ({ page, request, shop }) => {
      await openListing(page);
      // The first box on the page with one unit online and none in any store.
      const ids = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-box-id')!));
      let soldOut: string | undefined;
      for (const id of ids) {
        const box = (await (await request.get(`${shop.url}/v3/boxes/${id}/detail`)).json()).response.data.boxDetails[0];
        if (box.ecomQuantity === 1 && box.collectionQuantity === 0 && box.webSaleAllowed === 1 && box.boxSaleAllowed === 1) {
          soldOut = id;
          break;
        }
      }
      expect(soldOut, 'a box with its last unit on the first page').toBeTruthy();
      const countBefore = Number((await resultsHeading(page).textContent())!.replace(/\D/g, ''));
      // Loaded twice: the answer and the first view are now shared.
      await openListing(page);
      await expect(page.locator(`article[data-box-id="${soldOut}"]`)).toHaveCount(1);

      await buy(request, shop.url, soldOut!);
      await openListing(page);
      await expect(page.locator(`article[data-box-id="${soldOut}"]`)).toHaveCount(0);
      await expect(resultsHeading(page)).toHaveText(`${(countBefore - 1).toLocaleString('en-GB')} items`);
      // The server's first view agrees (what a shopper sees before any script has run).
      const html = await (await request.get(`${shop.url}${LISTING}`)).text();
      expect(html).not.toContain(`data-box-id="${soldOut}"`);
    });

    test('a typo search says the words it searched, and searches the words as typed when asked (issue 30)', async ({ page }) => {
      await openListing(page, '/products?q=pushchiar');
      await expect(page.locator('#shop-root h1')).toHaveText('Results for “pushchair”');
      const note = page.getByTestId('search-correction');
      await expect(note).toHaveText(/^Showing results for pushchair\s*Search instead for pushchiar$/);
      await expect(note.locator('b')).toHaveText('pushchair');
      await page.screenshot({ path: `test-results/search-correction-${size.name}.png` });
      expect((await new AxeBuilder({ page }).include('#shop-root [data-boundary="catalogue"]').analyze()).violations.map((v) => v.id)).toEqual([]);

      await note.getByRole('link', { name: 'Search instead for pushchiar' }).click();
      await expect(page).toHaveURL(/\/products\?q=pushchiar&exact=1$/);
      await expect(page.locator('#shop-root h1')).toHaveText('Results for “pushchiar”');
      await expect(resultsHeading(page)).toHaveText('0 items');
      await expect(note).toHaveCount(0);

      // A new search from the page's box forgives typos again.
      const box = page.getByRole('main').getByRole('searchbox');
      await box.fill('silvr cross');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=silvr(\+|%20)cross$/);
      await expect(note).toHaveText(/^Showing results for silver cross\s*Search instead for silvr cross$/);
      await expect(cards(page).first()).toBeVisible();
    });

    test('marks items in a store only, for screen readers too, after every item on sale online (issue 30)', async ({ page, request, shop }) => {
      // The page of the price order where the boxes on sale online end.
      const at = await firstNotOnSale(request, shop.url, 'boxes_price_asc', ['superCatId:7']);
      await openListing(page, `${LISTING}&sort=price_asc${at >= 40 ? `&page=${Math.floor(at / 40) + 1}` : ''}`);
      const marked = await cards(page).evaluateAll((els) => els.map((e) => /In store only|Out of stock/.test(e.querySelector('a')!.textContent!)));
      const first = at % 40;
      expect(
        marked.slice(0, first).every((m) => !m),
        'the boxes on sale online, unmarked',
      ).toBe(true);
      expect(marked.length > first && marked.slice(first).every(Boolean), 'then the boxes in a store only, each marked').toBe(true);
      const card = cards(page).nth(first);
      await expect(card.getByRole('link')).toHaveAccessibleName(/In store only|Out of stock/);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/listing-in-store-${size.name}.png` });
    });

    test('the keyboard reaches the first card from the search box with a visible focus ring at every stop', async ({ page }) => {
      await openListing(page);
      await page.getByRole('main').getByRole('searchbox').focus();
      const stops: string[] = [];
      for (let i = 0; i < 80; i++) {
        const now = await focusedRing(page);
        stops.push(`${now.tag}:${now.name}`);
        expect(now.ring, `a focus ring on ${now.tag} "${now.name}"`).toBe(true);
        if (now.inCard) break;
        await page.keyboard.press('Tab');
      }
      expect((await focusedRing(page)).inCard, stops.join(' | ')).toBe(true);
    });

    test("'Skip to results' is the listing's first stop and reaches the first card in at most 3 Tabs", async ({ page }) => {
      await openListing(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to results' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      expect((await focusedRing(page)).ring).toBe(true);
      await page.keyboard.press('Enter');
      await expect(resultsHeading(page)).toBeFocused();
      let tabs = 0;
      while (!(await focusedRing(page)).inCard && tabs < 3) {
        await page.keyboard.press('Tab');
        tabs += 1;
      }
      expect((await focusedRing(page)).inCard).toBe(true);
      expect(tabs).toBeLessThanOrEqual(3);
    });

    test('names what was chosen in the heading, the title and the breadcrumbs', async ({ page }) => {
      await openListing(page, '/products?productLineId=702&superCatId=7');
      await expect(page.locator('#shop-root h1')).toHaveText('Car Seats');
      await expect(page).toHaveTitle('Car Seats | Little Loop');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveText(['all products', 'Pushchairs & Travel', 'Car Seats']);
      await openListing(page, '/products?superCatName=clothing&priceReduced=1');
      await expect(page.locator('#shop-root h1')).toHaveText('Reduced Clothing');
      await expect(crumbs).toHaveText(['all reduced', 'reduced Clothing']);
    });

    test('filters: prices from the cheapest, grades A, B, C; no control to hide the pages', async ({ page }) => {
      await openListing(page);
      if (size.name === 'phone') await page.getByRole('button', { name: /^Filter/ }).click();
      const filters = size.name === 'phone' ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
      const grades = filters.getByRole('group', { name: 'Condition' }).getByRole('checkbox');
      await expect(grades).toHaveCount(3);
      expect(await filters.getByRole('group', { name: 'Condition' }).locator('label').allInnerTexts()).toEqual([expect.stringMatching(/^Grade A/), expect.stringMatching(/^Grade B/), expect.stringMatching(/^Grade C/)]);
      const prices = await filters.getByRole('group', { name: 'Price' }).locator('label > span:first-of-type').allInnerTexts();
      const starts = prices.map((p) => (p.startsWith('Under') ? 0 : Number(/£(\d+)/.exec(p)![1])));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      await expect(page.getByRole('button', { name: /hide pages|show pages/i })).toHaveCount(0);
    });

    test('has no axe violations', async ({ page }) => {
      await openListing(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([]);
    });
  });
}

test.describe('the filter drawer on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from Filter (n), filters with large targets, shows the results, and closes with Escape', async ({ page }) => {
    await openListing(page);
    const total = Number((await resultsHeading(page).textContent())!.replace(/\D/g, ''));
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Filter (0)' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const gradeA = drawer.getByRole('group', { name: 'Condition' }).locator('label').first();
    expect((await gradeA.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await gradeA.click();
    await expect(page).toHaveURL(/grade=A/);
    const show = drawer.getByRole('button', { name: /^Show [\d,]+ results$/ });
    await expect(show).toBeInViewport();
    expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The button counts the filtered results, the same number the page shows behind the drawer.
    const numberIn = async (l: typeof show) => Number((await l.textContent())!.replace(/\D/g, ''));
    const settled = async () => {
      const [onButton, onPage] = [await numberIn(show), await numberIn(resultsHeading(page))];
      return onButton === onPage && onButton < total ? onButton : -1;
    };
    await expect.poll(settled).toBeGreaterThan(0);
    expect(
      await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();

    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Show/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(cards(page).first()).toBeVisible();
  });

  test('the desktop keeps the side filters and has no drawer button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openListing(page);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
  });
});

test.describe('the header on a phone, signed in', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is two compact rows: menu, logo and icon actions, then the search box; the sections open from Menu (issue 30)', async ({ page, signIn }) => {
    await signIn();
    await openListing(page);
    const header = page.locator('header');
    const menu = header.getByRole('button', { name: 'Menu' });
    const logo = header.getByRole('link', { name: 'Little Loop' });
    const account = header.getByRole('link', { name: 'My account' });
    const signOut = header.getByRole('button', { name: 'Sign out' });
    const basket = header.getByRole('link', { name: /^Basket, \d+ items?$/ });
    const rows = await Promise.all([menu, logo, account, signOut, basket].map(async (l) => (await l.boundingBox())!));
    for (const r of rows) expect(Math.abs(r.y + r.height / 2 - (rows[0]!.y + rows[0]!.height / 2))).toBeLessThan(8);
    // Targets a thumb can hit (WCAG 2.5.5).
    for (const r of [rows[0]!, ...rows.slice(2)]) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(44);
    const search = (await header.getByRole('search', { name: 'Search the shop' }).boundingBox())!;
    expect(search.y).toBeGreaterThanOrEqual(rows[0]!.y + rows[0]!.height - 1);
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(104);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/header-phone-signed-in.png' });

    // The sections: behind Menu, opened and closed with the keyboard, each a full-width target.
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Shop', 'Sell to us', 'Stores', 'Brands']);
    for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(search.y + search.height - 1);
    expect(
      await new AxeBuilder({ page })
        .include('header')
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await page.screenshot({ path: 'test-results/header-phone-menu.png' });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    // Going somewhere closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the header on a desktop, signed in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is one row with the sections and no Menu button, and shows the search placeholder whole (issue 30)', async ({ page, signIn }) => {
    await signIn();
    await openListing(page);
    const header = page.locator('header');
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Shop', 'Sell to us', 'Stores', 'Brands']);
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'My account' })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    const input = header.getByRole('search', { name: 'Search the shop' }).locator('input');
    await input.fill('');
    // The placeholder's text against the room inside the box (its width less its padding).
    const fit = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { text: Math.ceil(context.measureText(el.placeholder).width), room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(fit.text, `placeholder ${fit.text} px in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    await page.screenshot({ path: 'test-results/header-desktop-signed-in.png', clip: { x: 0, y: 0, width: 1280, height: 140 } });
  });
});

test('the announcement states the per-item delivery rule with the numbers the basket charges', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(/Free delivery on every item £50 or over · £1\.99 an item otherwise · Free click-and-collect/);
  await expect(page.locator('#shop-root').getByText('Free delivery on every item £50 or over', { exact: true })).toBeVisible();
});
