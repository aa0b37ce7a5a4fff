// POST /v3/queue (spec §7 Utilities): a visitor joins the line or asks where they are; the
// waiting page polls it with the ticket in its cookie. And the staff switch for a sale day.
import type { FastifyInstance } from 'fastify';
import { QUEUE_CODES, QUEUE_COOKIES } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import * as s from './schemas.js';
import type { Place } from './store.js';
import type { WaitingRoom } from './waiting-room.js';

const answer = (place: Place | 'left', pollAfterSeconds: number) =>
  ok({
    status: place === 'left' ? 'left' : place.state,
    position: place !== 'left' && place.state === 'waiting' ? place.position : null,
    estimatedWaitSeconds: place !== 'left' && place.state === 'waiting' ? place.estimatedWaitSeconds : null,
    pollAfterSeconds,
  });

export async function queueRoutes(app: FastifyInstance, { room }: { room: WaitingRoom }) {
  const poll = room.settings.pollSeconds;

  app.post<{ Body: { leave?: boolean } | null }>('/v3/queue', { schema: s.postQueueSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const now = room.now();
    const admission = await room.admissionOf(req, reply);
    const ticket = await room.ticketOf(req);
    if (req.body?.leave) {
      for (const pass of [admission, ticket]) if (pass) await room.store.leave(pass.visitorId, now);
      room.clear(reply, QUEUE_COOKIES.admission);
      room.clear(reply, QUEUE_COOKIES.ticket);
      return answer('left', poll);
    }
    if (admission) return answer({ state: 'admitted', visitorId: admission.visitorId, expiresAt: new Date(admission.expiresAt * 1000) }, poll);
    if (room.rawTicket(req) !== undefined) {
      const place = ticket ? await room.store.poll(ticket.visitorId, now) : null;
      if (!place) {
        room.clear(reply, QUEUE_COOKIES.ticket);
        throw new ApiError(403, QUEUE_CODES.ticketInvalid, 'That place in the queue is not valid. Please join the queue again.');
      }
      await room.hand(reply, place);
      return answer(place, poll);
    }
    const place = await room.enter();
    await room.hand(reply, place);
    return answer(place, poll);
  });

  const view = async () => ({
    ...(await room.store.switchView()),
    capacity: room.settings.capacity,
    maxInFlight: room.settings.maxInFlight,
    ...(await room.store.counts(room.now())),
  });
  // Staff only (every /v3/staff/ route takes a staff token); operational answers, never cached.
  app.get('/v3/staff/queue', { schema: s.staffQueueSchema }, async (req, reply) => {
    requireStaff(req);
    return reply.header('cache-control', 'no-store').send(ok(await view()));
  });
  app.put<{ Body: { on: boolean } }>('/v3/staff/queue', { schema: s.staffSetQueueSchema }, async (req, reply) => {
    const staffId = requireStaff(req).staffId;
    await room.store.setSwitch(req.body.on, staffId, room.now());
    room.forget();
    return reply.header('cache-control', 'no-store').send(ok(await view()));
  });
}
