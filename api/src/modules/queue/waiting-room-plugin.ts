// The waiting room as one plugin (issue 20): the gate on every request, POST /v3/queue, the
// staff switch, and the daily sweep of visitors long gone.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule-job.js';
import gate from './gate.js';
import { createPasses } from './passes.js';
import { queueRoutes } from './routes.js';
import { createQueueStore, type QueueSettings } from './store.js';
import { createWaitingRoom, type WaitingRoom } from './waiting-room.js';

export interface WaitingRoomPluginOptions {
  settings: QueueSettings & { maxInFlight: number };
  /** The API's signing key: the passes' own key is derived from it (the same on every instance). */
  secret: string;
  secureCookies: boolean;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting room (tests and the staff CLI read its store). */
    waitingRoom: WaitingRoom;
  }
}

async function waitingRoom(app: FastifyInstance, o: WaitingRoomPluginOptions) {
  const now = o.now ?? (() => new Date());
  const store = createQueueStore(app.db, o.settings);
  const room = createWaitingRoom({ store, passes: createPasses(o.secret), settings: o.settings, now, secureCookies: o.secureCookies });
  app.decorate('waitingRoom', room);
  await app.register(gate, { room });
  await app.register(queueRoutes, { room });
  scheduleJob(app, { intervalMs: 3_600_000, run: () => store.sweep(now()), failed: 'waiting-room sweep failed' });
}

export default fp(waitingRoom, { name: 'waiting-room' });
