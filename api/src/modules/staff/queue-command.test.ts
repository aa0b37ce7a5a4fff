import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../config.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { parseQueueCommand, runQueueCommand } from './queue-command.js';

describe('staff queue', () => {
  it('reads on, off and status, and says usage for anything else', () => {
    assert.deepEqual(parseQueueCommand(['queue', 'on']), { kind: 'set', on: true });
    assert.deepEqual(parseQueueCommand(['queue', 'off']), { kind: 'set', on: false });
    assert.deepEqual(parseQueueCommand(['queue', 'status']), { kind: 'status' });
    for (const bad of [['queue'], ['queue', 'yes'], ['queue', 'on', 'now']]) assert.equal(parseQueueCommand(bad), 'usage');
    assert.equal(parseQueueCommand(['flag', 'list']), null);
  });

  // A real database (PGlite, or DATABASE_URL's PostgreSQL in a schema of its own).
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('turns the switch on and off in the database, with who did it', async () => {
    const db = t.db;
    const config = loadConfig({ PGLITE_DIR: ':memory:', AUTH_JWT_SECRET: 'x'.repeat(32), BANK_DATA_KEY: Buffer.alloc(32, 1).toString('base64'), QUEUE_CAPACITY: '7' });
    const lines: string[] = [];
    await runQueueCommand(db, config, { kind: 'set', on: true }, (l) => lines.push(l));
    assert.match(lines[0]!, /^waiting room on {2}last changed by cli:/);
    assert.match(lines[1]!, /^capacity 7, 0 shopping, 0 waiting/);
    const [row] = await db.query<{ turned_on: boolean }>('SELECT turned_on FROM queue_switch');
    assert.equal(row!.turned_on, true);
    await runQueueCommand(db, config, { kind: 'set', on: false }, () => undefined);
    lines.length = 0;
    await runQueueCommand(db, config, { kind: 'status' }, (l) => lines.push(l));
    assert.match(lines[0]!, /^waiting room off/);
  });
});
