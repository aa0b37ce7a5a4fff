// /unlock (issue #16), on a shop with the on-demand unlock flag on, at 375 px: an in-store family
// unlocks online access with the code on their receipt and the PIN texted to them (read from the
// outbox), creates their account and sees their store credit, there and, once signed in, in My
// account; a second family signs in on the page and combines their membership with the online
// account they already have; five wrong PINs lock the attempt with the right message. axe finds
// nothing at any step; the page never scrolls sideways.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pageTitle } from '../../shared/src/i18n';
import { formatMembershipNumber } from '../../shared/src/rules';
import { demoUnlockCode, seededMembershipNumber } from '../../api/src/modules/unlock/seed';
import { axeViolations } from '../support/axe';
import { DEFAULT_E2E_CHOICE, storeConsentChoice } from '../support/consent';
import { createMember, outboxLink } from '../support/fixtures';
import { startShop, type ShopServer } from '../support/shop-server';

let shop: ShopServer;
test.beforeAll(async () => {
  shop = await startShop({ FEATURE_ON_DEMAND_UNLOCK: '1' });
});
test.afterAll(async () => shop.stop());
// A cookie choice already made, as every journey starts (consent.spec covers the notice itself).
test.beforeEach(async ({ context }) => storeConsentChoice(context, DEFAULT_E2E_CHOICE));
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const PASSWORD = 'a long e2e password';
const mobileOf = (n: number) => `07700${900_000 + n}`;
const unlockRoot = (page: Page) => page.locator('#shop-root [data-boundary="unlock"]');

/** The six digits of the newest PIN sent to a recipient, as they would read it. */
async function latestPin(request: APIRequestContext, recipient: string): Promise<string> {
  const rows = (await (await request.get(`${shop.url}/dev/outbox.json?to=${encodeURIComponent(recipient)}`)).json()) as Array<{ body: string }>;
  const pin = rows.map((r) => /\b([0-9]{6})\b/.exec(r.body)?.[1]).find(Boolean);
  if (!pin) throw new Error(`no PIN sent to ${recipient}`);
  return pin;
}

async function expectClean(page: Page) {
  expect(await axeViolations(page, '#shop-root [data-boundary="unlock"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Step 1 and 2: the receipt's code, then the PIN texted to the membership's mobile. */
async function proveMembership(page: Page, request: APIRequestContext, n: number, { check = false } = {}) {
  const main = unlockRoot(page);
  await page.goto(`${shop.url}/unlock`);
  await expect(page).toHaveTitle(pageTitle('pageTitle.unlock'));
  await main.getByLabel('Membership number').fill(formatMembershipNumber(seededMembershipNumber(n)));
  await main.getByLabel('Unlock code').fill(demoUnlockCode(n));
  if (check) await expectClean(page);
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('button', { name: 'Send me a PIN' }).click();
  await expect(main.getByRole('status')).toContainText(`We have texted a 6-digit PIN to 07*******${mobileOf(n).slice(-2)}`);
  if (check) {
    await expect(main.getByLabel(/^PIN from the text message/)).toHaveAttribute('autocomplete', 'one-time-code');
    await expectClean(page);
    // A reload carries on where the attempt was (its token is kept for this tab).
    await page.reload();
    await expect(main.getByRole('status')).toContainText('We have texted a 6-digit PIN');
  }
  await main.getByLabel(/^PIN from the text message/).fill(await latestPin(request, mobileOf(n)));
  await main.getByRole('button', { name: 'Check my PIN' }).click();
  await expect(main.getByRole('status')).toContainText('we know it is you');
}

async function signInOnMemberPage(page: Page, path: string, email: string) {
  await page.goto(`${shop.url}${path}`);
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

const linkedCredit = (page: Page): Locator => page.getByRole('region', { name: 'Your linked membership' });

test('an in-store family unlocks online access with their receipt code and texted PIN, creates their account and sees their store credit', async ({ page, request }) => {
  const n = 2;
  const email = `unlock-${Date.now()}@example.co.uk`;
  await proveMembership(page, request, n, { check: true });
  const main = unlockRoot(page);
  await expectClean(page);

  // Step 3: a new account; their name, mobile and credit come from the membership.
  const create = main.getByRole('region', { name: /^New to our website\?/ });
  await create.getByLabel('E-mail address').fill(email);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByRole('button', { name: 'Create my account' }).click();
  await expect(main.getByRole('heading', { name: 'Your online account is ready' })).toBeVisible();
  await expect(main.getByText(`We have e-mailed a link to ${email}.`)).toBeVisible();
  const credit = (await main.locator('[data-store-credit]').innerText()).trim();
  expect(credit).toMatch(/^£\d+\.\d{2}$/);
  expect(credit).not.toBe('£0.00');
  await expectClean(page);

  // They confirm their address from the e-mail, sign in, and find the same credit in My account.
  await page.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await signInOnMemberPage(page, '/myaccount?tab=in-store', email);
  await expect(page).toHaveURL(/\/myaccount\?tab=in-store$/);
  await expect(linkedCredit(page).getByText(credit).first()).toBeVisible();

  // The receipt's code has done its work: it cannot unlock the membership again.
  await page.goto(`${shop.url}/unlock`);
  await main.getByLabel('Membership number').fill(formatMembershipNumber(seededMembershipNumber(n)));
  await main.getByLabel('Unlock code').fill(demoUnlockCode(n));
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('alert').first()).toContainText(/already has online access|already been done|expired/);
});

test('a family with an online account signs in on the page and combines their in-store membership with it', async ({ page, request }) => {
  const n = 1;
  const member = await createMember(request, shop.url);
  await proveMembership(page, request, n);
  const main = unlockRoot(page);
  const combine = main.getByRole('region', { name: /^Already shop with us online\?/ });
  await combine.getByLabel('E-mail address').fill(member.email);
  await combine.getByLabel('Password', { exact: true }).fill('not the password');
  await combine.getByRole('button', { name: 'Sign in and combine' }).click();
  await expect(combine.getByRole('alert')).toBeVisible();
  await combine.getByLabel('Password', { exact: true }).fill(member.password);
  await combine.getByRole('button', { name: 'Sign in and combine' }).click();
  await expect(main.getByRole('heading', { name: 'Your membership is now part of your account' })).toBeVisible();
  await expect(main.getByText(`In-store membership ${formatMembershipNumber(seededMembershipNumber(n))}`)).toBeVisible();
  const credit = (await main.locator('[data-store-credit]').innerText()).trim();
  expect(credit).toMatch(/^£\d+\.\d{2}$/);
  await expectClean(page);

  await main.getByRole('link', { name: 'See my in-store membership' }).click();
  await expect(page).toHaveURL(/\/myaccount\?tab=in-store$/);
  await expect(linkedCredit(page).getByText(credit).first()).toBeVisible();
});

test('five wrong PINs lock the attempt with the right message', async ({ page }) => {
  const n = 12;
  const main = unlockRoot(page);
  await page.goto(`${shop.url}/unlock`);
  await main.getByLabel('Membership number').fill(formatMembershipNumber(seededMembershipNumber(n)));
  await main.getByLabel('Unlock code').fill(demoUnlockCode(n));
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByRole('button', { name: 'Send me a PIN' }).click();
  const pin = main.getByLabel(/^PIN from the text message/);
  for (let left = 5; left > 1; left--) {
    await expect(main.getByText(`You have ${left} tries left.`)).toBeVisible();
    await pin.fill('000000');
    await main.getByRole('button', { name: 'Check my PIN' }).click();
    await expect(main.getByRole('alert')).toContainText('That PIN does not match');
  }
  await expect(main.getByText('You have 1 try left.')).toBeVisible();
  await pin.fill('000000');
  await main.getByRole('button', { name: 'Check my PIN' }).click();
  await expect(main.getByRole('heading', { name: 'This attempt has stopped' })).toBeVisible();
  await expect(main.getByRole('alert')).toContainText('That PIN has been tried too many times, so we have locked this attempt');
  await expect(pin).toHaveCount(0);
  await expectClean(page);
  await main.getByRole('button', { name: 'Start again' }).click();
  await expect(main.getByLabel('Membership number')).toBeVisible();
});

// Issue 36: /unlock's first step is painted by the server (its largest text in the HTML), and the
// live page takes over from it.
test('with scripts off the server paints the first step, and the live page takes over', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(`${shop.url}/unlock`);
  const view = still.locator('#shop-prerender [data-boundary="unlock"]');
  await expect(view.locator('h1')).toHaveText('Unlock online access');
  await expect(view.getByText('Enter the code from your receipt')).toBeVisible();
  await context.close();

  await page.goto(`${shop.url}/unlock`);
  await expect(page.locator('#shop-prerender')).toHaveCount(0);
  await expect(unlockRoot(page).getByLabel('Membership number')).toBeEditable();
});
