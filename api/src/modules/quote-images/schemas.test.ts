// Every quote photo route declares what OpenAPI needs: tags, params/querystring where it has
// them, and an envelope schema for each answer it can give (the error answers included).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import Fastify from 'fastify';
import { quoteImageRoutes } from './routes.js';
import type { QuoteImageService } from './service.js';

it('gives every route tags, request schemas and per-status response schemas', async () => {
  const app = Fastify();
  const routes: Array<{ method: string; url: string; schema: Record<string, unknown> | undefined }> = [];
  app.addHook('onRoute', (r) => {
    if (r.method !== 'HEAD') routes.push({ method: String(r.method), url: r.url, schema: r.schema as Record<string, unknown> | undefined });
  });
  await app.register(quoteImageRoutes, { quoteImages: {} as QuoteImageService });
  await app.ready();
  assert.deepEqual(routes.map((r) => `${r.method} ${r.url}`).sort(), [
    'DELETE /v3/members/:id/quotations/:quoteId/images/:imageId',
    'GET /v3/members/:id/quotations/:quoteId/images',
    'GET /v3/members/:id/quotations/:quoteId/images/:imageId/:size',
    'GET /v3/quotations/imagetypes',
    'POST /v3/members/:id/quotations/:quoteId/images',
  ]);
  for (const { method, url, schema } of routes) {
    const where = `${method} ${url}`;
    assert.deepEqual(schema?.tags, ['quotations'], where);
    assert.ok(typeof schema?.summary === 'string', where);
    if (url.includes(':')) assert.ok(schema?.params, `${where} declares its params`);
    const response = schema?.response as Record<string, { properties?: { response?: unknown } }>;
    const statuses = Object.keys(response ?? {});
    assert.ok(
      statuses.some((s) => s.startsWith('2')),
      `${where} declares its success`,
    );
    for (const s of ['400', '500']) assert.ok(statuses.includes(s), `${where} declares ${s}`);
    if (url.startsWith('/v3/members/')) for (const s of ['401', '403', '404']) assert.ok(statuses.includes(s), `${where} declares ${s}`);
    for (const s of statuses.filter((x) => !(url.endsWith(':size') && x === '200'))) assert.ok(response[s]!.properties?.response, `${where} ${s} is the v3 envelope`);
  }
  const upload = routes.find((r) => r.method === 'POST')!.schema!;
  assert.deepEqual(upload.consumes, ['multipart/form-data']);
  assert.ok(['409', '413', '415'].every((s) => s in (upload.response as object)));
  await app.close();
});
