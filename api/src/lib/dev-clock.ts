// A clock the browser journeys (and a developer) can move forward, in development mode only and
// only from this machine: `POST /dev/clock { "days": 400 }`. How old a member's children are
// follows it (issue 37: what they have outgrown, the 'coming up' e-mail); sessions, offers,
// orders and everything else keep the real time.
import type { FastifyInstance } from 'fastify';
import { ok, replies, routeSchema } from '../http/envelope.js';
import { thisMachineOnly } from '../http/this-machine.js';

const DAY = 86_400_000;

const moveSchema = routeSchema('development', "Move the children's clock forward by whole days (development mode, this machine only)", {
  body: { type: 'object', required: ['days'], additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: 3650 } } },
  response: replies({ type: 'object', required: ['now'], additionalProperties: false, properties: { now: { type: 'string', format: 'date-time' } } }),
});

/** Registers POST /dev/clock and answers the clock it moves. */
export async function devClock(app: FastifyInstance): Promise<() => Date> {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  await app.register(async (scope) => {
    scope.addHook('onRequest', thisMachineOnly);
    scope.post<{ Body: { days: number } }>('/dev/clock', { schema: moveSchema }, async (req) => {
      offsetMs += req.body.days * DAY;
      return ok({ now: now().toISOString() });
    });
  });
  return now;
}
