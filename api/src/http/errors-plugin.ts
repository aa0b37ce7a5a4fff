// Every failure leaves as the envelope. Schema failures map to the field's §8 code when the
// route declares one; anything unexpected is the generic system error, with no stack, SQL or
// SQLSTATE in the body (the log has the details).
import { GENERIC_CODES } from '@shop/shared/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, failure, GENERIC_SYSTEM_ERROR } from './envelope.js';

/** Per-field §8 codes a route gives its schema failures: { email: 1028 } or { email: { required: 1027, default: 1028 } }. */
export type FieldCodes = Record<string, number | string | { [keyword: string]: number | string }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    fieldCodes?: FieldCodes;
  }
}

const DEFAULT_VALIDATION_CODE = GENERIC_CODES.format; // §8: incorrect format

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string };
  message?: string;
}

/** The failing field as a dotted path ('address.town'); a missing one is named by its parent's path too. */
function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && issue.params.missingProperty) path.push(issue.params.missingProperty);
  return path.join('.');
}

function validationFailure(req: FastifyRequest, issues: ValidationIssue[], context: string) {
  const issue = issues[0]!;
  const field = fieldOf(issue);
  const codes = req.routeOptions.config.fieldCodes;
  // The most specific declaration wins: 'address.town', then 'address'.
  const declared = codes?.[field] ?? codes?.[field.split('.')[0]!];
  const code = declared === undefined ? DEFAULT_VALIDATION_CODE : typeof declared === 'object' ? (declared[issue.keyword] ?? declared.default ?? DEFAULT_VALIDATION_CODE) : declared;
  const where = field ? `${field}` : context;
  return failure(code, `Invalid ${where}: ${PLAIN_WORDS[issue.keyword] ?? 'not accepted'}`);
}

// What a failed schema keyword means, in words. ajv's own text quotes the schema ('must match
// pattern "^[\p{L}]…"'): a page that shows a server message must never show a regex.
const PLAIN_WORDS: Record<string, string> = {
  required: 'missing',
  minLength: 'too short',
  maxLength: 'too long',
  pattern: 'not in an accepted form',
  format: 'not in an accepted form',
  type: 'of the wrong type',
  enum: 'not one of the accepted values',
  const: 'not the accepted value',
  minimum: 'too small',
  exclusiveMinimum: 'too small',
  maximum: 'too large',
  exclusiveMaximum: 'too large',
  multipleOf: 'not a whole step',
  minItems: 'too few items',
  maxItems: 'too many items',
  minProperties: 'empty',
  maxProperties: 'too many fields',
  additionalProperties: 'not expected',
  propertyNames: 'not an accepted field name',
  anyOf: 'not in an accepted form',
  oneOf: 'not in an accepted form',
};

/** The first number that is not finite (1e309 becomes Infinity and slips past a schema's maximum). */
function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || 'value';
  if (depth > 6 || value === null || typeof value !== 'object') return null;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    // Only a nested object or a bad number is looked into: paths are written only for those (every request walks its body).
    if (typeof v === 'number' ? Number.isFinite(v) : v === null || typeof v !== 'object') continue;
    const found = nonFinitePath(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

async function errorsPlugin(app: FastifyInstance) {
  // Numbers are bounded before they reach SQL: schemas check ranges, this catches what they let through.
  app.addHook('preHandler', (req, _reply, done) => {
    const bad = nonFinitePath(req.query) ?? nonFinitePath(req.params) ?? nonFinitePath(req.body);
    done(bad ? new ApiError(400, DEFAULT_VALIDATION_CODE, `Invalid ${bad}: must be a finite number`) : undefined);
  });

  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(failure(error.code, error.message));
    }
    if (error.validation) {
      return reply.code(400).send(validationFailure(req, error.validation, error.validationContext ?? 'request'));
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure(DEFAULT_VALIDATION_CODE, error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : 'The request could not be read'));
    }
    req.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(failure(GENERIC_SYSTEM_ERROR.code, GENERIC_SYSTEM_ERROR.message));
  });
}

export default fp(errorsPlugin, { name: 'shop-errors' });
