// The sell-to-us steps the browser journeys share (sell-to-us.spec.ts, sell-journey.spec.ts,
// account-selling.spec.ts): a pushchair's questions answered, its three photos uploaded while
// watching each progress bar, its offer read line by line; and, for journeys that start further
// on, a member's or a staff account's calls through the API with their own tokens.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Member } from './fixtures';
import { addRequiredPhotos, phonePhoto } from './photos';

export const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

/**
 * The questions of a pushchair: good (grade B), bumper bar and instructions included, 1 to 2
 * years old. A member goes on to the photos; a guest (`guest`) to their price on the same page.
 */
export async function answerPushchairQuestions(page: Page, { byKeyboard = false, guest = false } = {}) {
  const condition = page.getByRole('group', { name: 'What condition is it in?' });
  if (byKeyboard) {
    // The condition radios by arrow key; the form sent with Enter.
    await condition.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(condition.getByRole('radio', { name: /^Good:/ })).toBeChecked();
  } else {
    await condition.getByRole('radio', { name: /^Good:/ }).check();
  }
  await page.getByRole('checkbox', { name: 'Bumper bar' }).check();
  await page.getByRole('checkbox', { name: 'Instructions' }).check();
  await page.getByRole('group', { name: 'How old is it?' }).getByRole('radio', { name: '1 to 2 years' }).check();
  const next = page.getByRole('button', { name: guest ? 'See my price' : 'Next: add photos' });
  if (byKeyboard) {
    await next.focus();
    await page.keyboard.press('Enter');
  } else {
    await next.click();
  }
  if (!guest) await expect(page).toHaveURL(/\/sell-to-us\/upload\?quote=/);
}

/** The questions of an i-Size car seat: the first condition, R129, made and expiring on these months, and whether it has been in a collision. */
export async function answerCarSeatQuestions(page: Page, { made, expires, collision }: { made: string; expires: string; collision: 'Yes' | 'No, never' }) {
  await page.getByRole('group', { name: 'What condition is it in?' }).getByRole('radio').first().check();
  await page
    .getByRole('group', { name: /safety standard/ })
    .getByRole('radio', { name: 'R129 (i-Size)' })
    .check();
  await page.getByLabel('Date of manufacture (month and year on the label)').fill(made);
  await page.getByLabel('Expiry date (month and year on the seat or in its manual)').fill(expires);
  await page
    .getByRole('group', { name: /collision/ })
    .getByRole('radio', { name: collision })
    .check();
  await page.getByRole('button', { name: 'Next: add photos' }).click();
}

export const PUSHCHAIR_VIEWS = ['Front', 'Side', 'Label'] as const;

/**
 * The three photos a pushchair needs, each chosen through the page's own button and watched
 * through its progress bar part of the way (the bytes leave slowly, as on a phone's upload link)
 * until its thumbnail shows. `partWay` runs while a photo is part-way up.
 */
export async function uploadPushchairPhotos(page: Page, partWay?: (view: (typeof PUSHCHAIR_VIEWS)[number]) => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_500_000 });
  const colours = { Front: '#c9b79a', Side: '#a7b8c9', Label: '#e3e0d8' };
  for (const view of PUSHCHAIR_VIEWS) {
    const photo = await phonePhoto(colours[view]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: `Choose a photo: ${view}` }).click();
    await (await chooser).setFiles({ name: `IMG_${view}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    const bar = page.getByRole('progressbar', { name: `Uploading the ${view.toLowerCase()} photo` });
    await expect(bar).toBeVisible();
    // Part of the way: neither empty nor full.
    await page.waitForFunction(() => {
      const p = document.querySelector('progress');
      return p !== null && p.value > 0 && p.value < 100;
    });
    await partWay?.(view);
    await expect(page.getByRole('img', { name: `Your photo: ${view}` })).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveCount(0);
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText('You have every photo we need.')).toBeVisible();
}

/** The offer of the pushchair answered above, line by line: the top price, each answer's effect, the total (a guest's is their price). */
export async function expectPushchairOffer(page: Page, { heading = 'Your offer' } = {}) {
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
  const offer = page.getByRole('table');
  await expect(offer.getByRole('row').nth(1)).toContainText('Cruz V2, like new');
  await expect(offer).toContainText('Condition good: grade B');
  await expect(offer).toContainText('No rain cover');
  await expect(offer).toContainText('1 to 2 years (−5%)');
  await expect(offer.getByRole('row').last()).toContainText('Total for 1');
}

type Call = (method: 'get' | 'post' | 'put', url: string, data?: object) => Promise<any>;

/** Calls to /v3 with a bearer token, each expected to succeed; `headers` for calls of another shape (an upload). */
function callsWith(request: APIRequestContext, accessToken: string): Call & { headers: Record<string, string> } {
  const headers = { authorization: `Bearer ${accessToken}` };
  const call: Call = async (method, url, data) => {
    const res = await request[method](`/v3/${url}`, { headers, ...(data ? { data } : {}) });
    expect(res.status(), `${method} ${url}: ${res.status()} ${res.ok() ? '' : await res.text()}`).toBeLessThan(300);
    return res.headers()['content-type']?.includes('json') ? (await res.json()).response.data : null;
  };
  return Object.assign(call, { headers });
}

/** A member's calls with their own token, as the API is called from anywhere else (another tab, another device). */
export async function memberCalls(request: APIRequestContext, member: Member) {
  const token = await request.post('/auth/token', { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT } });
  expect(token.status()).toBe(200);
  return callsWith(request, (await token.json()).access_token);
}

/** A staff account's calls (signed in with scope=staff); the account is made by the staff command. */
export async function staffCallsFor(request: APIRequestContext, account: { email: string; password: string }) {
  const token = await request.post('/auth/token', { form: { grant_type: 'password', username: account.email, password: account.password, scope: 'staff', ...WEB_CLIENT } });
  expect(token.status(), await token.text()).toBe(200);
  return callsWith(request, (await token.json()).access_token);
}

/** Answers for a pushchair or buggy: good condition (grade B), the manual, no faults, a year or two old. */
export const PUSHCHAIR_ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

/** An UPPAbaby Cruz V2 quote made, answered, photographed, offered and accepted for a voucher through the API. */
export async function acceptedPushchairQuote(request: APIRequestContext, member: Member, call: Awaited<ReturnType<typeof memberCalls>>): Promise<string> {
  const model = (await call('get', 'quotations/models?query=Cruz%20V2&limit=5')).models.find((m: { brand: string; name: string }) => m.name === 'UPPAbaby Cruz V2' || `${m.brand} ${m.name}` === 'UPPAbaby Cruz V2');
  const { quotation } = await call('post', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId });
  await call('post', `quotations/${quotation.quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS });
  await addRequiredPhotos(request, { memberId: member.memberId, headers: call.headers }, quotation.quoteId, model.categoryId);
  await call('post', `quotations/${quotation.quoteId}/offer`);
  await call('put', `quotations/${quotation.quoteId}/accept`, { payoutType: 'exchange' });
  return quotation.quoteId;
}

/** A pushchair quote for `name` (found by `query`) answered at grade B, photographed, offered and accepted for a voucher with this tolerance (pence). */
export async function acceptedVoucherQuote(
  request: APIRequestContext,
  member: Member,
  call: Awaited<ReturnType<typeof memberCalls>>,
  { query, name, revisionTolerance }: { query: string; name: string; revisionTolerance: number },
) {
  const model = (await call('get', `quotations/models?query=${encodeURIComponent(query)}&limit=5`)).models.find((m: { brand: string; name: string }) => m.name === name || `${m.brand} ${m.name}` === name);
  const { quotation } = await call('post', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId });
  await call('post', `quotations/${quotation.quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS });
  await addRequiredPhotos(request, { memberId: member.memberId, headers: call.headers }, quotation.quoteId, model.categoryId);
  await call('post', `quotations/${quotation.quoteId}/offer`);
  await call('put', `quotations/${quotation.quoteId}/accept`, { payoutMethod: 'voucher', revisionTolerance });
  return quotation.quoteId as string;
}

/** A parcel of these quotes dropped at the first store, its label printed: the quotes are sent. */
export async function sentParcel(call: Call, quoteIds: string[]): Promise<string> {
  const { webBuyOrder } = await call('post', 'webbuyorders/generate', { quoteIds });
  const [store] = (await call('get', 'stores')).stores;
  await call('put', `webbuyorders/${webBuyOrder.webBuyOrderId}/address`, { handover: 'dropoff', storeId: store.storeId });
  await call('post', `webbuyorders/${webBuyOrder.webBuyOrderId}/generateshippinglabel`);
  return webBuyOrder.webBuyOrderId;
}
