// Issue 31 §3 'Redirects stay on the shop', in a real browser: every return/next/back entry
// point (the waiting room's returnTo, /verify-phone-number's returnTo, the stored redirect after
// sign-in, the preview exit's back) is given each tricky value of the shared list (TAB, LF, CR,
// backslashes, encoded slashes, javascript:, //, userinfo, …). Chromium must end on the shop's
// origin every time: no request to another site, no page of another site, no script run.
import type { BrowserContext, Page } from '@playwright/test';
import { valuesThatLeave, valuesThatStay } from '../../shared/src/routes/tricky-return-values';
import { createMember, expect, test } from '../support/fixtures';

/** The example and its kin, as typed into the address bar (not encoded again). */
const RAW_QUERIES = ['/%09/evil.example/tab', '/%0A/evil.example/lf', '/%0D/evil.example/cr', '%2F%5Cevil.example', '/%5C/evil.example', '%09//evil.example'];

/** Each tricky value as a query value: encoded once, so the page reads the value itself. */
function trickyQueries(origin: string): string[] {
  return [...RAW_QUERIES, ...valuesThatLeave(origin).map(encodeURIComponent), ...valuesThatStay(origin).map(([v]) => encodeURIComponent(v))];
}

/**
 * Every way a page could leave the shop: a request to another origin (refused, so the test never
 * reaches the network), a top-level page on another origin or an error page, a script's alert
 * (a javascript: value run). Each value gets a fresh tab, so nothing of the last one carries over.
 */
async function leavingWatch(context: BrowserContext, origin: string) {
  const left: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      left.push(`request ${route.request().url()}`);
      return route.abort();
    },
  );
  const freshTab = async () => {
    const page = await context.newPage();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) left.push(`page ${frame.url()}`);
    });
    page.on('dialog', (dialog) => {
      left.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    return page;
  };
  return { left, freshTab };
}

/**
 * Settled on the shop: the final document loaded on its origin (a shop page with its heading shown;
 * a path that looks like a file, '/evil.example', is the API's 404 answer there), nothing left.
 */
async function expectOnShop(page: Page, origin: string, left: string[], tried: string) {
  await page.waitForLoadState('load');
  if ((await page.locator('#shop-root').count()) > 0) await expect(page.locator('#shop-root').getByRole('heading', { level: 1 }).first(), tried).toBeVisible();
  expect(new URL(page.url()).origin, tried).toBe(origin);
  expect(left, tried).toEqual([]);
}

/** Each value in its own tab, a few tabs at once (a leak in any tab fails the test: `left` is shared). */
async function eachInTabs(values: string[], check: (value: string) => Promise<void>, atOnce = 4) {
  for (let i = 0; i < values.length; i += atOnce) await Promise.all(values.slice(i, i + atOnce).map(check));
}

test.describe('return parameters stay on the shop (issue 31 §3)', () => {
  // About 40 values per entry point, each a page load or two; the entry points are independent,
  // so they may run in different workers at once.
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(300_000);

  test('the waiting room, let straight in, goes only to a page of the shop', async ({ context, shop }) => {
    const { left, freshTab } = await leavingWatch(context, shop.url);
    await eachInTabs(trickyQueries(shop.url), async (query) => {
      const tried = `/waiting-room?returnTo=${query}`;
      const page = await freshTab();
      // The queue is off: the page is admitted at once and loads where returnTo leads (maybe before its own load event).
      await page.goto(tried, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname !== '/waiting-room' || url.origin !== shop.url, { waitUntil: 'commit' });
      await expectOnShop(page, shop.url, left, tried);
      await page.close();
    });
  });

  test('/verify-phone-number sends a member with nothing to prove only to a page of the shop', async ({ context, page: first, shop, signIn }) => {
    await signIn();
    // The fixture signs in the first tab as it loads; the fresh tabs share its storage.
    await first.goto('/faq');
    await expect(first.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    const { left, freshTab } = await leavingWatch(context, shop.url);
    await eachInTabs(trickyQueries(shop.url), async (query) => {
      const tried = `/verify-phone-number?returnTo=${query}`;
      const page = await freshTab();
      await page.goto(tried, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname !== '/verify-phone-number' || url.origin !== shop.url, { waitUntil: 'commit' });
      await expectOnShop(page, shop.url, left, tried);
      await expect(page, tried).toHaveURL(/\/(myaccount|products)$/);
      await page.close();
    });
  });

  test('the page stored for after sign-in is followed only when it is a page of the shop', async ({ context, request, shop }) => {
    const member = await createMember(request, shop.url);
    const { left, freshTab } = await leavingWatch(context, shop.url);
    const page = await freshTab();
    await page.goto('/faq');
    for (const value of [...valuesThatLeave(shop.url), ...valuesThatStay(shop.url).map(([v]) => v)]) {
      const tried = `redirectUrl ${JSON.stringify(value)}`;
      await page.evaluate((v) => localStorage.setItem('redirectUrl', v), value);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByLabel('E-mail').fill(member.email);
      await dialog.getByLabel('Password', { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' }), tried).toBeVisible();
      await expectOnShop(page, shop.url, left, tried);
      expect(await page.evaluate(() => localStorage.getItem('redirectUrl')), tried).toBeNull();
      // Signing out goes home; the next value starts signed out.
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(`${shop.url}/`);
    }
  });

  test('the preview exit goes back only to a page of the shop', async ({ context, shop }) => {
    const { left, freshTab } = await leavingWatch(context, shop.url);
    await eachInTabs(trickyQueries(shop.url), async (query) => {
      const tried = `POST /ops/preview/exit?back=${query}`;
      const page = await freshTab();
      await page.goto('/faq');
      await expect(page.locator('#shop-root').getByRole('heading', { level: 1 })).toBeVisible();
      // As the preview banner's Exit button posts it: a plain form.
      await page.evaluate((action) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        document.body.append(form);
        form.submit();
      }, `/ops/preview/exit?back=${query}`);
      await page.waitForURL((url) => url.pathname !== '/faq' || url.origin !== shop.url, { waitUntil: 'commit' });
      await expectOnShop(page, shop.url, left, tried);
      await expect(page, tried).toHaveURL(/\/(products)?$/);
      await page.close();
    });
  });
});
