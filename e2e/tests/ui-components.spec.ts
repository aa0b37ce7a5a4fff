// /ui-components (issue #18): the design system's gallery, rendered by the host. Every piece in
// its states, axe-clean at 375 px and on a desktop, usable with the keyboard alone.
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const SECTIONS = ['Buttons', 'Fields', 'Prices', 'Badges', 'Product card', 'Tabs', 'Snackbars', 'Dialogs', 'Loader'];

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: the gallery shows every piece in its states, with no axe violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/ui-components');
    const main = page.locator('#shop-root [data-boundary="host"]');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of SECTIONS) await expect(main.getByRole('region', { name })).toBeVisible();
    // Fields with a hint and an error tied to the input; prices with what they were; every stock state.
    await expect(main.getByLabel('E-mail address')).toHaveAccessibleDescription('E-mail address must be a valid e-mail');
    await expect(main.getByLabel('Postcode')).toHaveAccessibleDescription('For example SW11 1NZ');
    await expect(main.getByText('was £240.00')).toBeVisible();
    for (const text of ['In stock', 'Only 2 left', 'In store only', 'Out of stock']) await expect(main.getByText(text, { exact: true })).toBeVisible();
    expect(await axeViolations(page, '#shop-root')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test('keyboard alone: tabs move with the arrow keys, a dialog keeps and returns the focus', async ({ page }) => {
  await page.goto('/ui-components');
  const tabs = page.getByRole('tablist', { name: 'About this item' });
  await tabs.getByRole('tab', { name: 'Description' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Grade' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Grade' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Grade' })).toContainText('Grade B');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Delivery' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Open a dialog' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
