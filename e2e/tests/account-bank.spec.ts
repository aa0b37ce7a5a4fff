import { axeViolations } from '../support/axe';
// Bank details on /myaccount?tab=bank-details: a member adds an account, is asked for the
// password first, and afterwards sees it masked only; the number never reaches a URL or the
// browser's storage. On a desktop with the keyboard alone, and on a 375 px phone; axe finds nothing.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A pair from the Vocalink modulus-checking test cases.
const SORT_CODE = '089999';
const ACCOUNT_NUMBER = '66374958';

const accountViolations = (page: Page) => axeViolations(page, '#shop-root [data-boundary="account"]');

/** Every URL the page asked for, to check that no bank number ever travels in one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

async function expectNumberNowhere(page: Page, urls: string[]) {
  const html = await page.content();
  expect(html).not.toContain(ACCOUNT_NUMBER);
  expect(html).not.toContain(SORT_CODE);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(ACCOUNT_NUMBER);
  expect(urls.filter((u) => u.includes(ACCOUNT_NUMBER) || u.includes(SORT_CODE))).toEqual([]);
}

test.describe('desktop, keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a member adds bank details with the keyboard, gives the password first, and sees them masked', async ({ page, signIn }) => {
    const member = await signIn();
    const urls = recordUrls(page);
    await page.goto('/myaccount?tab=bank-details');
    const panel = page.getByRole('tabpanel', { name: 'Bank details' });
    await expect(panel.getByText('You have not added any bank details yet.')).toBeVisible();

    // To the tab's add button with Tab alone, from the selected tab.
    await page.getByRole('tab', { name: 'Bank details' }).focus();
    const add = panel.getByRole('button', { name: 'Add bank details' });
    for (let i = 0; i < 5 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(panel.getByLabel('Account holder name')).toBeFocused();
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel(/^Sort code/)).toBeFocused();
    await page.keyboard.type('08-99-99');
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel(/^Account number/)).toBeFocused();
    await page.keyboard.type('6637 4958');
    await page.keyboard.press('Enter');

    // Asked for the password before anything is saved.
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    expect(await accountViolations(page)).toEqual([]);
    await page.keyboard.type('not my password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not right.');
    await dialog.getByLabel('Password', { exact: true }).fill('');
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your bank details are saved.')).toBeVisible();
    const account = panel.getByRole('list', { name: 'Your bank accounts' }).getByRole('listitem');
    await expect(account).toHaveCount(1);
    await expect(account).toContainText('66****58');
    await expect(account).toContainText('08**99');
    await expect(account).toContainText('Grace Hopper');
    await expect(panel.getByRole('button', { name: 'Add bank details' })).toBeFocused();
    expect(await accountViolations(page)).toEqual([]);

    // Within the 5 minutes a change needs no second password; delete is confirmed in place.
    await panel.getByRole('button', { name: 'Change bank account 66****58' }).press('Enter');
    await expect(panel.getByLabel('Account holder name')).toHaveValue('Grace Hopper');
    await panel.getByLabel(/^Sort code/).fill('107999');
    await panel.getByLabel(/^Account number/).fill('88837491');
    await panel.getByLabel(/^Account number/).press('Enter');
    await expect(page.getByText('Your bank details are changed.')).toBeVisible();
    await expect(account).toContainText('88****91');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(account).toContainText('10**99');
    await expectNumberNowhere(page, urls);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('on a 375 px phone the tab adds, shows masked and deletes bank details, and a bad pair gets its message', async ({ page, signIn }) => {
    const member = await signIn();
    const urls = recordUrls(page);
    await page.goto('/myaccount?tab=bank-details');
    const panel = page.getByRole('tabpanel', { name: 'Bank details' });
    await panel.getByRole('button', { name: 'Add bank details' }).click();
    await panel.getByLabel('Account holder name').fill('Grace Hopper');
    await panel.getByLabel(/^Sort code/).fill('938063');
    await panel.getByLabel(/^Account number/).fill('15763217');
    await panel.getByLabel(/roll number/i).fill('ROLL/12345');
    expect(await accountViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Save bank details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The modulus rules refuse the pair (Vocalink test case 25): the message sits on the account number.
    await expect(panel.getByText('This account number does not match the sort code. Please check both.')).toBeVisible();

    await panel.getByLabel(/^Sort code/).fill(SORT_CODE);
    await panel.getByLabel(/^Account number/).fill(ACCOUNT_NUMBER);
    await panel.getByRole('button', { name: 'Save bank details' }).click();
    const account = panel.getByRole('list', { name: 'Your bank accounts' }).getByRole('listitem');
    await expect(account).toContainText('66****58');
    await expect(account).toContainText('RO******45');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await accountViolations(page)).toEqual([]);
    await expectNumberNowhere(page, urls);

    await panel.getByRole('button', { name: 'Delete bank account 66****58' }).click();
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(panel.getByText('You have not added any bank details yet.')).toBeVisible();
  });
});
