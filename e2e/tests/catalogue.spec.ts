import { expect, test } from '../support/fixtures';
import { axeViolations } from '../support/axe';

// Waits for the listing's search answer that an action triggers, so reads see the new results.
const searched = (page: import('@playwright/test').Page, action: () => Promise<unknown>) => Promise.all([page.waitForResponse((r) => r.url().includes('/v3/search/') && r.status() === 200), action()]);

test('a visitor browses pushchairs with filters, sort and pages, opens a product, zooms, checks a store, and goes back to the same page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Pushchairs & travel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pushchairs & travel' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('all products');

  const filters = page.getByRole('complementary', { name: 'Filters' });
  const count = page.getByText(/^[\d,]+ items$/);
  const before = Number((await count.textContent())!.replace(/\D/g, ''));

  // A brand (the first listed), then grade A.
  const brandGroup = filters.getByRole('group', { name: 'Brand' });
  const firstBrand = brandGroup.getByRole('checkbox').first();
  const brandLabel = (await brandGroup.locator('label').first().textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
  await searched(page, () => firstBrand.check());
  await expect(page).toHaveURL(new RegExp(`Brand=${encodeURIComponent(brandLabel).replace(/%20/g, '(\\+|%20)')}`));
  await searched(page, () =>
    filters
      .getByRole('group', { name: 'Condition' })
      .getByRole('checkbox', { name: /Grade A/ })
      .check(),
  );
  await expect(page).toHaveURL(/grade=A/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(brandLabel);
  await expect(count).not.toHaveText(`${before.toLocaleString('en-GB')} items`);
  const after = Number((await count.textContent())!.replace(/\D/g, ''));
  expect(after).toBeLessThan(before);
  // The brand facet still offers other brands (disjunctive counts).
  expect(await brandGroup.getByRole('checkbox').count()).toBeGreaterThan(1);

  await searched(page, () => page.getByLabel('Sort by').selectOption('price_asc'));
  await expect(page).toHaveURL(/sort=price_asc/);
  // Cheapest first, the boxes on sale online before those marked as in a store only. A card of an
  // item not sold online shows no price (it is asked for, issue 33 §7): its place cannot be read.
  const prices = async () =>
    await page
      .locator('[data-box-id]')
      .evaluateAll((cards) =>
        cards
          .filter((c) => c.querySelector('.shop-ui-price'))
          .map((c) => (/In store only|Out of stock/.test(c.textContent!) ? 100_000 : 0) + Number((c.querySelector('.shop-ui-price')?.firstChild?.textContent ?? '').replace(/[^\d.]/g, ''))),
      );
  let p = await prices();
  expect(p).toEqual([...p].sort((a, b) => a - b));

  // Widen the results so there is a next page, then page forward.
  await searched(page, () =>
    page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('button', { name: `Remove ${brandLabel}` })
      .click(),
  );
  await expect(page).not.toHaveURL(/Brand=/);
  await searched(page, () => page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click());
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
  p = await prices();
  expect(p).toEqual([...p].sort((a, b) => a - b));
  const listingUrl = page.url();

  // Open a product.
  const card = page.locator('[data-box-id]').first();
  const name = (await card.locator('span[class*="cardName"]').textContent())!;
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/product-detail\?id=ll\d{6}&/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Grade A · /).first()).toBeVisible();
  const mainPhoto = page.getByRole('img', { name: `${name}, front view` });
  await expect(mainPhoto).toBeVisible();
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  // Zoom appears once the _xl image has loaded at 1600×1600.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const zoomed = page.getByRole('dialog', { name: 'Zoomed photo' }).getByRole('img');
  await expect(zoomed).toBeVisible();
  await expect.poll(() => zoomed.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1600, 1600]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Zoomed photo' })).toHaveCount(0);

  // Stock in the nearest store, by postcode.
  await page.getByRole('button', { name: 'Check stock in a store' }).click();
  const storeDialog = page.getByRole('dialog', { name: 'Choose your store' });
  await storeDialog.getByLabel('Postcode').fill('M20 6RB');
  await storeDialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(storeDialog.getByText('Nearest stores to Manchester:')).toBeVisible();
  await expect(storeDialog.locator('li').first()).toContainText('Manchester Didsbury');
  await expect(storeDialog.locator('li').first()).toContainText(/in stock|not in stock here/);
  await storeDialog.getByRole('button', { name: 'Choose Manchester Didsbury' }).click();
  await expect(page.getByRole('button', { name: /Store: Manchester Didsbury/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('defaultStoreDetails')!).storeName)).toBe('Manchester Didsbury');

  // Back to exactly the page we left.
  await page.goBack();
  await expect(page).toHaveURL(listingUrl);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Grade A');
});

test("the home page's quick links open what they name: 'Travel systems' travel systems alone (issue 30)", async ({ page, request }) => {
  const count = async (facetFilters: string[]) => (await (await request.post('/v3/search/1/indexes/boxes/query', { data: { facetFilters, hitsPerPage: 1 } })).json()).nbHits as number;
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  const results = page.locator('#shop-root #results');
  await page.goto('/');
  await quickLinks.getByRole('link', { name: 'Travel systems' }).click();
  await expect(page.locator('#shop-root h1')).toHaveText('Travel Systems');
  await expect(page).toHaveTitle('Travel Systems | Little Loop');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['all products', 'Pushchairs & Travel', 'Prams & Pushchairs']);
  const travelSystems = await count(['productLineId:701', 'categoryName:Travel Systems']);
  expect(travelSystems).toBeLessThan(await count(['productLineId:701']));
  await expect(results).toHaveText(`${travelSystems.toLocaleString('en-GB')} items`);

  await page.goBack();
  await quickLinks.getByRole('link', { name: 'Highchairs' }).click();
  await expect(page.locator('#shop-root h1')).toHaveText('Highchairs');
  await expect(results).toHaveText(`${(await count(['productLineId:302', 'categoryName:Highchairs'])).toLocaleString('en-GB')} items`);
});

test('a product that fails to load sends the visitor home', async ({ page }) => {
  await page.goto('/product-detail?id=ll999999');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
});

test('add to basket raises the bus event with the delivery default, and the animation resets', async ({ page }) => {
  await page.goto('/products?superCatId=4');
  await page.locator('[data-box-id]').first().getByRole('link').click();
  const button = page.getByRole('button', { name: /Add to basket|Reserve for collection/ });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('button', { name: 'Added to basket' })).toBeVisible();
  // The basket remote takes the request and reports add_to_cart once the basket has it.
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  const events = () => page.evaluate(() => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.map((e) => e.event));
  await expect.poll(events).toContain('add_to_cart');
  await expect(page.getByRole('button', { name: 'Added to basket' })).toHaveCount(0, { timeout: 6000 });
});

test('the store finder lists stores, and finds the nearest by postcode', async ({ page }) => {
  await page.goto('/store');
  // The server paints the list first (issue 33 §7); the live page takes over before anyone types.
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(25);
  // A shopper's postcode near the Morningside store (not the store's own).
  await page.getByLabel('Find stores near').fill('EH10 5HF');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Edinburgh Morningside');
  // Each store: its number to call, directions by its own address (nothing of the shopper's), hours behind a toggle a thumb can take (issue 33 §7).
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^Call Edinburgh Morningside on / })).toHaveAttribute('href', /^tel:\+?\d{10,13}$/);
  const directions = new URL((await first.getByRole('link', { name: 'Directions to Edinburgh Morningside' }).getAttribute('href'))!);
  expect(`${directions.origin}${directions.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(directions.searchParams.get('destination')).toMatch(/^Little Loop Edinburgh Morningside, .+, Edinburgh, EH\d+ \d[A-Z]{2}$/);
  expect(directions.searchParams.get('destination')).not.toContain('EH10 5HF');
  for (const toggle of await page.getByRole('main').locator('summary').all()) expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('store-finder-phone.png'), fullPage: true });
  // A failed search leaves no stale results beside its error.
  await page.getByLabel('Find stores near').fill('not a postcode');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('valid UK postcode');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByText('Nearest to Edinburgh')).toHaveCount(0);
});

test('the brand directory lists brands A to Z and links to their products', async ({ page }) => {
  const chipLook = (el: Element) => {
    const css = getComputedStyle(el);
    return { padding: css.padding, radius: css.borderRadius, background: css.backgroundColor, border: css.border, weight: css.fontWeight, underline: css.textDecorationLine };
  };
  await page.goto('/');
  const homeChip = await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link').first().evaluate(chipLook);
  await page.goto('/brand-directory');
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  // The whole chip is the link, and it looks like the home page's (issue 33 §7).
  const chip = page.getByRole('link', { name: 'Silver Cross' });
  expect(await chip.evaluate(chipLook)).toEqual(homeChip);
  const [link, item] = [await chip.boundingBox(), await chip.locator('xpath=..').boundingBox()];
  expect([Math.round(link!.width), Math.round(link!.height)]).toEqual([Math.round(item!.width), Math.round(item!.height)]);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('brand-directory-phone.png') });
  await chip.click();
  await expect(page).toHaveURL(/Brand=Silver(\+|%20)Cross/);
  await expect(page.getByText(/British pram makers/)).toBeVisible();
});

test('home page carousels: previous and next, named for their rail and disabled at its ends; a card reached by Tab is in view (issue 33 §7)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const rail = page.locator('#shop-root').getByRole('region', { name: 'Most wanted' });
  const previous = rail.getByRole('button', { name: 'Previous items: Most wanted' });
  const next = rail.getByRole('button', { name: 'Next items: Most wanted' });
  const list = rail.getByRole('list');
  await expect(rail.getByRole('link').first()).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(previous).toBeEnabled();
  for (let i = 0; i < 20 && !(await next.isDisabled()); i++) {
    const before = await list.evaluate((el) => el.scrollLeft);
    await next.click();
    // Each press moves the strip on; wait until it has moved and come to rest (smooth scrolling),
    // read from the strip itself, so the next press starts from where this one ended.
    await expect
      .poll(() =>
        list.evaluate(
          (el, from) =>
            new Promise<boolean>((done) => {
              const at = el.scrollLeft;
              requestAnimationFrame(() => requestAnimationFrame(() => done(el.scrollLeft === at && at > from)));
            }),
          before,
        ),
      )
      .toBe(true);
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused(); // still where the keyboard user left it
  await page.screenshot({ path: testInfo.outputPath('home-rail-phone.png') });

  // Back to the start, then Tab along the cards: each focused card is fully in the strip's view.
  await list.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
  const links = rail.getByRole('link');
  await links.first().focus();
  for (let i = 1; i < Math.min(await links.count(), 4); i++) {
    await page.keyboard.press('Tab'); // the card's favourite button
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
    await expect
      .poll(() =>
        links.nth(i).evaluate((a) => {
          const card = a.closest('li')!.getBoundingClientRect();
          const strip = a.closest('ul')!.getBoundingClientRect();
          return card.left >= strip.left - 1 && card.right <= strip.right + 1;
        }),
      )
      .toBe(true);
  }
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
});
