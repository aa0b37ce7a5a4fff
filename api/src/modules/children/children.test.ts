// A member's children through the real routes on a real database (issue 37 'Outgrown'): the month
// and height kept with consent and answered with the sizes now and next on the app's clock; bad
// months, heights and a missing consent refused with their codes and nothing written; another
// account's child is not found; the child is in the data export, gone when deleted and when the
// account is erased.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { CHILDREN_CODES, CHILDREN_MAX, OUTGROWN_STAGES } from '@shop/shared/rules';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

type Caller = { memberId: string; password: string; auth: Record<string, string> };
let t: TestApp;
let ann: Caller;
let bob: Caller;
const TODAY = new Date('2026-12-06T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function member(firstName: string): Promise<Caller> {
  const m = await createVerifiedMember(t.app, { firstName });
  return { memberId: m.memberId, password: m.password, auth: (await signedIn(t.app, m.email, m.password)).auth };
}
const call = (who: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object, auth = who.auth) =>
  t.app.inject({ method, url: `/v3/members/${who.memberId}/children${path}`, headers: auth, ...(payload ? { payload } : {}) });
const rows = async (who: Caller) => (await t.db.query('SELECT * FROM member_children WHERE member_id = $1', [who.memberId])).length;

before(async () => {
  t = await startTestApp({}, { now: () => TODAY });
  ann = await member('Ann');
  bob = await member('Bob');
});
after(() => t.close());

it('keeps a child as a month and a height, and answers where the child stands now', async () => {
  const added = await call(ann, 'POST', '', { born: '2026-05', heightCm: 67, consent: true });
  assert.equal(added.statusCode, 201, added.body);
  assert.equal(added.headers['cache-control'], 'no-store');
  const { child } = added.json().response.data;
  assert.equal(child.born, '2026-05');
  assert.equal(child.heightCm, 67);
  const clothing = child.stages.find((s: { kind: string }) => s.kind === 'clothing');
  assert.deepEqual([clothing.now.label, clothing.next.label, clothing.nextDue], ['6–9 months', '9–12 months', '2027-02']);
  assert.deepEqual(
    child.stages.find((s: { kind: string }) => s.kind === 'pushchair').outgrown.map((s: { id: string }) => s.id),
    ['pushchair-carrycot'],
  );
  const [kept] = await t.db.query<{ born_month: string; height_cm: number; consented_at: Date }>('SELECT born_month, height_cm, consented_at FROM member_children WHERE member_id = $1', [ann.memberId]);
  assert.equal(kept!.born_month, '2026-05');
  assert.equal(new Date(kept!.consented_at).toISOString(), TODAY.toISOString(), 'the consent is kept with its time');

  const listed = await call(ann, 'GET');
  assert.equal(listed.statusCode, 200);
  assert.equal(listed.headers['cache-control'], 'no-store');
  assert.deepEqual(
    listed.json().response.data.children.map((c: { childId: string }) => c.childId),
    [child.childId],
  );
  assert.equal(listed.json().response.data.max, CHILDREN_MAX);

  const changed = await call(ann, 'PUT', `/${child.childId}`, { born: '2026-04', heightCm: null });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual([changed.json().response.data.child.born, changed.json().response.data.child.heightCm], ['2026-04', null]);
});

it('refuses a month out of range, a height no child has and a missing consent, writing nothing', async () => {
  const before = await rows(bob);
  for (const [payload, status, code] of [
    [{ born: '2014-11', consent: true }, 400, CHILDREN_CODES.born],
    [{ born: '2027-11', consent: true }, 400, CHILDREN_CODES.born],
    [{ born: '2026-13', consent: true }, 400, CHILDREN_CODES.born],
    [{ born: '2026-05', heightCm: 30, consent: true }, 400, CHILDREN_CODES.height],
    [{ born: '2026-05' }, 400, CHILDREN_CODES.consent],
    [{ born: '2026-05', consent: false }, 400, CHILDREN_CODES.consent],
  ] as const) {
    const res = await call(bob, 'POST', '', payload);
    assert.deepEqual([res.statusCode, res.json().response.error.code], [status, code], JSON.stringify(payload));
  }
  assert.equal(await rows(bob), before);
  // A due month ahead is a child too.
  assert.equal((await call(bob, 'POST', '', { born: '2027-03', consent: true })).statusCode, 201);
});

it(`takes at most ${CHILDREN_MAX} children an account`, async () => {
  const carol = await member('Carol');
  for (let i = 0; i < CHILDREN_MAX; i++) assert.equal((await call(carol, 'POST', '', { born: `20${String(15 + (i % 10)).padStart(2, '0')}-03`, consent: true })).statusCode, 201);
  const refused = await call(carol, 'POST', '', { born: '2025-01', consent: true });
  assert.deepEqual([refused.statusCode, refused.json().response.error.code], [409, CHILDREN_CODES.tooMany]);
  assert.equal(await rows(carol), CHILDREN_MAX);
});

it("another account's child is not found: not shown, changed or deleted; the owner's token alone reaches the list", async () => {
  const { child } = (await call(ann, 'POST', '', { born: '2024-09', consent: true })).json().response.data;
  assert.equal((await call(bob, 'PUT', `/${child.childId}`, { born: '2024-10', heightCm: null })).statusCode, 404);
  assert.equal((await call(bob, 'DELETE', `/${child.childId}`)).statusCode, 404);
  assert.equal((await call(ann, 'GET', '', undefined, bob.auth)).statusCode, 403);
  assert.equal((await call(ann, 'GET', '', undefined, {})).statusCode, 401);
  const mine = (await call(ann, 'GET')).json().response.data.children.map((c: { born: string }) => c.born);
  assert.ok(mine.includes('2024-09'));
});

it('a deleted child is gone; the export lists the children; erasure leaves none', async () => {
  const dan = await member('Dan');
  const { child } = (await call(dan, 'POST', '', { born: '2025-06', heightCm: 80, consent: true })).json().response.data;
  await call(dan, 'POST', '', { born: '2022-02', consent: true });
  const deleted = await call(dan, 'DELETE', `/${child.childId}`);
  assert.deepEqual([deleted.statusCode, deleted.json().response.data.deleted], [200, true]);
  assert.equal((await call(dan, 'DELETE', `/${child.childId}`)).statusCode, 404);
  assert.equal(await rows(dan), 1);

  const exported = (await t.app.inject({ url: `/v3/members/${dan.memberId}/export?format=json`, headers: dan.auth })).json();
  assert.deepEqual(
    exported.data.member_children.map((c: { born_month: string }) => c.born_month),
    ['2022-02'],
  );

  assert.equal((await t.app.inject({ method: 'DELETE', url: `/v3/members/${dan.memberId}`, headers: dan.auth, payload: { password: dan.password } })).statusCode, 200);
  // The deletion was asked for on the real clock (the app's `now` is the children's): erased 15 days after that.
  assert.ok((await t.app.accountDeletion.eraseDue(new Date(Date.now() + 15 * DAY))) >= 1);
  assert.equal(await rows(dan), 0);
});

it("the outgrown table's clothing sizes are the catalogue's: every size the shop sells is a stage's", async () => {
  const stageSizes = OUTGROWN_STAGES.flatMap((s) => (s.shopSize ? [s.shopSize] : []));
  // Every size of the clothes in the catalogue (super-category 2); a sleeping bag's '0-6 months' is not a clothing band.
  const [listed] = await t.db.query<{ sizes: string[] }>(
    `SELECT array_agg(DISTINCT b.size) AS sizes FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
     WHERE pl.super_cat_id = 2 AND b.size IS NOT NULL`,
  );
  assert.ok(listed!.sizes.length > 5);
  for (const size of listed!.sizes) assert.ok(stageSizes.includes(size), `the seeded clothes' ${size}`);
});

it('answers what is coming up: the next clothes size, when, and how many the shop has in it now, as the stock changes', async () => {
  const cat = await member('Cat');
  // Born May 2026: 6–9 months in December 2026, 9–12 months from February 2027.
  const { child } = (await call(cat, 'POST', '', { born: '2026-05', consent: true })).json().response.data;
  const inStock = async () => {
    const [n] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
       WHERE pl.super_cat_id = 2 AND b.size = '9-12 months' AND b.box_sale_allowed
         AND ((b.ecom_quantity > 0 AND b.box_web_sale_allowed) OR EXISTS (SELECT 1 FROM store_stock ss WHERE ss.box_id = b.box_id AND ss.quantity > 0))`,
    );
    return n!.count;
  };
  const before = await inStock();
  assert.ok(before > 0, 'the seed has 9-12 months clothes');
  assert.deepEqual(child.comingUp, { stageId: 'clothing-9-12m', label: '9–12 months', due: '2027-02', inStock: before, url: '/products?superCatId=2&superCatName=Clothing&size=9-12%20months' });

  // One of them sells out everywhere: the count follows.
  const [box] = await t.db.query<{ box_id: string }>(
    `SELECT b.box_id FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id)
     WHERE pl.super_cat_id = 2 AND b.size = '9-12 months' AND b.ecom_quantity > 0 AND b.box_sale_allowed AND b.box_web_sale_allowed LIMIT 1`,
  );
  await t.db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [box!.box_id]);
  await t.db.query('UPDATE store_stock SET quantity = 0 WHERE box_id = $1', [box!.box_id]);
  const [listed] = (await call(cat, 'GET')).json().response.data.children;
  assert.equal(listed.comingUp.inStock, before - 1);

  // Past the last clothes size the shop sells, nothing is coming up.
  const older = (await call(cat, 'PUT', `/${child.childId}`, { born: '2015-01', heightCm: null })).json().response.data.child;
  assert.equal(older.comingUp, null);
});

it('never writes a child into the logs: no month, no height, whatever was asked', async () => {
  const eve = await member('Eve');
  await call(eve, 'POST', '', { born: '2019-07', heightCm: 123, consent: true });
  await call(eve, 'POST', '', { born: '2019-13', consent: true }); // refused: the refusal is logged, not the month
  await call(eve, 'GET');
  await t.app.inject({ url: `/v3/members/${eve.memberId}/children/outgrown`, headers: eve.auth });
  const logged = t.logs.join('\n');
  assert.ok(logged.length > 0, 'the app logs its requests');
  assert.doesNotMatch(logged, /2019-07|2019-13|"born"|heightCm|height_cm|born_month/);
});
