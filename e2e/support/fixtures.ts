import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { startShop, type ShopServer } from './shop-server';
import { storeConsentChoice, DEFAULT_E2E_CHOICE, type StoredConsent } from './consent';

interface CapturedReport {
  message?: string;
  exception?: { values?: Array<{ value?: string }> };
  tags?: Record<string, string>;
}

export interface Member {
  memberId: string;
  email: string;
  password: string;
  firstName: string;
}

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
let counter = 0;

/** The link in the newest e-mail to an address, read from the development outbox. */
export async function outboxLink(request: APIRequestContext, baseURL: string, email: string, path: string): Promise<string> {
  const rows = (await (await request.get(`${baseURL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ body: string }>;
  for (const row of rows) {
    const m = new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?\\S+`).exec(row.body);
    if (m) return m[0];
  }
  throw new Error(`no ${path} link in the outbox for ${email}`);
}

/** A member made through the real API: registered, verified through the e-mailed link. */
export async function createMember(request: APIRequestContext, baseURL: string): Promise<Member> {
  const m = { email: `e2e-${Date.now()}-${counter++}@example.co.uk`, password: 'a long e2e password', firstName: 'Grace' };
  const res = await request.post(`${baseURL}/v3/members`, { data: { firstName: m.firstName, lastName: 'Hopper', email: m.email, password: m.password } });
  expect(res.status(), await res.text()).toBe(201);
  const memberId = (await res.json()).response.data.memberId as string;
  const link = new URL(await outboxLink(request, baseURL, m.email, '/member/verifyEmail'));
  const verified = await request.put(`${baseURL}/v3/members/validateemail`, { data: { token: link.searchParams.get('token') } });
  expect(verified.status()).toBe(200);
  return { ...m, memberId };
}

/** The web shop's way to the auth host: the refresh token comes back only as an HttpOnly cookie. */
export const COOKIE_FORM = { 'x-token-transport': 'cookie' };

/**
 * Signs a member in for a browser context as the host does (issue 31 §8): the password grant in
 * the cookie form puts the refresh cookie in the context's jar; the page keeps only the §3 user
 * object, and the host fetches its access token (memory only) by the cookie when a page starts.
 */
export async function signInContext(context: BrowserContext, baseURL: string, member: Member): Promise<void> {
  const res = await context.request.post(`${baseURL}/auth/token`, { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT }, headers: COOKIE_FORM });
  expect(res.status(), await res.text()).toBe(200);
  expect(Object.keys(await res.json())).not.toContain('refresh_token');
  // Once per context (a marker, no secret): a later sign-out in the journey stays signed out.
  await context.addInitScript((m) => {
    if (localStorage.getItem('e2e:signed-in') === m.memberId) return;
    localStorage.setItem('e2e:signed-in', m.memberId);
    localStorage.setItem('user', JSON.stringify({ memberId: m.memberId, firstName: m.firstName }));
  }, member);
}

/** An access token for the test's own API calls, by the context's refresh cookie (the page holds its own in memory). */
export async function accessTokenOf(context: BrowserContext, baseURL: string): Promise<string> {
  const res = await context.request.post(`${baseURL}/auth/token`, { form: { grant_type: 'refresh_token', ...WEB_CLIENT }, headers: COOKIE_FORM });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).access_token as string;
}

/** `shop`: one server per test file (worker), on its own deployment copy and database. */
export const test = base.extend<{ signIn: () => Promise<Member>; consentChoice: StoredConsent | null }, { shop: ShopServer; shopEnv: Record<string, string> }>({
  // Settings of this file's shop (`test.use({ shopEnv: { APPLE_PAY: 'embedded' } })`).
  shopEnv: [{}, { scope: 'worker', option: true }],
  // Every journey starts with a cookie choice already made (analytics and marketing on, so the
  // data-layer checks keep working; no session replay), or the data-protection notice would
  // cover the page's bottom on a first visit. consent.spec sets null to meet the notice.
  consentChoice: [DEFAULT_E2E_CHOICE, { option: true }],
  context: async ({ context, consentChoice }, use) => {
    if (consentChoice) await storeConsentChoice(context, consentChoice);
    await use(context);
  },
  shop: [
    async ({ shopEnv }, use) => {
      const shop = await startShop(shopEnv);
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // A real member with a real session from the auth host, held where the host holds it (the refresh cookie).
  signIn: async ({ context, request, shop }, use) => {
    await use(async () => {
      const member = await createMember(request, shop.url);
      await signInContext(context, shop.url, member);
      return member;
    });
  },
});

/** The error reports the page kept (no DSN configured: they never leave the page). */
export async function reportsIn(page: Page): Promise<CapturedReport[]> {
  return page.evaluate(() => ((window as unknown as { __shopReports?: CapturedReport[] }).__shopReports ?? []).map((r) => ({ ...r })));
}

export { expect };
