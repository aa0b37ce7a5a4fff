// Issue 30 'Coming back' (spec §3 'redirect URL after sign-in', §4 'Basket modes'): a guest who
// meets the sign-in dialog at checkout and has to leave the shop for an e-mail (verify a new
// account, or reset a forgotten password) comes back to checkout with the basket merged, in the
// same tab or in a new one, never to My account.
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { findBox, type CatalogueBox } from '../support/catalogue-boxes';
import { accessTokenOf, createMember, expect, outboxLink, test } from '../support/fixtures';

let counter = 0;
const newEmail = () => `returning-${Date.now()}-${counter++}@example.co.uk`;
const PASSWORD = 'a pushchair for the park';

/** A guest puts a box in the basket and goes to checkout: /buy asks them to sign in. */
async function guestAtCheckout(page: Page, box: CatalogueBox) {
  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/basket');
  await page.getByRole('button', { name: 'Checkout securely' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
}

async function signUpInDialog(page: Page, email: string) {
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: /Create an account/ })
    .click();
  const signUp = page.getByRole('dialog', { name: 'Create an account' });
  await signUp.getByLabel('First name').fill('Ada');
  await signUp.getByLabel('Last name').fill('Lovelace');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome to Little Loop' })).toContainText(email);
}

async function signInInDialog(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Checkout with the guest's box in the order summary, on the member's live basket (merged, synced). */
async function expectCheckoutWith(page: Page, box: CatalogueBox) {
  await expect(page).toHaveURL(/\/buy$/);
  const checkout = page.locator('#shop-root [data-boundary="basket-checkout"]');
  await expect(checkout.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(checkout.getByRole('complementary', { name: 'Order summary' })).toContainText(box.boxName);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.locator('#shop-root [data-boundary="account"]')).toHaveCount(0);
  // The redirect was used once: a later sign-in goes nowhere by itself.
  expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBeNull();
}

/** The member's live basket, read through the API as the member: the guest's box is in it. */
async function expectLiveBasketHolds(context: BrowserContext, page: Page, box: CatalogueBox) {
  const memberId = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).memberId as string);
  const token = await accessTokenOf(context, new URL(page.url()).origin);
  const res = await context.request.get(`/v3/basket/${memberId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  expect(JSON.stringify(await res.json())).toContain(box.boxId);
}

test.describe('back to checkout after an e-mail', () => {
  // One box for every test here: a guest basket holds it until sign-in, nothing is bought.
  let box: CatalogueBox;
  test.beforeEach(async ({ request }) => {
    box ??= await findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1);
  });

  test('sign up at checkout, verify by the e-mailed link in the same tab, Sign in: back at checkout with the basket', async ({ context, page, request, shop }) => {
    const email = newEmail();
    await guestAtCheckout(page, box);
    await signUpInDialog(page, email);

    // The new member reads the e-mail in the development outbox and follows the link.
    await page.goto('/dev/outbox');
    const link = await outboxLink(request, shop.url, email, '/member/verifyEmail');
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' })).toBeVisible();
    expect(await axeViolations(page, '#shop-root')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('verified-desktop.png') });

    // By keyboard: the page's one action says where it leads.
    const signIn = page.locator('#shop-main').getByRole('button', { name: 'Sign in to continue' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy$/);
    await signInInDialog(page, email);
    await expectCheckoutWith(page, box);
    await expectLiveBasketHolds(context, page, box);
  });

  test('the link opened in a new tab of the same browser: Sign in there goes back to checkout too', async ({ context, page, request, shop }) => {
    const email = newEmail();
    await guestAtCheckout(page, box);
    await signUpInDialog(page, email);

    // Opened from the mail app on a phone-sized tab.
    const mail = await context.newPage();
    await mail.setViewportSize({ width: 375, height: 812 });
    await mail.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
    await expect(mail.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' })).toBeVisible();
    expect(await axeViolations(mail, '#shop-root')).toEqual([]);
    await mail.screenshot({ path: test.info().outputPath('verified-phone.png') });
    await mail.locator('#shop-main').getByRole('button', { name: 'Sign in to continue' }).click();
    await signInInDialog(mail, email);
    await expectCheckoutWith(mail, box);
    await mail.screenshot({ path: test.info().outputPath('checkout-phone.png') });
    await expectLiveBasketHolds(context, mail, box);
  });

  test('signing in before verifying, then verifying from the reminder, still goes back to checkout', async ({ page, request, shop }) => {
    const email = newEmail();
    await guestAtCheckout(page, box);
    await signUpInDialog(page, email);
    // Closed the welcome and tried to sign in at once: the reminder says to verify first.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.locator('#shop-main').getByRole('button', { name: 'Sign in' }).click();
    await signInInDialog(page, email);
    await expect(page.getByRole('dialog', { name: 'Please verify your e-mail' })).toBeVisible();

    await page.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' })).toBeVisible();
    // The header's Sign in works as well as the page's.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await signInInDialog(page, email);
    await expectCheckoutWith(page, box);
  });

  test('a forgotten password reset from the e-mailed link goes back to checkout after signing in', async ({ page, request, shop }) => {
    const member = await createMember(request, shop.url);
    await guestAtCheckout(page, box);
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgotten your password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgotten your password?' });
    await forgot.getByLabel('E-mail').fill(member.email);
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toBeVisible();

    await page.goto(await outboxLink(request, shop.url, member.email, '/member/resetpassword'));
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await reset.getByLabel('New password').fill(PASSWORD);
    await reset.getByLabel('Confirm password').fill(PASSWORD);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('dialog', { name: 'Password changed' }).getByRole('button', { name: 'Sign in' }).click();
    await signInInDialog(page, member.email);
    await expectCheckoutWith(page, box);
  });

  test('with no page waiting, Sign in on the verified page still leads to My account', async ({ page, request, shop }) => {
    const email = newEmail();
    const res = await request.post(`${shop.url}/v3/members`, { data: { firstName: 'Mary', lastName: 'Seacole', email, password: PASSWORD } });
    expect(res.status()).toBe(201);
    await page.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
    await page.getByRole('button', { name: 'Sign in to your account' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await signInInDialog(page, email);
    await expect(page.locator('#shop-root [data-boundary="account"]').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  });
});
