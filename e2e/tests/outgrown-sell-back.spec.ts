// 'Outgrown? Sell it back' (issue 37) on a 375 px phone, on a shop of its own (the journey moves
// the children's clock): a member who bought an infant car seat from the shop and has a baby of
// eleven months sees nothing to sell back; once the clock moves past 15 months (i-Size: out of the
// infant carrier), My account offers it, with what the shop pays for one like new. The link, taken
// with the keyboard, opens that model's questions in sell-to-us with the condition already chosen
// from the grade the shop sold it at, and a note saying so (issue 37); the car-seat questions are
// never chosen for the member and must be answered as in any quote; the offer, after the photos,
// is made by the same rules as any quote: its first line is the like-new price My account showed,
// then the grade kept.
import { expect, request as newRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { findBox } from '../support/catalogue-boxes';
import { DEFAULT_E2E_CHOICE, storeConsentChoice } from '../support/consent';
import { createMember, signInContext, type Member } from '../support/fixtures';
import { addRequiredPhotos } from '../support/photos';
import { memberCalls } from '../support/sell-steps';
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
/** The condition question's answers are the grade letters; each radio is named by its grade's name first. */
const GRADE_NAMES: Record<string, string> = { A: 'Like new', B: 'Good', C: 'Well used' };
const GRADE_WORDS: Record<string, string> = { B: 'good', C: 'well used' };
const SOLD_GRADE_NOTE = 'Chosen from the grade you bought it at — change it if it is different now.';

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
  // The grade the shop sells it at, as its product page says it.
  const soldGrade = ((await (await api.get(`/v3/boxes/${seat.boxId}/detail`)).json()).response.data.boxDetails[0] as { grade: string }).grade;
  expect(Object.keys(GRADE_NAMES)).toContain(soldGrade);
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
  const answered = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/children/outgrown`));
  await page.reload();
  // The answer carries the grade it was sold at.
  expect((await (await answered).json()).response.data.items.map((i: { boxId: string; grade: string }) => [i.boxId, i.grade])).toEqual([[seat.boxId, soldGrade]]);
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

  // With the keyboard to the model's questions in sell-to-us. The link names the model and the grade
  // sold, nothing else (no order, no member, no child).
  const sellBack = section.getByRole('link', { name: `Sell it back: ${seat.boxName}` });
  const href = new URL((await sellBack.getAttribute('href'))!, shop.url);
  expect([...href.searchParams.keys()]).toEqual(['model', 'category', 'grade']);
  expect(href.searchParams.get('grade')).toBe(soldGrade);
  for (let i = 0; i < 60 && !(await sellBack.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(sellBack).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sell-to-us/quotation-questions\\?(model=[^&]+&category=147|quote=[^&]+)&grade=${soldGrade}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for Maxi-Cosi Pebble 360 Pro' })).toBeVisible();

  // The condition starts at the grade sold, with the note read as the group's description; the member may change it.
  const condition = page.getByRole('group', { name: 'What condition is it in?' });
  await expect(condition.getByRole('radio', { name: new RegExp(`^${GRADE_NAMES[soldGrade]}:`) })).toBeChecked();
  await expect(condition.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(condition.getByText(SOLD_GRADE_NOTE)).toBeVisible();
  await expect(condition).toHaveAccessibleDescription(SOLD_GRADE_NOTE);
  // The car-seat gate: its questions are never chosen for the member, and the offer waits for them.
  const standard = page.getByRole('group', { name: /safety standard/ });
  const collision = page.getByRole('group', { name: /collision/ });
  await expect(standard.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(collision.getByRole('radio', { checked: true })).toHaveCount(0);
  const madeField = page.getByLabel('Date of manufacture (month and year on the label)');
  const expiresField = page.getByLabel('Expiry date (month and year on the seat or in its manual)');
  await expect(madeField).toHaveValue('');
  await expect(expiresField).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('sell-back-questions-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next: add photos' }).click();
  await expect(standard.getByRole('alert')).toHaveText('Please choose an answer.');
  await expect(collision.getByRole('alert')).toHaveText('Please choose an answer.');
  await expect(page).toHaveURL(/\/sell-to-us\/quotation-questions\?quote=/);

  // The condition kept as chosen; the car-seat questions answered: the standard, its dates, and whether it has been in a collision.
  const made = monthsAgo(20);
  await standard.getByRole('radio', { name: 'R129 (i-Size)' }).check();
  await madeField.fill(made);
  await expiresField.fill(`${Number(made.slice(0, 4)) + 10}${made.slice(4)}`);
  await collision.getByRole('radio', { name: 'No, never' }).check();
  await page.getByRole('button', { name: 'Next: add photos' }).click();
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
  // Then the grade kept from the sale, priced by the quote rules (like new has no line of its own).
  if (soldGrade === 'A') await expect(offer.getByRole('row', { name: /^Condition / })).toHaveCount(0);
  else await expect(offer.getByRole('row').nth(2)).toContainText(`Condition ${GRADE_WORDS[soldGrade]}: grade ${soldGrade}`);
  await expect(offer.getByRole('row').last()).toContainText('Total for 1');
  expect(await axeViolations(page)).toEqual([]);
});
