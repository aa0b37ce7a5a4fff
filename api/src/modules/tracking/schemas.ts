// Schemas of conversion tracking (spec §7 'Other'): the one event the browser posts, and the
// developer's window on what would be sent (hidden, not in production).
import { BOX_ID_PATTERN, CONVERSION_EVENT_NAMES, TRACKING_CODES } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { objectOf, replies, routeSchema } from '../../http/envelope.js';

const TAG = 'tracking';
const MONEY = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;

export const conversionBody = {
  type: 'object',
  required: ['eventName', 'eventId', 'consent', 'currency'],
  additionalProperties: false,
  properties: {
    eventName: { type: 'string', enum: CONVERSION_EVENT_NAMES, description: "The provider's standard event" },
    eventId: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,80}$', description: 'Unique per event: the provider dedupes on it, the API keeps one event per id' },
    consent: {
      type: 'object',
      required: ['marketing', 'noticeVersion'],
      additionalProperties: false,
      description: "The browser's word that the visitor allows marketing, with the notice version they answered",
      properties: { marketing: { const: true }, noticeVersion: { type: 'integer', minimum: 1, maximum: 1000 } },
    },
    anonymousId: { type: 'string', pattern: '^[A-Za-z0-9-]{16,64}$', description: "A guest's random first-party id; only its SHA-256 is sent on" },
    boxId: { type: 'string', pattern: BOX_ID_PATTERN },
    cartId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    mode: { type: 'string', enum: ['delivery', 'collection'] },
    quantity: { type: 'integer', minimum: 0, maximum: 1000 },
    synced: { type: 'boolean', description: 'Whether the basket is kept on the server (a signed-in member)' },
    totalPrice: MONEY,
    currency: { type: 'string', const: 'GBP' },
    value: MONEY,
  },
} as const;

export const postConversionSchema = routeSchema(TAG, 'Queue one conversion event (marketing consent only); sent to the provider in the background', {
  body: conversionBody,
  response: replies(objectOf({ accepted: { type: 'boolean', description: 'False when a signed-in member refused marketing: nothing was kept' } }), {
    status: 202,
    description: 'Taken (queued, or dropped for a member who refused marketing)',
  }),
});
export const postConversionCodes: FieldCodes = { consent: TRACKING_CODES.consentMissing };

export const devTrackingSchema = routeSchema(TAG, 'The newest 100 conversion events and what became of them', {
  hide: true,
  response: {
    200: {
      description: 'Events, newest first',
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: { id: { description: 'Event number (a bigint: text on PostgreSQL)' }, status: { type: 'string' }, event: { type: 'object', additionalProperties: true } },
      },
    },
  },
});
