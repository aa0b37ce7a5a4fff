// Request schemas of the member's communication preferences (consents, §9).
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../members/schemas.js';

export const consentChoice = {
  type: 'object',
  required: ['consentTypeId', 'granted'],
  additionalProperties: false,
  properties: { consentTypeId: { type: 'integer', minimum: 1, maximum: 1000 }, granted: { type: 'boolean' } },
} as const;

export const getConsentsSchema = { params: idParams };

export const updateConsentsSchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['consents'],
    additionalProperties: false,
    properties: { consents: { type: 'array', minItems: 1, maxItems: 10, items: consentChoice } },
  },
};
export const updateConsentsCodes: FieldCodes = { consents: 5 };
