// Apple Pay at checkout (issue 19) on a shop with the embedded Apple Pay stand-in: a browser with
// a fake ApplePaySession (Chromium has none) that behaves as Safari's does (begin → the merchant
// validation event → completeMerchantValidation → the payment-authorised event with a token →
// completePayment) lets a shopper pay and reach the thank-you page; without ApplePaySession
// no Apple Pay choice and no button show.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Member } from '../support/fixtures';
import { findBox } from '../support/catalogue-boxes';
import { fillLeedsDelivery } from '../support/checkout-steps';

test.use({ shopEnv: { APPLE_PAY: 'embedded' } });

interface FakeApplePayLog {
  created: Array<{ version: number; request: { total: { label: string; amount: string }; lineItems: Array<{ label: string; amount: string }>; countryCode: string; currencyCode: string } }>;
  merchantSession: { merchantSessionIdentifier?: string } | null;
  completed: number[];
  aborted: number;
}

/** Apple Pay JS as Safari gives it, for a card ending 4242 (the provider's accepted test card). */
function installFakeApplePay() {
  const log: FakeApplePayLog = { created: [], merchantSession: null, completed: [], aborted: 0 };
  (window as unknown as { applePayLog: FakeApplePayLog }).applePayLog = log;
  class FakeApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static supportsVersion = (v: number) => v <= 14;
    static canMakePayments = () => true;
    onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((e: { payment: { token: unknown } }) => void) | null = null;
    oncancel: ((e: unknown) => void) | null = null;
    constructor(version: number, request: FakeApplePayLog['created'][number]['request']) {
      log.created.push({ version, request });
    }
    begin() {
      setTimeout(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession' }), 10);
    }
    abort() {
      log.aborted++;
    }
    completeMerchantValidation(session: FakeApplePayLog['merchantSession']) {
      log.merchantSession = session;
      if (!session?.merchantSessionIdentifier) throw new Error('not a merchant session');
      const token = {
        paymentData: { version: 'EC_v1', data: 'c2VhbGVkIGJ5IEFwcGxl', signature: 'c2lnbmF0dXJl', header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'abc123' } },
        paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
        transactionIdentifier: 'ABC123DEF456',
      };
      setTimeout(() => this.onpaymentauthorized?.({ payment: { token } }), 10);
    }
    completePayment(result: { status: number }) {
      log.completed.push(result.status);
    }
  }
  (window as unknown as { ApplePaySession: unknown }).ApplePaySession = FakeApplePaySession;
}

async function basketWithOneBox(page: Page, request: APIRequestContext, signIn: () => Promise<Member>) {
  const member = await signIn();
  const box = await findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 2 && b.sellPrice >= 8 && b.sellPrice <= 45); // over the £5 minimum order
  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  return { member, box };
}

test('a shopper pays with Apple Pay and reaches the thank-you page with an order number', async ({ page, request, signIn }) => {
  await page.addInitScript(installFakeApplePay);
  const { box } = await basketWithOneBox(page, request, signIn);
  await page.goto('/buy');
  await page.getByLabel('Last name').fill('Hopper');
  await fillLeedsDelivery(page);
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
  const toPay = (await page.getByTestId('to-pay').textContent())!.replace('£', '');
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();

  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^WS[0-9]+$/);
  const log = await page.evaluate(() => (window as unknown as { applePayLog: FakeApplePayLog }).applePayLog);
  expect(log.created).toHaveLength(1);
  expect(log.created[0]!.version).toBe(3);
  const sheet = log.created[0]!.request;
  expect([sheet.countryCode, sheet.currencyCode]).toEqual(['GB', 'GBP']);
  expect(sheet.total).toMatchObject({ label: 'Little Loop', amount: toPay });
  expect(sheet.lineItems.map((l) => l.label)).toEqual([`1 × ${box.boxName}`, 'Delivery']);
  expect(log.merchantSession?.merchantSessionIdentifier).toMatch(/^SSH/);
  expect(log.completed).toEqual([0]);
  await expect(page.getByTestId('basket-count')).toHaveText('0');
});

test('the form is checked before the sheet goes on: with no address the sheet closes and the fields say what is missing', async ({ page, request, signIn }) => {
  await page.addInitScript(installFakeApplePay);
  await basketWithOneBox(page, request, signIn);
  await page.goto('/buy');
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(page.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
  const log = await page.evaluate(() => (window as unknown as { applePayLog: FakeApplePayLog }).applePayLog);
  expect(log.aborted).toBe(1);
  expect(log.completed).toEqual([]);
  await expect(page).toHaveURL(/\/buy$/);
});

test('without Apple Pay in the browser, no Apple Pay choice and no button show', async ({ page, request, signIn }) => {
  await basketWithOneBox(page, request, signIn);
  await page.goto('/buy');
  await expect(page.getByRole('radio', { name: 'Debit or credit card' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();
});
