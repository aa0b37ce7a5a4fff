// The waiting room's gate, on every request (docs/operations.md 'Waiting room'). While the queue is on, a
// visitor without an admission never reaches the shop: a page load goes to the waiting page with
// a ticket, anything else (a bot going straight to the API) is refused 503 Q001 with Retry-After.
// A visitor with an admission, and their checkout, always pass.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { QUEUE_CODES, WAITING_ROOM_PATH, WAITING_ROOM_RETURN_PARAM } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { isCheckout, isNeverQueued, isPageLoad, pathOf } from './paths.js';
import { CHECKOUT_GRACE_SECONDS, type WaitingRoom } from './waiting-room.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted in this instance's requests in flight (to be uncounted once). */
    queueCounted?: boolean;
  }
}

/**
 * An in-process call (app.inject: a page's first view calling the API's own routes, the staff
 * CLI) never came through the network; the page load that caused it went through the gate.
 */
const inProcess = (req: FastifyRequest) => '_lightMyRequest' in req.raw;

async function gate(app: FastifyInstance, { room }: { room: WaitingRoom }) {
  const done = async (req: FastifyRequest) => {
    if (req.queueCounted) room.inFlight.end();
    req.queueCounted = false;
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req.url);
    if (isNeverQueued(path) || inProcess(req)) return;
    room.inFlight.start();
    req.queueCounted = true;
    const checkout = isCheckout(path);
    if (await room.admissionOf(req, reply, checkout ? CHECKOUT_GRACE_SECONDS : 0)) return;
    const page = isPageLoad(req.method, path);
    // HEAD (uptime monitors, balancers) never takes a place: it would count as a shopper.
    const head = req.method === 'HEAD';
    if (!(await room.isOn())) {
      // A free admission while the queue is off (no write), so that turning it on never queues someone already shopping.
      if (page && !head) await room.hand(reply, await room.enter());
      return;
    }
    if (!page) {
      throw new ApiError(503, QUEUE_CODES.admissionRequired, 'The shop is busy. Please join the queue at ' + WAITING_ROOM_PATH + '.', {
        'retry-after': String(room.settings.pollSeconds),
        'cache-control': 'no-store',
      });
    }
    const place = head ? null : await room.enter();
    if (place) await room.hand(reply, place);
    if (place?.state === 'admitted') return;
    const back = encodeURIComponent(req.url);
    return reply.code(303).header('cache-control', 'no-store').header('location', `${WAITING_ROOM_PATH}?${WAITING_ROOM_RETURN_PARAM}=${back}`).send();
  });
}

export default fp(gate, { name: 'waiting-room-gate' });
