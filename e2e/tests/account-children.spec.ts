// Your children (issue 37 'Outgrown', its first slice): on a 375 px phone, with the keyboard alone,
// a member adds a child as a month and a height (the consent ticked), sees the sizes now and next,
// follows the link to the next clothes size in stock, finds the child in their data export, and
// deletes it; axe finds nothing on the tab.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const panel = (page: Page) => page.locator('#shop-root [data-boundary="account"]').getByRole('tabpanel');

/** Tab forward until the focused element is `target`. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached it with Tab');
}

test('a member adds a child by month and height with the keyboard, sees the sizes now and next, exports and deletes it (375 px)', async ({ page, signIn }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await signIn();
  await page.goto('/myaccount?tab=children');
  await expect(panel(page).getByRole('heading', { level: 2, name: 'Your children' })).toBeVisible();
  await expect(panel(page).getByText('You have not added a child.')).toBeVisible();

  // Seven months ago, by this browser's clock.
  const born = new Date();
  born.setUTCDate(1);
  born.setUTCMonth(born.getUTCMonth() - 7);
  const monthName = born.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const year = String(born.getUTCFullYear());

  const month = panel(page).getByLabel('Month born or due');
  await tabTo(page, month);
  await month.selectOption({ label: monthName });
  await page.keyboard.press('Tab');
  await expect(panel(page).getByLabel('Year')).toBeFocused();
  await panel(page).getByLabel('Year').selectOption(year);
  await page.keyboard.press('Tab');
  await page.keyboard.type('70');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('checkbox', { name: /Use my child’s age/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Add child' })).toBeFocused();
  await page.keyboard.press('Enter');

  const card = panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Born ${monthName} ${year}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('70 cm tall')).toBeVisible();
  await expect(card).toContainText('6–9 months');
  await expect(card).toContainText('next: 9–12 months from');
  await expect(card).toContainText('Pushchair seat unit');
  expect(await axeViolations(page), 'axe on the children tab').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('children-phone.png'), fullPage: true });

  // The next clothes size is one link away, listed in the catalogue's own size words.
  await card.getByRole('link', { name: 'Shop 9–12 months' }).click();
  await expect(page).toHaveURL(/\/products\?superCatId=2&superCatName=Clothing&size=9-12(%20|\+)months/);
  await expect(page.getByRole('button', { name: 'Remove 9-12 months' })).toBeVisible();
  await expect(
    page
      .locator('#shop-root [data-boundary="catalogue"]')
      .getByRole('link', { name: /9-12 months/ })
      .first(),
  ).toBeVisible();

  // The export carries the child as kept: a month, a height, nothing else about them.
  await page.goto('/myaccount?tab=your-data');
  const [json] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('button', { name: 'Download as JSON' }).click()]);
  const exported = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(exported.data.member_children).toEqual([expect.objectContaining({ member_id: expect.anything(), height_cm: 70, born_month: `${year}-${String(born.getUTCMonth() + 1).padStart(2, '0')}` })]);
  expect(String(exported.memberId)).toBe(member.memberId);

  await page.goto('/myaccount?tab=children');
  await panel(page)
    .getByRole('button', { name: `Delete the child Born ${monthName} ${year}` })
    .click();
  await expect(panel(page).getByText('You have not added a child.')).toBeVisible();
});
