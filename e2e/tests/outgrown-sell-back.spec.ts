// 'Outgrown? Sell it back' (issue 37) on a 375 px phone, on a shop of its own (the journey moves
// the children's clock): a member who bought an infant car seat from the shop and has a baby of
// eleven months sees nothing to sell back; once the clock moves past 15 months (i-Size: out of the
// infant carrier), My account offers it, with what the shop pays for one like new. The link, taken
// with the keyboard, opens that model's questions in sell-to-us; the car-seat questions apply, and
// the offer, after the photos, is made by the same rules as any quote: its first line is the
// like-new price My account showed.
import { expect, request as newRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { findBox } from '../support/catalogue-boxes';
import { DEFAULT_E2E_CHOICE, storeConsentChoice } from '../support/consent';
import { createMember, signInContext, type Member } from '../support/fixtures';
import { addRequiredPhotos } from '../support/photos';
import { answerCarSeatQuestions, memberCalls } from '../support/sell-steps';
import { startShop, type ShopServer } from '../support/shop-server';

let shop: ShopServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  shop = await startShop();
  api = await newRequest.newContext({ baseURL: shop.url });
});
test.afterAll(async () => {
  await api.dispose();
  await shop.stop();
});
test.beforeEach(async ({ context }) => storeConsentChoice(context, DEFAULT_E2E_CHOICE));
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const account = (page: Page) => page.locator('#shop-root [data-boundary="account"]');

/** Buys one box through the basket and the checkout calls, paid with the test card; answers the order number. */
async function buy(member: Member, boxId: string): Promise<string> {
  const call = await memberCalls(api, member);
  const added = await api.post(`/v3/basket/${member.memberId}/add`, { headers: call.headers, form: { boxId, quantity: '1', deliveryMethodId: '1' } });
  expect(added.status(), await added.text()).toBe(200);
  const total = (await call('get', `basket/${member.memberId}`)).wesellItems.totalSellCost;
  const address = { firstName: 'Grace', lastName: 'Hopper', line1: '4 Tanners Row', town: 'Shrewsbury', postcode: 'SY1 1QH' };
  const generated = await api.post('/v3/websellorders/generate', { headers: { ...call.headers, 'idempotency-key': `sell-back-${Date.now()}` }, data: { paymentTypeId: 20, address, expectedTotal: total } });
  expect(generated.status(), await generated.text()).toBe(201);
  const { orderId, orderNumber } = (await generated.json()).response.data.order;
  const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'G Hopper' };
  expect((await call('post', `websellorders/${orderId}/process`, { card })).payment.status).toBe('paid');
  return orderNumber;
}

/** The month `n` months ago ('YYYY-MM'). */
function monthsAgo(n: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 7);
}

test('an infant car seat bought here is offered back once the baby has outgrown it, and its offer follows the quote rules', async ({ page }, testInfo) => {
  const member = await createMember(api, shop.url);
  const seat = await findBox(api, (b) => b.boxName.startsWith('Maxi-Cosi Pebble 360 Pro') && b.ecomQuantity > 0 && Boolean(b.webSaleAllowed));
  const orderNumber = await buy(member, seat.boxId);
  const call = await memberCalls(api, member);
  await call('post', `members/${member.memberId}/children`, { born: monthsAgo(11), consent: true });
  await signInContext(page.context(), shop.url, member);

  // Eleven months old: still in the infant carrier, so nothing to sell back (asked, and answered empty).
  const asked = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/children/outgrown`));
  await page.goto(`${shop.url}/myaccount?tab=children`);
  expect((await (await asked).json()).response.data.items).toEqual([]);
  await expect(account(page).getByRole('heading', { name: 'Outgrown? Sell it back' })).toHaveCount(0);

  // Five months on: sixteen months old, out of the infant carrier (i-Size keeps them in it until 15 months).
  expect((await api.post('/dev/clock', { data: { days: 150 } })).status()).toBe(200);
  await page.reload();
  const section = account(page).getByRole('region', { name: 'Outgrown? Sell it back' });
  await expect(section).toBeVisible();
  const item = section.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(seat.boxName);
  await expect(item).toContainText(new RegExp(`Bought \\d{1,2} \\w+ \\d{4}, order ${orderNumber}\\. Infant carrier \\(i-Size 40–75 cm\\): outgrown\\.`));
  const upTo = /We pay up to (£[\d,.]+) in cash or (£[\d,.]+) in store credit for one like new\./.exec((await item.textContent()) ?? '');
  expect(upTo).not.toBeNull();
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('outgrown-phone.png'), fullPage: true });

  // With the keyboard to the model's questions in sell-to-us.
  const sellBack = section.getByRole('link', { name: `Sell it back: ${seat.boxName}` });
  for (let i = 0; i < 60 && !(await sellBack.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sellBack).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sell-to-us\/quotation-questions\?model=[^&]+&category=147$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Maxi-Cosi Pebble 360 Pro' })).toBeVisible();
  // The car-seat questions: the standard, its dates, and whether it has been in a collision.
  const made = monthsAgo(20);
  await answerCarSeatQuestions(page, { made, expires: `${Number(made.slice(0, 4)) + 10}${made.slice(4)}`, collision: 'No, never' });
  await expect(page).toHaveURL(/\/sell-to-us\/upload\?quote=/);
  const quoteId = new URL(page.url()).searchParams.get('quote')!;

  // The photos (through the API: the upload page has its own journeys), then the offer on the page.
  await addRequiredPhotos(api, { memberId: member.memberId, headers: call.headers }, quoteId, 147);
  await page.reload();
  await expect(page.getByText('You have every photo we need.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to my offer' }).click();
  await expect(page.getByRole('heading', { name: 'Your offer' })).toBeFocused();
  const offer = page.getByRole('table');
  await expect(offer.getByRole('row').nth(1)).toContainText('Pebble 360 Pro, like new');
  await expect(offer.getByRole('row').nth(1)).toContainText(upTo![1]!);
  await expect(offer.getByRole('row').last()).toContainText('Total for 1');
  expect(await axeViolations(page)).toEqual([]);
});
