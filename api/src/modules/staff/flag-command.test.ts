import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFlagCommand } from './flag-command.js';

describe('staff flag', () => {
  it('reads list and <name> on|off, and says usage for anything else', () => {
    assert.deepEqual(parseFlagCommand(['flag', 'list']), { kind: 'list' });
    assert.deepEqual(parseFlagCommand(['flag', 'clickAndCollect', 'off']), { kind: 'set', flag: 'clickAndCollect', on: false });
    assert.deepEqual(parseFlagCommand(['flag', 'waiveDeliveryCharge', 'on']), { kind: 'set', flag: 'waiveDeliveryCharge', on: true });
    for (const bad of [['flag'], ['flag', 'clickAndCollect'], ['flag', 'clickAndCollect', 'yes'], ['flag', 'freeMoney', 'on'], ['flag', 'list', 'now']]) assert.equal(parseFlagCommand(bad), 'usage');
    assert.equal(parseFlagCommand(['stock', 'LL000001', '2']), null);
  });
});
