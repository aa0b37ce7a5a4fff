// Your children (issue 37 'Outgrown', its first slice): on a 375 px phone, with the keyboard alone,
// a member adds a child as a month and a height (the consent ticked), sees the sizes now and next,
// changes the height as the child grows, sees that size coming up on the home page, follows the link to the next clothes size in stock,
// narrows the clothing listing to the size now with 'Fits my child', finds the child in their data export, and
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

  // Never in a URL or in analytics (issue 37 'Privacy'): every request and what the pages pushed are kept to check.
  const bornMonth = `${year}-${String(born.getUTCMonth() + 1).padStart(2, '0')}`;
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const pushed: string[] = [];
  const keepDataLayer = async () => pushed.push(JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])));

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
  // What is coming up, counted in the shop's stock now.
  await expect(card).toContainText(/Coming up for \w+ \d{4}: 9–12 months, \d+ in stock now\./);

  // They grew: the height changes in place, from the keyboard, with no consent asked again.
  await tabTo(page, card.getByRole('button', { name: `Change the child Born ${monthName} ${year}` }));
  await page.keyboard.press('Enter');
  const change = panel(page).getByRole('form', { name: `Change the child born or due ${monthName} ${year}` });
  await expect(change.getByLabel('Height in cm (optional)')).toBeFocused();
  await expect(change.getByLabel('Height in cm (optional)')).toHaveValue('70');
  await expect(change.getByRole('checkbox')).toHaveCount(0);
  expect(await axeViolations(page), 'axe on the change form').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('children-change-phone.png'), fullPage: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('74');
  await page.keyboard.press('Enter');
  await expect(card.getByText('74 cm tall')).toBeVisible();
  await expect(card.getByRole('button', { name: `Change the child Born ${monthName} ${year}` })).toBeFocused();
  expect(await axeViolations(page), 'axe on the children tab').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('children-phone.png'), fullPage: true });

  // The home page shows what is coming up: that size, in stock, as a carousel with a link to all of it.
  await keepDataLayer();
  await page.goto('/');
  const comingUp = page.getByRole('region', { name: /^Coming up for \w+ \d{4}: 9–12 months$/ });
  await expect(comingUp.getByRole('link', { name: /See all \d+ in 9–12 months/ })).toBeVisible();
  await expect(comingUp.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page), 'axe on the home page with what is coming up').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await comingUp.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('home-coming-up-phone.png') });
  await page.goto('/myaccount?tab=children');

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

  // 'Fits my child' on the clothing listing: the sizes now and next, the one in the URL pressed; the keyboard switches to now, then back to every size.
  const fits = page.getByRole('group', { name: 'Fits my child:' });
  await expect(fits.getByRole('button', { name: 'Next, 9–12 months' })).toHaveAttribute('aria-pressed', 'true');
  const now = fits.getByRole('button', { name: 'Now, 6–9 months' });
  await expect(now).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, now, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/size=6-9(%20|\+)months/);
  await expect(page.getByRole('button', { name: 'Remove 6-9 months' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove 9-12 months' })).toHaveCount(0);
  await expect(now).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page), "axe on the listing with 'Fits my child'").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('listing-fits-my-child-phone.png') });
  await now.press('Enter');
  await expect(page).not.toHaveURL(/size=/);
  await expect(now).toHaveAttribute('aria-pressed', 'false');
  await keepDataLayer();
  expect(pushed.join('').length).toBeGreaterThan(10);
  for (const text of [...urls, ...pushed]) {
    expect(text).not.toContain(bornMonth);
    expect(text).not.toMatch(/born|heightCm|height_cm|\b74 ?cm/i);
  }

  // The export carries the child as kept: a month, a height, nothing else about them.
  await page.goto('/myaccount?tab=your-data');
  const [json] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('button', { name: 'Download as JSON' }).click()]);
  const exported = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(exported.data.member_children).toEqual([expect.objectContaining({ member_id: expect.anything(), height_cm: 74, born_month: `${year}-${String(born.getUTCMonth() + 1).padStart(2, '0')}` })]);
  expect(String(exported.memberId)).toBe(member.memberId);

  await page.goto('/myaccount?tab=children');
  await panel(page)
    .getByRole('button', { name: `Delete the child Born ${monthName} ${year}` })
    .click();
  await expect(panel(page).getByText('You have not added a child.')).toBeVisible();
});
