// Erasure erases, export exports (issue 31 §6, §7), through the real calls on a real database and
// real folders. One member is put in every module (an in-store membership unlocked online, a
// proved mobile, profile, address, bank account, PayPal, ID check, favourites, a stock alert, a
// basket, an order paid with a saved card and its feedback, enquiries signed in and as a guest
// with the same address, a franchise enquiry, a job application with its CV, an item sold to the
// shop with their photos on the product page, a tracked conversion, a wrong password, a pending
// e-mail change). Then: the export holds every place the shop keeps them; the account is deleted
// and erased after its grace period; and every column of every table is scanned for their
// e-mail, names, phone, postcode, account number and browser: nothing but the exceptions kept on
// purpose (docs/account.md 'What erasure keeps'), and none of their files.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createVerifiedMember, passwordGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { staffSession } from '../../testing/staff.js';
import { COMING_UP_CONSENT_TYPE_ID } from '@shop/shared/rules';
import { sha256 } from '../auth/tokens.js';
import { createComingUpMails } from '../children/coming-up-mail.js';
import { createChildrenService } from '../children/service.js';
import { recordIdProof } from '../in-store/id-proofs.js';
import { pdfCv } from '../jobs/test-files.js';
import { createOutbox } from '../outbox/outbox.js';
import { quoteIdent } from '../member-data/member-tables.js';
import { TEST_CARDS } from '../payments/card-provider.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { localFolderStorage } from '../quote-images/storage.js';
import { webpPhoto } from '../quote-images/test-photos.js';
import { seededMembershipNumber } from '../unlock/seed.js';
import { call as unlockCall, latestPin } from '../unlock/test-helpers.js';

const DAY = 86_400_000;
const folder = mkdtempSync(join(tmpdir(), 'erasure-'));
const quoteFolder = join(folder, 'quote-photos');
const boxFolder = join(folder, 'box-photos');
let t: TestApp;

// Who they are: values found nowhere else in the shop, so a hit anywhere is theirs.
const tag = randomBytes(3).toString('hex');
const ME = {
  email: `perpetua.quillfeather.${tag}@example.org`,
  firstName: 'Perpetua',
  lastName: 'Quillfeather',
  mobile: '07700900987',
  /** The number they change to later (its PIN not yet typed). */
  newMobile: '07700900986',
  postcode: 'N16 7QX',
  sortCode: '089999',
  accountNumber: '66374958',
  userAgent: `ErasureTestBrowser/${tag}`,
  password: 'a long password for erasure',
};

/** What the scan looks for, each compared as the column's text would hold it. */
const NEEDLES: Array<{ name: string; find: string; digitsOnly?: boolean }> = [
  { name: 'e-mail', find: ME.email },
  { name: 'first name', find: ME.firstName },
  { name: 'last name', find: ME.lastName },
  { name: 'phone', find: ME.mobile.slice(-10), digitsOnly: true },
  { name: 'new phone', find: ME.newMobile.slice(-10), digitsOnly: true },
  { name: 'postcode', find: ME.postcode.replace(/\s/g, ''), digitsOnly: true },
  { name: 'account number', find: ME.accountNumber, digitsOnly: true },
  { name: 'browser', find: ME.userAgent },
];
/** A column's text as a needle is looked for in it: lower case, or letters and digits only (a phone or postcode however spaced). */
const columnText = (column: string, digitsOnly = false) => (digitsOnly ? `lower(regexp_replace(${quoteIdent(column)}::text, '[^0-9A-Za-z]', '', 'g'))` : `lower(${quoteIdent(column)}::text)`);
const needleText = (n: (typeof NEEDLES)[number]) => (n.digitsOnly ? n.find.replace(/[^0-9A-Za-z]/g, '') : n.find).toLowerCase();

type Hit = { table: string; column: string; needle: string };
/** Every column of every table of the schema, each needle: where it is found. */
async function scanEverything(): Promise<Hit[]> {
  const columns = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const hits: Hit[] = [];
  for (const [table, names] of byTable) {
    const probes = names.flatMap((column) => NEEDLES.map((needle) => ({ column, needle })));
    const [row] = await t.db.query<Record<string, boolean>>(
      `SELECT ${probes.map((p, i) => `COALESCE(bool_or(strpos(${columnText(p.column, p.needle.digitsOnly)}, $${NEEDLES.indexOf(p.needle) + 1}) > 0), false) AS p${i}`).join(', ')} FROM ${quoteIdent(table)}`,
      NEEDLES.map(needleText),
    );
    probes.forEach((p, i) => row![`p${i}`] && hits.push({ table, column: p.column, needle: p.needle.name }));
  }
  return hits;
}
const describeHits = (hits: Hit[]) => hits.map((h) => `${h.table}.${h.column} (${h.needle})`).sort();

/**
 * Kept on purpose, and where (docs/account.md 'What erasure keeps'): the in-store membership is the stores'
 * own record of the family (its store credit is money the shop owes them); the erasure unlinks it
 * from the online account, and it is closed in a store.
 */
const KEPT_AFTER_ERASURE = new Set(['in_store_memberships.first_name', 'in_store_memberships.last_name', 'in_store_memberships.mobile', 'in_store_memberships.email']);

/** Where the export shows each table's rows (the outbox as the messages sent to them, and those about them sent elsewhere). */
const exportedAs = (table: string) => (table === 'outbox' ? ['messages_sent', 'messages_about_you'] : [table]);

/** The address they ask to change to, which is someone else's. */
const SOMEONE_ELSE = `sam.else.${tag}@example.org`;
let member: { memberId: string; auth: Record<string, string> };
let staff: Awaited<ReturnType<typeof staffSession>>;
const fixture = {} as {
  membershipNumber: string;
  orderNumber: string;
  quoteId: string;
  transferId: string;
  boxId: string;
  memberPhotoUrl: string;
  staffPhotoUrl: string;
  imageIds: string[];
  boxPhotoIds: string[];
  cvKeys: string[];
};

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = member.auth) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const own = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => inject(method, `/v3/members/${member.memberId}${path}`, payload);
async function ok(res: Promise<{ statusCode: number; body: string }> | { statusCode: number; body: string }, what: string) {
  const r = await res;
  assert.ok(r.statusCode >= 200 && r.statusCode < 300, `${what}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  return r as Awaited<ReturnType<typeof t.app.inject>>;
}
const data = (res: { json(): any }) => res.json().response.data;

/** An in-store family, unlocked online with the e-mailed PIN, their mobile then proved by text (unlock's own calls). */
async function unlockedMember() {
  fixture.membershipNumber = seededMembershipNumber(4321);
  await t.db.query(`INSERT INTO in_store_memberships (membership_number, first_name, last_name, mobile, email, store_credit_pence, home_store_id, joined_on) VALUES ($1, $2, $3, $4, $5, 1500, 101, '2022-03-01')`, [
    fixture.membershipNumber,
    ME.firstName,
    ME.lastName,
    ME.mobile,
    ME.email,
  ]);
  await t.db.query(`INSERT INTO in_store_trades (membership_number, traded_on, store_id, kind, items, amount_pence) VALUES ($1, '2023-05-06', 101, 'sold', '[{"name":"Cot","pricePence":3000}]', 3000)`, [
    fixture.membershipNumber,
  ]);
  const { unlockCode } = await t.app.unlockAccess.issueByStaff(fixture.membershipNumber, staff.staffId);
  const ip = '10.9.0.1';
  const token = data(await ok(unlockCall(t.app, 'PUT', 'verifyunlockonlineaccesscode', { membershipNumber: fixture.membershipNumber, unlockCode }, {}, ip), 'unlock code')).attempt.token;
  await ok(unlockCall(t.app, 'PUT', 'instantverification', { token }, {}, ip), 'unlock PINs');
  await ok(unlockCall(t.app, 'PUT', 'verifyemailotp', { token, pin: await latestPin(t.app, ME.email, 'email') }, {}, ip), 'e-mailed PIN');
  const made = await ok(unlockCall(t.app, 'PUT', 'unlockonlineaccess', { token, email: ME.email, password: ME.password }, {}, ip), 'account made');
  member = { memberId: data(made).memberId, auth: (await signedIn(t.app, ME.email, ME.password)).auth };
  await ok(own('PUT', '/instantverification'), 'mobile PIN');
  await ok(own('PUT', '/verifymobileotp', { pin: await latestPin(t.app, ME.mobile) }), 'mobile proved');
}

async function shopping() {
  await ok(own('PUT', '', { titleId: 2, dateOfBirth: '1988-02-29', taxId: 'AB123456C' }), 'profile');
  const address = await ok(own('POST', '/address', { firstName: ME.firstName, lastName: ME.lastName, line1: '3 Wren Yard', town: 'London', postcode: ME.postcode, phone: ME.mobile }), 'address');
  await ok(own('PUT', '/consents', { consents: [{ consentTypeId: 1, granted: true }] }), 'consents');
  await ok(own('POST', '/reauthenticate', { password: ME.password }), 'password again');
  await ok(own('POST', '/walletaddress', { email: ME.email }), 'PayPal');
  await ok(
    own('POST', '/instoredetail', { homeStoreId: 101 }).then((r) => (r.statusCode === 409 ? own('PUT', '/instoredetail', { homeStoreId: 101 }) : r)),
    'home store',
  );
  const proof = await recordIdProof(t.db, { memberEmail: ME.email, idTypeId: 1, last4: '4321', expiresOn: '2031-01-31', storeId: 101 });
  assert.ok('idproofPrimaryId' in proof, JSON.stringify(proof));
  const [fav, sold, basket] = await t.db.query<{ box_id: string }>(
    'SELECT box_id FROM boxes WHERE box_web_sale_allowed AND box_sale_allowed AND ecom_quantity >= 1 AND sell_price BETWEEN 500 AND 4000 ORDER BY box_id LIMIT 3',
  );
  await ok(own('POST', '/favouriteboxes', { boxId: fav!.box_id }), 'favourite');
  const [soldOut] = await t.db.query<{ box_id: string }>('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = (SELECT box_id FROM boxes ORDER BY box_id DESC LIMIT 1) RETURNING box_id');
  await t.db.query('DELETE FROM store_stock WHERE box_id = $1', [soldOut!.box_id]);
  await ok(own('POST', '/stockalert', { boxId: soldOut!.box_id }), 'stock alert');
  // A child for 'Outgrown' (issue 37): a month and a height, with the consent.
  await ok(own('POST', '/children', { born: `${new Date().getUTCFullYear() - 1}-03`, heightCm: 80, consent: true }), 'child');
  // Its 'coming up' e-mail, asked for, sent by the job a few weeks before the next size is due.
  await ok(own('PUT', '/consents', { consents: [{ consentTypeId: COMING_UP_CONSENT_TYPE_ID, granted: true }] }), 'coming-up consent');
  const [child] = (await own('GET', '/children')).json().response.data.children as Array<{ comingUp: { due: string } }>;
  const weeksBefore = new Date(Date.parse(`${child!.comingUp.due}-01T00:00:00Z`) - 14 * DAY);
  const comingUp = createComingUpMails({ db: t.db, outbox: createOutbox({ from: 'shop@example' }), children: createChildrenService(t.db, () => weeksBefore), publicUrl: 'https://shop.example', now: () => weeksBefore });
  assert.equal(await comingUp.runOnce(), 1, "the 'coming up' e-mail");

  // An order paid with the test card, saved; its feedback with a comment naming them.
  const add = (boxId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v3/basket/${member.memberId}/add`,
      headers: { ...member.auth, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `basket-${randomBytes(6).toString('hex')}` },
      payload: new URLSearchParams({ boxId, quantity: '1', deliveryMethodId: '1' }).toString(),
    });
  const total = data(await ok(add(sold!.box_id), 'basket')).wesellItems.totalSellCost as number;
  const generated = await ok(
    inject(
      'POST',
      '/v3/websellorders/generate',
      { paymentTypeId: 20, expectedTotal: total, address: { firstName: ME.firstName, lastName: ME.lastName, line1: '3 Wren Yard', town: 'London', postcode: ME.postcode } },
      {
        ...member.auth,
        'idempotency-key': `order-${tag}`,
      },
    ),
    'order',
  );
  const { orderId, orderNumber } = data(generated).order;
  fixture.orderNumber = orderNumber;
  const card = { number: TEST_CARDS.success, expiryMonth: 7, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: `${ME.firstName} ${ME.lastName}` };
  const paid = await ok(inject('POST', `/v3/websellorders/${orderId}/process`, { card, saveCard: true }), 'payment');
  assert.equal(data(paid).payment.status, 'paid');
  await ok(add(basket!.box_id), 'a basket left');
  const [{ code }] = (await t.db.query<{ code: string }>('SELECT code FROM feedback_codes WHERE order_id = $1', [orderId])) as [{ code: string }];
  await ok(
    t.app.inject({ method: 'POST', url: '/v3/feedback/store', remoteAddress: '198.51.100.7', payload: { code, email: ME.email, deliveryRating: 5, comment: `Thanks, ${ME.firstName} here: it came quickly.` } }),
    'feedback',
  );
  return { addressId: Number(data(address).address.addressId) };
}

async function messagesAndApplications() {
  const enquiry = { name: `${ME.firstName} ${ME.lastName}`, email: ME.email, phone: ME.mobile, categoryId: 8, subject: 'Baby changing', message: 'Is there a baby changing room?' };
  await ok(t.app.inject({ method: 'POST', url: '/v3/contact/enquiry', remoteAddress: '203.0.113.50', headers: member.auth, payload: enquiry }), 'enquiry signed in');
  await ok(t.app.inject({ method: 'POST', url: '/v3/contact/enquiry', remoteAddress: '203.0.113.51', payload: { ...enquiry, subject: 'Sent as a guest' } }), 'guest enquiry');
  const [offline] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE NOT (box_sale_allowed AND box_web_sale_allowed AND ecom_quantity > 0) ORDER BY box_id LIMIT 1');
  await ok(t.app.inject({ method: 'POST', url: '/v3/contact/requestprice', remoteAddress: '203.0.113.52', payload: { name: enquiry.name, email: ME.email, phone: ME.mobile, boxId: offline!.box_id } }), 'price request');
  await ok(
    t.app.inject({
      method: 'POST',
      url: '/v3/franchises',
      remoteAddress: '203.0.113.53',
      payload: { name: enquiry.name, email: ME.email, phone: ME.mobile, town: 'Hexham', heardFromId: 3, message: 'A store in Hexham?', consent: true },
    }),
    'franchise enquiry',
  );
  const boundary = `----erasure${tag}`;
  const fields = { jobId: 'LLJ101SA', name: enquiry.name, email: ME.email, phone: ME.mobile, coverNote: 'Four years in retail.', consent: 'true' };
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    await pdfCv(`${enquiry.name}: curriculum vitae`),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  await ok(t.app.inject({ method: 'POST', url: '/v3/apply', remoteAddress: '203.0.113.54', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }), 'job application');
  fixture.cvKeys = (await t.db.query<{ cv_key: string }>('SELECT cv_key FROM job_applications WHERE email = $1', [ME.email])).map((r) => r.cv_key);
  // Tracked with marketing allowed; a wrong password counted; an e-mail change asked for.
  await ok(
    t.app.inject({
      method: 'POST',
      url: '/v3/tracking/conversions',
      headers: { ...member.auth, 'user-agent': ME.userAgent },
      payload: { eventName: 'AddToCart', eventId: `ev-${tag}`, consent: { marketing: true, noticeVersion: 1 }, currency: 'GBP' },
    }),
    'conversion',
  );
  assert.equal((await passwordGrant(t.app, ME.email, 'not the password')).statusCode, 401);
  // An address they only ask for may be someone else's: that person's own enquiry is not theirs to erase.
  await ok(inject('POST', '/v3/members/emailtoken', { email: SOMEONE_ELSE }), 'e-mail change');
  await ok(
    t.app.inject({ method: 'POST', url: '/v3/contact/enquiry', remoteAddress: '203.0.113.55', payload: { name: 'Sam Else', email: SOMEONE_ELSE, categoryId: 8, subject: 'Not theirs', message: 'My own question.' } }),
    "someone else's enquiry",
  );
}

/** An item sold to the shop: their photos (yes to the product page), paid into their bank account, on sale with a staff photo too. */
async function soldToTheShop(addressId: number) {
  const account = await ok(own('POST', '/bankaccounts', { accountHolderName: `${ME.firstName} ${ME.lastName}`, sortCode: ME.sortCode, bankAccountNumber: ME.accountNumber }), 'bank account');
  const bankAccountId = data(account).bankAccount.bankAccountId;
  const model = BUY_IN_MODELS.find((m) => m.categoryId === 83)!;
  const quoteId = data(await ok(inject('POST', '/v3/quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId }), 'quote')).quotation.quoteId as string;
  fixture.quoteId = quoteId;
  const answers = [
    { questionId: 'condition', answerIds: ['B'] },
    { questionId: 'included', answerIds: ['manual'] },
    { questionId: 'faults', answerIds: [] },
    { questionId: 'age', answerIds: ['1-2'] },
  ];
  await ok(inject('POST', `/v3/quotations/${quoteId}/questions`, { answers }), 'answers');
  await addRequiredPhotos(t.app, member, quoteId);
  await ok(inject('PUT', `/v3/quotations/${quoteId}/photoconsent`, { photosOnProductPage: true }), 'photos on the product page: yes');
  await ok(inject('POST', `/v3/quotations/${quoteId}/offer`), 'offer');
  await ok(inject('PUT', `/v3/quotations/${quoteId}/accept`, { payoutType: 'cash', payoutMethod: 'bank', bankAccountId }), 'accepted');
  const orderId = data(await ok(inject('POST', '/v3/webbuyorders/generate', { quoteIds: [quoteId] }), 'parcel')).webBuyOrder.webBuyOrderId as string;
  await ok(inject('PUT', `/v3/webbuyorders/${orderId}/address`, { handover: 'collection', addressId }), 'collection address');
  await ok(inject('POST', `/v3/webbuyorders/${orderId}/generateshippinglabel`), 'label');
  await t.app.goodsIn.receive(orderId, staff.staffId);
  await t.app.inspectionPhotos.add(quoteId, staff.staffId, 10, () => webpPhoto(900, 900));
  await t.app.goodsIn.inspect(quoteId, staff.staffId, { outcome: 'confirm' });
  await t.app.goodsIn.pay(quoteId, staff.staffId);
  const [restocked] = await t.db.query<{ box_id: string }>('SELECT box_id FROM restocked_quotes WHERE quote_id = $1', [quoteId]);
  fixture.boxId = restocked!.box_id;
  const box = data(await ok(t.app.inject({ url: `/v3/boxes/${fixture.boxId}/detail` }), 'product page')).boxDetails[0];
  const views = box.imageViews as number[];
  assert.ok(views.includes(10) && views.length >= 2, `their photos and the staff's: ${views}`);
  fixture.memberPhotoUrl = box.imageUrls.large[0];
  fixture.staffPhotoUrl = box.imageUrls.large[views.indexOf(10)];
  fixture.imageIds = (await t.db.query<{ image_id: string }>('SELECT image_id FROM quote_images WHERE member_id = $1', [member.memberId])).map((r) => r.image_id);
  fixture.boxPhotoIds = (await t.db.query<{ photo_id: string }>('SELECT photo_id FROM box_photos WHERE member_id = $1', [member.memberId])).map((r) => r.photo_id);
  const [transfer] = await t.db.query<{ transfer_id: string }>('SELECT transfer_id FROM embedded_bank_transfers WHERE idempotency_key IN (SELECT payout_id FROM quote_payouts WHERE quote_id = $1)', [quoteId]);
  fixture.transferId = transfer!.transfer_id;
}

/** Every stored file name of a folder (photos are named by their ids). */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '200', APPLICATION_CV_DIR: join(folder, 'cvs') }, { photoStorage: localFolderStorage(quoteFolder), boxPhotoStorage: localFolderStorage(boxFolder) });
  staff = await staffSession(t.app);
  await createVerifiedMember(t.app, { firstName: 'Otto' }); // someone else, untouched
  await unlockedMember();
  const { addressId } = await shopping();
  await messagesAndApplications();
  await soldToTheShop(addressId);
  // A new number, its PIN sent and not yet typed.
  await ok(own('PUT', '', { phone: ME.newMobile }), 'new number');
  await ok(own('PUT', '/instantverification'), 'PIN to the new number');
});
after(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('one member in every module', () => {
  it('has rows in every table that files rows under a member id (a new one must join this fixture)', async () => {
    const tables = await t.db.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE' AND c.column_name = 'member_id' ORDER BY 1`,
    );
    const empty: string[] = [];
    for (const { table_name } of tables) {
      const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(table_name)} WHERE member_id::text = $1`, [member.memberId]);
      if (row!.n === 0) empty.push(table_name);
    }
    assert.deepEqual(empty, []);
    // And where they are kept under no member id: the sign-in throttle (a hash of the address), the card provider's stand-in.
    const account = sha256(ME.email);
    assert.ok((await t.db.query('SELECT 1 FROM login_throttle WHERE key = $1', [`account:${account}`])).length > 0, 'the wrong password counted');
    assert.ok((await t.db.query('SELECT 1 FROM test_card_stored_methods WHERE shopper_reference = $1', [`LL-M${member.memberId}`])).length > 0, 'the card saved');
  });

  it('exports everything the shop keeps about them: every table and column holding them is in the download', async () => {
    const res = await own('GET', '/export?format=json');
    assert.equal(res.statusCode, 200);
    const exported = res.json().data as Record<string, unknown[]>;
    const missing: string[] = [];
    for (const hit of await scanEverything()) {
      const needle = NEEDLES.find((n) => n.name === hit.needle)!;
      const text = exportedAs(hit.table)
        .map((dataset) => JSON.stringify(exported[dataset] ?? []))
        .join('\n');
      const shown = needle.digitsOnly ? text.replace(/[^0-9A-Za-z]/g, '').toLowerCase() : text.toLowerCase();
      if (!shown.includes(needleText(needle))) missing.push(`${hit.table}.${hit.column} (${hit.needle})`);
    }
    assert.deepEqual(missing, []);
    // What the issue found missing: the guest enquiry and the feedback.
    assert.ok((exported.contact_enquiries as Array<{ subject: string }>).some((e) => e.subject === 'Sent as a guest'));
    assert.match(JSON.stringify(exported.order_feedback), /came quickly/);
    assert.equal((exported.conversion_events as unknown[]).length, 1);
    const about = exported.messages_about_you as Array<{ recipient: string; subject: string }>;
    assert.ok(about.filter((m) => m.recipient === 'hello@littleloop.shop').length >= 3, 'the inbox copies of their enquiries');
    assert.ok(
      about.some((m) => m.recipient === SOMEONE_ELSE && m.subject === 'Confirm your new e-mail address'),
      'the confirmation sent to the address they asked for',
    );
    assert.ok(!JSON.stringify(exported).includes('Not theirs'), "someone else's enquiry is not in their export");
    assert.doesNotMatch(res.body, /token=[A-Za-z0-9_-]{20,}/);
  });
});

describe('after deletion and the grace period', () => {
  before(async () => {
    const asked = await own('DELETE', '', { password: ME.password });
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal(await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * DAY)), 1);
  });

  it('no column of any table holds their e-mail, names, phone, postcode, account number or browser, but the listed exceptions', async () => {
    const left = (await scanEverything()).filter((h) => !KEPT_AFTER_ERASURE.has(`${h.table}.${h.column}`));
    assert.deepEqual(describeHits(left), []);
    // Someone else's enquiry, from the address they only asked for, stays; so does the other member.
    assert.equal((await t.db.query("SELECT 1 FROM contact_enquiries WHERE subject = 'Not theirs'")).length, 1);
    assert.equal((await t.db.query("SELECT 1 FROM members WHERE first_name = 'Otto' AND status = 'active'")).length, 1);
    // The kept membership is no longer the account's.
    const [kept] = await t.db.query<{ linked_member_id: string | null }>('SELECT linked_member_id FROM in_store_memberships WHERE membership_number = $1', [fixture.membershipNumber]);
    assert.equal(kept!.linked_member_id, null);
  });

  it("takes their photos off the product page, every address and both photo stores; the staff's photo stays", async () => {
    assert.equal((await t.app.inject({ url: fixture.memberPhotoUrl })).statusCode, 404);
    const box = data(await t.app.inject({ url: `/v3/boxes/${fixture.boxId}/detail` })).boxDetails[0];
    assert.deepEqual(box.imageViews, [10]);
    const staffPhoto = await t.app.inject({ url: box.imageUrls.large[0] });
    assert.equal(staffPhoto.statusCode, 200);
    assert.equal((await sharp(staffPhoto.rawPayload).metadata()).width, 800);
    assert.notEqual(box.imageUrls.large[0], fixture.staffPhotoUrl, 'new addresses: no cache keeps the old set');
    const boxFiles = filesIn(boxFolder).join('\n');
    const quoteFiles = filesIn(quoteFolder).join('\n');
    assert.ok(fixture.boxPhotoIds.length > 0 && fixture.imageIds.length > 0);
    for (const id of fixture.boxPhotoIds) assert.ok(!boxFiles.includes(id), `box photo ${id} removed`);
    for (const id of fixture.imageIds) assert.ok(!quoteFiles.includes(id), `quote photo ${id} removed`);
    for (const key of fixture.cvKeys) assert.ok(!filesIn(join(folder, 'cvs')).join('\n').includes(key.split('/').pop()!), 'their CV removed');
  });

  it("keeps the order and the payout provider's transfer for the accounts, without them; the card provider forgets them", async () => {
    const [order] = await t.db.query<{ status: string; delivery_address: unknown }>('SELECT status, delivery_address FROM web_sell_orders WHERE order_number = $1', [fixture.orderNumber]);
    assert.deepEqual(order, { status: 'paid', delivery_address: { erased: true } });
    const [transfer] = await t.db.query<{ payee_name: string; amount_pence: number }>('SELECT payee_name, amount_pence FROM embedded_bank_transfers WHERE transfer_id = $1', [fixture.transferId]);
    assert.equal(transfer!.payee_name, '');
    assert.ok(transfer!.amount_pence > 0);
    const [card] = await t.db.query<{ card_last4: string; card_expiry_year: number | null; store_for: string | null }>(
      'SELECT card_last4, card_expiry_year, store_for FROM test_card_payments WHERE merchant_reference = $1',
      [fixture.orderNumber],
    );
    assert.deepEqual(card, { card_last4: '', card_expiry_year: null, store_for: null });
    assert.equal((await t.db.query('SELECT 1 FROM test_card_stored_methods WHERE shopper_reference = $1', [`LL-M${member.memberId}`])).length, 0);
    const account = sha256(ME.email);
    assert.equal((await t.db.query('SELECT 1 FROM login_throttle WHERE key = $1 OR key LIKE $2', [`account:${account}`, `pair:${account}:%`])).length, 0, 'the wrong password is forgotten with the account');
  });
});
