// The goods-in bench (issue 35, 'Tests that must pass'), in real Chromium on the production build.
// Staff accounts and the goods-in permission are made by the staff command (a separate process),
// so this file's shop runs on PostgreSQL in a database of its own.
//   1. A staff member with goods-in, on a tablet, opens a parcel by typing its code and Enter (as a
//      scanner does), receives it, inspects three items (confirm; revise within the member's
//      tolerance: paid at once; revise beyond it with a photo from the file input: the member is
//      asked) and pays the confirmed one, keyboard only; the member's account page, open in
//      another browser, shows each change live.
//   2. Two staff browsers open the same parcel: the item one inspects shows as taken to the other
//      (live), who cannot inspect it through the API either; a staff member without goods-in is
//      refused on the page and by the API.
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { storeConsentChoice, DEFAULT_E2E_CHOICE } from '../support/consent';
import { expect } from '../support/fixtures';
import { phonePhoto } from '../support/photos';
import { newStaffAccount, postgresShop } from '../support/postgres-shop';
import { acceptedVoucherQuote, memberCalls, sentParcel, staffCallsFor } from '../support/sell-steps';

const { test, databaseUrl } = postgresShop('goodsin');
test.setTimeout(240_000);

type Account = { email: string; password: string };

/** A staff member's own browser (a tablet upright by default), signed in on the bench's page. */
async function staffBench(browser: Browser, baseURL: string, account: Account, viewport = { width: 768, height: 1024 }) {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: true });
  await storeConsentChoice(context, DEFAULT_E2E_CHOICE);
  const page = await context.newPage();
  await page.goto('/staff/goods-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Goods-in' })).toBeVisible();
  // The page's own sign-in (the header's is the shopper's).
  const main = page.locator('main');
  await main.getByLabel('Staff e-mail').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign in' }).press('Enter');
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  return { page, close: () => context.close() };
}

/** Opens a parcel as a scanner does: the code typed into the box the page focuses, then Enter. */
async function scanParcel(page: Page, code: string) {
  const box = page.getByRole('textbox', { name: 'Scan or type a parcel code' });
  await expect(box).toBeFocused();
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/staff/goods-in/parcel\\?order=${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Parcel ${code}` })).toBeVisible();
}

const itemRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a goods-in clerk scans, receives, inspects three items and pays, keyboard only; the member sees each change live', async ({ page, request, signIn, browser, baseURL }, info) => {
  // The member: three items in one parcel, each a voucher (Joie and Graco carry a £10 trade-up bonus). Joie Pact asked before any less is paid;
  // Graco Breaze Lite 2 with a £10 tolerance (B to C is £7.60 less); the UPPAbaby Cruz V2 with none.
  const member = await signIn();
  const call = await memberCalls(request, member);
  const pact = await acceptedVoucherQuote(request, member, call, { query: 'Pact', name: 'Joie Pact', revisionTolerance: 0 });
  const graco = await acceptedVoucherQuote(request, member, call, { query: 'Breaze', name: 'Graco Breaze Lite 2', revisionTolerance: 1000 });
  const cruz = await acceptedVoucherQuote(request, member, call, { query: 'Cruz V2', name: 'UPPAbaby Cruz V2', revisionTolerance: 0 });
  const code = await sentParcel(call, [pact, graco, cruz]);

  // The member's account page, open in their own browser while staff work.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/events`) && r.status() === 200);
  await page.goto('/myaccount?tab=orders');
  const selling = page.getByRole('region', { name: 'Items you’re selling' });
  const memberItem = (name: string) => selling.getByRole('listitem', { name, exact: true });
  await expect(memberItem('Joie Pact').locator('[aria-current="step"]')).toHaveText('Sent');
  await streamOpen;
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

  const bench = await staffBench(browser, baseURL!, newStaffAccount(databaseUrl, 'Ann Goods-In'));
  const staff = bench.page;
  try {
    // The arriving list: the parcel, its three items, each with its grade, payout and tolerance.
    const card = staff.getByTestId('goods-in-arriving').getByRole('listitem').filter({ hasText: code });
    await expect(card).toContainText('Items: 3');
    await expect(card).toContainText('Tolerance £10.00');
    await expect(card).toContainText('Member’s grade: B');
    expect(await axeViolations(staff)).toEqual([]);
    await staff.screenshot({ path: info.outputPath('goods-in-arriving-768.png'), fullPage: true });

    await scanParcel(staff, code);
    await staff.getByRole('button', { name: 'Receive parcel' }).press('Enter');
    await expect(staff.getByTestId('parcel-status')).toHaveText('Parcel: Received');
    await expect(memberItem('Joie Pact').locator('[aria-current="step"]')).toHaveText('Received');

    // 1. Joie Pact: the grade is right. Confirm it, then pay.
    const pactItem = itemRegion(staff, 'Joie Pact');
    await pactItem.getByRole('button', { name: 'Inspect this item' }).press('Enter');
    await expect(pactItem.getByTestId('inspect-says')).toHaveText(/^The offer of £\d+\.\d\d stands\. Pay it when you are ready\.$/);
    const offered = /The offer of (£\d+\.\d\d)/.exec((await pactItem.getByTestId('inspect-says').textContent()) ?? '')?.[1];
    await pactItem.getByRole('button', { name: 'Confirm grade' }).press('Enter');
    await expect(memberItem('Joie Pact').locator('[aria-current="step"]')).toHaveText('Checked');
    // The button says what is paid: the offer and, for this voucher, the £10.00 trade-up bonus on top.
    await expect(pactItem.getByText(`${offered} for the item and their £10.00 trade-up bonus.`)).toBeVisible();
    const pay = pactItem.getByRole('button', { name: /^Pay £\d+\.\d\d$/ });
    const toPay = (await pay.textContent())!.replace('Pay ', '');
    expect(Number(toPay.slice(1))).toBeCloseTo(Number(offered!.slice(1)) + 10, 2);
    await pay.press('Enter');
    await expect(pactItem.getByTestId('item-outcome')).toHaveText(`Paid ${toPay}. It includes their £10.00 trade-up bonus.`);
    await expect(memberItem('Joie Pact').locator('[aria-current="step"]')).toHaveText('Paid');

    // 2. Graco Breaze Lite 2: grade C, within the member's £10 tolerance: the page says so first, then it is paid at once.
    const gracoItem = itemRegion(staff, 'Graco Breaze Lite 2');
    await gracoItem.getByRole('button', { name: 'Inspect this item' }).press('Enter');
    await gracoItem.getByRole('radio', { name: 'Change the grade' }).press('Space');
    await gracoItem.getByRole('radio', { name: /^Grade C: £/ }).press('Space');
    await expect(gracoItem.getByTestId('inspect-says')).toHaveText(/^Within the member’s £10\.00 tolerance: paid at once \(£\d+\.\d\d\)\.$/);
    await gracoItem.getByLabel('What did you find? (the member reads this)').fill('Scuffs on the frame and a worn handlebar.');
    await gracoItem.getByRole('button', { name: 'Revise grade' }).press('Enter');
    await expect(gracoItem.getByTestId('item-outcome')).toHaveText(/^Paid £\d+\.\d\d at once: within the member’s tolerance\. It includes their £10\.00 trade-up bonus\.$/);
    await expect(memberItem('Graco Breaze Lite 2').locator('[aria-current="step"]')).toHaveText('Paid');

    // 3. UPPAbaby Cruz V2: grade C with a photo from the file input, beyond the tolerance: the member is asked.
    const cruzItem = itemRegion(staff, 'UPPAbaby Cruz V2');
    await cruzItem.getByRole('button', { name: 'Inspect this item' }).press('Enter');
    await cruzItem.getByRole('radio', { name: 'Change the grade' }).press('Space');
    await cruzItem.getByRole('radio', { name: /^Grade C: £/ }).press('Space');
    await expect(cruzItem.getByTestId('inspect-says')).toHaveText(/^The member will be asked: £\d+\.\d\d is £\d+\.\d\d less than offered, beyond their £0\.00 tolerance\.$/);
    await cruzItem.getByLabel('What did you find? (the member reads this)').fill('A tear in the hood and a sticky brake.');
    await cruzItem.getByLabel('Photos of what you found (camera or files)').setInputFiles({ name: 'hood.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#6b5b4b', { width: 1200, height: 900 }) });
    await expect(cruzItem.getByText('Photos chosen: 1')).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);
    // The open form fits the upright tablet: nothing wider than 768 px.
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await staff.screenshot({ path: info.outputPath('goods-in-inspect-768.png'), fullPage: true });
    await cruzItem.getByRole('button', { name: 'Revise grade' }).press('Enter');
    await expect(cruzItem.getByTestId('item-outcome')).toHaveText(/^Revised to grade C \(£\d+\.\d\d\): waiting for the member’s answer\.$/);
    // The member is asked, live, with the staff's photo.
    const revision = memberItem('UPPAbaby Cruz V2').getByRole('region', { name: 'We have a new offer for you' });
    await expect(revision).toBeVisible();
    await expect(revision).toContainText('Why: A tear in the hood and a sticky brake.');

    // What was paid automatically, what was paid, and what waits for the member; who did what.
    await expect(staff.getByTestId('goods-in-paid')).toContainText(/Graco Breaze Lite 2: £\d+\.\d\d, paid automatically \(within the member’s tolerance\)/);
    await expect(staff.getByTestId('goods-in-paid')).toContainText(/Joie Pact: £\d+\.\d\d/);
    await expect(staff.getByTestId('goods-in-waiting')).toContainText(/UPPAbaby Cruz V2: £\d+\.\d\d offered, the member is asked/);
    await expect(pactItem.getByRole('listitem').filter({ hasText: /^Paid: Ann Goods-In, / })).toBeVisible();
    // Our photo, large: it opens in a dialog and zooms; Escape closes it.
    await cruzItem.getByRole('button', { name: 'Open wear photo large' }).press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'UPPAbaby Cruz V2: wear' });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zoom in' }).press('Enter');
    await staff.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The listing before the Cruz V2 goes on sale, as a shopper will see it: staff correct its condition words.
    await cruzItem.getByRole('button', { name: 'Preview the listing' }).press('Enter');
    const listing = cruzItem.getByTestId(`listing-${cruz}`);
    await expect(listing.getByText('Condition: grade C, ')).toBeVisible();
    await expect(listing.getByText('Checked by our team: A tear in the hood and a sticky brake.')).toBeVisible();
    // The member's photos may not be shown (no yes at upload); ours may.
    await expect(listing.getByRole('checkbox', { name: 'Show this photo (member’s)' }).first()).toBeDisabled();
    await expect(listing.getByRole('checkbox', { name: 'Show this photo (ours)' })).toBeChecked();
    await listing.getByLabel('Condition words on the product page').fill('A small tear in the hood; the brake has been freed and works.');
    await listing.getByRole('button', { name: 'Save the listing' }).press('Enter');
    await expect(listing.getByRole('status')).toHaveText('Listing saved.');
    // The Graco is already on sale: its listing is read only.
    await gracoItem.getByRole('button', { name: 'Preview the listing' }).press('Enter');
    await expect(gracoItem.getByText(/^On sale as /)).toBeVisible();
    expect(await axeViolations(staff)).toEqual([]);
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 1280, height: 900 },
    ]) {
      await staff.setViewportSize(viewport);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await staff.screenshot({ path: info.outputPath(`goods-in-parcel-${viewport.width}.png`), fullPage: true });
    }
    // The member's page never reloaded.
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  } finally {
    await bench.close();
  }
});

test('two staff at one item: the second sees it taken; staff without goods-in are refused on the page and by the API', async ({ request, signIn, browser, baseURL }, info) => {
  const member = await signIn();
  const call = await memberCalls(request, member);
  const quote = await acceptedVoucherQuote(request, member, call, { query: 'Pact', name: 'Joie Pact', revisionTolerance: 0 });
  const code = await sentParcel(call, [quote]);

  const ann = await staffBench(browser, baseURL!, newStaffAccount(databaseUrl, 'Ann Goods-In'));
  const benAccount = newStaffAccount(databaseUrl, 'Ben Goods-In');
  const ben = await staffBench(browser, baseURL!, benAccount, { width: 1024, height: 768 });
  try {
    await scanParcel(ann.page, code);
    await ann.page.getByRole('button', { name: 'Receive parcel' }).press('Enter');
    await scanParcel(ben.page, code);
    const benItem = itemRegion(ben.page, 'Joie Pact');
    await expect(benItem.getByRole('button', { name: 'Inspect this item' })).toBeVisible();

    // Ann opens the item: Ben's page shows it taken, without reloading, and offers no way in.
    await itemRegion(ann.page, 'Joie Pact').getByRole('button', { name: 'Inspect this item' }).press('Enter');
    await expect(benItem.getByTestId('item-taken')).toHaveText('Being inspected by Ann Goods-In');
    await expect(benItem.getByRole('button', { name: 'Inspect this item' })).toHaveCount(0);
    expect(await axeViolations(ben.page)).toEqual([]);
    await ben.page.screenshot({ path: info.outputPath('goods-in-taken-1024.png'), fullPage: true });
    // Nor through the API: 409 G002, and nothing changes.
    const benCalls = await staffCallsFor(request, benAccount);
    const refused = await request.put(`/v3/staff/quotations/${quote}/inspect`, { headers: benCalls.headers, data: { outcome: 'confirm' } });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).response.error.code).toBe('G002');
    // Receiving again changes nothing twice.
    await benCalls('put', `staff/webbuyorders/${code}/receive`, {});
    const parcel = await benCalls('get', `staff/goods-in/parcels/${code}`);
    expect(parcel.parcel.history.filter((h: { event: string }) => h.event === 'receive')).toHaveLength(1);
    // Ann lets it go: Ben may take it.
    await itemRegion(ann.page, 'Joie Pact').getByRole('button', { name: 'Stop inspecting' }).press('Enter');
    await expect(benItem.getByRole('button', { name: 'Inspect this item' })).toBeVisible();
  } finally {
    await ann.close();
    await ben.close();
  }

  // A staff member without goods-in: refused on the page, and by the API with its code.
  const outsiderAccount = newStaffAccount(databaseUrl, 'Olly Outsider', { goodsIn: false });
  const outsider = await staffBench(browser, baseURL!, outsiderAccount);
  try {
    await expect(outsider.page.getByTestId('goods-in-refused')).toContainText('You cannot use goods-in');
    expect(await axeViolations(outsider.page)).toEqual([]);
    await outsider.page.screenshot({ path: info.outputPath('goods-in-refused-768.png'), fullPage: true });
    await outsider.page.goto(`/staff/goods-in/parcel?order=${code}`);
    await expect(outsider.page.getByTestId('goods-in-refused')).toBeVisible();
    const calls = await staffCallsFor(request, outsiderAccount);
    const res = await request.get('/v3/staff/webbuyorders/arriving', { headers: calls.headers });
    expect(res.status()).toBe(403);
    expect((await res.json()).response.error.code).toBe('G001');
  } finally {
    await outsider.close();
  }
});
