// The §6 feature flags change what a shopper sees, without a deploy (issue #18): staff flip each
// one through the API (PUT /v3/staff/featureflags/{flag}) on a running shop and the next page load
// follows it. On PostgreSQL, so that the staff command that makes the staff account reaches the
// shop's data.
import type { Page } from '@playwright/test';
import { findBox, type CatalogueBox as Box } from '../support/catalogue-boxes';
import { newStaffCalls, postgresShop } from '../support/postgres-shop';
import { memberCalls } from '../support/sell-steps';
import { expect } from '../support/fixtures';

const { test, databaseUrl } = postgresShop('flags');
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.setTimeout(180_000);

const header = (page: Page) => page.locator('header').first();
/** The live page (the server's first view is static HTML beside it until the live page takes over). */
const live = (page: Page) => page.locator('#shop-root');

test('staff flip each feature flag and the shopper sees the change on the next page', async ({ page, request }) => {
  const staff = await newStaffCalls(request, databaseUrl, 'Priya Operations');
  const flag = (name: string, on: boolean) => staff('put', `staff/featureflags/${name}`, { on });
  const reduced = await findBox(request, (b) => b.wasPrice !== null && b.boxSaleAllowed === 1);
  const sold = await findBox(request, (b) => b.webSaleAllowed === 1 && b.boxSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 10 && b.sellPrice < 50);

  // Selling to the shop: the header offers it (under Menu on a phone); off, its link goes and its pages send visitors home.
  const menu = () => header(page).getByRole('button', { name: 'Menu' }).click();
  await page.goto('/');
  await menu();
  await expect(header(page).getByRole('link', { name: 'Sell to us' })).toBeVisible();
  await flag('sellToUsEnabled', false);
  await page.goto('/');
  await expect(live(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  await menu();
  await expect(header(page).getByRole('link', { name: 'Stores' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sell to us' })).toHaveCount(0);
  await page.goto('/sell-to-us');
  await expect(page).toHaveURL(/\/$/);
  await flag('sellToUsEnabled', true);
  await page.goto('/sell-to-us');
  await expect(page).toHaveURL(/\/sell-to-us$/);

  // Price reductions: the reduced box shows what it was; off, the price alone and no reduced listing.
  const productUrl = (b: Box) => `/product-detail?id=${b.boxId.toLowerCase()}`;
  await page.goto(productUrl(reduced));
  await expect(
    live(page)
      .getByText(/^was £/)
      .first(),
  ).toBeVisible();
  await flag('priceReductionOnBoxes', false);
  await page.goto(productUrl(reduced));
  await expect(live(page).getByRole('heading', { level: 1, name: reduced.boxName })).toBeVisible();
  await expect(live(page).getByTestId('delivery-price')).toBeVisible();
  await expect(page.getByText(/^was £/)).toHaveCount(0);
  await page.goto('/products?priceReduced=1');
  await expect(page).toHaveURL(/\/products$/);
  await flag('priceReductionOnBoxes', true);

  // Click-and-collect: off, the product page neither offers nor explains it, and the basket offers delivery only.
  await page.goto(productUrl(sold));
  await expect(live(page).getByRole('button', { name: 'How click and collect works' })).toBeVisible();
  await flag('clickAndCollect', false);
  await page.goto(productUrl(sold));
  await expect(live(page).getByRole('button', { name: 'Add to basket for delivery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How click and collect works' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Collect from / })).toHaveCount(0);
  await live(page).getByRole('button', { name: 'Add to basket for delivery' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/basket');
  const line = page.locator(`#shop-root [data-basket-line="${sold.boxId}"]`);
  await expect(line).toBeVisible();
  await expect(line.getByRole('button', { name: 'Collect from a store' })).toHaveCount(0);
  await flag('clickAndCollect', true);

  // Delivery waived: the basket under the free-delivery threshold charges £0.00 and its total is the items alone.
  await page.reload();
  await expect(page.getByTestId('basket-delivery')).toHaveText('£1.99');
  await flag('waiveDeliveryCharge', true);
  await page.reload();
  await expect(page.getByTestId('basket-delivery')).toHaveText('£0.00');
  await expect(page.getByTestId('basket-total')).toHaveText(`£${sold.sellPrice.toFixed(2)}`);
  await flag('waiveDeliveryCharge', false);

  // On-demand unlock: off by default here, /unlock goes home; on, the flow's first step shows.
  await page.goto('/unlock');
  await expect(page).toHaveURL(/\/$/);
  await flag('onDemandUnlock', true);
  await page.goto('/unlock');
  // The live page's field: the server's first view of /unlock has the same one until it gives way.
  await expect(live(page).getByLabel('Membership number')).toBeVisible();

  const listed = (await staff('get', 'staff/featureflags')) as { featureFlags: Array<{ flag: string; lastChange: { changedBy: string } | null }> };
  expect(
    listed.featureFlags
      .filter((f) => f.lastChange)
      .map((f) => f.flag)
      .sort(),
  ).toEqual(['clickAndCollect', 'onDemandUnlock', 'priceReductionOnBoxes', 'sellToUsEnabled', 'waiveDeliveryCharge']);
});

test("basket sharing off keeps a signed-in shopper's basket in this browser; on, it is kept with their account", async ({ page, request, signIn }) => {
  const staff = await newStaffCalls(request, databaseUrl, 'Priya Operations');
  const sold = await findBox(request, (b) => b.webSaleAllowed === 1 && b.boxSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 10 && b.sellPrice < 50);
  const member = await signIn();
  const mine = await memberCalls(request, member);
  const kept = async () => ((await mine('get', `basket/${member.memberId}?memberId=${member.memberId}`)) as { basketCount: number }).basketCount;

  await staff('put', 'staff/featureflags/basketSharing', { on: false });
  await page.goto(`/product-detail?id=${sold.boxId.toLowerCase()}`);
  await live(page).getByRole('button', { name: 'Add to basket for delivery' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  expect(await kept()).toBe(0);

  await staff('put', 'staff/featureflags/basketSharing', { on: true });
  await page.goto('/basket');
  await page.locator(`#shop-root [data-basket-line="${sold.boxId}"]`).waitFor();
  await expect.poll(kept).toBe(1);
});
