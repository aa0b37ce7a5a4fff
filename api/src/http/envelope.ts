// The v3 response envelope (ARCHITECTURE §5) and the one error type routes throw.
import { GENERIC_CODES } from '@shop/shared/api';

export interface Envelope<T> {
  response: { ack: 'Success' | 'Failure'; data: T | null; error: { code: number | string; message: string } | null };
}

export function ok<T>(data: T): Envelope<T> {
  return { response: { ack: 'Success', data, error: null } };
}

export function failure(code: number | string, message: string): Envelope<never> {
  return { response: { ack: 'Failure', data: null, error: { code, message } } };
}

/** A failure the client should see: HTTP status for the class, code from spec §8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_SYSTEM_ERROR = { code: GENERIC_CODES.system, message: 'Sorry, something went wrong. Please try again later.' } as const;

// JSON schemas of the envelope, for every route's `response` (and so the OpenAPI document).
// A response schema makes Fastify serialise with fast-json-stringify, which drops fields the
// schema does not list and coerces types: data objects are open (additionalProperties), the
// listed fields are documented, the rest pass as they are. The API tests serialise every answer
// both ways and fail on any difference (src/testing/response-check.ts).
type JsonSchema = Record<string, unknown>;

/** An object whose listed fields are documented and whose other fields pass through. */
export const open = (properties: Record<string, JsonSchema> = {}, more: JsonSchema = {}) => ({ type: 'object', additionalProperties: true, properties, ...more }) as const;

/** A list of open objects. */
export const openList = (properties: Record<string, JsonSchema> = {}) => ({ type: 'array', items: open(properties) }) as const;

/** `type` or null (fast-json-stringify would write null as "" or 0 otherwise). */
export const nullable = (type: string, more: JsonSchema = {}) => ({ type: [type, 'null'], ...more }) as const;

/** An object schema (with `type`) that may also be null. */
export const orNull = <S extends { type: string }>(schema: S) => ({ ...schema, type: [schema.type, 'null'] }) as const;

/** A closed object: every listed field required, nothing else sent. */
export const objectOf = <P extends Record<string, object>>(properties: P) => ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;

export const failureEnvelope = {
  description: 'Failure: the §8 error code and a message',
  type: 'object',
  required: ['response'],
  properties: {
    response: {
      type: 'object',
      required: ['ack', 'data', 'error'],
      properties: {
        ack: { type: 'string', enum: ['Failure'] },
        data: { type: 'null' },
        error: { type: 'object', required: ['code', 'message'], properties: { code: { type: ['integer', 'string'] }, message: { type: 'string' } } },
      },
    },
  },
} as const;

export function okEnvelope(data: JsonSchema, description = 'Success') {
  return {
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
  } as const;
}

/** The `response` of a JSON route: its success envelope(s) and the failure envelope for 4xx/5xx. */
export function replies(data: JsonSchema, { status = 200, description }: { status?: number; description?: string } = {}) {
  return { [status]: okEnvelope(data, description), '4xx': failureEnvelope, '5xx': failureEnvelope };
}

/** A failure envelope described for one status (which codes it carries). */
export const failureAs = (description: string) => ({ ...failureEnvelope, description });

/** The `response` of a JSON route with several success statuses, each its own data. */
export const responses = (success: Record<number, JsonSchema>) => ({
  ...Object.fromEntries(Object.entries(success).map(([status, data]) => [status, okEnvelope(data)])),
  '4xx': failureEnvelope,
  '5xx': failureEnvelope,
});

/** The `response` of a route that answers something other than JSON (a page, a file). */
export function nonJson<F extends JsonSchema = { '4xx': typeof failureEnvelope }>(contentType: string, description: string, failures?: F) {
  return { 200: { description, content: { [contentType]: { schema: { type: 'string' } } } }, ...(failures ?? { '4xx': failureEnvelope }) } as { 200: JsonSchema } & F;
}

/** Schema parts of one route: tags, summary, request parts and response. */
export const routeSchema = <T extends JsonSchema>(tag: string, summary: string, parts: T) => ({ tags: [tag], summary, ...parts });
