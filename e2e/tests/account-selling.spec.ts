import { axeViolations } from '../support/axe';
// Live status on the Orders tab (issue #14, point 7), on a 375 px phone: a member with an accepted
// quote has /myaccount open; the parcel is made and its label printed through the API (another
// tab, another device: the page is not told by itself), and the page shows the item sent and
// the parcel on its way without a reload, announcing it politely. The e-mails went to the outbox.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Member } from '../support/fixtures';
import { addRequiredPhotos } from '../support/photos';

test.use({ viewport: { width: 375, height: 800 } });

const WEB_CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const ANSWERS = [
  { questionId: 'condition', answerIds: ['B'] },
  { questionId: 'included', answerIds: ['manual'] },
  { questionId: 'faults', answerIds: [] },
  { questionId: 'age', answerIds: ['1-2'] },
];

/** A member's calls with their own token, as the API is called from anywhere else. */
async function apiAs(request: APIRequestContext, member: Member) {
  const token = await request.post('/auth/token', { form: { grant_type: 'password', username: member.email, password: member.password, ...WEB_CLIENT } });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const res = await request[method](`/v3/${url}`, { headers, ...(data ? { data } : {}) });
    expect(res.status(), `${method} ${url}: ${res.status()}`).toBeLessThan(300);
    return res.headers()['content-type']?.includes('json') ? (await res.json()).response.data : null;
  };
  return Object.assign(call, { headers });
}

test('an accepted quote on the Orders tab moves to sent, live, when its parcel is sent elsewhere; 375 px, no axe violations', async ({ page, request, signIn }, info) => {
  const member = await signIn();
  const call = await apiAs(request, member);
  const model = (await call('get', 'quotations/models?query=Cruz%20V2&limit=5')).models.find((m: { brand: string; name: string }) => `${m.brand} ${m.name}` === 'UPPAbaby Cruz V2' || m.name === 'UPPAbaby Cruz V2');
  const { quotation } = await call('post', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId });
  await call('post', `quotations/${quotation.quoteId}/questions`, { answers: ANSWERS });
  await addRequiredPhotos(request, { memberId: member.memberId, headers: call.headers }, quotation.quoteId, model.categoryId);
  await call('post', `quotations/${quotation.quoteId}/offer`);
  await call('put', `quotations/${quotation.quoteId}/accept`, { payoutType: 'exchange' });

  // The stream is open (its answer's headers are in) before anything changes.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/events`) && r.status() === 200);
  await page.goto('/myaccount?tab=orders');
  const selling = page.getByRole('region', { name: 'Items you’re selling' });
  const item = selling.getByRole('listitem', { name: 'UPPAbaby Cruz V2' });
  await expect(item.locator('[aria-current="step"]')).toHaveText('Accepted');
  await expect(item.getByText(/^Please send it to us by \d{1,2} \w+ 20\d\d\.$/)).toBeVisible();
  await streamOpen;
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

  // Elsewhere: the parcel is made, dropped at a store, and its label printed (the quote is sent).
  const { webBuyOrder } = await call('post', 'webbuyorders/generate', { quoteIds: [quotation.quoteId] });
  const [store] = (await call('get', 'stores')).stores;
  await call('put', `webbuyorders/${webBuyOrder.webBuyOrderId}/address`, { handover: 'dropoff', storeId: store.storeId });
  await call('post', `webbuyorders/${webBuyOrder.webBuyOrderId}/generateshippinglabel`);

  await expect(item.locator('[aria-current="step"]')).toHaveText('Sent');
  const parcel = selling.getByRole('listitem', { name: `Parcel ${webBuyOrder.webBuyOrderId}` });
  await expect(parcel.getByText('On its way to us')).toBeVisible();
  await expect(parcel.getByRole('button', { name: `Download the label for parcel ${webBuyOrder.webBuyOrderId}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /: (Sent|On its way to us)$/ })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);

  await item.getByText('What happened when').click();
  await expect(item.getByRole('listitem').filter({ hasText: 'Sent' }).last()).toBeVisible();
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath('account-selling-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('account-selling-desktop.png'), fullPage: true });

  // The e-mails: the offer and the acceptance with its send-by date; none for the label.
  const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as Array<{ subject: string }>;
  const subjects = mails.map((m) => m.subject);
  expect(subjects).toContainEqual('Your offer for UPPAbaby Cruz V2');
  expect(subjects.some((s) => /^Thank you: please send your UPPAbaby Cruz V2 by /.test(s))).toBe(true);
});
