import { expect, test } from '@playwright/test';
import { startShop, type ShopServer } from '../support/shop-server';

// The unlock remote's public page is /unlock, which exists only while the on-demand flag is on
// (/verify-phone-number is a member's page behind the unified-membership guard).
let shop: ShopServer;
test.beforeAll(async () => {
  shop = await startShop({ FEATURE_ON_DEMAND_UNLOCK: '1' });
});
test.afterAll(async () => shop.stop());

// Markers that exist only in React's own package and in react-dom/client's.
const REACT = 'useOptimistic=function';
const REACT_DOM_CLIENT = '.hydrateRoot=function';

test('a page that mounts all five remotes downloads React and react-dom exactly once', async ({ page }) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
  });

  await page.goto(`${shop.url}/`);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  const visit = async (href: string, owner: string) => {
    await page.evaluate((url) => {
      history.pushState(null, '', url);
    }, href);
    await expect(page.locator(`#shop-root [data-boundary="${owner}"] h1`)).toBeVisible();
  };
  await visit('/basket', 'basket-checkout');
  await visit('/member/verifyEmail', 'account');
  await visit('/sell-to-us', 'sell-to-us');
  await visit('/unlock', 'unlock');

  const remotesLoaded = new Set(scripts.map((s) => s.url.match(/\/remotes\/([^/]+)\//)?.[1]).filter(Boolean));
  expect([...remotesLoaded].sort()).toEqual(['account', 'basket-checkout', 'catalogue', 'sell-to-us', 'unlock']);
  expect(scripts.filter((s) => s.body.includes(REACT)).map((s) => s.url)).toHaveLength(1);
  expect(scripts.filter((s) => s.body.includes(REACT_DOM_CLIENT)).map((s) => s.url)).toHaveLength(1);
});
