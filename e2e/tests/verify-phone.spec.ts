// The unified-membership guard and /verify-phone-number (issue #16), at 375 px, keyboard only.
// A family unlocks online access proving only the PIN e-mailed to them (so their mobile is not
// proved), signs in, opens My account and is sent to /verify-phone-number first; they ask for a
// PIN, read it from the text message (the outbox), type it, and land on My account, whose
// In-store membership tab shows their store credit and in-store trades. A member with nothing to
// prove goes straight through. axe finds nothing on either page.
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUnlockCode, seededMembershipNumber } from '../../api/src/modules/unlock/seed';
import { axeViolations } from '../support/axe';
import { createMember, expect, test } from '../support/fixtures';

// A seeded family with an e-mail address, £42.00 of store credit and four trades in store (seed.ts).
const FAMILY = { n: 168, email: 'amelia.hall40@example.co.uk', mobile: '07700900168', name: 'Amelia Hall' };
const PASSWORD = 'a long e2e password';

/** The six digits of the newest PIN sent to a recipient (a text or an e-mail), as they would read it. */
async function latestPin(request: APIRequestContext, recipient: string): Promise<string> {
  const rows = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`)).json()) as Array<{ body: string }>;
  const pin = rows.map((r) => /\b([0-9]{6})\b/.exec(r.body)?.[1]).find(Boolean);
  if (!pin) throw new Error(`no PIN sent to ${recipient}`);
  return pin;
}

/** Unlocks the family's membership through the real calls, proving only the e-mailed PIN. */
async function unlockWithEmailPin(request: APIRequestContext) {
  const membershipNumber = seededMembershipNumber(FAMILY.n);
  const started = await request.put('/v3/members/verifyunlockonlineaccesscode', { data: { membershipNumber, unlockCode: demoUnlockCode(FAMILY.n) } });
  expect(started.status(), await started.text()).toBe(201);
  const token = (await started.json()).response.data.attempt.token as string;
  expect((await request.put('/v3/members/instantverification', { data: { token } })).status()).toBe(200);
  expect((await request.put('/v3/members/verifyemailotp', { data: { token, pin: await latestPin(request, FAMILY.email) } })).status()).toBe(200);
  const made = await request.put('/v3/members/unlockonlineaccess', { data: { token, email: FAMILY.email, password: PASSWORD } });
  expect(made.status(), await made.text()).toBe(201);
}

/** A guest opens a member page: the sign-in dialog asks, and signing in goes on to that page. */
async function signInFromMemberPage(page: Page, email: string, password: string) {
  await page.goto('/myaccount');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 25) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a family whose mobile is not proved verifies it before My account, then sees their store credit and trades', async ({ page, request }) => {
  await unlockWithEmailPin(request);
  await signInFromMemberPage(page, FAMILY.email, PASSWORD);

  // Sent to /verify-phone-number, remembering where they were going.
  await expect(page).toHaveURL(/\/verify-phone-number\?returnTo=%2Fmyaccount$/);
  const main = page.locator('#shop-root [data-boundary="unlock"]');
  await expect(main.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeVisible();
  await expect(main.getByText('Your mobile: 07*******68')).toBeVisible();
  expect(await axeViolations(page, '#shop-root [data-boundary="unlock"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Keyboard only: ask for the PIN, type the one from the text message, send it.
  const send = main.getByRole('button', { name: 'Text me a PIN' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status')).toContainText('We have texted a 6-digit PIN to 07*******68.');
  const pinInput = main.getByLabel(/^PIN from the text message/);
  await expect(pinInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(main.getByRole('button', { name: /^Send a new PIN in \d+ s$/ })).toBeDisabled();
  expect(await axeViolations(page, '#shop-root [data-boundary="unlock"]')).toEqual([]);
  await tabTo(page, pinInput);
  await page.keyboard.type(await latestPin(request, FAMILY.mobile));
  await page.keyboard.press('Enter');

  // Proved: on to My account, where they were going; the guard no longer stops them.
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByText('Thank you: your mobile number is verified.')).toBeVisible();
  await page.goto('/myaccount?tab=in-store');
  await expect(page).toHaveURL(/\/myaccount\?tab=in-store$/);
  const linked = page.getByRole('region', { name: 'Your linked membership' });
  await expect(linked.getByText('£42.00', { exact: true })).toBeVisible();
  await expect(linked.getByText(FAMILY.name)).toBeVisible();
  const trades = linked.getByRole('table', { name: /^Trades in store with membership LL 3730 3922$/ });
  await expect(trades.locator('[data-trade]')).toHaveCount(4);
  await expect(trades.locator('[data-trade]').first()).toContainText(/You (bought|sold to us): /);
  expect(await axeViolations(page, '#shop-root [data-boundary="account"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a member with nothing to prove goes straight to My account, and /verify-phone-number sends them on', async ({ page, request, shop }) => {
  const member = await createMember(request, shop.url);
  await signInFromMemberPage(page, member.email, member.password);
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.goto('/verify-phone-number?returnTo=%2Fmyaccount%3Ftab%3Din-store');
  await expect(page).toHaveURL(/\/myaccount\?tab=in-store$/);
  await expect(page.getByRole('region', { name: 'Your linked membership' })).toHaveCount(0);
});
