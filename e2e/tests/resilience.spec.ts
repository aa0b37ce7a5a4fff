import { expect, reportsIn, test } from '../support/fixtures';

test('an unreachable remote gets a fallback in its region only, and is reported by name', async ({ page, shop }) => {
  const live = shop.manifest().remotes['basket-checkout']!.version;
  // Port 9 on loopback: nothing listens there, the connection is refused.
  shop.deploy('point', 'basket-checkout', 'cdn-broken', '--url', 'http://127.0.0.1:9/mf-manifest.json');

  await page.goto('/basket');
  const region = page.locator('#remote-basket-checkout');
  await expect(region.getByRole('alert')).toContainText('not available');
  await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The rest of the shell works.
  await expect(page.getByRole('link', { name: 'Little Loop' })).toBeVisible();

  await expect.poll(async () => (await reportsIn(page)).filter((r) => r.tags?.remote === 'basket-checkout'), { timeout: 15_000 }).not.toHaveLength(0);
  const report = (await reportsIn(page)).find((r) => r.tags?.remote === 'basket-checkout')!;
  expect(report.tags).toMatchObject({ remote: 'basket-checkout', remoteVersion: 'cdn-broken', brand: 'Little Loop', countryCode: 'uk' });

  // Retry stays local and fails again (the remote is still down).
  await region.getByRole('button', { name: 'Try again' }).click();
  await expect(region.getByRole('alert')).toBeVisible();

  // Every other route keeps working, by link and by fresh load.
  await page.getByRole('link', { name: 'Sell to us' }).first().click();
  await expect(page.locator('#shop-root [data-boundary="sell-to-us"] h1')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  await page.goto('/member/verifyEmail');
  await expect(page.locator('#shop-root [data-boundary="account"] h1')).toBeVisible();

  // Rolling back the manifest brings the remote back on the next load.
  shop.deploy('point', 'basket-checkout', live);
  await page.goto('/basket');
  await expect(page.locator('#shop-root [data-boundary="basket-checkout"] h1')).toBeVisible();
});

test('a boot chunk lost on the way is fetched again: the shell comes up without a reload', async ({ page }) => {
  // The host's numbered chunks (the shell, react-dom, the rules…); its entry is named.
  const bootChunk = /\/host\/v[^/]+\/\d+\.[0-9a-f]+\.js$/;
  const requested: string[] = [];
  let dropped: string | null = null;
  await page.route(bootChunk, (route) => {
    const url = route.request().url();
    requested.push(url);
    if (dropped) return route.continue();
    dropped = url;
    return route.abort('connectionreset');
  });
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  await page.goto('/faq');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  expect(dropped).not.toBeNull();
  expect(requested.filter((url) => url === dropped)).toHaveLength(2);
  expect(documents).toBe(1);
});
