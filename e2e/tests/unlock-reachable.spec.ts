// Unlock that a member can find and finish (issue 33 §1), on a shop with the on-demand unlock flag
// on, at 375 px. (1) A family with a store card finds /unlock from the footer and the sign-in
// dialog, proves their receipt code, closes the tab before the PIN, and in a new tab types the
// same code again: the attempt carries on (the PIN already texted still works) and they finish
// with a new account. (2) A member whose card is linked mistypes their contact number: the guard
// asks them to prove it, but lets them correct it in their profile and download their data
// meanwhile, then they prove the corrected number and go on. axe finds nothing; no page scrolls
// sideways.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMembershipNumber } from '../../shared/src/rules';
import { demoUnlockCode, seededMembershipNumber } from '../../api/src/modules/unlock/seed';
import { axeViolations } from '../support/axe';
import { expect, outboxLink, test } from '../support/fixtures';

test.use({ shopEnv: { FEATURE_ON_DEMAND_UNLOCK: '1' }, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const PASSWORD = 'a long e2e password';
const mobileOf = (n: number) => `07700${900_000 + n}`;
const unlockRoot = (page: Page) => page.locator('#shop-root [data-boundary="unlock"]');

/** The six digits of the newest PIN sent to a recipient, as they would read it. */
async function latestPin(request: APIRequestContext, recipient: string): Promise<string> {
  const rows = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(recipient)}`)).json()) as Array<{ body: string }>;
  const pin = rows.map((r) => /\b([0-9]{6})\b/.exec(r.body)?.[1]).find(Boolean);
  if (!pin) throw new Error(`no PIN sent to ${recipient}`);
  return pin;
}

async function expectClean(page: Page, boundary: string) {
  expect(await axeViolations(page, `#shop-root [data-boundary="${boundary}"]`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function typeReceiptCode(page: Page, n: number) {
  const main = unlockRoot(page);
  await main.getByLabel('Membership number').fill(formatMembershipNumber(seededMembershipNumber(n)));
  await main.getByLabel('Unlock code').fill(demoUnlockCode(n));
  await main.getByRole('button', { name: 'Continue' }).click();
}

test('an in-store member finds /unlock, closes the tab after step 1 and still finishes unlocking', async ({ page, context, request }) => {
  const n = 31;
  const email = `resume-${Date.now()}@example.co.uk`;

  // Found from the sign-in dialog (and the footer says it too).
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'Unlock online access' })).toHaveAttribute('href', '/unlock');
  await page.goto('/myaccount');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('link', { name: 'Unlock online access' }).click();
  await expect(page).toHaveURL(/\/unlock$/);
  await expect(dialog).toBeHidden();
  const main = unlockRoot(page);
  await expect(main.getByText(/Type the same code again to carry on where you were/)).toBeVisible();

  // Step 1, then the PIN is texted; the tab is closed before it is typed.
  await typeReceiptCode(page, n);
  await main.getByRole('button', { name: 'Send me a PIN' }).click();
  await expect(main.getByRole('status')).toContainText('We have texted a 6-digit PIN');
  await page.close();

  // A new tab: nothing of the attempt is kept there, so the receipt's code is typed again and the attempt carries on.
  const again = await context.newPage();
  await again.goto('/unlock');
  await typeReceiptCode(again, n);
  const resumed = unlockRoot(again);
  await expect(resumed.getByLabel(/^PIN from the text message/)).toBeVisible();
  await expectClean(again, 'unlock');
  await resumed.getByLabel(/^PIN from the text message/).fill(await latestPin(request, mobileOf(n)));
  await resumed.getByRole('button', { name: 'Check my PIN' }).click();
  await expect(resumed.getByRole('status')).toContainText('we know it is you');
  const create = resumed.getByRole('region', { name: /^New to our website\?/ });
  await create.getByLabel('E-mail address').fill(email);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await create.getByRole('button', { name: 'Create my account' }).click();
  await expect(resumed.getByRole('heading', { name: 'Your online account is ready' })).toBeVisible();
  await expectClean(again, 'unlock');
});

test('a member with a mistyped contact number corrects it without being locked out, and downloads their data meanwhile', async ({ page, request, shop }) => {
  const n = 32;
  const email = `typo-${Date.now()}@example.co.uk`;
  // The family unlocks through the real calls, proving their mobile; their account starts proved.
  const started = await request.put('/v3/members/verifyunlockonlineaccesscode', { data: { membershipNumber: seededMembershipNumber(n), unlockCode: demoUnlockCode(n) } });
  expect(started.status(), await started.text()).toBe(201);
  const token = (await started.json()).response.data.attempt.token as string;
  expect((await request.put('/v3/members/instantverification', { data: { token } })).status()).toBe(200);
  expect((await request.put('/v3/members/verifymobileotp', { data: { token, pin: await latestPin(request, mobileOf(n)) } })).status()).toBe(200);
  expect((await request.put('/v3/members/unlockonlineaccess', { data: { token, email, password: PASSWORD } })).status()).toBe(201);
  // They confirm the new account's address from its e-mail, as at sign-up.
  await page.goto(await outboxLink(request, shop.url, email, '/member/verifyEmail'));
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await page.goto('/myaccount?tab=profile');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/myaccount\?tab=profile$/);

  // A slip of the thumb: the new number is not theirs, so it must be proved before the other pages.
  const account = page.locator('#shop-root [data-boundary="account"]');
  const typo = '07700 900399';
  await account.getByLabel(/^Contact number/).fill(typo);
  await account.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.goto('/myaccount?tab=orders');
  await expect(page).toHaveURL(/\/verify-phone-number\?returnTo=/);
  const verify = unlockRoot(page);
  await expect(verify.getByText('Your mobile: 07*******99')).toBeVisible();
  await expectClean(page, 'unlock');

  // Their data stays theirs meanwhile: Your data opens, and the download works.
  await verify.getByRole('link', { name: /download or delete your data/ }).click();
  await expect(page).toHaveURL(/\/myaccount\?tab=your-data$/);
  const downloading = page.waitForEvent('download');
  await account.getByRole('button', { name: 'Download as JSON' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  await expectClean(page, 'account');

  // The typo is put right in the profile, never a dead end; the PIN goes to the corrected number.
  await page.goto('/verify-phone-number?returnTo=%2Fmyaccount%3Ftab%3Dorders');
  await verify.getByRole('link', { name: 'Correct it in your profile' }).click();
  await expect(page).toHaveURL(/\/myaccount\?tab=profile$/);
  await account.getByLabel(/^Contact number/).fill(mobileOf(n));
  await account.getByRole('button', { name: 'Save profile' }).click();
  await page.goto('/myaccount?tab=orders');
  await expect(page).toHaveURL(/\/verify-phone-number\?returnTo=/);
  await expect(verify.getByText(`Your mobile: 07*******${mobileOf(n).slice(-2)}`)).toBeVisible();
  await verify.getByRole('button', { name: 'Text me a PIN' }).click();
  await verify.getByLabel(/^PIN from the text message/).fill(await latestPin(request, mobileOf(n)));
  await verify.getByRole('button', { name: 'Verify my mobile' }).click();
  await expect(page).toHaveURL(/\/myaccount\?tab=orders$/);
});
