// Issue 30: a mistyped or refused card never strands a buyer. Its message shows beside the card
// fields (focused, announced), nothing typed is lost, the same order is paid again, and no unit
// is held by a payment that failed — on a phone and on a desktop.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Member } from '../support/fixtures';
import { fillCard, fillLeedsDelivery, TEST_CARDS } from '../support/checkout-steps';
import { findBoxes, type CatalogueBox } from '../support/catalogue-boxes';

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

async function bearer(request: APIRequestContext, m: Member) {
  const res = await request.post('/auth/token', { form: { grant_type: 'password', username: m.email, password: m.password, ...WEB_CLIENT } });
  return { authorization: `Bearer ${(await res.json()).access_token as string}` };
}
const onlineStock = async (request: APIRequestContext, box: CatalogueBox) => (await (await request.get(`/v3/boxes/${box.boxId.toLowerCase()}/detail`)).json()).response.data.boxDetails[0].ecomQuantity as number;
const openOrder = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/v3/websellorders/open', { headers })).json()).response.data.order as { orderId: string; status: string; holdsStock: boolean } | null;

async function addToBasket(page: Page, box: CatalogueBox, count: number) {
  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText(String(count));
}

const pay = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

/** A signed-in member at checkout with one box (above the £5 minimum) for delivery to Leeds; the box's online stock before. */
async function atCheckout(page: Page, request: APIRequestContext, signIn: () => Promise<Member>, minimumStock: number) {
  const box = (await findBoxes(request, [(b) => b.webSaleAllowed === 1 && b.ecomQuantity >= minimumStock && b.sellPrice >= 8 && b.sellPrice <= 45]))[0]!;
  const member = await signIn();
  const auth = await bearer(request, member);
  const before = await onlineStock(request, box);
  await addToBasket(page, box, 1);
  await page.goto('/buy');
  await fillLeedsDelivery(page);
  return { box, member, auth, before };
}

for (const device of [
  { name: 'a phone', viewport: { width: 375, height: 812 } },
  { name: 'a desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`on ${device.name}: an expired card is caught by the form, a refused one answered beside the card with nothing held or lost; the 3-D Secure card then pays the same order once`, async ({
    page,
    request,
    signIn,
  }) => {
    await page.setViewportSize(device.viewport);
    // Two in stock: the product page still offers one while the member's order holds the other.
    const { box, member, auth, before } = await atCheckout(page, request, signIn, 2);

    // An expiry date in the past: the form says so beside the expiry field, before any order is made.
    await fillCard(page, TEST_CARDS.declined);
    await page.getByLabel('Expiry date (MM/YY)').fill('01/20');
    await pay(page).click();
    await expect(page.getByText('This card has expired.')).toBeVisible();
    await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(await openOrder(request, auth), 'no order made for a card the form refused').toBeNull();

    // A card the provider refuses: its words beside the card fields, focused; the page stays.
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    const processed = page.waitForResponse((r) => r.url().includes('/process'));
    await pay(page).click();
    expect((await processed).status()).toBe(402);
    const refusal = page.getByTestId('payment-error');
    await expect(refusal).toContainText('Your card was declined. No money has been taken.');
    await expect(refusal).toBeFocused();
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(page.locator('section', { has: page.locator('#payment-heading') }).getByTestId('payment-error'), 'in the payment section, by the card').toBeVisible();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    // Everything typed is still there.
    await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 Park Row');
    await expect(page.getByLabel('Card number')).toHaveValue(TEST_CARDS.declined);
    await expect(page.getByLabel('Name on card')).toHaveValue('G Hopper');
    // Nothing held by the refusal; the order waits to be paid again.
    const refused = await openOrder(request, auth);
    expect([refused?.status, refused?.holdsStock]).toEqual(['payment_failed', false]);
    expect(await onlineStock(request, box)).toBe(before);

    // A reload keeps the address and says how the last payment ended.
    await page.reload();
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 Park Row');
    await expect(page.getByTestId('payment-error')).toContainText('declined');

    // The 3-D Secure card pays that same order.
    await fillCard(page, TEST_CARDS.threeDSecure);
    await pay(page).click();
    await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
    const atBank = await openOrder(request, auth);
    expect([atBank?.orderId, atBank?.status, atBank?.holdsStock]).toEqual([refused!.orderId, 'awaiting_3ds', true]);
    // Back from the bank's page: checkout says where the order stands, and the basket still has the item.
    await page.goBack();
    await expect(page.getByTestId('open-order-notice')).toContainText('Your bank is still waiting');
    // The product page counts the held unit as the member's.
    await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
    await expect(page.getByTestId('held-for-you')).toContainText('held for you in your order');
    await page.goto('/buy');
    await page.getByRole('link', { name: 'Go back to your bank to confirm it' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(refused!.orderId);
    await expect(page.getByTestId('order-number')).toHaveText(/^WS[0-9]+$/);
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    expect(await onlineStock(request, box)).toBe(before - 1);
    expect(await openOrder(request, auth)).toBeNull();
    const orders = (await (await request.get(`/v3/members/${member.memberId}/orders`, { headers: auth })).json()).response.data.orders;
    expect(orders).toHaveLength(1);
  });
}

test('four presses of Pay with a refused card make one order and hold nothing afterwards', async ({ page, request, signIn }) => {
  const { box, auth, before } = await atCheckout(page, request, signIn, 1);
  await fillCard(page, TEST_CARDS.declined);
  const orders = new Set<string>();
  for (let press = 0; press < 4; press++) {
    const generated = page.waitForResponse((r) => r.url().endsWith('/v3/websellorders/generate'));
    const processed = page.waitForResponse((r) => r.url().includes('/process'));
    await pay(page).click();
    orders.add((await (await generated).json()).response.data.order.orderId);
    expect((await processed).status()).toBe(402);
    await expect(page.getByTestId('payment-error')).toContainText('declined');
    await expect(pay(page)).toBeEnabled();
  }
  expect(orders.size).toBe(1);
  expect(await onlineStock(request, box)).toBe(before);
  const open = await openOrder(request, auth);
  expect([open?.orderId, open?.status, open?.holdsStock]).toEqual([[...orders][0], 'payment_failed', false]);
  // The basket still reads the item as in stock and ready to buy.
  await page.goto('/basket');
  await expect(page.locator(`[data-basket-line="${box.boxId}"]`)).not.toContainText('out of stock');
  await expect(page.getByRole('button', { name: 'Checkout securely' })).toBeEnabled();
});
