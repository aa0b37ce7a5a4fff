import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createPasses } from './passes.js';

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
