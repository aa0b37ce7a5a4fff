// The whole sell journey (issue #14, "Tests that must pass: Browser"), on a desktop, one member in
// one browser session: finds a pushchair on /sell-to-us, answers the questions, uploads three
// photos watching each progress bar, reads the offer line by line, takes the store credit
// voucher with no tolerance and accepts; on the thank-you
// page makes the parcel (dropped at a store) and downloads its label, whose text carries the
// order code; the label sends the parcel. Staff (an account made by the staff command, signed in
// with scope=staff) receive it and revise the grade with a reason; the member, with the Orders
// tab open, sees the new offer arrive without reloading and accepts it; then spends the voucher
// (its code from the e-mail in the outbox) on a purchase through the real checkout.
// The staff command is a separate process, so this file's shop runs on PostgreSQL (a database of
// its own) as account-favourites.spec.ts does. The collision car seat is in sell-to-us.spec.ts.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../../api/src/modules/web-buy-orders/pdf-text';
import { axeViolations } from '../support/axe';
import { expect } from '../support/fixtures';
import { fillCard, fillLeedsDelivery } from '../support/checkout-steps';
import { findBox } from '../support/catalogue-boxes';
import { newStaffCalls, postgresShop } from '../support/postgres-shop';
import { acceptedPushchairQuote, answerPushchairQuestions, expectPushchairOffer, memberCalls, PUSHCHAIR_ANSWERS, sentParcel, uploadPushchairPhotos } from '../support/sell-steps';
import { addRequiredPhotos, phonePhoto } from '../support/photos';

const { test, databaseUrl } = postgresShop('sell');

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(240_000);

const main = (page: Page) => page.locator('main');

/** A cheap box (above the minimum order) sold online now. */
const cheapBox = (request: APIRequestContext) => findBox(request, (b) => b.webSaleAllowed === 1 && b.ecomQuantity >= 1 && b.sellPrice >= 10 && b.sellPrice <= 30);

test('a member sells a pushchair end to end and spends the voucher in the same session', async ({ page, request, signIn }, info) => {
  const member = await signIn();

  // Finds the model and answers the questions.
  await page.goto('/sell-to-us');
  await page.getByRole('searchbox', { name: 'What are you selling?' }).fill('Cruz V2');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Get a quote for UPPAbaby Cruz V2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote for UPPAbaby Cruz V2' })).toBeVisible();
  await answerPushchairQuestions(page);

  // Three photos, each watched through its progress bar (the bytes leave slowly, as on a phone).
  await uploadPushchairPhotos(page);
  await page.getByRole('button', { name: 'Continue to my offer' }).click();

  // The offer, line by line: the top price, each answer's effect, the total.
  await expectPushchairOffer(page);
  // The voucher, with no tolerance: any lower price after checking is asked first.
  await page.getByRole('radio', { name: /^Store credit voucher: £/ }).check();
  await page.getByRole('radio', { name: 'Ask me before paying any less' }).check();
  await page.getByRole('button', { name: 'Accept offer' }).click();

  // Thank you: the parcel is made here, dropped at a store, and its label downloaded.
  await expect(page).toHaveURL(/\/sell-to-us\/thank-you\?quote=/);
  const quoteId = new URL(page.url()).searchParams.get('quote')!;
  const parcel = page.getByRole('region', { name: 'Send us your items' });
  await expect(parcel.getByRole('checkbox', { name: 'UPPAbaby Cruz V2', exact: true })).toBeChecked();
  await parcel.getByRole('radio', { name: "I'll drop it at a store" }).check();
  // The stores nearest the member come first (issue 32 §2): the first is taken.
  await parcel.getByRole('group', { name: 'Our stores nearest you' }).getByRole('radio').first().check();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('sell-journey-parcel.png'), fullPage: true });
  // Right at 375 px too: nothing wider than the phone.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath('sell-journey-parcel-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await parcel.getByRole('button', { name: 'Create my label' }).click();
  await expect(page.getByRole('heading', { name: 'Your label is ready' })).toBeFocused();
  const codeText = (await main(page)
    .getByText(/^Your parcel code: WB[0-9A-Z]{8}$/)
    .textContent())!;
  const orderCode = codeText.replace('Your parcel code: ', '');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download your label (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`little-loop-${orderCode}.pdf`);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const label = pdfText(pdf);
  expect(label).toContain(orderCode);
  expect(label).toContain('Cruz V2');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath('sell-journey-label.png'), fullPage: true });

  // The Orders tab, open while staff work: the item is sent, the parcel on its way.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/v3/members/${member.memberId}/events`) && r.status() === 200);
  await page.goto('/myaccount?tab=orders');
  const selling = page.getByRole('region', { name: 'Items you’re selling' });
  const item = selling.getByRole('listitem', { name: 'UPPAbaby Cruz V2' });
  await expect(item.locator('[aria-current="step"]')).toHaveText('Sent');
  // Taken to a store: ready to take there (no scan says more until the store has it).
  await expect(selling.getByRole('listitem', { name: `Parcel ${orderCode}` }).getByText(/^Ready to take to our .+ store$/)).toBeVisible();
  await streamOpen;
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

  // Staff receive the parcel and revise the grade, with a reason.
  const staff = await newStaffCalls(request, databaseUrl, 'Sam Goods-In');
  const { webBuyOrders } = await staff('get', 'staff/webbuyorders/arriving');
  expect(webBuyOrders.map((o: { webBuyOrderId: string }) => o.webBuyOrderId)).toContain(orderCode);
  await staff('put', `staff/webbuyorders/${orderCode}/receive`, {});
  // A photo of what they found goes with the revision.
  const photo = await request.post(`/v3/staff/quotations/${quoteId}/images?view=10`, {
    headers: staff.headers,
    multipart: { photo: { name: 'scuffs.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#6b5b4b', { width: 1200, height: 900 }) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const reason = 'Scuffs on the frame and a worn handlebar: grade C.';
  await staff('put', `staff/quotations/${quoteId}/inspect`, { outcome: 'revise', grade: 'C', reason, photoIds: [(await photo.json()).response.data.image.imageId] });

  // The member sees the new offer arrive without reloading, with the staff's photo, and accepts it.
  const revision = item.getByRole('region', { name: 'We have a new offer for you' });
  await expect(revision).toBeVisible();
  await expect(revision).toContainText(`Why: ${reason}`);
  await expect(revision.getByRole('list', { name: 'What we found:' }).getByRole('button', { name: 'Enlarge: Our photo 1 of your UPPAbaby Cruz V2, showing why' })).toBeVisible();
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  await page.screenshot({ path: info.outputPath('sell-journey-revised.png'), fullPage: true });
  await revision.getByRole('button', { name: /^Accept £\d+\.\d\d$/ }).click();
  await expect(item.locator('[aria-current="step"]')).toHaveText('Paid');

  // The voucher's code, from its e-mail.
  const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as Array<{ body: string }>;
  const voucherCode = mails.map((m) => /SELL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(m.body)?.[0]).find(Boolean);
  expect(voucherCode, 'the voucher e-mail').toBeTruthy();

  // Spends it in the same session, through the real checkout.
  const box = await cheapBox(request);
  await page.goto(`/product-detail?id=${box.boxId.toLowerCase()}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/buy');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await fillLeedsDelivery(page);
  await page.getByLabel('Voucher code').fill(voucherCode!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Voucher ${voucherCode}: ` })).toBeVisible();
  // A voucher worth less than the basket leaves the rest to pay by card.
  if (await page.getByLabel('Card number').isVisible()) await fillCard(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/buy\/thankyou\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^WS[0-9]+$/);
  await expect(main(page).getByText(`Voucher ${voucherCode}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('sell-journey-spent.png'), fullPage: true });
});

test('an item the shop cannot buy: staff send it back, and the member has it recycled instead, on a 375 px phone', async ({ page, request, signIn }, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await signIn();
  const call = await memberCalls(request, member);
  const quoteId = await acceptedPushchairQuote(request, member, call);
  const orderCode = await sentParcel(call, [quoteId]);

  // Staff receive the parcel and find the item cannot be bought: it is to go back.
  const staff = await newStaffCalls(request, databaseUrl, 'Sam Goods-In');
  await staff('put', `staff/webbuyorders/${orderCode}/receive`, {});
  await staff('put', `staff/quotations/${quoteId}/inspect`, { outcome: 'return', reason: 'The frame is cracked: we cannot resell it.' });

  // The member chooses recycling on the Orders tab, asked once more first.
  await page.goto('/myaccount?tab=orders');
  const item = page.getByRole('region', { name: 'Items you’re selling' }).getByRole('listitem', { name: 'UPPAbaby Cruz V2' });
  const choice = item.getByRole('region', { name: 'We can’t buy this item' });
  await expect(choice).toContainText('We’ll send it back to you free of charge.');
  await choice.getByRole('button', { name: 'Recycle it instead' }).click();
  await expect(choice.getByRole('button', { name: 'No, send it back' })).toBeFocused();
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  await page.screenshot({ path: info.outputPath('sell-recycle-confirm-375.png'), fullPage: true });
  await choice.getByRole('button', { name: 'Yes, recycle it' }).click();

  // The state after: said on the card, and kept by the shop.
  await expect(choice.getByText(/^We’ll recycle it for you \(you agreed on \d{1,2} \w+ 20\d\d\)\. Thank you\.$/)).toBeFocused();
  await expect(item.getByText('Recycling')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'UPPAbaby Cruz V2: we’ll recycle it' })).toHaveCount(1);
  const { recycling } = await call('get', `webbuyorders/${orderCode}/recycle`);
  expect(recycling.items).toEqual([expect.objectContaining({ quoteId, recyclable: false, recycleAgreedAt: expect.any(String) })]);
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: info.outputPath('sell-recycled-375.png'), fullPage: true });
  // Seen again after a reload: it is the shop's record, not the page's.
  await page.reload();
  await expect(item.getByText('Recycling')).toBeVisible();
});

test('a revision within the tolerance: was, now and why in the account and in one e-mail; the parcel shows what was paid; 375 px', async ({ page, request, signIn }, info) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const member = await signIn();
  const call = await memberCalls(request, member);
  // A buggy taken as a voucher, letting staff pay up to £10 less without asking (grade B to C is £7.60 less).
  const model = (await call('get', 'quotations/models?query=Breaze&limit=5')).models.find((m: { name: string }) => m.name === 'Graco Breaze Lite 2');
  const { quotation } = await call('post', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId });
  const quoteId = quotation.quoteId as string;
  await call('post', `quotations/${quoteId}/questions`, { answers: PUSHCHAIR_ANSWERS });
  await addRequiredPhotos(request, { memberId: member.memberId, headers: call.headers }, quoteId, model.categoryId);
  const offered = (await call('post', `quotations/${quoteId}/offer`)).quotation.offer.total.exchange as number;
  await call('put', `quotations/${quoteId}/accept`, { payoutMethod: 'voucher', revisionTolerance: 1000 });
  const orderCode = await sentParcel(call, [quoteId]);

  // Staff receive it and revise the grade, with a photo and a reason: within the tolerance, paid at once.
  const staff = await newStaffCalls(request, databaseUrl, 'Sam Goods-In');
  await staff('put', `staff/webbuyorders/${orderCode}/receive`, {});
  const photo = await request.post(`/v3/staff/quotations/${quoteId}/images?view=10`, {
    headers: staff.headers,
    multipart: { photo: { name: 'frame.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#5b6b4b', { width: 1200, height: 900 }) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const reason = 'A scuffed frame and a faded hood: grade C.';
  const inspected = await staff('put', `staff/quotations/${quoteId}/inspect`, { outcome: 'revise', grade: 'C', reason, photoIds: [(await photo.json()).response.data.image.imageId] });
  expect(inspected).toEqual({ status: 'paid', paidWithoutAsking: true });
  const paid = (await call('get', `quotations/${quoteId}`)).quotation.payout.amountPence as number;
  // The Graco is on the trade-up list: its voucher is the revised offer and the bonus on top (issue 32 §4).
  const { devices } = await call('get', 'nvidiatradeups/devices');
  const bonus = (devices as Array<{ masterBoxId: string; bonus: number }>).find((d) => d.masterBoxId === model.masterBoxId)?.bonus ?? 0;
  expect(bonus).toBeGreaterThan(0);
  const revised = paid - bonus;
  expect(revised).toBeLessThan(offered);
  const money = (p: number) => `£${(p / 100).toFixed(2)}`;

  // My account: the card says what was paid, and the revision within the tolerance: was, now, why, the photo.
  await page.goto('/myaccount?tab=orders');
  const selling = page.getByRole('region', { name: 'Items you’re selling' });
  const item = selling.getByRole('listitem', { name: 'Graco Breaze Lite 2' });
  await expect(item.getByText(`We paid you ${money(paid)} to spend with us, with your ${money(bonus)} trade-up bonus`)).toBeVisible();
  const within = item.getByRole('region', { name: 'We changed our offer, within the £10.00 you allowed' });
  await expect(within).toContainText(`Was ${money(offered)} · now ${money(revised)}`);
  await expect(within).toContainText(`Why: ${reason}`);
  // The staff photo opens large in a dialog; Escape closes it and focus goes back.
  const enlarge = within.getByRole('button', { name: 'Enlarge: Our photo 1 of your Graco Breaze Lite 2, showing why' });
  await enlarge.click();
  const dialog = page.getByRole('dialog', { name: 'Our photo 1 of your Graco Breaze Lite 2, showing why' });
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(await axeViolations(page, '.shop-ui-dialog')).toEqual([]);
  await page.screenshot({ path: info.outputPath('sell-tolerance-photo-375.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(enlarge).toBeFocused();
  // The parcel: the amount paid, the first offer (with the same bonus) struck through.
  const parcel = selling.getByRole('listitem', { name: `Parcel ${orderCode}` });
  await expect(parcel.getByText(`${money(paid)} paid`)).toBeVisible();
  await expect(parcel.locator('s')).toHaveText(money(offered + bonus));
  expect(await axeViolations(page, '[data-boundary="account"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('sell-tolerance-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath('sell-tolerance-1280.png'), fullPage: true });

  // One e-mail for the payment: the voucher, with was, now, why and the tolerance; the brand written once.
  const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(member.email)}`)).json()) as Array<{ subject: string; body: string }>;
  const payment = mails.filter((m) => /SELL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.test(m.body) || /paid you/i.test(m.subject));
  expect(payment.map((m) => m.subject)).toEqual(['We have paid you for your Graco Breaze Lite 2: your voucher']);
  for (const line of [
    `Was: ${money(offered)}`,
    `Now: ${money(revised)}`,
    `voucher for ${money(paid)} (${money(revised)} for your`,
    `Why: ${reason}`,
    'within the £10.00 you allowed',
    'See the photo we took in your account:',
  ])
    expect(payment[0]!.body).toContain(line);
  expect(mails.every((m) => !/Graco Graco/.test(m.subject + m.body))).toBe(true);
  expect(mails.some((m) => /new offer/i.test(m.subject))).toBe(false);
});
