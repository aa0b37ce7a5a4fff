import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createMember, expect, test } from '../support/fixtures';
import { fillCard, fillLeedsDelivery, TEST_CARDS } from '../support/checkout-steps';
import { findBoxes, type CatalogueBox as Box } from '../support/catalogue-boxes';

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

async function memberToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/auth/token', { form: { grant_type: 'password', username: email, password, ...WEB_CLIENT } });
  return (await res.json()).access_token as string;
}

async function addLive(request: APIRequestContext, memberId: string, token: string, boxId: string) {
  const res = await request.post(`/v3/basket/${memberId}/add`, {
    headers: { authorization: `Bearer ${token}` },
    form: { boxId, quantity: '1', deliveryMethodId: '1', mode: '2', memberId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const productUrl = (box: Box) => `/product-detail?id=${box.boxId.toLowerCase()}`;

test('a guest fills a basket, signs in, the baskets merge, pays with a 3-D Secure card, and finds the order in My account; a declined card changes nothing', async ({ page, request, shop }) => {
  const [toDeliver, toCollect, alreadyThere] = await findBoxes(request, [
    (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 2 && b.sellPrice <= 45,
    (b) => b.webSaleAllowed === 0 && b.collectionQuantity >= 1,
    (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice <= 45,
  ]);
  const store = (await (await request.get(`/v3/boxes/${toCollect!.boxId}/stock`)).json()).response.data.stockDetails[0] as { storeId: number; storeName: string };
  const storePostcode = (await (await request.get(`/v3/stores/${store.storeId}/detail`)).json()).response.data.store.address.postcode as string;

  // The member already has two things in the live basket (one of them the same box the guest will add).
  const member = await createMember(request, shop.url);
  const token = await memberToken(request, member.email, member.password);
  await addLive(request, member.memberId, token, toDeliver!.boxId);
  await addLive(request, member.memberId, token, alreadyThere!.boxId);

  // As a guest: one item for delivery, one for click-and-collect from a chosen store.
  const count = page.getByTestId('basket-count');
  await page.goto(productUrl(toDeliver!));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(count).toHaveText('1');

  await page.goto(productUrl(toCollect!));
  await page.getByRole('button', { name: 'Check stock in a store' }).click();
  const storeDialog = page.getByRole('dialog', { name: 'Choose your store' });
  await storeDialog.getByLabel('Postcode').fill(storePostcode);
  await storeDialog.getByRole('button', { name: 'Find stores' }).click();
  await storeDialog.getByRole('button', { name: `Choose ${store.storeName}` }).click();
  await page.getByRole('button', { name: `Collect from ${store.storeName}` }).click();
  await expect(count).toHaveText('2');

  // A reload keeps the guest basket (it lives in the browser).
  await page.goto('/basket');
  await page.reload();
  const lines = page.locator('#shop-root [data-boundary="basket-checkout"] [data-basket-line]');
  await expect(lines).toHaveCount(2);
  await expect(page.locator(`[data-basket-line="${toCollect!.boxId}-2"]`)).toContainText(`Click and collect from ${store.storeName}`);
  await expect(page.locator(`[data-basket-line="${toDeliver!.boxId}"]`)).toHaveAttribute('data-synced', '0');
  await expect(count).toHaveText('2');

  // Signing in merges the guest basket into the member's.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(member.email);
  await signIn.getByLabel('Password', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(lines).toHaveCount(3);
  await expect(page.locator(`[data-basket-line="${toDeliver!.boxId}"]`).locator('output')).toHaveText('2');
  await expect(page.locator(`[data-basket-line="${toDeliver!.boxId}"]`)).toHaveAttribute('data-synced', '1');
  await expect(page.locator(`[data-basket-line="${alreadyThere!.boxId}"]`)).toBeVisible();
  await expect(count).toHaveText('4');

  // Checkout with a card that asks for 3-D Secure.
  await page.getByRole('button', { name: 'Checkout securely' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Postcode').fill('ls1 4ap');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('LS1 4AP');
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
  await page.getByLabel('Address line 1').fill('1 Park Row');
  await fillCard(page, TEST_CARDS.threeDSecure);
  const pay = page.getByRole('button', { name: /^Pay £/ });
  const paying = /£[\d,]+\.\d{2}/.exec((await pay.textContent())!)![0];
  await pay.dblclick();

  // The provider's page says who asks for how much, in a main landmark (issue 33 §7).
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`PayingLittle LoopAmount${paying}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  const orderNumber = page.getByTestId('order-number');
  await expect(orderNumber).toHaveText(/^WS[0-9]+$/);
  const number = (await orderNumber.textContent())!;
  await expect(count).toHaveText('0');
  const events = () => page.evaluate(() => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.map((e) => e.event));
  await expect.poll(events).toContain('purchase');

  // One order, however often the button was clicked.
  const orders = (await (await request.get(`/v3/members/${member.memberId}/orders`, { headers: { authorization: `Bearer ${token}` } })).json()).response.data.orders;
  expect(orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([number]);

  await page.goto('/myaccount');
  await expect(page.getByRole('table', { name: 'Your orders' }).locator(`[data-order-number="${number}"]`)).toContainText('Paid');

  // A declined card: a clear message, and the basket exactly as it was.
  const [another] = await findBoxes(request, [(b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8 && b.sellPrice <= 45 && ![toDeliver, alreadyThere].some((x) => x!.boxId === b.boxId)]);
  await page.goto(productUrl(another!));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(count).toHaveText('1');
  await page.goto('/buy');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
  await page.getByLabel('Address line 1').fill('1 Park Row');
  await fillCard(page, TEST_CARDS.declined);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByTestId('payment-error')).toContainText('declined');
  await expect(page.getByTestId('payment-error')).toContainText('No money has been taken');
  await page.goto('/basket');
  await expect(lines).toHaveCount(1);
  await expect(page.locator(`[data-basket-line="${another!.boxId}"]`)).toBeVisible();
  await expect(count).toHaveText('1');
});

test('a failed 3-D Secure check is headed as a failure, leaves the basket as it was, and leads back to checkout', async ({ page, request, signIn }) => {
  const [box] = await findBoxes(request, [(b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8 && b.sellPrice <= 45]);
  await signIn();
  await page.goto(productUrl(box!));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/buy');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await fillLeedsDelivery(page);
  await fillCard(page, TEST_CARDS.threeDSecure);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('3ds-page-phone.png') });
  await page.getByRole('button', { name: 'Fail authentication' }).click();

  await expect(page).toHaveURL(/\/buy\/process\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Processing your payment' })).toHaveCount(0);
  await expect(page.getByTestId('checkout-error')).toContainText('3-D Secure');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();
});
