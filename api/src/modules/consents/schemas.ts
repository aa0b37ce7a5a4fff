// Request schemas of the member's communication preferences (consents, §9).
import { GENERIC_CODES } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../../http/schemas.js';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

export const consentChoice = {
  type: 'object',
  required: ['consentTypeId', 'granted'],
  additionalProperties: false,
  properties: { consentTypeId: { type: 'integer', minimum: 1, maximum: 1000 }, granted: { type: 'boolean' } },
} as const;

const consentsData = open({ consents: openList({ consentTypeId: { type: 'integer' }, granted: { type: 'boolean' } }), history: openList({ changedAt: { type: 'string', format: 'date-time' } }) });

export const getConsentsSchema = routeSchema('consents', "The member's communication preferences and their history", { params: idParams, response: replies(consentsData) });

export const updateConsentsSchema = routeSchema('consents', 'Change communication preferences', {
  params: idParams,
  body: {
    type: 'object',
    required: ['consents'],
    additionalProperties: false,
    properties: {
      consents: { type: 'array', minItems: 1, maxItems: 10, items: consentChoice },
      // Present only for an answer to the data-protection notice (cookie consent types, issue 18).
      noticeVersion: { type: 'integer', minimum: 1, maximum: 1000 },
      // When the visitor made that choice (it may predate the sign-in): the newer choice wins at the next sign-in.
      chosenAt: { type: 'string', format: 'date-time', maxLength: 40 },
    },
  },
  response: replies(consentsData),
});
export const updateConsentsCodes: FieldCodes = { consents: GENERIC_CODES.format, noticeVersion: GENERIC_CODES.format, chosenAt: GENERIC_CODES.format };
