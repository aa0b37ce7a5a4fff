import { pageTitle } from '../../shared/src/i18n';
import { ROUTES } from '../../shared/src/routes';
import { expect, test } from '../support/fixtures';

// Query strings that make a route valid (route validation failures are 404 by design).
const QUERY: Record<string, string> = { '/product-detail': '?id=ll000001', '/blog-detail': '?id=choosing-a-second-hand-pram' };
// Pages that name what they show: a product or a post by its h1; a content page by its published
// title (the content service's, which staff change without a deploy).
const NAMED_BY_H1 = new Set(['/product-detail', '/blog-detail']);
const NAMED_BY_CONTENT = new Set(['/about', '/terms', '/cookies', '/policy/cookies', '/privacy', '/policy/privacy', '/landing', '/clm']);
// An empty basket cannot be checked out: /buy sends it to the basket page (§4); checkout.spec
// covers /buy with something in the basket.
// A member with no mobile to prove is sent on from /verify-phone-number to My account (the
// unified-membership guard); verify-phone.spec covers a member who must prove theirs.
const LANDS_ON: Record<string, { path: string; titleKey: string; owner?: string }> = {
  '/buy': { path: '/basket', titleKey: 'pageTitle.basket' },
  '/verify-phone-number': { path: '/myaccount', titleKey: 'pageTitle.myAccount', owner: 'account' },
  // With the shop not over capacity the waiting room lets the visitor straight in (to the home
  // page when no page was asked for); waiting-room.spec covers a visitor who waits.
  '/waiting-room': { path: '/', titleKey: 'pageTitle.home', owner: 'catalogue' },
};

test.describe('every route of spec §2', () => {
  for (const route of ROUTES.filter((r) => !r.flag)) {
    test(`${route.path} renders ${route.owner}'s page with its title`, async ({ page, signIn }) => {
      if (route.guard) await signIn();
      const res = await page.goto(route.path + (QUERY[route.path] ?? ''));
      expect(res?.status()).toBe(200);
      const landing = LANDS_ON[route.path];
      if (landing) await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
      const region = page.locator(`#shop-root [data-boundary="${landing?.owner ?? route.owner}"]`);
      await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
      // A product or post is titled with its name (its h1), a content page with its published title, every other page by its title key.
      if (NAMED_BY_CONTENT.has(route.path)) await expect(page).toHaveTitle(/^[^|]+ \| Little Loop$/);
      else if (NAMED_BY_H1.has(route.path)) await expect(page).toHaveTitle(`${await region.getByRole('heading', { level: 1 }).textContent()} | Little Loop`);
      else await expect(page).toHaveTitle(pageTitle(landing?.titleKey ?? route.titleKey));
    });
  }

  test('an unknown route shows Page Not Found with a 404', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('pageTitle.notFound'));
  });

  test('a failed route validation shows Page Not Found', async ({ page }) => {
    await page.goto('/product-detail?id=');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('/unlock redirects home while the on-demand unlock flag is off', async ({ page }) => {
    await page.goto('/unlock');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#shop-root [data-boundary="catalogue"]').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a guarded route without a session opens sign-in and remembers the wanted URL', async ({ page }) => {
    await page.goto('/myaccount?tab=orders');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectUrl'))).toBe('/myaccount?tab=orders');
    await expect(page.locator('#shop-root [data-boundary="account"] h1')).toHaveCount(0);
  });

  test('links move between remotes without a page load, and back works', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('link', { name: 'Sell to us' }).first().click();
    await expect(page.locator('#shop-root [data-boundary="sell-to-us"] h1')).toBeVisible();
    await page.getByRole('link', { name: /Basket/ }).click();
    await expect(page.locator('#shop-root [data-boundary="basket-checkout"] h1')).toBeVisible();
    await expect(page.locator('#shop-root [data-boundary="sell-to-us"]')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('#shop-root [data-boundary="sell-to-us"] h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
  });
});
