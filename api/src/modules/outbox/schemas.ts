// Schemas of the developer's outbox (not in production, so not in the public reference).
import { nonJson, routeSchema } from '../../http/envelope.js';

const TAG = 'outbox';

export const outboxJsonSchema = routeSchema(TAG, 'The newest 100 messages the shop would have sent', {
  hide: true,
  querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } },
  response: {
    200: {
      description: 'Messages, newest first',
      type: 'array',
      items: { type: 'object', additionalProperties: true, properties: { id: { description: 'Message number (a bigint: text on PostgreSQL)' }, channel: { type: 'string' }, recipient: { type: 'string' } } },
    },
  },
});
export const outboxPageSchema = routeSchema(TAG, 'The outbox as a page', { hide: true, response: nonJson('text/html', 'The outbox page', {}) });
