// Favourites through the real routes on a real database: add, list, ids, remove, bad input, ownership.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let me: { memberId: string; auth: Record<string, string> };
let boxes: string[];
before(async () => {
  t = await startTestApp();
  const m = await createVerifiedMember(t.app);
  me = { memberId: m.memberId, auth: (await signedIn(t.app, m.email, m.password)).auth };
  boxes = (await t.db.query<{ box_id: string }>('SELECT box_id FROM boxes ORDER BY box_id LIMIT 3')).map((r) => r.box_id);
});
after(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, o: { payload?: object; auth?: Record<string, string>; memberId?: string } = {}) =>
  t.app.inject({ method, url: `/v3/members/${o.memberId ?? me.memberId}/${path}`, headers: o.auth ?? me.auth, ...(o.payload ? { payload: o.payload } : {}) });

it('adds favourites, lists them as product cards newest first, answers their ids, and removes one', async () => {
  const first = await call('POST', 'favouriteboxes', { payload: { boxId: boxes[0] } });
  assert.equal(first.statusCode, 201, first.body);
  assert.deepEqual(first.json().response.data.favouriteBoxIds, [boxes[0]]);
  // Lower case is the same box; pressing the heart twice keeps one favourite.
  await call('POST', 'favouriteboxes', { payload: { boxId: boxes[1]!.toLowerCase() } });
  const again = await call('POST', 'favouriteboxes', { payload: { boxId: boxes[1] } });
  assert.deepEqual(new Set(again.json().response.data.favouriteBoxIds), new Set([boxes[0], boxes[1]]));

  const list = await call('GET', 'favouriteboxes');
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['cache-control'], 'no-store');
  const cards = list.json().response.data.favouriteBoxes as Array<{ boxId: string; boxName: string; sellPrice: number; imageUrls: object }>;
  assert.deepEqual(new Set(cards.map((c) => c.boxId)), new Set([boxes[0], boxes[1]]));
  assert.ok(cards.every((c) => c.boxName && c.sellPrice > 0 && c.imageUrls));

  const removed = await call('DELETE', `favouriteboxes?boxId=${boxes[0]}`);
  assert.equal(removed.statusCode, 200, removed.body);
  assert.deepEqual(removed.json().response.data.favouriteBoxIds, [boxes[1]]);
  const ids = await call('GET', 'favouriteboxesids');
  assert.equal(ids.headers['cache-control'], 'no-store');
  assert.deepEqual(ids.json().response.data.favouriteBoxIds, [boxes[1]]);
});

it('refuses malformed, hostile and unknown box ids with code 5 and changes nothing', async () => {
  const before = (await call('GET', 'favouriteboxesids')).json().response.data.favouriteBoxIds;
  for (const payload of [{}, { boxId: "AB123456'; DROP TABLE favourite_boxes; --" }, { boxId: '<script>alert(1)</script>' }, { boxId: 12345678 }, { boxId: 'A'.repeat(10_000) }, { boxId: boxes[2], extra: 1 }]) {
    const res = await call('POST', 'favouriteboxes', { payload });
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload).slice(0, 60)}: ${res.body}`);
    assert.equal(res.json().response.error.code, 5);
  }
  const unknown = await call('POST', 'favouriteboxes', { payload: { boxId: 'ZZ999999' } });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().response.error.code, 5);
  assert.equal((await call('DELETE', 'favouriteboxes?boxId=1%27%20OR%201=1')).statusCode, 400);
  assert.equal((await call('DELETE', 'favouriteboxes')).statusCode, 400);
  assert.deepEqual((await call('GET', 'favouriteboxesids')).json().response.data.favouriteBoxIds, before);
});

it("gives another member's token 403 and no data, and a guest 401", async () => {
  const other = await createVerifiedMember(t.app, { firstName: 'Eve' });
  const eve = (await signedIn(t.app, other.email, other.password)).auth;
  for (const [method, path, payload] of [
    ['GET', 'favouriteboxes'],
    ['GET', 'favouriteboxesids'],
    ['POST', 'favouriteboxes', { boxId: boxes[2] }],
    ['DELETE', `favouriteboxes?boxId=${boxes[1]}`],
  ] as const) {
    const res = await call(method, path, { auth: eve, ...(payload ? { payload } : {}) });
    assert.equal(res.statusCode, 403, `${method} ${path}`);
    assert.equal(res.json().response.data, null);
    assert.equal((await call(method, path, { auth: {}, ...(payload ? { payload } : {}) })).statusCode, 401);
  }
  assert.deepEqual((await call('GET', 'favouriteboxesids')).json().response.data.favouriteBoxIds, [boxes[1]]);
});
