import { test as base, expect, type Page } from '@playwright/test';
import { startShop, type ShopServer } from './shop-server';

interface CapturedReport {
  message?: string;
  exception?: { values?: Array<{ value?: string }> };
  tags?: Record<string, string>;
}

/** `shop`: one server per test file (worker), on its own deployment copy. */
export const test = base.extend<{ signIn: () => Promise<void> }, { shop: ShopServer }>({
  shop: [
    async ({}, use) => {
      const shop = await startShop();
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // Until the identity issue lands there is no sign-in API: a session is what the host reads
  // from storage (spec §4: the stored user object decides).
  signIn: async ({ page }, use) => {
    await use(async () => {
      await page.addInitScript(() => {
        localStorage.setItem('user', JSON.stringify({ memberId: 'M-E2E-1', firstName: 'Ada' }));
        localStorage.setItem('tokenDetails', JSON.stringify({ access_token: 'e2e', refresh_token: 'e2e', expires_in: 900, expires_on: Date.now() + 900_000 }));
      });
    });
  },
});

/** The error reports the page kept (no DSN configured: they never leave the page). */
export async function reportsIn(page: Page): Promise<CapturedReport[]> {
  return page.evaluate(() => ((window as unknown as { __shopReports?: CapturedReport[] }).__shopReports ?? []).map((r) => ({ ...r })));
}

export { expect };
