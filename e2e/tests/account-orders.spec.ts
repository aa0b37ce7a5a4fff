import { axeViolations } from '../support/axe';
// The Orders tab on a 375 px phone: a member checks out (the postcode found with 'Find address',
// one lookup per click), pays by card, then opens the order from the Orders tab with the keyboard
// alone: its own URL, the items, the delivery address and 'Paid'; Back returns to the list.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fillCard } from '../support/checkout-steps';
import { findBox } from '../support/catalogue-boxes';

test.use({ viewport: { width: 375, height: 800 } });

const deliverableBox = (request: APIRequestContext) => findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 6 && b.sellPrice <= 45);

/** Tab (forwards) until the focused element is named `name`; the keyboard alone. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`the keyboard never reached ${name}`);
}

test('a member pays for an order and opens it from the Orders tab: items, address, paid; keyboard, 375 px, no axe violations', async ({ page, request, signIn }) => {
  const box = await deliverableBox(request);
  await signIn();
  const lookups: string[] = [];
  page.on('request', (r) => r.url().includes('/v3/members/addresslookup') && lookups.push(r.url()));

  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/basket');
  await page.getByRole('button', { name: 'Checkout securely' }).click();
  await expect(page).toHaveURL(/\/buy$/);

  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Postcode').fill('ls1 4ap');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByTestId('lookup-status')).toHaveText('Found Leeds, West Yorkshire. Please type the first line of your address.');
  await expect(page.getByLabel('Address line 1')).toBeFocused();
  await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
  await expect(page.getByLabel('County (optional)')).toHaveValue('West Yorkshire');
  expect(lookups).toHaveLength(1);
  await page.keyboard.type('1 Park Row');

  // An unknown postcode area says so beside the field.
  await page.getByLabel('Postcode').fill('ZZ1 1ZZ');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText('We could not find this postcode. Please check it.')).toBeVisible();
  await page.getByLabel('Postcode').fill('LS1 4AP');

  await fillCard(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

  await page.goto('/myaccount?tab=orders');
  const row = page.getByRole('table', { name: 'Your orders' }).locator(`[data-order-number="${orderNumber}"]`);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Placed');
  expect(await axeViolations(page, '#shop-root')).toEqual([]);

  // Keyboard alone: to the order's link, Enter.
  await tabTo(page, `Order ${orderNumber}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/myaccount\\?tab=orders&order=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeFocused();
  const items = page.getByRole('list', { name: `Items in order ${orderNumber}` }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(box.boxName);
  await expect(items.first()).toContainText(/Grade [A-Z]/);
  await expect(items.first().locator('img')).toHaveAttribute('src', new RegExp(`${box.boxId}_\\d+_s\\.webp\\?e=[\\w-]+$`));
  await expect(page.getByTestId('delivery-address')).toContainText('1 Park Row');
  await expect(page.getByTestId('delivery-address')).toContainText('LS1 4AP');
  await expect(page.getByTestId('order-state')).toHaveText('Paid');
  await expect(page.getByTestId('payment-state')).toHaveText('Payment: paid');
  await expect(page.getByText('Payment method: Debit or credit card')).toBeVisible();
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/account-order-375.png', fullPage: true });

  // The browser's Back returns to the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/myaccount\?tab=orders$/);
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
});
