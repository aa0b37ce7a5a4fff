// The hub on its own, with a stand-in database: NOTIFY payloads reach the owner's streams only,
// malformed ones are dropped, the cap holds, and a lost listening connection is listened again
// and every open stream told to read again.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Db } from '../../db/db.js';
import { createMemberEventHub, parseNotification, type MemberEvent } from './hub.js';

function standInDb() {
  const listens: Array<{ channel: string; notify: (payload: string) => void; lost?: () => void }> = [];
  const db = {
    engine: 'postgres',
    query: async () => [{ schema: 't_abc' }],
    listen: async (channel: string, notify: (payload: string) => void, lost?: () => void) => void listens.push({ channel, notify, lost }),
  } as unknown as Db;
  return { db, listens };
}
const recorder = () => {
  const events: MemberEvent[] = [];
  let resyncs = 0;
  return { events, resyncs: () => resyncs, subscriber: { event: (e: MemberEvent) => events.push(e), resync: () => void resyncs++ } };
};
const payload = (memberId: string, to = 'sent') => JSON.stringify({ memberId, kind: 'quote', id: 'Q1', from: 'accepted', to, at: '2026-11-23T12:00:00.123456+00:00' });

it("listens on its schema's channel and hands each change to the owner's streams only", async () => {
  const { db, listens } = standInDb();
  const hub = createMemberEventHub({ db });
  await hub.start();
  assert.equal(listens[0]!.channel, 'member_events_t_abc');
  const mine = recorder();
  const theirs = recorder();
  hub.subscribe('1000001', mine.subscriber);
  hub.subscribe('1000002', theirs.subscriber);
  listens[0]!.notify(payload('1000001'));
  assert.deepEqual(mine.events, [{ kind: 'quote', id: 'Q1', from: 'accepted', to: 'sent', at: '2026-11-23T12:00:00.123Z' }]);
  assert.deepEqual(theirs.events, []);
});

it('drops what it cannot read', () => {
  for (const bad of ['', 'not json', '{}', JSON.stringify({ memberId: 1, kind: 'quote', id: 'Q', to: 'sent' }), JSON.stringify({ memberId: '1', kind: 'basket', id: 'Q', to: 'x' })]) {
    assert.equal(parseNotification(bad), null, bad);
  }
});

it('refuses a stream past the cap and takes one again once another closes', async () => {
  const { db } = standInDb();
  const hub = createMemberEventHub({ db, maxPerMember: 2 });
  const first = hub.subscribe('7', recorder().subscriber)!;
  assert.ok(hub.subscribe('7', recorder().subscriber));
  assert.equal(hub.subscribe('7', recorder().subscriber), null);
  assert.ok(hub.subscribe('8', recorder().subscriber), 'another member is not held back');
  first();
  assert.ok(hub.subscribe('7', recorder().subscriber));
  assert.equal(hub.openStreams(), 3);
});

it('listens again after the connection is lost (once, however many times it is told) and tells every stream to read again', async () => {
  const { db, listens } = standInDb();
  const hub = createMemberEventHub({ db, relistenMs: 10 });
  await hub.start();
  const mine = recorder();
  hub.subscribe('1000001', mine.subscriber);
  listens[0]!.lost!();
  listens[0]!.lost!(); // 'error' then 'end' of the same connection
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(listens.length, 2);
  assert.equal(mine.resyncs(), 1);
  listens[1]!.notify(payload('1000001', 'received'));
  assert.equal(mine.events.at(-1)!.to, 'received');
  hub.close();
  listens[1]!.lost!();
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(listens.length, 2, 'a closed hub does not listen again');
});
