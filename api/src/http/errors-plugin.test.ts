// Schema failures answer with the field's §8 code and plain words: never ajv's text, which
// quotes the schema (a page that shows a server message would show a regex).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { ADDRESS_LINE_PATTERN } from '@shop/shared/api';
import Fastify from 'fastify';
import errorsPlugin from './errors-plugin.js';

async function app() {
  const a = Fastify();
  await a.register(errorsPlugin);
  a.post(
    '/things',
    {
      schema: {
        body: {
          type: 'object',
          required: ['line1'],
          additionalProperties: false,
          properties: { line1: { type: 'string', maxLength: 50, pattern: ADDRESS_LINE_PATTERN }, kind: { type: 'string', enum: ['a', 'b'] }, count: { type: 'integer', maximum: 5 } },
        },
      },
      config: { fieldCodes: { line1: 1043 } },
    },
    async () => ({ ok: true }),
  );
  return a;
}

it('words each failed rule without quoting the schema', async () => {
  const a = await app();
  const cases: Array<[object, number | string, string]> = [
    [{ line1: '<script>alert(1)</script>' }, 1043, 'Invalid line1: not in an accepted form'],
    [{ line1: 'x'.repeat(51) }, 1043, 'Invalid line1: too long'],
    [{}, 1043, 'Invalid line1: missing'],
    [{ line1: '1 High Street', kind: 'c' }, 5, 'Invalid kind: not one of the accepted values'],
    [{ line1: '1 High Street', count: 6 }, 5, 'Invalid count: too large'],
  ];
  for (const [payload, code, message] of cases) {
    const res = await a.inject({ method: 'POST', url: '/things', payload });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().response.error, { code, message });
    assert.doesNotMatch(res.body, /pattern|must|\\p\{|\^\[/);
  }
  await a.close();
});
