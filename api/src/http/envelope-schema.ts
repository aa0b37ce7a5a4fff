// The v3 envelope (envelope.ts) as JSON schemas, for routes' `response` (OpenAPI and fast
// serialisation). A route declares its data's schema; failures share one shape.

const failureError = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: ['integer', 'string'] }, message: { type: 'string' } },
} as const;

/** `{ response: { ack, data, error } }` with `data` of the given schema. */
export const envelopeOf = (data: object) =>
  ({
    type: 'object',
    required: ['response'],
    properties: {
      response: {
        type: 'object',
        required: ['ack', 'data', 'error'],
        properties: { ack: { type: 'string', enum: ['Success', 'Failure'] }, data, error: { anyOf: [{ type: 'null' }, failureError] } },
      },
    },
  }) as const;

/** A failure: no data, the §8 code and a message. */
export const failureEnvelope = envelopeOf({ type: 'null' });

/** The responses of a route: its success (by status) and the failure envelope for 4xx and 5xx. */
export const responses = (success: Record<number, object>) => ({
  ...Object.fromEntries(Object.entries(success).map(([status, data]) => [status, envelopeOf(data)])),
  '4xx': failureEnvelope,
  '5xx': failureEnvelope,
});
