import { publishNewBuild } from '../support/shop-server';
import { expect, test } from '../support/fixtures';

const hostVersion = () => JSON.parse(document.getElementById('shop-boot')!.textContent!).hostVersion as string;

test('a new host build shows the new-version notice; accepting it reloads into the new build', async ({ page, shop }) => {
  // A whole host build happens inside the test: on a busy 2-core machine that alone can take a minute.
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  // First visit: the worker installs and takes control, with no notice (nothing was replaced).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(page.getByTestId('new-version')).toHaveCount(0);
  const oldHost = await page.evaluate(hostVersion);

  const newHost = publishNewBuild('host', shop.deployDir);
  expect(newHost).not.toBe(oldHost);

  // The host checks for a new worker when the shopper returns to the tab; here we ask directly.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
  const notice = page.getByTestId('new-version');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('A new version of the shop is available.');

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Refresh' }).click()]);
  await expect.poll(() => page.evaluate(hostVersion)).toBe(newHost);
  await expect(page.getByTestId('new-version')).toHaveCount(0);
});
