import { expect, test } from '../support/fixtures';

test.describe('the shell', () => {
  test('the announcement bar is open by default and can be closed', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('the offline bar shows while the browser is offline', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
    // Let late loads (error reporting, rails, photos) finish: going offline mid-load is another test.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });

  test('the footer carries the cookie message with a link to the policy', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('We use cookies');
    await footer.getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toHaveText('Cookie policy');
  });

  test('snackbars appear and go away by themselves', async ({ page }) => {
    await page.goto('/ui-components');
    await page.getByRole('button', { name: 'Show a basket warning' }).click();
    const snack = page.getByRole('status').filter({ hasText: 'Only 1 left in stock.' });
    await expect(snack).toBeVisible();
    await expect(snack).toHaveCount(0, { timeout: 5_000 });
  });

  test('the basket count in the header follows the bus', async ({ page }) => {
    await page.goto('/ui-components');
    // A remote announces a new count through the one bus of the page.
    await page.evaluate(async () => {
      const w = window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { get: () => Promise<() => { bus: { emit: (t: string, p: unknown) => void } }> }>>>> } };
      const scopes = Object.values(w.__FEDERATION__.__SHARE__);
      for (const scope of scopes) {
        const versions = scope.default?.['@shop/shared/bus'];
        if (!versions) continue;
        const factory = await Object.values(versions)[0]!.get();
        factory().bus.emit('basket:count-changed', { count: 3 });
        return;
      }
    });
    await expect(page.getByTestId('basket-count')).toHaveText('3');
  });

  test('below 768 px the layout is the mobile one', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
    // The main navigation opens from Menu, below the logo row, on a phone.
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const navTop = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const logoTop = await page.getByRole('link', { name: 'Little Loop' }).boundingBox();
    expect(navTop!.y).toBeGreaterThan(logoTop!.y + logoTop!.height - 1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
