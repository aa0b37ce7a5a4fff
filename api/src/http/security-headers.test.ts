// Every answer carries the security headers, a route may set a stricter one of its own, and
// the middleware is made once (not per request, as @fastify/helmet made it).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import Fastify from 'fastify';
import securityHeaders from './security-headers.js';

async function app() {
  const a = Fastify();
  await a.register(securityHeaders, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } }, hsts: false });
  a.get('/things', async () => ({ ok: true }));
  a.get('/photo', async (_req, reply) => reply.header('content-security-policy', "default-src 'none'; sandbox").send('jpeg'));
  return a;
}

it('sets the headers on an answer, on a 404 and on every later request alike', async () => {
  const a = await app();
  for (const url of ['/things', '/nowhere', '/things']) {
    const res = await a.inject({ method: 'GET', url });
    // Ours, with helmet's defaults for the directives not named.
    assert.match(String(res.headers['content-security-policy']), /^default-src 'self';.*;img-src 'self' data:;object-src 'none';/, url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url);
    assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
    assert.equal(res.headers['strict-transport-security'], undefined, url);
    assert.equal(res.headers['x-powered-by'], undefined, url);
  }
});

it("lets a route's own header win", async () => {
  const res = await (await app()).inject({ method: 'GET', url: '/photo' });
  assert.equal(res.headers['content-security-policy'], "default-src 'none'; sandbox");
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
});
