// The conversion-tracking call of §7 (issue 18): with marketing consent, adding to the basket and
// buying land AddToCart and Purchase in what the API would send (the embedded default,
// /dev/tracking), hashed and without personal data; with marketing refused (analytics allowed)
// not one request goes to /v3/tracking and nothing is kept for the shopper.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { fillCard, fillLeedsDelivery } from '../support/checkout-steps';
import { CONSENT_NOTICE_VERSION } from '../support/consent';
import { expect, test, type Member } from '../support/fixtures';
import { watchNetwork } from '../support/settled';
import { findBox, type CatalogueBox as Box } from '../support/catalogue-boxes';

interface Tracked {
  status: string;
  event: { event_name: string; event_id: string; event_time: number; action_source: string; user_data: { external_id?: string[]; client_user_agent?: string }; custom_data: Record<string, unknown> };
}

/** The `skip`+1-th box a shopper can have delivered (each journey its own box). */
const deliverableBox = (request: APIRequestContext, skip: number) => findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 10 && b.sellPrice <= 45, { skip });

/** The member's events as the API would send them (the embedded default keeps them). */
async function trackedFor(request: APIRequestContext, member: Member): Promise<Tracked[]> {
  const hash = createHash('sha256').update(`member:${member.memberId}`).digest('hex');
  const all = (await (await request.get('/dev/tracking')).json()) as Tracked[];
  return all.filter((t) => t.event.user_data.external_id?.[0] === hash);
}

async function addAndBuy(page: Page, box: Box) {
  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/buy');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await fillLeedsDelivery(page);
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
}

test.setTimeout(120_000);

test.describe('with marketing consent', () => {
  test('adding to the basket and buying land AddToCart and Purchase in /dev/tracking, hashed, with the user agent and no personal data', async ({ page, request, signIn }) => {
    const box = await deliverableBox(request, 0);
    const member = await signIn();
    const ua = await page.evaluate(() => navigator.userAgent);
    await addAndBuy(page, box);
    await expect.poll(async () => (await trackedFor(request, member)).map((t) => t.event.event_name).sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['AddToCart', 'Purchase']));
    const tracked = await trackedFor(request, member);
    const add = tracked.find((t) => t.event.event_name === 'AddToCart')!.event;
    const purchase = tracked.find((t) => t.event.event_name === 'Purchase')!.event;
    expect(add).toMatchObject({ action_source: 'website', user_data: { client_user_agent: ua }, custom_data: { boxId: box.boxId, quantity: 1, currency: 'GBP', value: box.sellPrice, synced: true } });
    expect(Math.abs(add.event_time - Date.now() / 1000)).toBeLessThan(300);
    expect(purchase.event_id).toMatch(/^purchase-/);
    expect(purchase.custom_data).toMatchObject({ currency: 'GBP', quantity: 1 });
    expect(JSON.stringify(tracked)).not.toMatch(new RegExp(`${member.email}|${member.memberId}|Hopper|Grace|Park Row|LS1`));
    // The embedded default 'sends' within a flush (every 5 s).
    await expect.poll(async () => (await trackedFor(request, member)).every((t) => t.status === 'sent'), { timeout: 15_000 }).toBe(true);
  });
});

test.describe('with marketing refused, analytics allowed', () => {
  test.use({ consentChoice: { purposes: { analytics: true, marketing: false, sessionReplay: false }, chosenAt: '2026-01-01T00:00:00.000Z', noticeVersion: CONSENT_NOTICE_VERSION } });

  test('no request to /v3/tracking leaves the page and /dev/tracking keeps nothing for the shopper', async ({ page, request, signIn }) => {
    const box = await deliverableBox(request, 1);
    const member = await signIn();
    const calls: string[] = [];
    page.on('request', (req) => /\/v3\/tracking|conversion/i.test(req.url()) && calls.push(req.url()));
    const network = watchNetwork(page);
    await addAndBuy(page, box);
    // The data layer did get the purchase (analytics is allowed): the conversion was held back on purpose.
    await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event))).toContain('purchase');
    await network.settled();
    expect(calls).toEqual([]);
    // Nothing kept for this shopper (other journeys on the same shop may still be sending theirs).
    expect(await trackedFor(request, member)).toEqual([]);
  });
});
