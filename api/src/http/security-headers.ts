// Security headers (helmet's: CSP, HSTS, nosniff, frame and cross-origin policies) on every
// answer. Helmet's middleware is made once, at start: @fastify/helmet makes it anew for every
// request (parsing the CSP directives each time), 7 % of the CPU of a cached search answer.
// Set on the raw response before the route runs, so a route's own header wins (photos answer
// with a stricter CSP).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}

export default fp(securityHeaders, { name: 'shop-security-headers' });
