// The privacy policy's retention promises, kept by the server: messages and feedback after two
// years, applications and their CV files six months after the vacancy closed; newer ones stay.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { localCvStorage } from '../jobs/cv.js';
import { createRetention } from './retention.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('retention', () => {
  it('removes enquiries, franchise enquiries and feedback past two years, and applications with their CVs six months after closing; keeps the rest', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'retention-cvs-'));
    const cvs = localCvStorage(folder);
    const q = (sql: string, params: unknown[] = []) => t.db.query(sql, params);
    const enquiry = (age: string) =>
      q(
        `INSERT INTO contact_enquiries (kind, name, email, category_id, subject, message, created_at) VALUES ('enquiry', 'Grace Hopper', 'grace@example.co.uk', 1, 'My order', 'Where is it?', now() - $1::interval) RETURNING enquiry_id`,
        [age],
      );
    const [old] = await enquiry('2 years 1 day');
    const [recent] = await enquiry('23 months');
    await q(
      `INSERT INTO franchise_enquiries (name, email, town, message, created_at) VALUES ('Ada Lovelace', 'ada@example.co.uk', 'Leeds', 'A store in Leeds?', now() - interval '3 years'), ('Mary Seacole', 'mary@example.co.uk', 'York', 'And York?', now())`,
    );

    const [store] = await q('SELECT store_id FROM stores ORDER BY store_id LIMIT 1');
    const job = (id: string, closed: string) =>
      q(
        `INSERT INTO store_jobs (job_id, store_id, title, role, hours, contract, pay, summary, description, posted_on, closes_on)
         VALUES ($1, $2, 'Sales assistant', 'sales', '16 hours', 'permanent', '£12.21 an hour', 'Help families', 'Help families buy and sell.', current_date - interval '1 year', current_date - $3::interval)`,
        [id, (store as { store_id: number }).store_id, closed],
      );
    await job('retention-closed-long-ago', '7 months');
    await job('retention-closed-lately', '1 month');
    const apply = async (jobId: string) => {
      const key = await cvs.put(PDF, 'application/pdf');
      await q(`INSERT INTO job_applications (job_id, name, email, cv_key, cv_type, consented_at) VALUES ($1, 'Alan Turing', 'alan@example.co.uk', $2, 'application/pdf', now())`, [jobId, key]);
      return key;
    };
    const goneCv = await apply('retention-closed-long-ago');
    const keptCv = await apply('retention-closed-lately');

    const removed = await createRetention({ db: t.db, cvs }).runOnce();
    assert.ok(removed.enquiries >= 1 && removed.franchise >= 1 && removed.applications >= 1, JSON.stringify(removed));
    const ids = (await q('SELECT enquiry_id FROM contact_enquiries')).map((r) => String((r as { enquiry_id: unknown }).enquiry_id));
    assert.ok(!ids.includes(String((old as { enquiry_id: unknown }).enquiry_id)), 'the two-year-old enquiry is gone');
    assert.ok(ids.includes(String((recent as { enquiry_id: unknown }).enquiry_id)), 'the recent one stays');
    assert.deepEqual(
      (await q("SELECT town FROM franchise_enquiries WHERE email LIKE '%@example.co.uk' ORDER BY town")).map((r) => (r as { town: string }).town),
      ['York'],
    );
    assert.deepEqual(
      (await q("SELECT job_id FROM job_applications WHERE job_id LIKE 'retention-%'")).map((r) => (r as { job_id: string }).job_id),
      ['retention-closed-lately'],
    );
    assert.equal(existsSync(join(folder, goneCv)), false, 'the CV file went with its application');
    assert.equal(existsSync(join(folder, keptCv)), true);

    // A second run finds nothing more.
    const again = await createRetention({ db: t.db, cvs }).runOnce();
    assert.deepEqual(again, { enquiries: 0, franchise: 0, feedback: 0, applications: 0, orders: 0, consents: 0 });
  });

  it("keeps what an erased account leaves for the accounts and as proof only as long as that duty lasts (docs/account.md 'What erasure keeps')", async () => {
    const q = (sql: string, params: unknown[] = []) => t.db.query<Record<string, unknown>>(sql, params);
    const account = async (erasedAgo: string | null) => {
      const [m] = await q(
        `INSERT INTO members (first_name, last_name, email, password_hash, status, erased_at) VALUES ('', '', 'erased-' || gen_random_uuid() || '@erased.invalid', '', $1, now() - $2::interval) RETURNING member_id::text AS id`,
        [erasedAgo === null ? 'active' : 'erased', erasedAgo ?? '0 days'],
      );
      return String(m!.id);
    };
    const order = async (memberId: string, age: string) => {
      const [o] = await q(
        `INSERT INTO web_sell_orders (order_number, member_id, idempotency_key, request_hash, status, sell_cost_pence, delivery_charge_pence, to_pay_pence, payment_type_id, created_at)
         VALUES ('WS-R-' || gen_random_uuid(), $1, gen_random_uuid()::text, 'h', 'paid', 1000, 0, 1000, 20, now() - $2::interval) RETURNING order_id::text AS id`,
        [memberId, age],
      );
      return String(o!.id);
    };
    const consent = (memberId: string) => q("INSERT INTO member_consent_history (member_id, consent_type_id, granted, source) VALUES ($1, 1, true, 'registration')", [memberId]);
    const longGone = await account('6 years 1 day');
    const lately = await account('1 year');
    const active = await account(null);
    const oldOfErased = await order(longGone, '7 years 1 day');
    const youngOfErased = await order(longGone, '6 years');
    const oldOfActive = await order(active, '8 years');
    for (const m of [longGone, lately, active]) await consent(m);

    const removed = await createRetention({ db: t.db, cvs: localCvStorage(mkdtempSync(join(tmpdir(), 'retention-cvs-'))) }).runOnce();
    assert.deepEqual([removed.orders, removed.consents], [1, 1]);
    const orders = (await q('SELECT order_id::text AS id FROM web_sell_orders WHERE order_id = ANY($1::bigint[])', [[oldOfErased, youngOfErased, oldOfActive]])).map((r) => r.id);
    assert.deepEqual(orders.sort(), [youngOfErased, oldOfActive].sort(), "an active member's order history stays theirs");
    const consents = (await q('SELECT member_id::text AS id FROM member_consent_history WHERE member_id = ANY($1::bigint[])', [[longGone, lately, active]])).map((r) => r.id);
    assert.deepEqual(consents.sort(), [lately, active].sort());
  });
});
