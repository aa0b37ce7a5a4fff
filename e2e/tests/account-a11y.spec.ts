// Issue #13's accessibility budget for My Account: every tab of the tab list (read from
// mf-account's account-tabs.ts, so a tab added later is checked too) has no axe violations, on
// a phone and on a desktop, and a member reaches and works every tab with the keyboard alone:
// Tab lands on the selected tab, the arrow keys move along the list (each tab its own URL,
// its panel titled as the tab), Tab goes on into the panel and to its first control.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { enGB as accountTexts } from '../../mf-account/src/i18n/en-GB';
import { enGB as sharedTexts } from '../../shared/src/i18n/en-GB';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const TABS_SOURCE = readFileSync(join(__dirname, '../../mf-account/src/features/account-tabs/account-tabs.ts'), 'utf8');
const TABS = [...TABS_SOURCE.matchAll(/\{\s*id:\s*'([a-z0-9-]+)',\s*titleKey:\s*'([^']+)'/g)].map(([, id, key]) => ({
  id: id!,
  // The account's own catalogue first, then the shared one, as its t reads them.
  title: ({ ...sharedTexts, ...accountTexts } as Record<string, string>)[key!] ?? key!,
}));

/** Something on every list (an address, two favourites, two stock alerts), through the API, so
 *  axe sees the tabs' lists and cards, not only their empty states. */
async function giveMemberData(request: APIRequestContext, baseURL: string, member: { memberId: string; email: string; password: string }) {
  const signedIn = await request.post(`${baseURL}/auth/token`, {
    form: { grant_type: 'password', username: member.email, password: member.password, client_id: 'shop-web', client_secret: 'shop-web-public' },
  });
  const headers = { authorization: `Bearer ${(await signedIn.json()).access_token}` };
  const added = await request.post(`${baseURL}/v3/members/${member.memberId}/address`, {
    headers,
    data: { firstName: 'Grace', lastName: 'Hopper', line1: '3 Park Row', town: 'Leeds', postcode: 'LS1 5HD', phone: '07700 900456', isDefault: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const boxes = (await (await request.get(`${baseURL}/v3/boxes/mostwanted?limit=2`)).json()).response.data.boxes as Array<{ boxId: string }>;
  for (const { boxId } of boxes) {
    expect((await request.post(`${baseURL}/v3/members/${member.memberId}/favouriteboxes`, { headers, data: { boxId } })).ok()).toBe(true);
    expect((await request.post(`${baseURL}/v3/members/${member.memberId}/stockalert`, { headers, data: { boxId } })).ok()).toBe(true);
  }
}

const account = (page: Page) => page.locator('#shop-root [data-boundary="account"]');
const panel = (page: Page) => account(page).getByRole('tabpanel');

/** The panel has finished loading (its chunk and its data): no loader left in it. */
async function panelReady(page: Page, title: string) {
  await expect(panel(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(panel(page).locator('.shop-ui-loader')).toHaveCount(0);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '', text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(), inPanel: Boolean(el?.closest('[role="tabpanel"]')) };
  });

test('the tab list names every tab the source declares', () => {
  expect(TABS.length).toBeGreaterThanOrEqual(9);
  for (const tab of TABS) expect(tab.title, tab.id).not.toMatch(/^account\./);
});

test('on a phone every tab is in sight: the list wraps, with no sideways scroll hiding tabs (issue 33 §7)', async ({ page, signIn }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn();
  await page.goto(`/myaccount?tab=${TABS[TABS.length - 1]!.id}`);
  await panelReady(page, TABS[TABS.length - 1]!.title);
  const list = account(page).getByRole('tablist');
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const tab of TABS) {
    const box = (await account(page).getByRole('tab', { name: tab.title }).boundingBox())!;
    expect([box.x >= 0, box.x + box.width <= 375], tab.id).toEqual([true, true]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('account-tabs-phone.png') });
});

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`My Account on a ${name}`, () => {
    test.use({ viewport });

    test('every tab opened from its link has no axe violations', async ({ page, request, shop, signIn }) => {
      // A full page load and an axe pass for each of a dozen tabs: past 90 s on a loaded 2-core machine.
      test.slow();
      await giveMemberData(request, shop.url, await signIn());
      for (const tab of TABS) {
        await page.goto(`/myaccount?tab=${tab.id}`);
        await expect(account(page).getByRole('tab', { name: tab.title })).toHaveAttribute('aria-selected', 'true');
        await panelReady(page, tab.title);
        expect(await axeViolations(page), `axe on the ${tab.id} tab`).toEqual([]);
      }
    });

    test('every tab is reached and worked with the keyboard alone', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/myaccount');
      await panelReady(page, TABS[0]!.title);
      // From the top of the page, Tab reaches the tab list at its selected tab.
      for (let i = 0; i < 40 && (await focused(page)).role !== 'tab'; i++) await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ role: 'tab', text: TABS[0]!.title });

      for (const [index, tab] of TABS.entries()) {
        if (index > 0) {
          await page.keyboard.press('ArrowRight');
          await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.id}(&|$)`));
        }
        const tabButton = account(page).getByRole('tab', { name: tab.title });
        await expect(tabButton).toBeFocused();
        await expect(tabButton).toHaveAttribute('aria-selected', 'true');
        await panelReady(page, tab.title);
        // Tab goes on into the panel (it takes focus itself, so a tab with no control can be read
        // with the keyboard), then to the panel's first control, if it has one.
        await page.keyboard.press('Tab');
        await expect(panel(page)).toBeFocused();
        const controls = await panel(page).locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]').count();
        if (controls > 0) {
          await page.keyboard.press('Tab');
          expect(await focused(page), `the ${tab.id} panel's first control`).toMatchObject({ inPanel: true });
        }
        // Shift+Tab goes back the same way, to the tab, ready for the next arrow.
        if (controls > 0) await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Shift+Tab');
        await expect(tabButton).toBeFocused();
      }
      // Home and End jump to the ends of the list; the arrows wrap round.
      await page.keyboard.press('Home');
      await expect(account(page).getByRole('tab', { name: TABS[0]!.title })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(account(page).getByRole('tab', { name: TABS.at(-1)!.title })).toHaveAttribute('aria-selected', 'true');
    });
  });
}
