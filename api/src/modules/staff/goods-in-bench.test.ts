// The goods-in bench's API (issue 35) on a real database over real HTTP: the goods-in permission
// (granted by the staff command; G001 without it, on every bench route and the live stream), a
// parcel as the bench shows it (answers, what each grade pays and whether the member is asked,
// who did what), claims two staff members cannot both hold (G002; they expire), the live stream
// of every change and claim, and the listing preview staff correct before the item goes on sale.
import assert from 'node:assert/strict';
import { GOODS_IN_CODES } from '@shop/shared/api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GOODS_IN_CLAIM_MINUTES } from '@shop/shared/rules';
import { openEventStream, waitFor } from '../../testing/event-stream.js';
import { parcelsOf } from '../../testing/parcels.js';
import { staffSession } from '../../testing/staff.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import type { StaffEvent } from '../live/hub.js';
import { pngPhoto } from '../quote-images/test-photos.js';
import { parseGoodsInPermissionCommand, runGoodsInPermissionCommand } from './goods-in-permission-command.js';

type Auth = Record<string, string>;
let t: TestApp;
let base: string;
let me: { memberId: string; auth: Auth };
let ann: { staffId: string; email: string; auth: Auth };
let ben: { staffId: string; email: string; auth: Auth };
let parcels: ReturnType<typeof parcelsOf>;
/** The shop's clock, moved on by tests that wait for a claim to expire. */
let offsetMs = 0;

const dataDir = mkdtempSync(join(tmpdir(), 'goods-in-bench-'));
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '60', DATA_DIR: dataDir }, { now: () => new Date(Date.now() + offsetMs), liveHeartbeatMs: 500 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = await createVerifiedMember(t.app);
  me = { memberId: a.memberId, auth: (await signedIn(t.app, a.email, a.password)).auth };
  ann = await staffSession(t.app, 'Ann Goods-In');
  ben = await staffSession(t.app, 'Ben Goods-In');
  parcels = parcelsOf(t.app, me);
});
after(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (who: { auth: Auth } | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/v3/${url}`, headers: who?.auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const data = (res: { json(): any }) => res.json().response.data;
const codeOf = (res: { json(): any }) => res.json().response.error?.code;

describe('the goods-in permission', () => {
  it('refuses staff without it on every bench route and the live stream (403 G001); the staff command grants and revokes it', async () => {
    const newcomer = await staffSession(t.app, 'Nia New', { goodsIn: false });
    const q = await parcels.acceptedQuote('Joie Pact');
    const orderId = await parcels.sentOrder([q]);
    const urls: Array<['GET' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', 'staff/webbuyorders/arriving'],
      ['GET', `staff/goods-in/parcels/${orderId}`],
      ['PUT', `staff/webbuyorders/${orderId}/receive`, {}],
      ['PUT', `staff/quotations/${q}/claim`, {}],
      ['DELETE', `staff/quotations/${q}/claim`],
      ['PUT', `staff/quotations/${q}/inspect`, { outcome: 'confirm' }],
      ['PUT', `staff/quotations/${q}/pay`, {}],
      ['GET', `staff/quotations/${q}/images`],
      ['GET', `staff/quotations/${q}/listing`],
      ['GET', 'staff/goods-in/events'],
    ];
    for (const [method, url, body] of urls) {
      const res = await as(newcomer, method, url, body);
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.equal(codeOf(res), GOODS_IN_CODES.permission, `${method} ${url}`);
    }
    // Nothing happened: the parcel is still on its way.
    assert.equal((await t.db.query<{ state: string }>('SELECT state FROM web_buy_orders WHERE web_buy_order_id = $1', [orderId]))[0]!.state, 'sent');
    // A member is refused as on any staff route, and no token asks for one.
    assert.equal((await as(me, 'GET', `staff/goods-in/parcels/${orderId}`)).statusCode, 403);
    assert.equal((await as(null, 'GET', `staff/goods-in/parcels/${orderId}`)).statusCode, 401);

    const lines: string[] = [];
    const grant = parseGoodsInPermissionCommand(['goods-in-permission', 'grant', newcomer.email]);
    assert.ok(grant && grant !== 'usage');
    assert.equal(await runGoodsInPermissionCommand(t.db, grant, (l) => lines.push(l)), true);
    assert.equal((await as(newcomer, 'GET', `staff/goods-in/parcels/${orderId}`)).statusCode, 200);
    const list = parseGoodsInPermissionCommand(['goods-in-permission', 'list']);
    assert.ok(list && list !== 'usage');
    await runGoodsInPermissionCommand(t.db, list, (l) => lines.push(l));
    assert.ok(
      lines.some((l) => l.startsWith(newcomer.email)),
      lines.join('\n'),
    );
    const revoke = parseGoodsInPermissionCommand(['goods-in-permission', 'revoke', newcomer.email]);
    assert.ok(revoke && revoke !== 'usage');
    await runGoodsInPermissionCommand(t.db, revoke, (l) => lines.push(l));
    assert.equal((await as(newcomer, 'GET', `staff/goods-in/parcels/${orderId}`)).statusCode, 403);
    assert.equal(parseGoodsInPermissionCommand(['goods-in-permission', 'grant']), 'usage');
    assert.equal(await runGoodsInPermissionCommand(t.db, { kind: 'grant', email: 'nobody@littleloop.example' }, (l) => lines.push(l)), false);
  });
});

describe('a parcel at the bench', () => {
  it("shows each item with the member's answers, what each grade pays and whether the member is asked, and who did what", async () => {
    // £10 tolerance: B → C on a Joie Pact is within it; on the dearer Graco it is not (the offer rules).
    const pact = await parcels.acceptedQuote('Joie Pact', 1000);
    const orderId = await parcels.sentOrder([pact]);
    assert.equal((await as(ann, 'PUT', `staff/webbuyorders/${orderId}/receive`, {})).statusCode, 200);
    const res = await as(ann, 'GET', `staff/goods-in/parcels/${orderId}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const { parcel, claims } = data(res);
    assert.deepEqual(claims, []);
    const [item] = parcel.items;
    assert.equal(item.status, 'received');
    assert.equal(item.declaredGrade, 'B');
    assert.equal(item.revisionTolerance, 1000);
    assert.ok(
      item.answers.some((a: { question: string; answer: string }) => /condition/i.test(a.question) && a.answer.length > 0),
      JSON.stringify(item.answers),
    );
    const byGrade = Object.fromEntries(item.gradeOptions.map((o: { grade: string; amount: number; withinTolerance: boolean }) => [o.grade, o]));
    assert.equal(byGrade.B.amount, item.offered, 'confirming pays what was offered');
    assert.equal(byGrade.B.withinTolerance, true);
    assert.equal(byGrade.C.withinTolerance, item.offered - byGrade.C.amount <= 1000);
    assert.equal(item.payout, null);
    // A Joie Pact taken as a voucher carries the £10 trade-up bonus: paying it pays the offer and the bonus.
    assert.equal(item.tradeUpBonus, 1000);
    // Who received it, by name, and when.
    assert.deepEqual(item.history.at(-1).by, 'Ann Goods-In');
    assert.equal(parcel.history.at(-1).by, 'Ann Goods-In');
    assert.doesNotMatch(res.body, /Lavender Hill|07700/);
    assert.equal((await as(ann, 'GET', 'staff/goods-in/parcels/WB00000000')).statusCode, 404);
  });
});

describe('two staff members at once', () => {
  it('an item one has open is taken for the other (409 G002) until it is let go or the claim expires; a second pay is one payout', async () => {
    const q = await parcels.acceptedQuote('Joie Pact');
    const orderId = await parcels.sentOrder([q]);
    await as(ann, 'PUT', `staff/webbuyorders/${orderId}/receive`, {});
    const taken = await as(ann, 'PUT', `staff/quotations/${q}/claim`, {});
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(data(taken).claim.by, 'Ann Goods-In');
    // Ben sees it taken, and cannot take, inspect or pay it.
    assert.deepEqual(
      data(await as(ben, 'GET', `staff/goods-in/parcels/${orderId}`)).claims.map((c: { quoteId: string; by: string }) => [c.quoteId, c.by]),
      [[q, 'Ann Goods-In']],
    );
    for (const [method, url, body] of [
      ['PUT', `staff/quotations/${q}/claim`, {}],
      ['PUT', `staff/quotations/${q}/inspect`, { outcome: 'confirm' }],
      ['PUT', `staff/quotations/${q}/pay`, {}],
    ] as const) {
      const res = await as(ben, method, url, body);
      assert.equal(res.statusCode, 409, `${url}: ${res.body}`);
      assert.equal(codeOf(res), GOODS_IN_CODES.claimed);
      assert.match(res.json().response.error.message, /Ann Goods-In/);
    }
    assert.equal((await t.db.query<{ state: string }>('SELECT state FROM quotations WHERE quote_id = $1', [q]))[0]!.state, 'received');
    // Ben letting go of Ann's claim does nothing; Ann renews hers.
    await as(ben, 'DELETE', `staff/quotations/${q}/claim`);
    assert.equal((await as(ann, 'PUT', `staff/quotations/${q}/claim`, {})).statusCode, 200);
    // Ann confirms and pays; pressed twice at once, one payout.
    assert.equal((await as(ann, 'PUT', `staff/quotations/${q}/inspect`, { outcome: 'confirm' })).statusCode, 200);
    const [first, second] = await Promise.all([as(ann, 'PUT', `staff/quotations/${q}/pay`, {}), as(ann, 'PUT', `staff/quotations/${q}/pay`, {})]);
    assert.deepEqual([first.statusCode, second.statusCode], [200, 200], first.body + second.body);
    assert.equal((await t.db.query('SELECT 1 FROM quote_payouts WHERE quote_id = $1', [q])).length, 1);

    // A claim left open expires: after GOODS_IN_CLAIM_MINUTES the item is anyone's.
    const next = await parcels.acceptedQuote('Joie Pact');
    const nextOrder = await parcels.sentOrder([next]);
    await as(ann, 'PUT', `staff/webbuyorders/${nextOrder}/receive`, {});
    await as(ann, 'PUT', `staff/quotations/${next}/claim`, {});
    assert.equal((await as(ben, 'PUT', `staff/quotations/${next}/claim`, {})).statusCode, 409);
    offsetMs += (GOODS_IN_CLAIM_MINUTES + 1) * 60_000;
    try {
      assert.deepEqual(data(await as(ben, 'GET', `staff/goods-in/parcels/${nextOrder}`)).claims, [], 'an expired claim is not shown');
      const mine = await as(ben, 'PUT', `staff/quotations/${next}/claim`, {});
      assert.equal(mine.statusCode, 200, mine.body);
      assert.equal(data(mine).claim.by, 'Ben Goods-In');
      // Ann's own 'let go' no longer touches Ben's claim.
      await as(ann, 'DELETE', `staff/quotations/${next}/claim`);
      assert.equal((await as(ann, 'PUT', `staff/quotations/${next}/inspect`, { outcome: 'confirm' })).statusCode, 409);
      assert.equal((await as(ben, 'DELETE', `staff/quotations/${next}/claim`)).statusCode, 200);
      assert.equal((await as(ann, 'PUT', `staff/quotations/${next}/inspect`, { outcome: 'confirm' })).statusCode, 200);
    } finally {
      offsetMs = 0;
    }
    assert.equal((await as(ann, 'PUT', 'staff/quotations/QT00000000000000/claim', {})).statusCode >= 400, true);
  });
});

describe('live at the bench', () => {
  it("streams every parcel's and item's change and each claim to staff with the permission", async () => {
    const stream = await openEventStream<StaffEvent>(`${base}/v3/staff/goods-in/events`, ann.auth);
    try {
      assert.equal(stream.res.status, 200);
      assert.equal(stream.res.headers.get('cache-control'), 'no-store');
      const q = await parcels.acceptedQuote('Joie Pact');
      const orderId = await parcels.sentOrder([q]);
      await as(ben, 'PUT', `staff/webbuyorders/${orderId}/receive`, {});
      await waitFor('the receipt', () => stream.statuses().some((e) => e.kind === 'webBuyOrder' && e.id === orderId && e.to === 'received'));
      await waitFor("the item's receipt", () => stream.statuses().some((e) => e.kind === 'quote' && e.id === q && e.to === 'received'));
      await as(ben, 'PUT', `staff/quotations/${q}/claim`, {});
      await waitFor('the claim', () => stream.statuses().some((e) => e.kind === 'claim' && e.id === q && e.to === 'claimed'));
      await as(ben, 'DELETE', `staff/quotations/${q}/claim`);
      await waitFor('the release', () => stream.statuses().some((e) => e.kind === 'claim' && e.id === q && e.to === 'released'));
      // Ids and states only: nothing personal travels.
      assert.doesNotMatch(stream.raw.join('\n'), /memberId|Lovelace|@/);
    } finally {
      stream.close();
    }
    // A member's stream never hears a claim.
    const memberStream = await openEventStream<StaffEvent>(`${base}/v3/members/${me.memberId}/events`, me.auth);
    try {
      const q = await parcels.acceptedQuote('Joie Pact');
      const orderId = await parcels.sentOrder([q]);
      await as(ben, 'PUT', `staff/webbuyorders/${orderId}/receive`, {});
      await as(ben, 'PUT', `staff/quotations/${q}/claim`, {});
      await as(ben, 'PUT', `staff/quotations/${q}/inspect`, { outcome: 'confirm' });
      await waitFor('the inspection', () => memberStream.statuses().some((e) => e.id === q && e.to === 'inspected'));
      assert.ok(!memberStream.statuses().some((e) => e.kind === 'claim'));
    } finally {
      memberStream.close();
    }
  });
});

describe('the listing before the item goes on sale', () => {
  it("shows the item as a shopper will, with the member's photo only with their yes; staff corrections are what goes on sale", async () => {
    const q = await parcels.acceptedQuote('Joie Pact', 0, await pngPhoto());
    const orderId = await parcels.sentOrder([q]);
    await as(ann, 'PUT', `staff/webbuyorders/${orderId}/receive`, {});
    const preview = await as(ann, 'GET', `staff/quotations/${q}/listing`);
    assert.equal(preview.statusCode, 200, preview.body);
    const { listing } = data(preview);
    assert.equal(listing.grade, 'B');
    assert.match(listing.priceText, /^£\d/);
    assert.equal(listing.boxId, null);
    const memberPhotos = listing.photos.filter((p: { takenBy: string }) => p.takenBy === 'member');
    assert.ok(memberPhotos.length > 0);
    // Without the member's yes at upload their photos may not be shown, whatever staff choose.
    assert.ok(memberPhotos.every((p: { shown: boolean; allowed: boolean }) => p.allowed === false && p.shown === false));

    const note = 'A small scuff on the left wheel arch; otherwise clean and complete.';
    const bad = await as(ann, 'PUT', `staff/quotations/${q}/listing`, { wearNote: '   ', hiddenImageIds: [] });
    assert.equal(bad.statusCode, 400);
    const corrected = await as(ann, 'PUT', `staff/quotations/${q}/listing`, { wearNote: note, hiddenImageIds: [] });
    assert.equal(corrected.statusCode, 200, corrected.body);
    assert.equal(data(corrected).listing.wearNote, note);
    assert.equal(data(corrected).listing.wearNoteCorrected, true);

    await as(ann, 'PUT', `staff/quotations/${q}/inspect`, { outcome: 'confirm' });
    assert.equal((await as(ann, 'PUT', `staff/quotations/${q}/pay`, {})).statusCode, 200);
    const [box] = await t.db.query<{ wear: string }>('SELECT b.wear FROM restocked_quotes r JOIN boxes b USING (box_id) WHERE r.quote_id = $1', [q]);
    assert.equal(box?.wear, note, 'the corrected words are on the product page');
    const late = await as(ann, 'PUT', `staff/quotations/${q}/listing`, { wearNote: 'Too late', hiddenImageIds: [] });
    assert.equal(late.statusCode, 409);
  });
});
