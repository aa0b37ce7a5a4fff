// The operations page (issue 21 'Operations page'): a team's staff account signs in on
// /ops/releases, sees what is live and the history, rolls its own remote back with a reason
// (keyboard only, the dialog keeps and returns the focus) and the history says so with who and
// why; another team's remote is off for it on the page and refused by the API. On PostgreSQL, so
// that the staff command that makes the account reaches the shop's data.
import { spawnSync } from 'node:child_process';
import { axeViolations } from '../support/axe';
import { postgresShop } from '../support/postgres-shop';
import { publishNewBuild, ROOT } from '../support/shop-server';
import { expect } from '../support/fixtures';

const { test, databaseUrl } = postgresShop('ops');
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
test.setTimeout(300_000);

const PASSWORD = 'a long staff password';

/** `npm run staff -- …` against the shop's database. */
function staffCommand(...args: string[]) {
  const res = spawnSync('npm', ['run', '--silent', 'staff', '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD: PASSWORD }, encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
  return res.stdout;
}

test('a team rolls its own remote back from /ops/releases with a reason, and cannot touch another team’s', async ({ page, shop }) => {
  const email = `catalogue-team-${Date.now()}@littleloop.example`;
  staffCommand('create-staff', email, 'Cara Catalogue');
  staffCommand('release-permission', 'grant', email, 'catalogue');
  // A second catalogue version made live, so there is one to roll back to.
  const before = shop.manifest().remotes.catalogue!.version;
  const published = publishNewBuild('catalogue', shop.deployDir);
  expect(published).not.toBe(before);

  // The page is nobody's to index or keep.
  const served = await page.request.get('/ops/releases');
  expect(served.headers()['cache-control']).toBe('no-store');
  expect(served.headers()['x-robots-tag']).toContain('noindex');

  await page.goto('/ops/releases');
  await page
    .getByRole('button', { name: 'Reject all' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Staff e-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();

  const catalogue = page.locator('[data-target="catalogue"]');
  // The registry imports the build's record when the file changes: the page may need a refresh to see it.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(catalogue.getByTestId('live-version')).toHaveText(published, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('ops-permissions')).toHaveText('Your release permissions: catalogue.');
  await expect(catalogue.getByTestId('history').locator('li').first()).toContainText(`${published}, before ${before}`);
  expect(await axeViolations(page)).toEqual([]);

  // Another team's remote: off on the page, refused by the API.
  const account = page.locator('[data-target="account"]');
  await expect(account.getByRole('button', { name: 'Roll back' })).toBeDisabled();
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('shop:ops-staff-session')!).accessToken as string);
  const refused = await page.request.post('/v3/ops/releases/rollback', { headers: { authorization: `Bearer ${token}` }, data: { target: 'account', reason: 'not ours' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).response.error.code).toBe('R001');

  // Keyboard only: focus the button, open, the reason is asked for, Tab stays inside, Escape returns.
  const rollBack = catalogue.getByRole('button', { name: 'Roll back' });
  await rollBack.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Roll back Catalogue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(rollBack).toBeFocused();

  // Again, to roll back: an empty reason is refused, then a reason is typed and sent with Enter on the button.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab'); // Roll back
  await expect(dialog.getByRole('button', { name: 'Roll back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Say why: the reason is kept in the history.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('listing errors since 14:02');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('ops-result')).toHaveText(`Catalogue is now on ${before}.`);
  await expect(rollBack).toBeFocused();

  await expect(catalogue.getByTestId('live-version')).toHaveText(before);
  const newest = catalogue.getByTestId('history').locator('li').first();
  await expect(newest).toContainText(`${before}, before ${published}`);
  await expect(newest).toContainText('listing errors since 14:02');
  await expect(newest).toContainText(`you (${email}), on this page or the API`);
  // Every shopper's page serves it now.
  const live = await page.request.get('/remotes-manifest.json');
  expect((await live.json()).remotes.catalogue.version).toBe(before);
  expect(await axeViolations(page)).toEqual([]);

  // Sign out: the staff session is gone from the tab.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('shop:ops-staff-session'))).toBeNull();
});
