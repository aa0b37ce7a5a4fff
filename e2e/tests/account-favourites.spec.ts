import { axeViolations } from '../support/axe';
import { watchNetwork } from '../support/settled';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { postgresShop } from '../support/postgres-shop';
import { ROOT } from '../support/shop-server';

// Favourites and stock alerts, keyboard only, on a 375 px phone and a 1280 px desktop: a member
// keeps a product from a listing with the heart and finds it on the Favourites tab; asks to be
// told when a sold-out product is back, staff receive stock with `npm run staff -- stock`, and
// the member has the e-mail. The staff command is a separate process, so this file's shop runs
// on PostgreSQL (a database of its own) where both can reach it.

const { test, database, databaseUrl, psql } = postgresShop('fav');

const live = (page: Page, remote: string) => page.locator(`#shop-root [data-boundary="${remote}"]`);
const snackbar = (page: Page, text: string | RegExp) => page.getByText(text);

/** A product that is sold online now (public API), found in the deterministic catalogue. */
async function sellableBox(request: APIRequestContext, from: number) {
  for (let n = from; n < from + 200; n++) {
    const id = `LL${String(n).padStart(6, '0')}`;
    const res = await request.get(`/v3/boxes/${id}/detail`);
    if (!res.ok()) continue;
    const box = (await res.json()).response.data.boxDetails[0] as { boxId: string; boxName: string; boxSaleAllowed: number; webSaleAllowed: number; outOfStock: number };
    if (box.boxSaleAllowed && box.webSaleAllowed && !box.outOfStock) return box;
  }
  throw new Error('no sellable box');
}

for (const [device, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('a member favourites a product from a listing with the keyboard and finds it on the Favourites tab', async ({ page, signIn }) => {
      await signIn();
      await page.goto('/products');
      const firstCard = live(page, 'catalogue').locator('article[data-box-id]').first();
      await expect(firstCard).toBeVisible();
      const name = (await firstCard.locator('a span').first().textContent())!.trim();
      // From the card's link, Tab reaches its heart; Enter presses it.
      await firstCard.getByRole('link').focus();
      await page.keyboard.press('Tab');
      const heart = firstCard.getByRole('button', { name: `Favourite: ${name}` });
      await expect(heart).toBeFocused();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(snackbar(page, `Added ${name} to your favourites.`)).toBeVisible();
      await page.screenshot({ path: `test-results/listing-heart-${device}.png` });

      await page.goto('/myaccount?tab=favourites');
      const favourites = live(page, 'account').getByRole('list', { name: 'Your favourites' });
      await expect(favourites.getByRole('link', { name })).toBeVisible();
      expect(await axeViolations(page, '#shop-root [data-boundary="account"]')).toEqual([]);
      await page.screenshot({ path: `test-results/favourites-${device}.png`, fullPage: true });

      // Removed with the keyboard too.
      await live(page, 'account')
        .getByRole('button', { name: `Remove ${name} from favourites` })
        .focus();
      await page.keyboard.press('Enter');
      await expect(live(page, 'account').getByText(/You have no favourites yet/)).toBeVisible();
    });

    test('a member asks to be told when a sold-out product is back, and is e-mailed once when staff receive stock', async ({ page, request, shop, signIn }) => {
      const box = await sellableBox(request, device === 'phone' ? 20 : 60);
      // The box sells out (its last units went in orders).
      psql(database, `UPDATE boxes SET ecom_quantity = 0 WHERE box_id = '${box.boxId}'; DELETE FROM store_stock WHERE box_id = '${box.boxId}'`);
      const member = await signIn();
      await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
      const tellMe = live(page, 'catalogue').getByRole('button', { name: "Tell me when it's back" });
      await tellMe.focus();
      await page.keyboard.press('Enter');
      await expect(live(page, 'catalogue').getByText("We'll e-mail you when it's back")).toBeVisible();
      await expect(snackbar(page, `We'll e-mail you when ${box.boxName} is back in stock.`)).toBeVisible();
      await page.screenshot({ path: `test-results/product-alert-${device}.png`, fullPage: true });

      await page.goto('/myaccount?tab=stock-alerts');
      const alerts = live(page, 'account').getByRole('list', { name: 'Your stock alerts' });
      await expect(alerts.getByRole('link', { name: box.boxName })).toBeVisible();
      await expect(alerts.getByText('Out of stock')).toBeVisible();
      expect(await axeViolations(page, '#shop-root [data-boundary="account"]')).toEqual([]);
      await page.screenshot({ path: `test-results/stock-alerts-${device}.png`, fullPage: true });

      const staff = spawnSync('npm', ['run', '--silent', 'staff', '--', 'stock', box.boxId, '2'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: shop.url },
        encoding: 'utf8',
      });
      expect(staff.status, staff.stderr).toBe(0);
      expect(staff.stdout).toContain(`${box.boxId}: 2 online`);
      // More stock while it is in stock is not a return to stock: still one e-mail.
      // (Every process that may send e-mail is told the shop's public address: the CLI refuses without it.)
      const more = spawnSync('npm', ['run', '--silent', 'staff', '--', 'stock', box.boxId, '1'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: shop.url }, encoding: 'utf8' });
      expect(more.status, more.stderr).toBe(0);

      const mails = (await (await request.get(`${shop.url}/dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as Array<{ subject: string; body: string }>;
      const restock = mails.filter((m) => m.subject === `Back in stock: ${box.boxName}`);
      expect(restock).toHaveLength(1);
      expect(restock[0]!.body).toContain(`${shop.url}/product-detail?id=${box.boxId.toLowerCase()}`);

      await page.reload();
      await expect(live(page, 'account').getByRole('list', { name: 'Your stock alerts' }).getByText('Back in stock')).toBeVisible();
    });
  });
}

test("a guest's listing loads no account code and calls no member route; a member's makes one favourites-ids call", async ({ page, signIn }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const network = watchNetwork(page);
  await page.goto('/products');
  await expect(live(page, 'catalogue').locator('article[data-box-id]').first()).toBeVisible();
  await network.settled(); // past the host's after-first-paint loads and any calls they make
  expect(requests.filter((p) => p.startsWith('/v3/members') || p.startsWith('/remotes/account/'))).toEqual([]);

  await signIn();
  requests.length = 0;
  await page.goto('/products');
  const heart = live(page, 'catalogue')
    .locator('article[data-box-id]')
    .first()
    .getByRole('button', { name: /^Favourite: / });
  await expect(heart).toBeVisible();
  await expect.poll(() => requests.filter((p) => p.endsWith('/favouriteboxesids')).length).toBe(1);
  await network.settled();
  // Besides the host's once-a-visit cookie-choice sync with the member's consent history (consent manager).
  expect(requests.filter((p) => p.startsWith('/v3/members/') && !p.endsWith('/consents'))).toEqual([expect.stringMatching(/\/favouriteboxesids$/)]);
});

test("the account remote's own JS on /myaccount with the Favourites and Stock alerts tabs open stays within 60 KB gzipped", async ({ page, request, signIn }) => {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/remotes/account/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const network = watchNetwork(page);
  await signIn();
  await page.goto('/myaccount?tab=favourites');
  await expect(live(page, 'account').getByText(/You have no favourites yet/)).toBeVisible();
  await live(page, 'account').getByRole('tab', { name: 'Stock alerts' }).click();
  await expect(live(page, 'account').getByText(/You have no stock alerts/)).toBeVisible();
  await network.settled();
  // Shared singletons (react-router-dom, @shop/shared/*) are the page's: the host provides them.
  // Under a host that does not, they come from the account's build once: counted apart.
  const folder = [...scripts][0]!.split('/').slice(0, 4).join('/');
  const manifest = (await (await request.get(`${folder}/mf-manifest.json`)).json()) as { shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }> };
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  let own = 0;
  let shared = 0;
  for (const path of scripts) {
    const size = gzipSync(await (await request.get(path)).body(), { level: 9 }).length;
    if (sharedFiles.has(path.slice(folder.length + 1))) shared += size;
    else own += size;
  }
  console.log(`account JS on /myaccount (favourites, stock alerts): own ${(own / 1024).toFixed(1)} KB, shared singletons from its build ${(shared / 1024).toFixed(1)} KB (gzipped)`);
  expect(own).toBeLessThanOrEqual(60 * 1024);
});
