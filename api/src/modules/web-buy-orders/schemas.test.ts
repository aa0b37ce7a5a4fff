// Every web buy order route declares what OpenAPI needs: tags, a summary, params where it has
// them, a body where it takes one, and the v3 envelope for each answer (the PDF's failures too).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import Fastify from 'fastify';
import { webBuyOrderRoutes } from './routes.js';
import type { WebBuyOrderService } from './service.js';

it('gives every route tags, summary, request schemas and enveloped responses', async () => {
  const app = Fastify();
  const routes: Array<{ method: string; url: string; schema: Record<string, unknown> | undefined }> = [];
  app.addHook('onRoute', (r) => {
    if (r.method !== 'HEAD') routes.push({ method: String(r.method), url: r.url, schema: r.schema as Record<string, unknown> | undefined });
  });
  await app.register(webBuyOrderRoutes, { webBuyOrders: {} as WebBuyOrderService });
  await app.ready();
  assert.deepEqual(routes.map((r) => `${r.method} ${r.url}`).sort(), [
    'GET /v3/webbuyorders/:id/detail',
    'GET /v3/webbuyorders/:id/recycle',
    'GET /v3/webbuyorders/banknames',
    'GET /v3/webbuyorders/collectionslots',
    'GET /v3/webbuyorders/dropoffstores',
    'POST /v3/webbuyorders/:id/generateshippinglabel',
    'POST /v3/webbuyorders/generate',
    'POST /v3/webbuyorders/tracking',
    'PUT /v3/staff/webbuyorders/:id/tracking/advance',
    'PUT /v3/webbuyorders/:id/address',
    'PUT /v3/webbuyorders/:id/boxes',
    'PUT /v3/webbuyorders/:id/cancel',
    'PUT /v3/webbuyorders/:id/collection',
    'PUT /v3/webbuyorders/:id/recycle',
  ]);
  for (const { method, url, schema } of routes) {
    const where = `${method} ${url}`;
    assert.deepEqual(schema?.tags, ['web-buy-orders'], where);
    assert.ok(typeof schema?.summary === 'string', where);
    if (url.includes(':id')) assert.ok(schema?.params, `${where} declares its params`);
    if (method !== 'GET') assert.ok(schema?.body, `${where} declares its body`);
    const response = schema?.response as Record<string, { properties?: { response?: unknown }; format?: string }>;
    const statuses = Object.keys(response ?? {});
    assert.ok(
      statuses.some((s) => s.startsWith('2')),
      `${where} declares its success`,
    );
    assert.ok(statuses.includes('4xx') && statuses.includes('5xx'), `${where} declares its failures`);
    for (const s of statuses) {
      if (url.endsWith('generateshippinglabel') && s === '200') assert.equal(response[s]!.format, 'binary');
      else assert.ok(response[s]!.properties?.response, `${where} ${s} is the v3 envelope`);
    }
  }
  await app.close();
});
