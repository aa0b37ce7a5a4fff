// Issue 31 §8: no token in browser storage. The refresh token is an HttpOnly cookie on /auth, the
// access token is in the host's memory; sign-in still survives a reload and a new tab.
import type { Page } from '@playwright/test';
import { createMember, expect, test } from '../support/fixtures';

/** Every key and value of both storages of a page, as text. */
const storageOf = (page: Page) => page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`)));

async function expectNoTokenIn(page: Page, secrets: string[]) {
  const entries = await storageOf(page);
  expect(entries.length, 'the page stored something to look through').toBeGreaterThan(0);
  for (const entry of entries) {
    expect(entry, 'no token key').not.toMatch(/token/i);
    for (const secret of secrets) expect(entry.includes(secret), `${entry.slice(0, 60)}… holds a token`).toBe(false);
  }
}

const myAccount = (page: Page) => page.locator('#shop-root [data-boundary="account"]').getByRole('heading', { level: 1, name: 'My account' });

test('sign-in keeps no token in storage, survives a reload and a new tab, and a sign-out reaches new tabs', async ({ page, context, request, shop }) => {
  const member = await createMember(request, shop.url);
  await page.goto('/myaccount');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/token') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const signInBody = await (await answer).json();
  expect(Object.keys(signInBody)).not.toContain('refresh_token');
  await expect(myAccount(page)).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'shop_refresh')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('shop_refresh');
  await expectNoTokenIn(page, [signInBody.access_token, cookie.value]);

  // A reload: the host gets a fresh access token by the cookie.
  await page.reload();
  await expect(myAccount(page)).toBeVisible();
  await expect(page.getByText(`Hello ${member.firstName}.`)).toBeVisible();

  // A new tab is signed in too; both tabs reloading at once stay signed in (the cookie rotates under them).
  const tab = await context.newPage();
  await tab.goto('/myaccount');
  await expect(myAccount(tab)).toBeVisible();
  await Promise.all([page.reload(), tab.reload()]);
  await expect(myAccount(page)).toBeVisible();
  await expect(myAccount(tab)).toBeVisible();
  const latest = (await context.cookies()).find((c) => c.name === 'shop_refresh')!;
  await expectNoTokenIn(tab, [signInBody.access_token, cookie.value, latest.value]);
  // A member call after all that still works (the session was not ended as a replay).
  await tab.goto('/myaccount');
  await expect(myAccount(tab)).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);

  // Signing out ends it: the cookie goes, and a new tab is a guest's.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'shop_refresh')).toBe(false);
  const after = await context.newPage();
  await after.goto('/myaccount');
  await expect(after.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(after.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
