// The OpenAPI document lists every route the server registered, each fully described, and is
// valid OpenAPI 3.1. A route added without a schema fails here, by name.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type RouteOptions } from 'fastify';
import { createVerifiedMember, startTestApp, type TestApp } from '../testing/test-app.js';
import { ok, open, replies, routeSchema } from './envelope.js';
import openapi, { DOCS_PATH, OPENAPI_PATH } from './openapi.js';

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  'x-envelope'?: boolean;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/** What is missing from the document or a route's schema, one line per problem. */
export function undocumented(doc: Doc, routes: RouteOptions[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      // HEAD answers are Fastify's twins of the GET routes; OPTIONS * is the CORS preflight.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const name = `${method} ${route.url}`;
      const schema = route.schema as (Record<string, unknown> & { response?: Record<string, unknown> }) | undefined;
      if (!schema) {
        problems.push(`${name}: no schema`);
        continue;
      }
      for (const part of ['tags', 'summary', 'response'] as const) if (!schema[part]) problems.push(`${name}: no ${part}`);
      // A multipart upload is read as a stream by its handler; it declares what it consumes instead.
      const streamed = Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
      if ((method === 'POST' || method === 'PUT') && !schema.body && !streamed) problems.push(`${name}: no body schema`);
      if (/:\w/.test(route.url) && !schema.params) problems.push(`${name}: no params schema`);
      // A success: 2xx, or a redirect for the form posts of the test payment provider's page.
      if (!Object.keys(schema.response ?? {}).some((status) => /^[23](\d\d|xx)$/i.test(status))) problems.push(`${name}: no 2xx response`);
      if (schema.hide) continue;

      const op = doc.paths[toOpenApiPath(route.url)]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      const params = op.parameters ?? [];
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
        if (!params.some((p) => p.in === 'path' && p.name === param)) problems.push(`${name}: path parameter ${param} not described`);
      }
      if (schema.querystring && !params.some((p) => p.in === 'query')) problems.push(`${name}: query not described`);
      if (schema.body && !op.requestBody) problems.push(`${name}: body not described`);
      const success = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
      const json = success.flatMap(([, r]) => Object.entries(r.content ?? {})).filter(([type]) => type.includes('json'));
      if (success.length === 0) problems.push(`${name}: no 2xx response in the document`);
      // JSON answers of the v3 API are the envelope (search keeps Algolia's shape, and says so).
      else if (route.url.startsWith('/v3/') && route.url !== OPENAPI_PATH && op['x-envelope'] !== false && json.length > 0 && !json.some(([, c]) => c.schema?.properties?.response)) {
        problems.push(`${name}: 2xx answer is not the envelope`);
      }
    }
  }
  return problems;
}

let t: TestApp;
let doc: Doc;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '40' });
  const res = await t.app.inject({ url: OPENAPI_PATH });
  assert.equal(res.statusCode, 200);
  doc = res.json();
});
after(() => t.close());

it('publishes an OpenAPI 3.1 document that validates', async () => {
  assert.equal(doc.openapi, '3.1.0');
  const result = await new Validator().validate(doc as never);
  assert.equal(result.valid, true, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
});

it('describes every route the server registered: schema, tags, summary, params, query, body and a 2xx envelope', () => {
  assert.ok(t.app.routeTable.length > 80, `routes seen: ${t.app.routeTable.length}`);
  assert.deepEqual(undocumented(doc, t.app.routeTable), []);
  const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
  assert.ok(operations.length > 80, `operations: ${operations.length}`);
  for (const op of operations) assert.ok(op.summary && op.tags?.length === 1, JSON.stringify(op).slice(0, 200));
});

it('marks member routes with the bearer scheme and owner routes as member-scoped', () => {
  const own = doc.paths['/v3/members/{id}/favouriteboxes']?.get as Operation & { security?: unknown; 'x-member-scoped'?: boolean };
  assert.deepEqual(own.security, [{ bearer: [] }]);
  assert.equal(own['x-member-scoped'], true);
  const password = doc.paths['/v3/members/password']?.put as Operation & { security?: unknown; 'x-member-scoped'?: boolean };
  assert.deepEqual(password.security, [{ bearer: [] }]);
  assert.equal(password['x-member-scoped'], undefined);
  assert.equal((doc.paths['/v3/supercats']?.get as { security?: unknown }).security, undefined, 'public routes need no token');
});

it('hidden routes answer through their schemas unchanged too (the dev outbox)', async () => {
  await createVerifiedMember(t.app); // its verification e-mail is in the outbox
  const res = await t.app.inject({ url: '/dev/outbox.json' });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(res.json().length >= 1);
});

it('names a route added without a schema', async () => {
  const app = Fastify();
  await app.register(openapi);
  app.get('/v3/bare/:thing', async () => ({ ok: true }));
  app.post('/v3/described', { schema: routeSchema('x', 'Described', { body: { type: 'object' }, response: replies(open()) }) }, async () => ok({}));
  await app.ready();
  assert.deepEqual(undocumented(app.swagger() as unknown as Doc, app.routeTable), ['GET /v3/bare/:thing: no schema']);
  await app.close();
});

it('serves the explorer offline: 200 HTML whose scripts and styles load from this server', async () => {
  const page = await t.app.inject({ url: `${DOCS_PATH}/` });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(assets.length >= 4, page.body);
  for (const asset of assets) {
    assert.doesNotMatch(asset, /^(https?:)?\/\//, `${asset} is not external`);
    const res = await t.app.inject({ url: new URL(asset, `http://shop.local${DOCS_PATH}/`).pathname });
    assert.equal(res.statusCode, 200, asset);
    assert.ok(res.body.length > 100, asset);
  }
  const initializer = await t.app.inject({ url: `${DOCS_PATH}/static/swagger-initializer.js` });
  // The explorer reads the document from this server and sends it to no outside validator.
  assert.match(initializer.body, /url: resolveUrl\('\.\/json'\)/);
  assert.match(initializer.body, /validatorUrl: null/);
  const copy = await t.app.inject({ url: `${DOCS_PATH}/json` });
  assert.deepEqual(copy.json(), doc);
  // The shop's own CSP still applies (not loosened for the explorer).
  assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
  assert.doesNotMatch(String(page.headers['content-security-policy']), /unsafe-eval/);
});
