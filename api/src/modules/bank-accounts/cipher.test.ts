import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import { createBankCipher } from './cipher.js';

const cipher = createBankCipher(randomBytes(32));

it('opens what it sealed, and never seals the same value the same way twice', () => {
  const a = cipher.seal('12345678', '1000001:account');
  const b = cipher.seal('12345678', '1000001:account');
  assert.notEqual(a, b);
  assert.ok(!a.includes('12345678'));
  assert.equal(cipher.open(a, '1000001:account'), '12345678');
});

it('refuses a value moved to another member or field, altered, or sealed with another key', () => {
  const sealed = cipher.seal('12345678', '1000001:account');
  assert.throws(() => cipher.open(sealed, '1000002:account'));
  assert.throws(() => cipher.open(sealed, '1000001:sortCode'));
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  raw[raw.length - 1]! ^= 1;
  assert.throws(() => cipher.open(`v1.${raw.toString('base64url')}`, '1000001:account'));
  assert.throws(() => createBankCipher(randomBytes(32)).open(sealed, '1000001:account'));
});

it('fingerprints equal accounts equally, different ones and other keys differently', () => {
  assert.equal(cipher.fingerprint('089999', '66374958'), cipher.fingerprint('089999', '66374958'));
  assert.notEqual(cipher.fingerprint('089999', '66374958'), cipher.fingerprint('089999', '66374959'));
  assert.notEqual(cipher.fingerprint('089999', '66374958'), createBankCipher(randomBytes(32)).fingerprint('089999', '66374958'));
});

it('wants a 32-byte key', () => {
  assert.throws(() => createBankCipher(randomBytes(16)));
});

it('takes BANK_DATA_KEY as base64 or hex, refuses other lengths, and names it missing in production mode', async () => {
  const { loadConfig } = await import('../../config.js');
  const base = { AUTH_JWT_SECRET: 'x'.repeat(32), PGLITE_DIR: ':memory:', SHOP_MODE: 'development' };
  const key = randomBytes(32);
  assert.deepEqual(loadConfig({ ...base, BANK_DATA_KEY: key.toString('base64') }).bankDataKey, key);
  assert.deepEqual(loadConfig({ ...base, BANK_DATA_KEY: key.toString('hex') }).bankDataKey, key);
  assert.throws(() => loadConfig({ ...base, BANK_DATA_KEY: randomBytes(16).toString('base64') }), /32 bytes/);
  assert.ok(loadConfig({ ...base, SHOP_MODE: 'production' }).missing.some((m) => m.name === 'BANK_DATA_KEY'));
});
