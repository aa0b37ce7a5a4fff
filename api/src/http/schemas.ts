// Request-schema pieces many modules share (issue 34 §3): written once here, so that a module
// needs no other module's schemas.ts for them. The §8 code of each field's failure beside it.
import { AUTH_CODES, GENERIC_CODES } from '@shop/shared/api';
import { PASSWORD_MAX } from '@shop/shared/rules';
import type { FieldCodes } from './errors-plugin.js';

/** `:id` in a route's path: a positive bigint id as text. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
} as const;

export const emailField = { type: 'string', minLength: 1, maxLength: 254, pattern: '\\S', format: 'email' } as const;
export const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } as const;
export const consentsField = {
  type: 'array',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['consentTypeId', 'granted'],
    additionalProperties: false,
    properties: { consentTypeId: { type: 'integer', minimum: 1, maximum: 1000 }, granted: { type: 'boolean' } },
  },
} as const;

export const EMAIL_CODES: FieldCodes[string] = { required: AUTH_CODES.emailMissing, minLength: AUTH_CODES.emailMissing, pattern: AUTH_CODES.emailMissing, default: AUTH_CODES.emailInvalid };
export const PASSWORD_CODES: FieldCodes[string] = { required: AUTH_CODES.passwordMissing, minLength: AUTH_CODES.passwordMissing, default: GENERIC_CODES.format };
