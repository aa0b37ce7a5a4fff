// JSON schemas of the v3 envelope (envelope.ts) for routes' `response`, so OpenAPI shows the
// real shape and the serializer sends nothing a route did not declare.

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, message: { type: 'string' } },
} as const;

/** A success: ack 'Success', the data, no error. */
export const successEnvelope = <T extends object>(data: T, description = 'Success') =>
  ({
    description,
    type: 'object',
    required: ['response'],
    properties: {
      response: {
        type: 'object',
        required: ['ack', 'data', 'error'],
        properties: { ack: { type: 'string', enum: ['Success'] }, data, error: { type: 'null' } },
      },
    },
  }) as const;

/** A failure: ack 'Failure', no data, the §8 code and a message. */
export const failureEnvelope = (description: string) =>
  ({
    description,
    type: 'object',
    required: ['response'],
    properties: {
      response: {
        type: 'object',
        required: ['ack', 'data', 'error'],
        properties: { ack: { type: 'string', enum: ['Failure'] }, data: { type: 'null' }, error: errorSchema },
      },
    },
  }) as const;
