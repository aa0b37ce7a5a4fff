// JSON schemas of the v3 envelope (envelope.ts) for a route's `response`: the data of a success
// as the route declares it, and the failure every route can answer. Fastify serialises answers
// through them, so a field not declared here never leaves the server by accident.

const failureSchema = {
  type: 'object',
  required: ['response'],
  properties: {
    response: {
      type: 'object',
      required: ['ack', 'data', 'error'],
      properties: {
        ack: { type: 'string', enum: ['Failure'] },
        data: { type: 'null' },
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: { code: { type: ['integer', 'string'] }, message: { type: 'string' } },
        },
      },
    },
  },
} as const;

/** `{ response: { ack: 'Success', data, error: null } }` with `data` as given. */
export function successEnvelope<D extends object>(data: D) {
  return {
    type: 'object',
    required: ['response'],
    properties: {
      response: {
        type: 'object',
        required: ['ack', 'data', 'error'],
        properties: { ack: { type: 'string', enum: ['Success'] }, data, error: { type: 'null' } },
      },
    },
  } as const;
}

/** A route's `response`: its success status with `data`, and the failure envelope for 4xx and 5xx. */
export function envelopeResponses<D extends object>(data: D, status: 200 | 201 = 200) {
  return { [status]: successEnvelope(data), '4xx': failureSchema, '5xx': failureSchema } as const;
}

/** An object schema whose properties are all required (what the answers of these routes are). */
export function objectOf<P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties } as const;
}

export const nullable = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] }) as const;
