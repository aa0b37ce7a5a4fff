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
  // Each script is recorded the moment it answers; its body is read later. Pushing after an awaited
  // res.text() raced the assertions below: the last remote's h1 could show before its push.
  const answers: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') answers.push({ url: res.url(), body: res.text().catch(() => '') });
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

  const scripts = await Promise.all(answers.map(async (a) => ({ url: a.url, body: await a.body })));
  const remotesLoaded = new Set(scripts.map((s) => s.url.match(/\/remotes\/([^/]+)\//)?.[1]).filter(Boolean));
  expect([...remotesLoaded].sort()).toEqual(['account', 'basket-checkout', 'catalogue', 'sell-to-us', 'unlock']);
  expect(scripts.filter((s) => s.body.includes(REACT)).map((s) => s.url)).toHaveLength(1);
  expect(scripts.filter((s) => s.body.includes(REACT_DOM_CLIENT)).map((s) => s.url)).toHaveLength(1);
});
