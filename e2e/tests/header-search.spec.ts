// The search box in every page's header (issue #15): popular-search suggestions as the shopper
// types (one request per pause, not per key), chosen with the keyboard, landing on the listing;
// and the plain form searching on its own when the catalogue's './search-box' cannot load.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, reportsIn, test } from '../support/fixtures';

const SEARCH_BOX_CHUNK = /__federation_expose_search_box\.[0-9a-f]+\.js$/;

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Search the shop' });
const headerBox = (page: Page) => headerSearch(page).locator('input[name="q"]');

/** Every call the page makes for suggestions, and every load of the search-box chunk. */
function watch(page: Page) {
  const seen = { suggestions: [] as string[], chunk: 0 };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v3/utilities/searchbucket') seen.suggestions.push(url.searchParams.get('query') ?? '');
    if (SEARCH_BOX_CHUNK.test(url.pathname)) seen.chunk++;
  });
  return seen;
}

/** Types like a person (a key every 40 ms), picks the suggestion with the arrows and Enter. */
async function searchBySuggestion(page: Page, typed: string, wanted: string) {
  const box = headerBox(page);
  await box.click();
  await box.pressSequentially(typed, { delay: 40 });
  await chooseSuggestion(page, wanted);
}

/**
 * Types into the header box a key every 40 ms by the page's clock, however long a busy machine
 * takes between them (the clock stands still otherwise), then the pause after the last key.
 * Needs `page.clock.install()` before the page loaded.
 */
async function typeOnPageClock(page: Page, text: string) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  for (const key of text) {
    await headerBox(page).press(key);
    await page.clock.runFor(40);
  }
  await page.clock.runFor(1_000);
  await page.clock.resume();
}

/** Picks `wanted` from the open list with the arrows, and Enter. */
async function chooseSuggestion(page: Page, wanted: string) {
  const box = headerBox(page);
  const list = page.getByRole('listbox', { name: 'Popular searches' });
  await expect(list.getByRole('option', { name: wanted, exact: true })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const names = await list.getByRole('option').allInnerTexts();
  for (let i = 0; i <= names.indexOf(wanted); i++) await box.press('ArrowDown');
  const chosen = list.getByRole('option', { name: wanted, exact: true });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  await box.press('Enter');
}

async function expectListingFor(page: Page, query: string) {
  await expect(page).toHaveURL(new RegExp(`/products\\?q=${encodeURIComponent(query).replace(/%20/g, '(\\+|%20)')}$`));
  await expect(page.locator('#results')).toHaveText(/^[\d,]+ items?$/);
  expect(Number((await page.locator('#results').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  // One query, one place: both boxes show it.
  await expect(headerBox(page)).toHaveValue(query);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(query);
}

test('on the home page: suggestions as the shopper types, one request per pause, chosen with the keyboard', async ({ page }) => {
  const seen = watch(page);
  // The page's clock runs as usual, except while the shopper types (below).
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  // Nothing of the suggestions is loaded until the shopper reaches for the box.
  expect(seen.chunk).toBe(0);

  const box = headerBox(page);
  await box.click();
  await expect(box).toHaveAttribute('role', 'combobox');
  expect(seen.chunk).toBe(1);
  await typeOnPageClock(page, 'push');
  await chooseSuggestion(page, 'pushchair');
  expect(seen.suggestions).toEqual(['push']);
  await expectListingFor(page, 'pushchair');

  // Escape closes the list; the same text again is answered from memory.
  await box.fill('');
  await typeOnPageClock(page, 'push');
  await expect(page.getByRole('listbox', { name: 'Popular searches' })).toBeVisible();
  expect(await axeViolations(page, 'header')).toEqual([]);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(seen.suggestions).toEqual(['push']);
});

test('on a product page: a suggestion that goes beyond the typing, picked with the keyboard, opens its listing', async ({ page }) => {
  await page.goto('/products?q=silver%20cross');
  await page.locator('#shop-root main li a[href*="/product-detail"]').first().click();
  await expect(page).toHaveURL(/\/product-detail\?/);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  await expect(headerBox(page)).toHaveValue('');
  await searchBySuggestion(page, 'silver', 'silver cross wave');
  await expectListingFor(page, 'silver cross wave');
  // Back to the product page: the header box empties again (the query lives in the listing's URL).
  await page.goBack();
  await expect(page).toHaveURL(/\/product-detail\?/);
  await expect(headerBox(page)).toHaveValue('');
});

test("with the catalogue's search-box chunk broken, the plain form still searches, and the failure is reported", async ({ page, shop }) => {
  const manifestUrl = shop.manifest().remotes.catalogue!.url;
  const remoteDir = join(shop.deployDir, manifestUrl.replace(/^\//, '').replace(/mf-manifest\.json$/, ''));
  const manifest = (await (await page.request.get(`${shop.url}${manifestUrl}`)).json()) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  // The search box's own chunk: not one it shares with the catalogue's pages (its texts, for one).
  const sync = (name: string) => manifest.exposes.find((e) => e.name === name)!.assets.js.sync;
  const chunk = sync('search-box').find((f) => !sync('app').includes(f))!;
  // The chunk and its precompressed copies go, as a half-finished upload would leave it.
  const files = [chunk, `${chunk}.gz`, `${chunk}.br`].map((f) => join(remoteDir, f));
  files.forEach((f) => renameSync(f, `${f}.away`));
  try {
    const seen = watch(page);
    await page.goto('/');
    await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('pram', { delay: 40 });
    await expect.poll(() => seen.chunk).toBeGreaterThan(0);
    // Reported once, by name and version (the federation runtime's report; the same error is not sent twice).
    await expect.poll(async () => (await reportsIn(page)).filter((r) => r.tags?.remote === 'catalogue').map((r) => r.tags?.remoteVersion), { timeout: 15_000 }).toEqual([shop.manifest().remotes.catalogue!.version]);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.press('Enter');
    await expectListingFor(page, 'pram');
  } finally {
    files.forEach((f) => renameSync(`${f}.away`, f));
  }
});
