import { expect, test } from '../support/fixtures';

// The API explorer at /v3/docs renders in a real browser from this server alone, under the
// shop's own Content-Security-Policy (no CDN, no violations), and lists the v3 operations.
test('the API explorer renders offline under the CSP and lists the operations', async ({ page, shop }) => {
  const violations: string[] = [];
  const outside: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(shop.url) && !r.url().startsWith('data:')) outside.push(r.url());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto('/v3/docs/');
  expect(res?.status()).toBe(200);
  // Swagger UI parses the whole document (every route's schemas) before it paints its title:
  // past 15 s on a loaded 2-core machine.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Little Loop API', { timeout: 60_000 });
  // By role, not by Swagger UI's class names (they change between its releases).
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  // One operation, opened: its summary, parameters and the envelope of its answer.
  // Swagger UI renders the operations near the viewport only: scroll down until the favourites appear.
  const favourites = page.getByRole('link', { name: '/v3/members/{id}/favouriteboxes', exact: true }).first();
  await expect
    .poll(
      async () => {
        if (await favourites.isVisible()) return true;
        await page.mouse.wheel(0, 1500);
        return false;
      },
      // A wheel every 150 ms (the default intervals grow to a second: too few wheels to reach it in time).
      { intervals: [150], timeout: 30_000 },
    )
    .toBe(true);
  await favourites.scrollIntoViewIfNeeded();
  await expect(favourites).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png'), fullPage: false });

  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
