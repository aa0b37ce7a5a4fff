import assert from 'node:assert/strict';
import { it } from 'node:test';
import { cookieValue, createPasses } from './passes.js';

it('reads one cookie, and a malformed value is no pass rather than an error', () => {
  assert.equal(cookieValue('a=1; shop_queue=abc%2Edef; b=2', 'shop_queue'), 'abc.def');
  assert.equal(cookieValue('shop_queue=%E0%A4%A', 'shop_queue'), undefined);
  assert.equal(cookieValue(undefined, 'shop_queue'), undefined);
});

it('a pass is only valid as its own kind, signed with its key, before it lapses', async () => {
  const passes = createPasses('test-secret-0123456789abcdef0123456789');
  const now = new Date('2026-11-26T12:00:00Z');
  const visitorId = '0b6f2a3e-4c1d-4e8f-9a7b-2c3d4e5f6a7b';
  const ticket = await passes.sign('ticket', { visitorId, seq: 7, expiresAt: Math.floor(now.getTime() / 1000) + 60 });
  assert.deepEqual(await passes.verify('ticket', ticket, now), { visitorId, seq: 7, expiresAt: Math.floor(now.getTime() / 1000) + 60 });
  assert.equal(await passes.verify('admission', ticket, now), null, 'a ticket is no admission');
  assert.equal(await createPasses('another-secret-0123456789abcdef01234').verify('ticket', ticket, now), null, 'another key');
  assert.equal(await passes.verify('ticket', ticket, new Date(now.getTime() + 120_000)), null, 'lapsed');
});
