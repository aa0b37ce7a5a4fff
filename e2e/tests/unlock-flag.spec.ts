import { pageTitle } from '../../shared/src/i18n';
import { startShop, type ShopServer } from '../support/shop-server';
import { expect, test } from '@playwright/test';

let shop: ShopServer;
test.beforeAll(async () => {
  shop = await startShop({ FEATURE_ON_DEMAND_UNLOCK: '1' });
});
test.afterAll(async () => shop.stop());

test('/unlock renders the unlock remote when the on-demand flag is on', async ({ page }) => {
  await page.goto(`${shop.url}/unlock`);
  await expect(page.locator('#shop-root [data-boundary="unlock"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('pageTitle.unlock'));
});
