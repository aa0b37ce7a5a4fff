// The API tests' serialiser check fails an answer whose response schema would change it.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import Fastify from 'fastify';
import { open, replies } from '../http/envelope.js';
import { checkingSerializerCompiler, firstDifference } from './response-check.js';

it('names the first field that differs', () => {
  assert.equal(firstDifference({ a: { b: '' } }, { a: { b: null } }), '/a/b: null became ""');
  assert.equal(firstDifference({ a: 1 }, { a: 1 }), null);
});

it('fails a request whose schema drops or coerces a field, and passes one that keeps it', async () => {
  const app = Fastify();
  app.setSerializerCompiler(checkingSerializerCompiler);
  const nullAsText = { response: replies(open({ phone: { type: 'string' } })) };
  app.get('/coerced', { schema: nullAsText }, async () => ({ response: { ack: 'Success', data: { phone: null }, error: null } }));
  const closed = { response: { 200: { type: 'object', properties: { kept: { type: 'string' } } } } };
  app.get('/dropped', { schema: closed }, async () => ({ kept: 'yes', dropped: 'the pages read this' }));
  app.get('/kept', { schema: nullAsText }, async () => ({ response: { ack: 'Success', data: { phone: '01632 960001', more: [1, { two: 2 }] }, error: null } }));
  const write = process.stderr.write;
  process.stderr.write = () => true; // the check reports on stderr too
  try {
    assert.equal((await app.inject({ url: '/coerced' })).statusCode, 500);
    assert.equal((await app.inject({ url: '/dropped' })).statusCode, 500);
  } finally {
    process.stderr.write = write;
  }
  const kept = await app.inject({ url: '/kept' });
  assert.equal(kept.statusCode, 200);
  assert.deepEqual(kept.json().response.data, { phone: '01632 960001', more: [1, { two: 2 }] });
  await app.close();
});
