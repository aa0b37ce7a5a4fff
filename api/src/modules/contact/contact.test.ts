// Contact, price and franchise enquiries through the real routes on a real database: every field's
// §8 code (1001–1033), an order checked as the sender's, the shop's inbox told through the outbox,
// the honeypot refused and 50 sends in a minute from one address throttled.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENQUIRY_CODES as C } from '@shop/shared/api';
import { ENQUIRY_RATE_LIMIT } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { SIGN_OFF } from '../outbox/email-text.js';

let t: TestApp;
let ada: { memberId: string; email: string; auth: Record<string, string> };
let orderNumber: string;
let ipCount = 0;
/** A fresh address per test: the limit is per address, and tests must not share a window. */
const nextIp = () => `203.0.113.${++ipCount}`;

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '200' });
  const m = await createVerifiedMember(t.app, { firstName: 'Ada' });
  ada = { memberId: m.memberId, email: m.email, auth: (await signedIn(t.app, m.email, m.password)).auth };
  // An order of Ada's, as checkout leaves it (the order routes are tested in orders.test.ts).
  const [o] = await t.db.query<{ order_number: string }>(
    `INSERT INTO web_sell_orders (order_id, order_number, member_id, idempotency_key, request_hash, status, sell_cost_pence, delivery_charge_pence, to_pay_pence, payment_type_id)
     SELECT n, 'WS' || n, $1, 'k-contact', 'h', 'paid', 2500, 0, 2500, 20 FROM (SELECT nextval('web_sell_order_ids') AS n) id RETURNING order_number`,
    [ada.memberId],
  );
  orderNumber = o!.order_number;
});
after(() => t.close());

const ENQUIRY = { name: 'Sophie Turner', email: 'sophie.turner@example.co.uk', categoryId: 8, subject: 'Baby changing at Clapham', message: 'Is there a baby changing room at the Clapham store?' };
const send = (url: string, payload: object, o: { ip?: string; auth?: Record<string, string> } = {}) => t.app.inject({ method: 'POST', url, payload, remoteAddress: o.ip ?? nextIp(), headers: o.auth ?? {} });
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;
/** The acknowledgement the sender gets (issue 33 §7): to their address, with the reference, signed off. */
async function acknowledgement(recipient: string, reference: string) {
  const mails = await t.db.query<{ subject: string; body: string; regarding: string | null }>('SELECT subject, body, regarding FROM outbox WHERE recipient = $1 AND subject LIKE $2', [recipient, `%${reference})`]);
  assert.equal(mails.length, 1, `one acknowledgement of ${reference} to ${recipient}`);
  assert.match(mails[0]!.body, new RegExp(`Your reference is ${reference}`));
  assert.match(mails[0]!.body, new RegExp(`${SIGN_OFF.join('\n')}$`));
  return mails[0]!;
}
const inbox = (subjectLike: string) => t.db.query<{ recipient: string; subject: string; body: string }>('SELECT recipient, subject, body FROM outbox WHERE subject LIKE $1 ORDER BY id', [subjectLike]);

describe('contact enquiry types', () => {
  it('lists what an enquiry can be about, with the parts each needs, cacheable', async () => {
    const res = await t.app.inject('/v3/contact/enquirytypes');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['cache-control']), /public/);
    const types = res.json().response.data.enquiryTypes as Array<{ id: number; needsOrder: boolean; needsItem: boolean }>;
    assert.ok(types.length >= 6);
    assert.ok(types.some((x) => x.needsOrder) && types.some((x) => x.needsItem));
  });
});

describe('POST contact/enquiry', () => {
  it('stores an enquiry and sends it to the shop inbox, no-store', async () => {
    const res = await send('/v3/contact/enquiry', ENQUIRY);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const reference = res.json().response.data.reference as string;
    assert.match(reference, /^CE\d+$/);
    const [mail] = await inbox(`[${reference}]%`);
    assert.equal(mail!.recipient, 'hello@littleloop.shop');
    assert.match(mail!.body, /Sophie Turner <sophie\.turner@example\.co\.uk>/);
    assert.match(mail!.body, /baby changing room/);
    const ack = await acknowledgement(ENQUIRY.email, reference);
    assert.equal(ack.subject, `We have your message (reference ${reference})`);
    assert.match(ack.body, /^Hello Sophie,/);
    assert.ok(!ack.body.includes('baby changing room'), 'nothing typed is sent back');
  });

  it('takes a signed-in member’s name and e-mail from their account when the form leaves them out; a visitor must give them', async () => {
    const { name: _n, email: _e, ...withoutSender } = ENQUIRY;
    const res = await send('/v3/contact/enquiry', withoutSender, { auth: ada.auth });
    assert.equal(res.statusCode, 201, res.body);
    const reference = res.json().response.data.reference as string;
    const [row] = await t.db.query<{ name: string; email: string; member_id: string }>('SELECT name, email, member_id::text FROM contact_enquiries WHERE enquiry_id = $1', [reference.slice(2)]);
    assert.equal(row!.email, ada.email);
    assert.match(row!.name, /^Ada /);
    assert.equal(row!.member_id, ada.memberId);
    const [mail] = await inbox(`[${reference}]%`);
    assert.ok(mail!.body.includes(`<${ada.email}>`));
    assert.match((await acknowledgement(ada.email, reference)).body, /^Hello Ada,/);
    // Signed out, the same form is refused for its missing name, then its missing address, and nothing is kept.
    assert.equal(codeOf(await send('/v3/contact/enquiry', withoutSender)), C.nameMissing);
    assert.equal(codeOf(await send('/v3/contact/enquiry', { ...withoutSender, name: 'Sophie Turner' })), C.emailMissing);
  });

  it('answers each field’s code, and writes nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_enquiries'))[0]!.n;
    const { name: _n, ...noName } = ENQUIRY;
    const { email: _e, ...noEmail } = ENQUIRY;
    const { subject: _s, ...noSubject } = ENQUIRY;
    const { message: _m, ...noMessage } = ENQUIRY;
    const { categoryId: _c, ...noCategory } = ENQUIRY;
    const cases: Array<[object, number]> = [
      [noName, C.nameMissing],
      [{ ...ENQUIRY, name: '' }, C.nameMissing],
      [{ ...ENQUIRY, name: 'x'.repeat(61) }, C.nameInvalid],
      [{ ...ENQUIRY, name: '<script>' }, C.nameInvalid],
      [noEmail, C.emailMissing],
      [{ ...ENQUIRY, email: 'sophie@' }, C.emailInvalid],
      [noSubject, C.subjectMissing],
      [{ ...ENQUIRY, subject: 'x'.repeat(101) }, C.subjectInvalid],
      [noMessage, C.messageMissing],
      [{ ...ENQUIRY, message: 'Hi' }, C.messageInvalid],
      [{ ...ENQUIRY, message: 'x'.repeat(2001) }, C.messageInvalid],
      [noCategory, C.categoryMissing],
      [{ ...ENQUIRY, categoryId: 'post' }, C.categoryInvalid],
      [{ ...ENQUIRY, categoryId: 42 }, C.categoryInvalid],
      [{ ...ENQUIRY, categoryId: 1 }, C.orderNumberMissing],
      [{ ...ENQUIRY, categoryId: 1, orderNumber: 'WS 1; DROP' }, C.orderNumberInvalid],
      [{ ...ENQUIRY, categoryId: 1, orderNumber: 'WS1', orderType: 'buy', webOrder: 'yes' }, C.webOrderInvalid],
      [{ ...ENQUIRY, categoryId: 1, orderNumber: 'WS1' }, C.orderTypeMissing],
      [{ ...ENQUIRY, categoryId: 1, orderNumber: 'WS1', orderType: 'swap' }, C.orderTypeInvalid],
      [{ ...ENQUIRY, categoryId: 5 }, C.priceStockMissing],
      [{ ...ENQUIRY, categoryId: 5, priceStock: 'price' }, C.priceStockMissing],
      [{ ...ENQUIRY, categoryId: 5, priceStock: 'colour', item: 'Silver Cross Wayfarer' }, C.priceStockInvalid],
      [{ ...ENQUIRY, categoryId: 5, priceStock: 'stock', item: 'x'.repeat(201) }, C.priceStockInvalid],
      [{ ...ENQUIRY, phone: '12345' }, C.phoneInvalid],
    ];
    for (const [payload, code] of cases) {
      const res = await send('/v3/contact/enquiry', payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`);
      assert.equal(codeOf(res), code, JSON.stringify(payload).slice(0, 120));
    }
    assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_enquiries'))[0]!.n, before);
  });

  it('takes an order enquiry for the signed-in member’s own order, and 1013 for anyone else’s', async () => {
    const about = { ...ENQUIRY, categoryId: 1, orderNumber: orderNumber.toLowerCase(), orderType: 'buy', webOrder: true, subject: 'Missing rain cover' };
    const mine = await send('/v3/contact/enquiry', about, { auth: ada.auth });
    assert.equal(mine.statusCode, 201, mine.body);
    const [row] = await t.db.query<{ member_id: string; order_number: string }>('SELECT member_id::text, order_number FROM contact_enquiries ORDER BY enquiry_id DESC LIMIT 1');
    assert.deepEqual(row, { member_id: ada.memberId, order_number: orderNumber });
    const [mail] = await inbox(`[${mine.json().response.data.reference}]%`);
    assert.match(mail!.body, new RegExp(`Order: ${orderNumber} \\(online, bought from us\\)`));

    // Signed out: the order is found by the e-mail it was placed with, and only by it.
    assert.equal((await send('/v3/contact/enquiry', { ...about, email: ada.email })).statusCode, 201);
    assert.equal(codeOf(await send('/v3/contact/enquiry', about)), C.orderNotFound);
    assert.equal(codeOf(await send('/v3/contact/enquiry', { ...about, orderNumber: 'WS999999' }, { auth: ada.auth })), C.orderNotFound);
    // An in-store receipt is not looked up.
    assert.equal((await send('/v3/contact/enquiry', { ...about, orderNumber: 'R-104-88213', webOrder: false })).statusCode, 201);
  });

  it('refuses an invalid token instead of sending as nobody', async () => {
    const res = await send('/v3/contact/enquiry', ENQUIRY, { auth: { authorization: 'Bearer not-a-token' } });
    assert.equal(res.statusCode, 401);
  });

  it('refuses a filled honeypot (1033) and stores nothing', async () => {
    const before = await inbox('%Baby changing%');
    const res = await send('/v3/contact/enquiry', { ...ENQUIRY, website: 'http://cheap-pills.example' });
    assert.equal(res.statusCode, 400);
    assert.equal(codeOf(res), C.refused);
    assert.equal((await inbox('%Baby changing%')).length, before.length);
  });

  it('throttles 50 enquiries in a minute from one address (429, 1032, Retry-After), but not another address', async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await send('/v3/contact/enquiry', { ...ENQUIRY, subject: `Flood ${i}` }, { ip }));
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    assert.equal(accepted, ENQUIRY_RATE_LIMIT.perWindow);
    const refused = answers.filter((r) => r.statusCode === 429);
    assert.equal(refused.length, 50 - ENQUIRY_RATE_LIMIT.perWindow);
    assert.equal(codeOf(refused[0]!), C.throttled);
    assert.ok(Number(refused[0]!.headers['retry-after']) > 0);
    assert.equal((await inbox('%Flood %')).length, ENQUIRY_RATE_LIMIT.perWindow);
    assert.equal((await send('/v3/contact/enquiry', ENQUIRY)).statusCode, 201);
    // The counters hold no address as it is.
    const keys = await t.db.query<{ key: string }>("SELECT key FROM unlock_counters WHERE key LIKE 'enquiry:%'");
    assert.ok(keys.length > 0 && keys.every((k) => !k.key.includes('203.0.113')));
  });
});

describe('POST contact/requestprice', () => {
  it('asks the price of an item not on sale online; 1022 for one that is, 1021 for none, 1020 without one', async () => {
    const [offline] = await t.db.query<{ box_id: string; box_name: string }>('SELECT box_id, box_name FROM boxes ORDER BY box_id LIMIT 1');
    await t.db.query('UPDATE boxes SET box_web_sale_allowed = false WHERE box_id = $1', [offline!.box_id]);
    const [online] = await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_sale_allowed AND box_web_sale_allowed AND ecom_quantity > 0 LIMIT 1');
    const asker = { name: 'Grace Hopper', email: 'grace@example.co.uk', phone: '07700 900123' };
    const res = await send('/v3/contact/requestprice', { ...asker, boxId: offline!.box_id.toLowerCase(), message: 'Could you hold it until Saturday?' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const [mail] = await inbox(`[${res.json().response.data.reference}]%`);
    assert.match(mail!.subject, new RegExp(`Price enquiry: ${offline!.box_name.replace(/[()]/g, '.')}`));
    assert.match(mail!.body, /hold it until Saturday/);
    const ack = await acknowledgement(asker.email, res.json().response.data.reference);
    assert.match(ack.body, /^Hello Grace,/);
    assert.ok(ack.body.includes(offline!.box_name) && !ack.body.includes('Saturday'));
    // A signed-in member asks without typing their details.
    const mine = await send('/v3/contact/requestprice', { boxId: offline!.box_id }, { auth: ada.auth });
    assert.equal(mine.statusCode, 201, mine.body);
    await acknowledgement(ada.email, mine.json().response.data.reference);
    assert.equal(codeOf(await send('/v3/contact/requestprice', { ...asker, boxId: online!.box_id })), C.boxOnSale);
    assert.equal(codeOf(await send('/v3/contact/requestprice', { ...asker, boxId: 'LL999999' })), C.boxNotFound);
    assert.equal(codeOf(await send('/v3/contact/requestprice', asker)), C.boxMissing);
    assert.equal(codeOf(await send('/v3/contact/requestprice', { ...asker, boxId: offline!.box_id, email: 'x' })), C.emailInvalid);
    assert.equal(codeOf(await send('/v3/contact/requestprice', { ...asker, boxId: offline!.box_id, website: 'x' })), C.refused);
  });
});

describe('franchises', () => {
  it('lists where people heard of us and real case studies', async () => {
    const heard = (await t.app.inject('/v3/franchises/heardfrom')).json().response.data.heardFrom;
    assert.ok(heard.length >= 5 && heard.every((h: { id: number; name: string }) => h.id > 0 && h.name));
    const studies = (await t.app.inject('/v3/franchises/casestudies')).json().response.data.caseStudies;
    assert.ok(studies.length >= 3);
    assert.ok(studies.every((s: { story: string; town: string }) => s.story.length > 200 && s.town));
  });

  it('sends an enquiry to the inbox, with each field’s code when wrong', async () => {
    const good = {
      name: 'Oliver Bennett',
      email: 'oliver.bennett@example.co.uk',
      phone: '01632 960123',
      town: 'Harrogate',
      heardFromId: 3,
      message: 'I would like to open a store in Harrogate next year.',
      consent: true,
    };
    const res = await send('/v3/franchises', good);
    assert.equal(res.statusCode, 201, res.body);
    const [mail] = await inbox(`[${res.json().response.data.reference}]%`);
    assert.match(mail!.body, /Where: Harrogate/);
    assert.match(mail!.body, /Heard of us: A friend or family member/);
    const ack = await acknowledgement(good.email, res.json().response.data.reference);
    assert.match(ack.subject, /^Your franchise enquiry \(reference FE\d+\)$/);
    assert.ok(!ack.body.includes('next year'), 'nothing typed is sent back');
    const cases: Array<[object, number]> = [
      [{ ...good, name: '' }, C.nameMissing],
      [{ ...good, email: 'nope' }, C.emailInvalid],
      [{ ...good, town: ' ' }, C.townMissing],
      [{ ...good, heardFromId: 77 }, C.heardFromInvalid],
      [{ ...good, consent: false }, C.consentMissing],
      [{ ...good, message: 'Hi' }, C.messageInvalid],
      [{ ...good, website: 'spam' }, C.refused],
    ];
    for (const [payload, code] of cases) assert.equal(codeOf(await send('/v3/franchises', payload)), code, JSON.stringify(payload));
  });
});

describe('OpenAPI', () => {
  it('documents every enquiry route', async () => {
    const paths = (await t.app.inject('/v3/openapi.json')).json().paths as Record<string, Record<string, unknown>>;
    for (const p of [
      '/v3/contact/enquirytypes',
      '/v3/contact/enquiry',
      '/v3/contact/requestprice',
      '/v3/franchises',
      '/v3/franchises/casestudies',
      '/v3/franchises/heardfrom',
      '/v3/feedback/validatecode',
      '/v3/feedback/store',
      '/v3/jobvacancies',
      '/v3/apply',
      '/v3/stores/{id}/jobs',
      '/v3/stores/{id}/jobs/{jobId}',
    ]) {
      assert.ok(paths[p], `${p} in OpenAPI`);
    }
  });
});
