import { axeViolations } from '../support/axe';
// Live status on the Orders tab (issue #14, point 7), on a 375 px phone: a member with an accepted
// quote has /myaccount open; the parcel is made and its label printed through the API (another
// tab, another device: the page is not told by itself), and the page shows the item sent and
// the parcel on its way without a reload, announcing it politely. The e-mails went to the outbox.
import { expect, test } from '../support/fixtures';
import { acceptedPushchairQuote, memberCalls, sentParcel } from '../support/sell-steps';

test.use({ viewport: { width: 375, height: 800 } });

test('an accepted quote on the Orders tab moves to sent, live, when its parcel is sent elsewhere; 375 px, no axe violations', async ({ page, request, signIn }, info) => {
  const member = await signIn();
  const call = await memberCalls(request, member);
  const quoteId = await acceptedPushchairQuote(request, member, call);

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
  const orderCode = await sentParcel(call, [quoteId]);

  await expect(item.locator('[aria-current="step"]')).toHaveText('Sent');
  const parcel = selling.getByRole('listitem', { name: `Parcel ${orderCode}` });
  // A drop-off parcel: ready to take to its store, never 'on its way' before anyone has it.
  await expect(parcel.getByText(/^Ready to take to our .+ store$/)).toBeVisible();
  await expect(parcel.getByRole('button', { name: `Download the label for parcel ${orderCode}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /: (Sent|Ready to take to our .+ store)$/ })).toHaveCount(1);
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
