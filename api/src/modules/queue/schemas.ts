// Schemas of the waiting room (spec §7 Utilities 'POST queue'; issue 20): the visitor's call and
// the staff switch for a sale day.
import { objectOf, replies, routeSchema } from '../../http/envelope.js';

const place = objectOf({
  status: { type: 'string', enum: ['admitted', 'waiting', 'left'], description: 'admitted: go in (the admission cookie is set); waiting: ask again after pollAfterSeconds; left: the place was given up' },
  position: { type: ['integer', 'null'], minimum: 1, description: 'Place in the line (1: next), while waiting' },
  estimatedWaitSeconds: { type: ['integer', 'null'], minimum: 0, description: 'From the pace of recent admissions; null until there is one' },
  pollAfterSeconds: { type: 'integer', minimum: 1, description: 'When to ask again (the waiting page polls)' },
});

export const postQueueSchema = routeSchema('utilities', 'Join the queue, or ask where you are in it (the ticket travels in its cookie); answers admitted once it is your turn', {
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { leave: { type: 'boolean', description: 'Give up the place in line, or the admission (the next visitor goes in)' } },
  },
  response: replies(place, { description: 'Where the visitor stands. 403 Q002: the ticket is forged, expired or no longer in the line (cookie cleared; ask again for a new place)' }),
});

const switchView = objectOf({
  on: { type: 'boolean', description: "Staff's switch: every new visitor queues while it is on" },
  changedBy: { type: ['string', 'null'] },
  changedAt: { type: ['string', 'null'], format: 'date-time' },
  capacity: { type: 'integer', description: 'QUEUE_CAPACITY: visitors shopping at once while the queue is on' },
  maxInFlight: { type: 'integer', description: 'QUEUE_MAX_IN_FLIGHT: requests in flight on one instance that turn the queue on (0: never)' },
  active: { type: 'integer', description: 'Visitors with a live admission' },
  waiting: { type: 'integer', description: 'Visitors waiting in line' },
});

export const staffQueueSchema = routeSchema('staff', 'The waiting room: the switch, its settings, who is shopping and who waits', { response: replies(switchView) });
export const staffSetQueueSchema = routeSchema('staff', 'Turn the waiting room on or off for a sale day (kept with who and when)', {
  body: { type: 'object', required: ['on'], additionalProperties: false, properties: { on: { type: 'boolean' } } },
  response: replies(switchView),
});
