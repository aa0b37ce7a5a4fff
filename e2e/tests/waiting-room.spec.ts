// The waiting room (issue 20, spec §7 'POST queue'): staff turn the queue on for a sale day with
// `npm run staff -- queue on`; with room for one shopper, a second visitor lands on the waiting
// page with their position (a live region, at 375 px, no axe violations) and is let into the
// page they asked for, by itself, once the first shopper leaves (closes the tab: their admission
// lapses). On PostgreSQL, so that the staff command reaches the running shop's data.
import { spawnSync } from 'node:child_process';
import { axeViolations } from '../support/axe';
import { expect } from '../support/fixtures';
import { postgresShop } from '../support/postgres-shop';
import { ROOT } from '../support/shop-server';

// Long enough for the checks below while the first shopper idles (an idle admission lapses).
const ADMISSION_SECONDS = 30;
const { test, databaseUrl } = postgresShop('queue', { QUEUE_CAPACITY: '1', QUEUE_ADMISSION_SECONDS: String(ADMISSION_SECONDS), QUEUE_POLL_SECONDS: '1' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.setTimeout(180_000);

function staffQueue(setting: 'on' | 'off' | 'status'): string {
  const res = spawnSync('npm', ['run', '--silent', 'staff', '--', 'queue', setting], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
  return res.stdout;
}

test('a visitor waits with a position and is let in by itself when the shopper before leaves', async ({ browser, page, request, shop }) => {
  expect(staffQueue('on')).toMatch(/^waiting room on /);
  // The shop reads the switch within a second: once it has, a call without an admission is refused.
  const prelogin = `${shop.url}/v3/settings/prelogin?platformId=16`;
  await expect.poll(async () => (await request.get(prelogin)).status()).toBe(503);

  // The first shopper: there is room, so straight in.
  const first = await browser.newContext({ baseURL: shop.url });
  const shopper = await first.newPage();
  await shopper.goto('/');
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.locator('#shop-root').getByRole('heading', { level: 1 })).toBeVisible();

  // The second visitor asks for a listing and waits in line; the waiting page asks where they stand.
  const polls: string[] = [];
  page.on('response', (r) => new URL(r.url()).pathname === '/v3/queue' && r.request().method() === 'POST' && polls.push(r.url()));
  await page.goto('/products?q=pram');
  await expect(page).toHaveURL(/\/waiting-room\?returnTo=%2Fproducts%3Fq%3Dpram$/);
  const position = page.getByRole('status');
  await expect(position).toHaveText('You are number 1 in the queue.');
  await expect(page.getByRole('heading', { level: 1, name: 'You are in the queue' })).toBeVisible();
  await expect(page.getByText('We will let you in as soon as a place is free.')).toBeVisible();
  expect(await axeViolations(page, '#shop-root')).toEqual([]);
  // Still waiting after a few polls: the shop is full.
  const seen = polls.length;
  await expect.poll(() => polls.length).toBeGreaterThanOrEqual(seen + 3);
  await expect(page).toHaveURL(/\/waiting-room/);
  expect(staffQueue('status')).toMatch(/1 shopping, 1 waiting/);

  // A bot that skips the line gets a clear refusal, not the shop.
  const bot = await request.get(prelogin);
  expect(bot.status()).toBe(503);
  expect(bot.headers()['retry-after']).toBe('1');
  expect((await bot.json()).response.error.code).toBe('Q001');

  // The shopper closes the tab: once their admission lapses, the visitor goes in by themselves.
  await first.close();
  await expect(page).toHaveURL(/\/products\?q=pram$/, { timeout: (ADMISSION_SECONDS + 15) * 1000 });
  await expect(page.locator('#shop-root').getByRole('heading', { level: 1 })).toBeVisible();
  expect(staffQueue('off')).toMatch(/^waiting room off /);
});
