import { axeViolations } from '../support/axe';
// The Profile and Addresses tabs on a 1280 px desktop and a 375 px phone: a member adds an
// address through the postcode lookup with the keyboard alone, changes it, makes another the
// default and deletes one; saves the profile; no axe violations on either tab.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 800 } },
] as const;

/** Tab (forwards) until the focused element is named `name`; the keyboard alone. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '';
    });
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return;
  }
  throw new Error(`the keyboard never reached ${name}`);
}

const panel = (page: Page) => page.getByRole('tabpanel');
const addressCard = (page: Page, line1: string) => panel(page).getByRole('listitem').filter({ hasText: line1 });

for (const { name, viewport } of SIZES) {
  test.describe(`account tabs on a ${name}`, () => {
    test.use({ viewport });

    test('a member adds an address through the postcode lookup with the keyboard, changes it, makes another the default and deletes one', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/myaccount?tab=addresses');
      // §2: the address tab shows its own title (on a phone the tab list scrolls sideways above it).
      await expect(panel(page).getByRole('heading', { level: 2, name: 'Addresses' })).toBeVisible();
      await expect(panel(page).getByText('You have not saved an address yet.')).toBeVisible();

      // Keyboard only, from the top of the page.
      await tabTo(page, 'Add an address');
      await page.keyboard.press('Enter');
      await expect(panel(page).getByRole('heading', { name: 'Add an address' })).toBeFocused();
      await tabTo(page, 'First name');
      await page.keyboard.type('Grace');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Hopper');
      await tabTo(page, 'Postcode');
      await page.keyboard.type('ls1 5hd');
      await tabTo(page, 'Find address');
      await page.keyboard.press('Enter');
      await expect(panel(page).getByRole('status')).toHaveText('Found Leeds, West Yorkshire. Please type the first line of your address.');
      await expect(panel(page).getByLabel('Address line 1')).toBeFocused();
      await expect(panel(page).getByLabel('Town or city')).toHaveValue('Leeds');
      await expect(panel(page).getByLabel('Postcode')).toHaveValue('LS1 5HD');
      await page.keyboard.type('3 Park Row');
      await tabTo(page, 'Save address');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Your address has been saved.')).toBeVisible();
      await expect(addressCard(page, '3 Park Row')).toContainText('Default delivery address');
      await expect(panel(page).getByRole('button', { name: 'Add an address' })).toBeFocused();

      // Change it.
      await addressCard(page, '3 Park Row').getByRole('button', { name: 'Change: 3 Park Row' }).click();
      await panel(page).getByLabel('Address line 2 (optional)').fill('Second floor');
      await panel(page).getByRole('button', { name: 'Save address' }).click();
      await expect(addressCard(page, '3 Park Row')).toContainText('Second floor');

      // A second address, made the default: the first one is no longer.
      await panel(page).getByRole('button', { name: 'Add an address' }).click();
      await panel(page).getByLabel('First name').fill('Grace');
      await panel(page).getByLabel('Last name').fill('Hopper');
      await panel(page).getByLabel('Postcode').fill('SW11 5QW');
      await panel(page).getByRole('button', { name: 'Find address' }).click();
      await expect(panel(page).getByLabel('Town or city')).toHaveValue('London');
      await panel(page).getByLabel('Address line 1').fill('12 Lavender Hill');
      await panel(page).getByRole('button', { name: 'Save address' }).click();
      await expect(addressCard(page, '12 Lavender Hill')).toBeVisible();
      await expect(addressCard(page, '12 Lavender Hill')).not.toContainText('Default delivery address');
      await addressCard(page, '12 Lavender Hill').getByRole('button', { name: 'Make default: 12 Lavender Hill' }).click();
      await expect(addressCard(page, '12 Lavender Hill')).toContainText('Default delivery address');
      await expect(addressCard(page, '3 Park Row')).not.toContainText('Default delivery address');

      // The same address again is refused with its §8 message.
      await panel(page).getByRole('button', { name: 'Add an address' }).click();
      await panel(page).getByLabel('First name').fill('Grace');
      await panel(page).getByLabel('Last name').fill('Hopper');
      await panel(page).getByLabel('Postcode').fill('sw115qw');
      await panel(page).getByLabel('Address line 1').fill('12 LAVENDER HILL');
      await panel(page).getByLabel('Town or city').fill('London');
      await panel(page).getByRole('button', { name: 'Save address' }).click();
      await expect(panel(page).getByRole('alert')).toHaveText('You already have this address.');
      await panel(page).getByRole('button', { name: 'Cancel' }).click();

      // Delete the other one, after confirming.
      await addressCard(page, '3 Park Row').getByRole('button', { name: 'Delete: 3 Park Row' }).click();
      await expect(addressCard(page, '3 Park Row').getByRole('button', { name: 'Yes, delete it' })).toBeFocused();
      await addressCard(page, '3 Park Row').getByRole('button', { name: 'Yes, delete it' }).click();
      await expect(addressCard(page, '3 Park Row')).toHaveCount(0);
      await expect(panel(page).getByRole('listitem')).toHaveCount(1);

      // What the page shows is what the server keeps.
      await page.reload();
      await expect(addressCard(page, '12 Lavender Hill')).toContainText('Default delivery address');
      await expect(panel(page).getByRole('listitem')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      await panel(page).getByRole('button', { name: 'Add an address' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a member saves their profile; bad values are refused beside their fields; no axe violations', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/myaccount?tab=profile');
      await expect(panel(page).getByLabel('First name')).toHaveValue('Grace');
      expect(await axeViolations(page)).toEqual([]);
      await panel(page).getByLabel('Title').selectOption({ label: 'Dr' });
      await panel(page).getByLabel('National Insurance number (optional)').fill('GB 12 34 56 A');
      await panel(page).getByLabel('Contact number (optional)').fill('+1 202 555 0100');
      await panel(page).getByRole('button', { name: 'Save profile' }).click();
      await expect(panel(page).getByText('Please enter a valid National Insurance number, for example AB 12 34 56 C.')).toBeVisible();
      await expect(panel(page).getByText('Please enter a UK phone number, for example 07700 900123.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await panel(page).getByLabel('National Insurance number (optional)').fill('ab 12 34 56 c');
      await panel(page).getByLabel('Contact number (optional)').fill('07700 900123');
      await panel(page).getByLabel('Date of birth').fill('1990-02-28');
      await panel(page).getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Your profile has been saved.')).toBeVisible();
      await page.reload();
      await expect(panel(page).getByLabel('National Insurance number (optional)')).toHaveValue('AB123456C');
      await expect(panel(page).getByLabel('Contact number (optional)')).toHaveValue('07700900123');
      await expect(panel(page).getByLabel('Date of birth')).toHaveValue('1990-02-28');
      await expect(panel(page).getByLabel('Title')).toHaveValue('6');
      await panel(page).getByRole('button', { name: 'Remove contact number' }).click();
      await expect(page.getByText('Your contact number has been removed.')).toBeVisible();
      await expect(panel(page).getByLabel('Contact number (optional)')).toHaveValue('');
    });
  });
}
