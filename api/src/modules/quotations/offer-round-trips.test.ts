// The offer is the sell-to-us call under load (issue #14: p99 ≤ 50 ms at 20 connections): its
// cost is mostly database round trips, each a wait on a busy pool. This counts them for one
// offer through the real route, so a change that adds one is seen here, not in a benchmark.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db, Queryable } from '../../db/db.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { BUY_IN_MODELS } from './buy-in-models.js';

let t: TestApp;
let me: { memberId: string; email: string; auth: Record<string, string> };

before(async () => {
  t = await startTestApp();
  const a = await createVerifiedMember(t.app);
  me = { memberId: a.memberId, email: a.email, auth: (await signedIn(t.app, a.email, a.password)).auth };
});
after(() => t.close());

/** Runs `work`, counting the database round trips it makes (a transaction adds its BEGIN and COMMIT). */
async function roundTrips(work: () => Promise<unknown>) {
  const db = t.db;
  const { query, transaction } = db;
  const sql: string[] = [];
  const counted = (q: Queryable): Queryable => ({ query: (text, params) => (sql.push(text.trim().split(/\s+/).slice(0, 4).join(' ')), q.query(text, params)) });
  db.query = (text, params) => counted({ query: query.bind(db) }).query(text, params);
  db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => (sql.push('BEGIN'), transaction.call(db, (tx) => fn(counted(tx))).finally(() => sql.push('COMMIT')))) as Db['transaction'];
  try {
    await work();
  } finally {
    Object.assign(db, { query, transaction });
  }
  return sql;
}

describe('an offer', () => {
  it('costs three database round trips: the token session, the quote with all the offer reads, the move with its history and e-mail', async () => {
    const pushchair = BUY_IN_MODELS.find((m) => m.name === 'iCandy Orange 4')!;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/v3/${url}`, headers: me.auth, ...(payload ? { payload } : {}) });
    const created = await call('POST', 'quotations/create', { categoryId: pushchair.categoryId, masterBoxId: pushchair.masterBoxId, quantity: 1 });
    const { quoteId } = created.json().response.data.quotation;
    const answered = await call('POST', `quotations/${quoteId}/questions`, {
      answers: [
        { questionId: 'condition', answerIds: ['B'] },
        { questionId: 'included', answerIds: ['bumper-bar', 'manual'] },
        { questionId: 'faults', answerIds: [] },
        { questionId: 'age', answerIds: ['1-2'] },
      ],
    });
    assert.equal(answered.statusCode, 200, answered.body);
    await addRequiredPhotos(t.app, me, quoteId);

    let res: Awaited<ReturnType<typeof call>> | undefined;
    const trips = await roundTrips(async () => (res = await call('POST', `quotations/${quoteId}/offer`)));
    assert.equal(res!.statusCode, 200, res!.body);
    assert.equal(res!.json().response.data.quotation.status, 'offered');
    assert.ok(trips.length <= 3, `${trips.length} round trips: ${trips.join(' | ')}`);
    // The e-mail went out with the move, in the same statement.
    const mails = await t.db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox WHERE subject = $1', [`Your offer for ${pushchair.name}`]);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.recipient, me.email);
    assert.match(mails[0]!.body, /^Hello \S+,/);
  });
});
