// POST /v3/tracking/conversions: one conversion event from the browser, answered 202 at once
// (the shopper never waits for the provider). Marketing consent is checked twice: the browser
// must say so (400 T001 otherwise, nothing kept), and a signed-in member's stored choice must
// not be a refusal (202 {accepted: false}, nothing kept). A guest's consent is the browser's word.
// GET /dev/tracking (development mode, this machine only): what was queued and sent, as the provider receives it.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONVERSION_RATE_LIMIT, TRACKING_CODES, type ConversionRequest } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import { thisMachineOnly } from '../../http/this-machine.js';
import { windowLimit } from '../../lib/window-limit.js';
import { createCounters } from '../unlock/counters.js';
import type { TokenService } from '../auth/tokens.js';
import { optionalMember } from '../contact/routes.js';
import * as s from './schemas.js';
import type { TrackingService } from './service.js';

export async function trackingRoutes(
  app: FastifyInstance,
  { tracking, tokens, dev, secret, limit = CONVERSION_RATE_LIMIT }: { tracking: TrackingService; tokens: TokenService; dev: boolean; secret: string; limit?: { perWindow: number; windowSeconds: number } },
) {
  // A limit per address, counted where every copy of the API sees it (Redis when they share one,
  // else the database); the address is kept as a keyed hash only, and used for nothing else.
  const inDatabase = createCounters(Math.ceil(limit.windowSeconds / 60));
  const counters = windowLimit(app.shared, limit.windowSeconds, (keys) => inDatabase.hit(app.db, keys));
  const keyOf = (ip: string) => `conversions:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)}`;

  app.post<{ Body: ConversionRequest }>('/v3/tracking/conversions', { schema: s.postConversionSchema, config: { fieldCodes: s.postConversionCodes } }, async (req, reply) => {
    const [window] = await counters.hit([keyOf(req.ip)]);
    if (window!.hits > limit.perWindow) {
      throw new ApiError(429, TRACKING_CODES.throttled, 'Too many events from this address. Please try again later.', { 'retry-after': String(window!.retryAfter) });
    }
    const memberId = await optionalMember(tokens, req);
    reply.code(202).header('cache-control', 'no-store');
    if (memberId && (await tracking.memberRefusedMarketing(memberId))) return ok({ accepted: false });
    // The request's IP address is never read here: the provider gets the user agent and a hashed id only.
    await tracking.enqueue(req.body, { memberId, userAgent: req.headers['user-agent'] });
    return ok({ accepted: true });
  });

  if (dev) {
    app.get('/dev/tracking', { schema: s.devTrackingSchema, onRequest: thisMachineOnly }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return tracking.latest();
    });
  }
}
