// Vouchers seen, offered, never lost (issue 32 §4; §6 'Checkout fills in the member's default
// address'). A member sells a pushchair for a voucher (staff receive, check and pay it, through
// the staff routes); checkout fills in their default address and offers the voucher with one
// tap; on a basket smaller than the voucher the page says what stays on it, and paying leaves
// that balance: My account → Vouchers shows it with its sale and the spend, and the next
// checkout offers it again. On a 375 px phone, and at 1280 px.
// The staff command is a separate process, so this file's shop runs on PostgreSQL (its own database).
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect } from '../support/fixtures';
import { findBoxes } from '../support/catalogue-boxes';
import { newStaffCalls, postgresShop } from '../support/postgres-shop';
import { acceptedPushchairQuote, memberCalls, sentParcel } from '../support/sell-steps';

const { test, databaseUrl } = postgresShop('vouchers');
test.setTimeout(240_000);

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

async function addToBasket(page: Page, boxId: string, count: string) {
  await page.goto(`/product-detail?id=${boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText(count);
}

/** Two cheap boxes sold online now (above the £5 minimum order, each well under a pushchair's voucher). */
const cheapBoxes = (request: APIRequestContext) =>
  findBoxes(request, [(b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8 && b.sellPrice <= 20, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8 && b.sellPrice <= 20]);

for (const width of [375, 1280]) {
  test(`a voucher larger than the basket keeps its balance, shown in My account and offered at the next checkout (${width} px)`, async ({ page, request, signIn }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await signIn();
    const call = await memberCalls(request, member);
    // Their default address, saved in My account before.
    await call('post', `members/${member.memberId}/address`, { firstName: 'Grace', lastName: 'Hopper', line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 4AP' });

    // Sold for a voucher; staff receive the parcel, find it as described and pay.
    const quoteId = await acceptedPushchairQuote(request, member, call);
    const orderCode = await sentParcel(call, [quoteId]);
    const staff = await newStaffCalls(request, databaseUrl, 'Sam Goods-In');
    await staff('put', `staff/webbuyorders/${orderCode}/receive`, {});
    await staff('put', `staff/quotations/${quoteId}/inspect`, { outcome: 'confirm' });
    const paid = await staff('put', `staff/quotations/${quoteId}/pay`);
    const code: string = paid.payout?.voucherCode ?? paid.voucherCode;
    expect(code, JSON.stringify(paid)).toMatch(/^SELL-/);

    // Checkout: the default address is filled in, the voucher offered with one tap, what stays said.
    const [first, second] = await cheapBoxes(request);
    await addToBasket(page, first!.boxId, '1');
    await page.goto('/buy');
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 Park Row');
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
    const use = page.getByRole('button', { name: new RegExp(`^Use ${code} \\(£[0-9.]+ left\\)$`) });
    await expect(use).toBeVisible();
    const amount = pounds(/\((£[0-9.,]+) left\)/.exec((await use.textContent())!)![1]!);
    await use.click();
    const applied = page.getByTestId('voucher-applied');
    await expect(applied).toContainText(`Voucher ${code}: £`);
    await expect(applied).toContainText('stays on your voucher to spend next time.');
    const spent = pounds(/: (£[0-9.,]+) off/.exec((await applied.textContent())!)![1]!);
    const left = Math.round((amount - spent) * 100) / 100;
    expect(left).toBeGreaterThan(0);
    await expect(applied).toContainText(`£${left.toFixed(2)} stays on your voucher`);
    // Nothing left to pay: no card asked for.
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`voucher-checkout-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Pay £0.00' }).click();
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();

    // My account → Vouchers: the code, what is left of what it was worth, its sale, the spend.
    await page.goto('/myaccount?tab=vouchers');
    const card = page.getByTestId('voucher').filter({ hasText: code });
    await expect(card.getByRole('heading', { name: code })).toBeVisible();
    await expect(card).toContainText(`£${left.toFixed(2)} left of £${amount.toFixed(2)}`);
    await expect(card).toContainText('From selling your UPPAbaby Cruz V2');
    await expect(card).toContainText(`£${spent.toFixed(2)} towards order ${orderNumber}`);
    expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
    await page.screenshot({ path: info.outputPath(`voucher-account-${width}.png`), fullPage: true });

    // The next checkout offers what is left.
    await addToBasket(page, second!.boxId, '1');
    await page.goto('/buy');
    await expect(page.getByRole('button', { name: `Use ${code} (£${left.toFixed(2)} left)` })).toBeVisible();
  });
}
