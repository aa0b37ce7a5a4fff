// The consent manager (issue #18; spec §1, §2, §5): the data-protection notice on a first visit,
// refusing as easy as accepting, nothing optional before or without consent, the choice kept
// across reloads and asked again for a new notice version, session replay only with consent.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { accessTokenOf, createMember, signInContext } from '../support/fixtures';
import { CONSENT_NOTICE_VERSION, readConsentChoice, writeConsentChoice } from '../support/consent';
import { watchNetwork } from '../support/settled';
import { startShop, type ShopServer } from '../support/shop-server';

// Error reporting configured to send somewhere (nothing listens there), so session replay could
// load at all: the tests show it loads only with its consent.
let shop: ShopServer;
test.beforeAll(async () => {
  shop = await startShop({ SENTRY_DSN: 'http://public@127.0.0.1:9/1' });
});
test.afterAll(async () => shop.stop());
test.use({ viewport: { width: 375, height: 740 } });

const notice = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' });
const events = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event));
// Only rrweb, inside Sentry's replay integration, names its privacy classes.
const REPLAY_MARKER = 'rr-block';

/**
 * Everything that could measure or track: analytics and tracking calls, session replay code and its
 * uploads. Read with `all()`, which first waits for every script body still being read: a script
 * recorded only after its body arrived could be missed by a check that ran meanwhile.
 */
function watchTracking(page: Page) {
  const seen: string[] = [];
  const reading: Array<Promise<void>> = [];
  page.on('request', (req) => {
    const url = req.url();
    if (/google|gtm|doubleclick|facebook|\/collect\b|analytics|tracking|pixel|conversion/i.test(url)) seen.push(`tracking: ${url}`);
    if (/\/envelope\//.test(url) && /replay_(event|recording)/.test(req.postData() ?? '')) seen.push(`replay upload: ${url}`);
  });
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    reading.push(
      res
        .text()
        .catch(() => '')
        .then((body) => void (body.includes(REPLAY_MARKER) && seen.push(`replay code: ${res.url()}`))),
    );
  });
  return {
    async all(): Promise<string[]> {
      await Promise.all(reading);
      return [...seen];
    },
  };
}

async function browseToBasket(page: Page) {
  await page.goto(`${shop.url}/`);
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  await page.goto(`${shop.url}/products?superCatId=4`);
  await page.locator('[data-box-id]').first().getByRole('link').click();
  await page.getByRole('button', { name: /Add to basket|Reserve for collection/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
}

test('first visit: the notice asks by purpose, Reject all as prominent as Accept all, axe-clean, usable at 375 px', async ({ page }) => {
  const network = watchNetwork(page);
  // The page's largest paint, as Chrome reports it: the notice must never become it.
  await page.addInitScript(() => {
    const w = window as unknown as { __lcpInNotice: boolean[] };
    w.__lcpInNotice = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) w.__lcpInNotice.push(Boolean(e.element?.closest('[data-testid="consent-notice"]')));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Pages whose largest paint is a short text (contact, the FAQ, feedback), and the home page.
  for (const path of ['/contactus', '/faq', '/feedback', '/']) {
    await page.goto(`${shop.url}${path}`);
    await expect(notice(page)).toBeVisible();
    await network.settled();
    const lcp = await page.evaluate(() => (window as unknown as { __lcpInNotice: boolean[] }).__lcpInNotice);
    expect(lcp.length, path).toBeGreaterThan(0);
    expect(lcp, `${path}: the notice became the largest paint`).not.toContain(true);
  }
  // A fixed sheet: no layout shift.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((ok) => {
        let sum = 0;
        new PerformanceObserver((l) => l.getEntries().forEach((e) => (sum += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => ok(sum), 300);
      }),
  );
  expect(shift).toBe(0);
  const reject = notice(page).getByRole('button', { name: 'Reject all' });
  const accept = notice(page).getByRole('button', { name: 'Accept all' });
  // Same component and style, the same size, side by side.
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.abs(r!.width - a!.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(r!.height - a!.height)).toBeLessThanOrEqual(2);
  expect(r!.y).toBe(a!.y);
  // Fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, '[data-testid="consent-notice"]')).toEqual([]);
  await notice(page).getByRole('button', { name: 'Choose' }).click();
  await expect(notice(page).getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
  expect(await axeViolations(page, '[data-testid="consent-notice"]')).toEqual([]);
  // Nothing was stored or pushed before a choice.
  expect(await readConsentChoice(page)).toBeNull();
  expect(await events(page)).toEqual([]);
});

test('Reject all: one click, then no analytics, tracking or replay while browsing home, listing, product and basket', async ({ page }) => {
  const tracking = watchTracking(page);
  const network = watchNetwork(page);
  await page.goto(`${shop.url}/`);
  await notice(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(notice(page)).toHaveCount(0);
  // The notice goes at once; the choice is written to IndexedDB just after.
  await expect.poll(async () => (await readConsentChoice(page))?.purposes).toEqual({ analytics: false, marketing: false, sessionReplay: false });
  await browseToBasket(page);
  await network.settled(); // idle-time chunks and any late calls
  expect(await events(page)).toEqual([]);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown }).dataLayer)).toBeUndefined();
  expect(await tracking.all()).toEqual([]);
});

test('before a choice nothing is pushed either: browsing with the notice unanswered', async ({ page }) => {
  const tracking = watchTracking(page);
  const network = watchNetwork(page);
  await browseToBasket(page);
  await expect(notice(page)).toBeVisible();
  await network.settled();
  expect(await events(page)).toEqual([]);
  expect(await tracking.all()).toEqual([]);
  expect(await readConsentChoice(page)).toBeNull();
});

test('keyboard only: choose analytics alone; events are pushed; the choice survives a reload; a new notice version asks again', async ({ page }) => {
  const tracking = watchTracking(page);
  const network = watchNetwork(page);
  await page.goto(`${shop.url}/products?superCatId=4`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toBeFocused();
  const tabTo = async (name: string) => {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo('Choose');
  await page.keyboard.press('Enter');
  await expect(notice(page).getByRole('checkbox', { name: 'Analytics' })).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo('Save my choices');
  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveCount(0);
  // localforage writes after the notice closes: wait for the record.
  await expect.poll(async () => (await readConsentChoice(page))?.purposes).toEqual({ analytics: true, marketing: false, sessionReplay: false });
  const stored = await readConsentChoice(page);
  expect(stored?.noticeVersion).toBe(CONSENT_NOTICE_VERSION);

  await page.locator('[data-box-id]').first().getByRole('link').click();
  await page.getByRole('button', { name: /Add to basket|Reserve for collection/ }).click();
  await expect.poll(() => events(page)).toContain('add_to_cart');

  // A reload keeps the choice: no notice, events still pushed.
  await page.reload();
  await expect(page.locator('#shop-root [data-boundary="catalogue"] h1')).toBeVisible();
  await network.settled();
  await expect(notice(page)).toHaveCount(0);
  await expect.poll(() => events(page)).not.toEqual([]);

  // A choice answering an older notice no longer counts: asked again, nothing pushed meanwhile.
  await writeConsentChoice(page, { ...stored!, noticeVersion: CONSENT_NOTICE_VERSION - 1 });
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  expect(await events(page)).toEqual([]);
  expect((await tracking.all()).filter((t) => !t.startsWith('replay'))).toEqual([]);
});

test('session replay code is requested only with its consent; Cookie settings in the footer changes the choice', async ({ page }) => {
  const tracking = watchTracking(page);
  const network = watchNetwork(page);
  await page.goto(`${shop.url}/`);
  await notice(page).getByRole('button', { name: 'Choose' }).click();
  await notice(page).getByRole('checkbox', { name: 'Analytics' }).check();
  await notice(page).getByRole('button', { name: 'Save my choices' }).click();
  await network.settled();
  expect((await tracking.all()).filter((t) => t.startsWith('replay code'))).toEqual([]);

  // Reopened from the footer: shows the choice, closes with Escape, focus back on the button.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice(page)).toHaveCount(0);
  await expect(settings).toBeFocused();

  await settings.click();
  await notice(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await tracking.all()).filter((t) => t.startsWith('replay code')).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await readConsentChoice(page))?.purposes.sessionReplay).toBe(true);
});

test("a member: the guest's choice joins their consent history at sign-in; the communication tab shows it and changes it", async ({ page, request }) => {
  await page.goto(`${shop.url}/`);
  await notice(page).getByRole('button', { name: 'Reject all' }).click();
  // The guest's choice is on the device (written just after the notice closes) before they sign in.
  await expect.poll(async () => (await readConsentChoice(page))?.purposes.analytics).toBe(false);
  const member = await createMember(request, shop.url);
  await signInContext(page.context(), shop.url, member);
  await page.goto(`${shop.url}/myaccount?tab=communication`);
  const choices = page.getByTestId('cookie-choices');
  const analytics = choices.locator('div', { has: page.getByText('Analytics', { exact: true }) }).locator('dd');
  await expect(analytics).toHaveText('Off');
  const history = page.getByRole('table', { name: 'Changes you made' });
  await expect(history.getByRole('row', { name: /Analytics: turned off.*Cookie settings/ })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await expect(notice(page).getByRole('button', { name: 'Close' })).toBeVisible();
  await notice(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(analytics).toHaveText('On');
  await expect(history.getByRole('row', { name: /Session replay: turned on.*Cookie settings/ })).toBeVisible();
  expect(await axeViolations(page, '[data-testid="cookie-choices"]')).toEqual([]);

  const api = await request.get(`${shop.url}/v3/members/${member.memberId}/consents`, { headers: { authorization: `Bearer ${await accessTokenOf(page.context(), shop.url)}` } });
  const data = (await api.json()).response.data as { consents: Array<{ kind: string; granted: boolean }>; history: Array<{ source: string; noticeVersion: number | null }> };
  expect(data.consents.filter((c) => c.kind === 'cookies').map((c) => c.granted)).toEqual([true, true, true]);
  expect(data.history[0]).toMatchObject({ source: 'cookie-notice', noticeVersion: CONSENT_NOTICE_VERSION });
});

test('a member who rejected cookies on this device signs in to an account that had accepted: nothing is sent, and the account now holds rejected (issue 33 §3)', async ({ page, request }) => {
  const member = await createMember(request, shop.url);
  const token = await (
    await request.post(`${shop.url}/auth/token`, { form: { grant_type: 'password', username: member.email, password: member.password, client_id: 'shop-web', client_secret: 'shop-web-public' } })
  ).json();
  const auth = { authorization: `Bearer ${token.access_token}` };
  // The account accepted everything yesterday, on another device.
  const accepted = await request.put(`${shop.url}/v3/members/${member.memberId}/consents`, {
    headers: auth,
    data: { consents: [3, 4, 5].map((consentTypeId) => ({ consentTypeId, granted: true })), noticeVersion: CONSENT_NOTICE_VERSION, chosenAt: new Date(Date.now() - 86_400_000).toISOString() },
  });
  expect(accepted.ok()).toBe(true);

  const seen = watchTracking(page);
  const network = watchNetwork(page);
  const conversions: string[] = [];
  page.on('request', (req) => /\/v3\/tracking/.test(req.url()) && conversions.push(req.url()));
  await page.goto(`${shop.url}/`);
  await notice(page).getByRole('button', { name: 'Reject all' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();

  // The account now holds this device's newer 'rejected'.
  await expect
    .poll(async () => {
      const data = (await (await request.get(`${shop.url}/v3/members/${member.memberId}/consents`, { headers: auth })).json()).response.data as { consents: Array<{ kind: string; granted: boolean }> };
      return data.consents.filter((c) => c.kind === 'cookies').map((c) => c.granted);
    })
    .toEqual([false, false, false]);
  expect((await readConsentChoice(page))?.purposes).toEqual({ analytics: false, marketing: false, sessionReplay: false });
  // Browsing on, signed in: nothing optional runs and nothing is sent.
  await page.goto(`${shop.url}/products?superCatId=4`);
  await page.locator('[data-box-id]').first().getByRole('link').click();
  await page.getByRole('button', { name: /Add to basket|Reserve for collection/ }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await network.settled(); // idle-time chunks and any late calls
  expect(await events(page)).toEqual([]);
  expect(conversions).toEqual([]);
  expect(await seen.all()).toEqual([]);
});
