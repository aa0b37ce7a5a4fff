// Every analytics event of §7 reaches the data layer (issue #18), with analytics consent (the
// journeys' stored choice): a shopper browses from the home page's rail, searches, finds a store,
// asks for a price, registers, signs in, fills and empties the basket a little, checks out and
// pays, and starts selling to us. Each remote emits its own events; the host alone pushes them.
// (consent.spec proves that without consent nothing is pushed.) dataLayer lives as long as the
// page: it is read before every full load.
import { findBox } from '../support/catalogue-boxes';
import { fillCard, fillLeedsDelivery } from '../support/checkout-steps';
import { createMember, expect, test } from '../support/fixtures';
import { memberCalls } from '../support/sell-steps';

/** §7's 17 events ('add/remove cart' is two names). */
const ALL_EVENTS = [
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
  'view_cart',
  'view_item',
  'view_item_list',
  'seller_enquiry',
  'login',
  'register',
  'begin_sell_to_us',
  'select_item',
  'store_page',
  'reach_checkout',
  'add_shipping_info',
  'search',
  'homepage_slider_click',
];

type Pushed = { event: string; [key: string]: unknown };

test.setTimeout(180_000);

test('a shopping and selling journey pushes all 17 events of §7, in the e-commerce shape', async ({ page, request, shop }) => {
  const pushed: Pushed[] = [];
  const dataLayer = () => page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).map((e) => JSON.parse(JSON.stringify(e)) as Pushed));
  /** Keeps what this page pushed, before the next full load. */
  const keep = async () => pushed.push(...(await dataLayer()));
  const seen = (event: string) => expect.poll(async () => (await dataLayer()).some((e) => e.event === event), { message: event }).toBe(true);

  const sellable = await findBox(request, (b) => b.boxSaleAllowed === 1 && b.webSaleAllowed === 1 && b.ecomQuantity >= 2 && b.sellPrice >= 10 && b.sellPrice <= 45);
  const inStoreOnly = await findBox(request, (b) => b.boxSaleAllowed === 1 && b.webSaleAllowed === 0);

  // Home: its rails are lists; a box chosen from one is a slider click and a selected item, then viewed.
  await page.goto('/');
  await seen('view_item_list');
  const rail = page.getByRole('region', { name: 'Most wanted' });
  await rail.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product-detail\?/);
  await seen('view_item');
  await keep();

  // Search, and the store finder.
  await page.goto('/products?q=pushchair');
  await seen('search');
  await keep();
  await page.goto('/store');
  await seen('store_page');
  await keep();

  // A price asked of the shop for an item not sold online.
  await page.goto(`/product-detail?id=${inStoreOnly.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Ask for the price' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for the price of this item' });
  await ask.getByLabel('Your name').fill('Grace Hopper');
  await ask.getByLabel('E-mail address').fill('grace.hopper@example.co.uk');
  await ask.getByRole('button', { name: 'Send price request' }).click();
  await expect(ask.getByRole('status')).toContainText('Thank you');
  await seen('seller_enquiry');
  await keep();

  // Register, then sign in as a member who exists.
  const member = await createMember(request, shop.url);
  await page.goto(`/product-detail?id=${sellable.boxId.toLowerCase()}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'New here? Create an account' }).click();
  const signUp = page.getByRole('dialog').filter({ has: page.getByLabel('First name') });
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('E-mail').fill(`analytics-${Date.now()}@example.co.uk`);
  await signUp.getByLabel('Password', { exact: true }).fill('a long e2e password');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await seen('register');
  await keep();
  await page.goto(`/product-detail?id=${sellable.boxId.toLowerCase()}`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(member.email);
  await signIn.getByLabel('Password', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await seen('login');

  // The basket: one in, one more, one fewer; then checkout and pay (client-side from here).
  await page.getByRole('button', { name: 'Add to basket for delivery' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await seen('add_to_cart');
  await keep();
  await page.goto('/basket');
  await seen('view_cart');
  const line = page.locator(`#shop-root [data-basket-line="${sellable.boxId}"]`);
  await line.getByRole('button', { name: `One more ${sellable.boxName}` }).click();
  await expect(line.locator('output')).toHaveText('2');
  await line.getByRole('button', { name: `One fewer ${sellable.boxName}` }).click();
  await expect(line.locator('output')).toHaveText('1');
  await seen('remove_from_cart');
  await page.getByRole('button', { name: 'Checkout securely' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await seen('reach_checkout');
  await page.getByLabel('Last name').fill('Hopper');
  await fillLeedsDelivery(page);
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  await seen('purchase');
  await keep();

  // Selling to us: a quote started for a model.
  const calls = await memberCalls(request, member);
  const model = (await calls('get', 'quotations/models?query=Cruz%20V2&limit=5')).models[0] as { masterBoxId: string; categoryId: number };
  await page.goto(`/sell-to-us/quotation-questions?model=${encodeURIComponent(model.masterBoxId)}&category=${model.categoryId}`);
  await seen('begin_sell_to_us');
  await keep();

  const names = new Set(pushed.map((e) => e.event));
  expect(ALL_EVENTS.filter((e) => !names.has(e))).toEqual([]);
  // The e-commerce shape: items with id, name and price; value and currency GBP.
  const purchase = pushed.find((e) => e.event === 'purchase')!;
  expect(purchase).toMatchObject({
    currency: 'GBP',
    transaction_id: expect.stringMatching(/^WS\d+$/),
    items: [expect.objectContaining({ item_id: sellable.boxId, item_name: sellable.boxName, price: sellable.sellPrice, quantity: 1 })],
  });
  expect(pushed.find((e) => e.event === 'add_shipping_info')).toMatchObject({ shipping_tier: 'Ground', currency: 'GBP' });
  expect(pushed.find((e) => e.event === 'homepage_slider_click')).toMatchObject({ item_list_name: 'Most wanted' });
  // No personal data in what is pushed.
  expect(JSON.stringify(pushed)).not.toMatch(/@example\.co\.uk|Hopper|Leeds|LS1 4AP/);
});
