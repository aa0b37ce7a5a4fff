// Saved cards and the in-store membership (issue #13). A member pays with 'Save this card for
// next time' ticked, finds the card on the Payment cards tab, pays again with it after typing
// only its security code, and removes it; then sets a home store on the In-store membership tab
// (a store card joins the account through /unlock, never typed in: issue 33 §1). Keyboard only on a desktop; both tabs at 375 px; axe finds nothing.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, type Member } from '../support/fixtures';
import { findBox } from '../support/catalogue-boxes';

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const CARD_NUMBER = '4242424242424242';
const accountViolations = (page: Page) => axeViolations(page, '#shop-root [data-boundary="account"]');

/** Puts one box that can be delivered into the member's live basket, through the real API. */
async function basketWithOneBox(request: APIRequestContext, member: Member) {
  const token = (await (await request.post('/auth/token', { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT } })).json()).access_token as string;
  for (let skip = 0; skip < 20; skip++) {
    const box = await findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 8 && b.sellPrice <= 60, { skip });
    const added = await request.post(`/v3/basket/${member.memberId}/add`, {
      headers: { authorization: `Bearer ${token}` },
      form: { boxId: box.boxId, quantity: '1', deliveryMethodId: '1', mode: '2', memberId: member.memberId },
    });
    if (added.ok()) return;
  }
  throw new Error('no box to buy');
}

/** Presses Tab until `target` has focus (at most `max` times), so the test moves as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 12) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function fillDeliveryAddress(page: Page) {
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Postcode').fill('LS1 4AP');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByLabel('Town or city')).toHaveValue('Leeds');
  await page.getByLabel('Address line 1').fill('1 Park Row');
}

test.describe('desktop, keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a member saves a card at checkout, pays with it again by its security code, removes it; then sets a home store', async ({ page, request, signIn }) => {
    const member = await signIn();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));

    // Checkout with 'Save this card for next time' ticked from the keyboard.
    await basketWithOneBox(request, member);
    await page.goto('/buy');
    await fillDeliveryAddress(page);
    await page.getByLabel('Card number').fill(CARD_NUMBER);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('G Hopper');
    const save = page.getByLabel('Save this card for next time');
    await tabTo(page, save, 3);
    await page.keyboard.press('Space');
    await expect(save).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);

    // The card is on the Payment cards tab: brand, last 4 and expiry only.
    await page.goto('/myaccount?tab=payment-cards');
    const panel = page.getByRole('tabpanel', { name: 'Payment cards' });
    const cards = panel.getByRole('list', { name: 'Your saved cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Visa ending 4242');
    await expect(cards).toContainText('Expires 12/30');
    expect(await accountViolations(page)).toEqual([]);

    // Checkout offers it first; only its security code is typed.
    await basketWithOneBox(request, member);
    await page.goto('/buy');
    await fillDeliveryAddress(page);
    await expect(page.getByRole('radio', { name: 'Visa ending 4242, expires 12/30' })).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    const cvc = page.getByLabel('Security code for Visa ending 4242');
    await cvc.focus();
    await page.keyboard.type('321');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);

    // Removed from the tab with the keyboard, asked once more in place.
    await page.goto('/myaccount?tab=payment-cards');
    await expect(cards).toHaveCount(1);
    await page.getByRole('tab', { name: 'Payment cards' }).focus();
    await tabTo(page, panel.getByRole('button', { name: 'Remove Visa ending 4242' }));
    await page.keyboard.press('Enter');
    const confirm = panel.getByRole('group', { name: 'Remove Visa ending 4242?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    expect(await accountViolations(page)).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The card is removed.')).toBeVisible();
    await expect(panel.getByText(/You have no saved cards/)).toBeVisible();
    await page.reload();
    await expect(panel.getByText(/You have no saved cards/)).toBeVisible();

    // In-store membership: the home store, keyboard only. A store card joins the account only through
    // the unlock proof (issue 33 §1): no membership number is typed in here.
    await page.goto('/myaccount?tab=in-store');
    const inStore = page.getByRole('tabpanel', { name: 'In-store membership' });
    await expect(inStore.getByText('We have not checked your ID in store yet.')).toBeVisible();
    await expect(inStore.getByLabel(/^Membership number/)).toHaveCount(0);
    expect(await accountViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'In-store membership' }).focus();
    const homeStore = inStore.getByLabel('Home store');
    await tabTo(page, homeStore);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosenStore = (await homeStore.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]!.textContent))!;
    expect(chosenStore).not.toBe('Choose a store');
    await page.keyboard.press('Tab');
    await expect(inStore.getByRole('button', { name: 'Save in-store details' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your in-store details are saved.')).toBeVisible();
    await page.reload();
    await expect(inStore.getByLabel('Home store').locator('option:checked')).toHaveText(chosenStore);
    expect(await accountViolations(page)).toEqual([]);

    // No card number ever travelled in a URL or stayed in the browser's storage.
    expect(urls.filter((u) => u.includes(CARD_NUMBER))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(CARD_NUMBER);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('both tabs fit a 375 px phone, with a saved card and an in-store detail showing', async ({ page, request, signIn }) => {
    const member = await signIn();
    await basketWithOneBox(request, member);
    await page.goto('/buy');
    await fillDeliveryAddress(page);
    await page.getByLabel('Card number').fill(CARD_NUMBER);
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('G Hopper');
    await page.getByLabel('Save this card for next time').check();
    await page.screenshot({ path: 'test-results/checkout-save-card-phone.png', fullPage: true });
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);

    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/myaccount?tab=payment-cards');
    await expect(page.getByRole('tabpanel', { name: 'Payment cards' }).getByText('Visa ending 4242')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    expect(await accountViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/payment-cards-phone.png', fullPage: true });

    // Checkout on the phone offers the saved card, with its security code only.
    await basketWithOneBox(request, member);
    await page.goto('/buy');
    await expect(page.getByRole('radio', { name: 'Visa ending 4242, expires 12/30' })).toBeChecked();
    await expect(page.getByLabel('Security code for Visa ending 4242')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await page.getByRole('heading', { name: 'Payment' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/checkout-saved-card-phone.png' });

    await page.goto('/myaccount?tab=in-store');
    const inStore = page.getByRole('tabpanel', { name: 'In-store membership' });
    await inStore.getByLabel('Home store').selectOption({ index: 3 });
    await inStore.getByRole('button', { name: 'Save in-store details' }).click();
    await expect(page.getByText('Your in-store details are saved.')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    expect(await accountViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/in-store-phone.png', fullPage: true });

    await page.goto('/myaccount?tab=bank-details');
    await expect(page.getByRole('heading', { name: 'Paid by PayPal instead' })).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    expect(await accountViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/bank-paypal-phone.png', fullPage: true });
  });
});
