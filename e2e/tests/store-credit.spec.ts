// Store credit spends online (issue 33 §2), at 375 px: an in-store member finds /unlock, proves
// their receipt code and texted PIN and finishes unlocking with a new account; My account's
// in-store tab says the credit to spend online; then they pay part of an order with store credit
// (half of it, chosen at checkout) and the rest by the test card. The thank-you page and the
// order in My account list the store credit like any payment, and the tab shows the balance lower
// by what was spent. axe finds nothing on checkout; no page scrolls sideways.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMembershipNumber } from '../../shared/src/rules';
import { demoUnlockCode, seededMembershipNumber } from '../../api/src/modules/unlock/seed';
import { axeViolations } from '../support/axe';
import { fillCard, fillLeedsDelivery } from '../support/checkout-steps';
import { findBoxes } from '../support/catalogue-boxes';
import { expect, outboxLink, test } from '../support/fixtures';

test.use({ shopEnv: { FEATURE_ON_DEMAND_UNLOCK: '1' }, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
test.setTimeout(180_000);

const PASSWORD = 'a long e2e password';
// A demo family (the seed gives the first three credit and trades); this file's shop is its own.
const N = 0;
const MOBILE = `07700${900_000 + N}`;
const pounds = (text: string) => Number(/£([0-9,]+\.[0-9]{2})/.exec(text)![1]!.replace(/,/g, ''));

async function latestPin(request: APIRequestContext, recipient: string): Promise<string> {
  const rows = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`)).json()) as Array<{ body: string }>;
  const pin = rows.map((r) => /\b([0-9]{6})\b/.exec(r.body)?.[1]).find(Boolean);
  if (!pin) throw new Error(`no PIN sent to ${recipient}`);
  return pin;
}

async function expectNarrow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('an in-store member finds /unlock, finishes unlocking; then pays part of an order with store credit and the rest by card', async ({ page, request, shop }) => {
  const email = `credit-${Date.now()}@example.co.uk`;

  // Unlocking, as the family does it: the receipt's code, a texted PIN, a new account.
  await page.goto('/unlock');
  const unlock = page.locator('#shop-root [data-boundary="unlock"]');
  await unlock.getByLabel('Membership number').fill(formatMembershipNumber(seededMembershipNumber(N)));
  await unlock.getByLabel('Unlock code').fill(demoUnlockCode(N));
  await unlock.getByRole('button', { name: 'Continue' }).click();
  await unlock.getByRole('button', { name: 'Send me a PIN' }).click();
  await unlock.getByLabel(/^PIN from the text message/).fill(await latestPin(request, MOBILE));
  await unlock.getByRole('button', { name: 'Check my PIN' }).click();
  await expect(unlock.getByRole('status')).toContainText('we know it is you');
  const create = unlock.getByRole('region', { name: /^New to our website\?/ });
  await create.getByLabel('E-mail address').fill(email);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByRole('button', { name: 'Create my account' }).click();
  await expect(unlock.getByRole('heading', { name: 'Your online account is ready' })).toBeVisible();
  // The 'done' page's promise, kept below.
  await expect(unlock.getByText(/store credit/i).first()).toBeVisible();

  // They confirm the new account's address from its e-mail, then sign in.
  await page.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.goto('/myaccount?tab=in-store');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const total = page.getByTestId('store-credit-total');
  // Still signed in from creating the account, or asked to sign in: whichever the page shows first.
  await expect(dialog.or(total)).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
  }
  await expect(total).toContainText('Store credit to spend online: £');
  const credit = pounds((await total.textContent())!);
  expect(credit).toBeGreaterThan(0);

  // A box dearer than the credit, delivered.
  const [box] = await findBoxes(request, [(b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice > 50 && b.sellPrice <= 400]);
  await page.goto(`/product-detail?id=${box!.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/buy');
  await fillLeedsDelivery(page);
  const lastName = page.getByLabel('Last name');
  if (!(await lastName.inputValue())) await lastName.fill('Okafor');

  // Half their credit, chosen; the rest by card.
  const use = page.getByRole('checkbox', { name: `Use your store credit (£${credit.toFixed(2)} available)` });
  await use.check();
  const amount = page.getByLabel('Store credit to use (£)');
  await expect(amount).toHaveValue(credit.toFixed(2));
  const spend = Math.floor(credit * 50) / 100;
  await amount.fill(spend.toFixed(2));
  const toPay = Number(pounds((await page.getByTestId('to-pay').textContent())!).toFixed(2));
  await expect(page.getByTestId('store-credit-applied')).toHaveText(`£${spend.toFixed(2)} paid with store credit. £${toPay.toFixed(2)} left to pay.`);
  await expect(page.getByTestId('checkout-store-credit')).toHaveText(`−£${spend.toFixed(2)}`);
  await fillCard(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectNarrow(page);
  await page.getByRole('button', { name: `Pay £${toPay.toFixed(2)}` }).click();

  // The thank-you page lists the store credit like the voucher, and the card paid the rest.
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  await expect(page.getByTestId('order-store-credit')).toHaveText(`−£${spend.toFixed(2)}`);
  await expect(page.getByTestId('order-total')).toHaveText(`£${toPay.toFixed(2)}`);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // My account: the order says both ways it was paid; the credit is lower by what was spent.
  await page.goto(`/myaccount?tab=orders&order=${orderId}`);
  await expect(page.getByTestId('order-payments')).toHaveText(`Paid with: Store credit £${spend.toFixed(2)}, Debit or credit card £${toPay.toFixed(2)}`);
  await page.goto('/myaccount?tab=in-store');
  const left = Math.round((credit - spend) * 100) / 100;
  await expect(page.getByTestId('store-credit-total')).toHaveText(`Store credit to spend online: £${left.toFixed(2)}`);
  expect(await axeViolations(page, '#shop-root [data-boundary="account"]')).toEqual([]);
  await expectNarrow(page);
});
