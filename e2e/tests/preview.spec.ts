// Previews in browsers (issue 21 'Preview'): a team makes a preview link of a version that is
// published but not live (npm run deploy:preview); the browser that opens it gets that version on
// every page, with the banner; another browser at the same time gets what is live and no banner;
// Exit preview (keyboard) returns the first browser to live. The banner passes axe at 375 px.
// On PostgreSQL: the staff and deploy commands are other processes that reach the shop's data.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { storeConsentChoice, DEFAULT_E2E_CHOICE } from '../support/consent';
import { expect } from '../support/fixtures';
import { postgresShop } from '../support/postgres-shop';
import { releaseTeam } from '../support/release-team';
import { ROOT, type ShopServer } from '../support/shop-server';

const { test, databaseUrl } = postgresShop('preview');

const { deploy, prepare } = releaseTeam(databaseUrl, 'preview');

/** A browser of its own (cookies and all), on a phone's width, past the consent notice. */
async function browserOf(browser: Browser, shop: ShopServer): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: shop.url, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await storeConsentChoice(context, DEFAULT_E2E_CHOICE);
  return context;
}

/** What the page was served (its boot data) and what the browser mounted (the catalogue's region). */
async function versionsOn(page: Page, path: string) {
  const res = (await page.goto(path))!;
  const boot = JSON.parse(/<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(await res.text())![1]!);
  const region = page.locator('#shop-root [data-boundary="catalogue"]');
  await expect(region).toHaveAttribute('data-version', /.+/);
  return { served: boot.remotes.catalogue.version as string, mounted: (await region.getAttribute('data-version'))!, preview: boot.preview, cacheControl: res.headers()['cache-control'] };
}

let live = '';
let unreleased = '';

test.beforeAll(async ({ shop }) => {
  test.setTimeout(600_000);
  ({ live: live, fresh: unreleased } = prepare(shop, 'e2e: the new build is previewed first'));
});

test('a preview link shows an unreleased version to one browser only, with a banner on every page, until Exit preview', async ({ browser, shop }) => {
  test.setTimeout(300_000);
  const printed = deploy(shop, 'deploy:preview', '--', 'catalogue', unreleased, '--minutes', '30');
  const link = new URL(printed.split('\n')[0]!.trim());
  expect(link.pathname).toBe('/ops/preview');

  const team = await browserOf(browser, shop);
  const shopper = await browserOf(browser, shop);
  const teamPage = await team.newPage();
  const shopperPage = await shopper.newPage();

  // Opening the link sets the cookie and lands on the catalogue's first route.
  await teamPage.goto(link.pathname + link.search);
  await expect(teamPage).toHaveURL(`${shop.url}/`);
  const cookie = (await team.cookies()).find((c) => c.name === 'shop_preview')!;
  expect([cookie.httpOnly, cookie.sameSite]).toEqual([true, 'Lax']);

  const banner = teamPage.getByRole('region', { name: 'Preview' });
  for (const path of ['/', '/faq', '/about']) {
    const previewing = await versionsOn(teamPage, path);
    expect(previewing, `the previewing browser on ${path}`).toMatchObject({ served: unreleased, mounted: unreleased, cacheControl: 'private, no-store' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('status')).toContainText(`Previewing catalogue ${unreleased} (not live)`);
    // At the same time, a browser without the link: what is live, no banner.
    const other = await versionsOn(shopperPage, path);
    expect(other, `another browser on ${path}`).toMatchObject({ served: live, mounted: live, preview: undefined });
    await expect(shopperPage.getByTestId('preview-banner')).toHaveCount(0);
  }
  expect((await (await team.request.get('/remotes-manifest.json')).json()).remotes.catalogue.version).toBe(unreleased);
  expect((await (await shopper.request.get('/remotes-manifest.json')).json()).remotes.catalogue.version).toBe(live);

  // The banner at 375 px: inside the viewport, accessible, and what it looks like.
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await axeViolations(teamPage, '[data-testid="preview-banner"]')).toEqual([]);
  mkdirSync(join(ROOT, 'e2e', 'test-results'), { recursive: true });
  await teamPage.screenshot({ path: join(ROOT, 'e2e', 'test-results', 'preview-banner-375.png') });

  // Exit by keyboard: Tab reaches it (after the skip link), Enter leaves, the same page comes back live.
  const exit = banner.getByRole('button', { name: 'Exit preview' });
  await teamPage.keyboard.press('Tab');
  for (let i = 0; i < 5 && !(await exit.evaluate((b) => b === document.activeElement)); i++) await teamPage.keyboard.press('Tab');
  await expect(exit).toBeFocused();
  await Promise.all([teamPage.waitForURL(`${shop.url}/about`), teamPage.keyboard.press('Enter')]);
  await expect(teamPage.locator('#shop-root [data-boundary="catalogue"]')).toHaveAttribute('data-version', live);
  await expect(teamPage.getByTestId('preview-banner')).toHaveCount(0);
  expect((await team.cookies()).find((c) => c.name === 'shop_preview')).toBeUndefined();
  expect((await versionsOn(teamPage, '/faq')).served).toBe(live);

  // Nothing changed for anyone: what is live is what it was.
  expect(deploy(shop, 'deploy:status', '--', '--target', 'catalogue')).toContain(`live: ${live}`);
  await team.close();
  await shopper.close();
});

test('a forged or altered link sets nothing and says so', async ({ page }) => {
  const res = (await page.goto('/ops/preview?token=eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJyZWxlYXNlLXByZXZpZXcifQ.forged'))!;
  expect(res.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This preview link does not work' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'shop_preview')).toBeUndefined();
});
