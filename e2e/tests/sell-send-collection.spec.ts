// Sending the parcel from anywhere, with a booked collection and tracking (issue 32 §1, §2;
// 'Tests that must pass', first bullet), on a 375 px phone: a member accepts an offer and leaves;
// later they come back through My account, where the item says 'Send it to us', and send it from
// /sell-to-us/send: a courier collection on a working day. The parcel reads 'Waiting for
// collection on <day>' (never 'On its way to us' before anyone has collected it); the courier's
// scans (the embedded stand-in, moved by staff through its API) arrive on the open Orders tab
// without a reload (collected, in transit, delivered to us); then staff receive it.
// Staff accounts are made by the staff command, a separate process: this shop runs on PostgreSQL.
import { axeViolations } from '../support/axe';
import { expect } from '../support/fixtures';
import { newStaffCalls, postgresShop } from '../support/postgres-shop';
import { acceptedPushchairQuote, memberCalls } from '../support/sell-steps';

const { test, databaseUrl } = postgresShop('sellsend');

test.use({ viewport: { width: 375, height: 800 } });
test.setTimeout(180_000);

const fitsThePhone = async (page: import('@playwright/test').Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('accepted, left, back through My account: a booked collection, waiting, tracked, received; 375 px, no axe violations', async ({ page, request, signIn }, info) => {
  const member = await signIn();
  const call = await memberCalls(request, member);
  // Accepted (the sell journey's own steps), then the member leaves for the shop.
  await acceptedPushchairQuote(request, member, call);
  await call('post', `members/${member.memberId}/address`, {
    firstName: 'Grace',
    lastName: 'Hopper',
    line1: '14 Park Row',
    line2: '',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS1 5HD',
    phone: '07700 900456',
  });
  await page.goto('/');

  // Back through My account: the accepted item leads to the send page.
  await page.goto('/myaccount?tab=orders');
  const selling = page.getByRole('region', { name: 'Items you’re selling' });
  const item = selling.getByRole('listitem', { name: 'UPPAbaby Cruz V2' });
  await expect(item.locator('[aria-current="step"]')).toHaveText('Accepted');
  await item.getByRole('link', { name: 'Send it to us' }).click();
  await expect(page).toHaveURL(/\/sell-to-us\/send$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send your items to us' })).toBeVisible();

  // The send page: the item ticked, a collection from the saved address on a working day.
  const parcel = page.getByRole('region', { name: 'Send us your items' });
  await expect(parcel.getByRole('checkbox', { name: 'UPPAbaby Cruz V2', exact: true })).toBeChecked();
  await expect(parcel.getByRole('radio', { name: 'We collect it' })).toBeChecked();
  await expect(parcel.getByRole('radio', { name: '14 Park Row, Leeds, LS1 5HD' })).toBeChecked();
  const days = parcel.getByRole('group', { name: 'Collection day' });
  await expect(days).toContainText('Royal Mail (stand-in) collects');
  const day = days.getByRole('radio').first();
  const dayName = (await days.locator('label').first().textContent())!.trim();
  expect(dayName).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} \w+$/);
  await day.check();
  await parcel.getByText('How to pack prams, cots and car seats').click();
  await expect(parcel.getByText(/Prams and pushchairs: fold the frame/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fitsThePhone(page);
  await page.screenshot({ path: info.outputPath('send-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('send-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });

  await parcel.getByRole('button', { name: 'Create my label' }).click();
  await expect(page.getByRole('heading', { name: 'Your label is ready' })).toBeFocused();
  await expect(page.getByText(`Waiting for collection on ${dayName}.`)).toBeVisible();
  await expect(page.getByText(/Tracking number LL\d{9}GB\./)).toBeVisible();
  const orderCode = (await page.getByText(/^Your parcel code: WB[0-9A-Z]{8}$/).textContent())!.replace('Your parcel code: ', '');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('send-made-375.png'), fullPage: true });

  // My account: waiting for collection, not on its way; the page stays open while the courier scans.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/events`) && r.status() === 200);
  await page.getByRole('link', { name: 'Follow it in My account' }).click();
  const card = selling.getByRole('listitem', { name: `Parcel ${orderCode}` });
  await expect(card.getByText(`Waiting for collection on ${dayName}`, { exact: true })).toBeVisible();
  await expect(card.getByText('On its way to us')).toHaveCount(0);
  await expect(card.getByText(/^Collection booked with Royal Mail \(stand-in\) for /)).toBeVisible();
  await expect(item.getByRole('link', { name: 'Send it to us' })).toHaveCount(0);
  await streamOpen;
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

  // The courier's scans (the stand-in, advanced by staff), each on the card as it arrives.
  const staff = await newStaffCalls(request, databaseUrl, 'Sam Goods-In');
  const tracking = card.getByRole('list', { name: 'Tracking' });
  for (const [scan, state] of [
    ['Collected', 'Collected'],
    ['On its way to us', 'On its way to us'],
    ['Delivered to us', 'Delivered to us'],
  ] as const) {
    await staff('put', `staff/webbuyorders/${orderCode}/tracking/advance`, {});
    await expect(tracking.getByRole('listitem').last()).toContainText(scan);
    await expect(card.locator('[data-state]').first()).toHaveText(state);
  }
  await expect(tracking.getByRole('listitem')).toHaveCount(3);
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  await fitsThePhone(page);
  await page.screenshot({ path: info.outputPath('tracking-375.png'), fullPage: true });

  // Received by staff: with us.
  await staff('put', `staff/webbuyorders/${orderCode}/receive`, {});
  await expect(card.locator('[data-state]').first()).toHaveText('With us');
  await expect(item.locator('[aria-current="step"]')).toHaveText('Received');
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  await page.screenshot({ path: info.outputPath('received-375.png'), fullPage: true });
});
