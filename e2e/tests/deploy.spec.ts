import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishNewBuild } from '../support/shop-server';
import { expect, test } from '../support/fixtures';

function snapshot(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[p] = statSync(p).mtimeMs;
    }
  };
  walk(dir);
  return out;
}

test('publishing one remote and switching the manifest changes only that remote, on the next load', async ({ page, shop }) => {
  const before = shop.manifest();
  await page.goto('/');
  const oldVersion = await page.locator('#shop-root [data-boundary="catalogue"]').getAttribute('data-version');
  expect(oldVersion).toBe(before.remotes.catalogue!.version);

  const hostFiles = snapshot(join(shop.deployDir, 'host'));
  const basketFiles = snapshot(join(shop.deployDir, 'remotes', 'basket-checkout'));

  const newVersion = publishNewBuild('catalogue', shop.deployDir);
  expect(newVersion).not.toBe(oldVersion);

  const after = shop.manifest();
  expect(after.host).toEqual(before.host);
  for (const other of ['basket-checkout', 'account', 'sell-to-us', 'unlock']) expect(after.remotes[other]).toEqual(before.remotes[other]);
  // Neither the host nor another remote was rebuilt or touched.
  expect(snapshot(join(shop.deployDir, 'host'))).toEqual(hostFiles);
  expect(snapshot(join(shop.deployDir, 'remotes', 'basket-checkout'))).toEqual(basketFiles);
  // The old build is still there (immutable folders), ready for a rollback.
  expect(readdirSync(join(shop.deployDir, 'remotes', 'catalogue'))).toEqual(expect.arrayContaining([oldVersion, newVersion]));

  await page.reload();
  await expect(page.locator('#shop-root [data-boundary="catalogue"]')).toHaveAttribute('data-version', newVersion);

  shop.deploy('rollback', 'catalogue');
  await page.reload();
  await expect(page.locator('#shop-root [data-boundary="catalogue"]')).toHaveAttribute('data-version', oldVersion!);
});
