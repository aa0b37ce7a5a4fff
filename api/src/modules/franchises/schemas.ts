// Schemas of franchise enquiries (spec §7 'Contact, feedback, franchise').
import { ENQUIRY_CODES as C, ENQUIRY_TOWN_MAX, honeypotProperty, personFields } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';
import { personCodes } from '../contact/schemas.js';

const TAG = 'franchises';

export const heardFromSchema = routeSchema(TAG, 'Where people can have heard of the franchise (the form’s list)', {
  response: replies(open({ heardFrom: openList({ id: { type: 'integer' }, name: { type: 'string' } }) })),
});

export const caseStudiesSchema = routeSchema(TAG, 'Stories of franchisees who opened a store', {
  response: replies(
    open({
      caseStudies: openList({
        id: { type: 'string' },
        franchisee: { type: 'string' },
        storeName: { type: 'string' },
        town: { type: 'string' },
        openedYear: { type: 'integer' },
        headline: { type: 'string' },
        story: { type: 'string' },
        quote: { type: 'string' },
      }),
    }),
  ),
});

export const enquirySchema = routeSchema(TAG, 'Ask about opening a Little Loop franchise (goes to the franchise team through the outbox)', {
  body: {
    type: 'object',
    required: ['name', 'email', 'town', 'message', 'consent'],
    additionalProperties: false,
    properties: {
      ...personFields,
      town: { type: 'string', minLength: 1, maxLength: ENQUIRY_TOWN_MAX, pattern: '\\S' },
      heardFromId: { type: 'integer', minimum: 1, maximum: 99 },
      consent: { type: 'boolean', const: true },
      ...honeypotProperty,
    },
  },
  response: replies(open({ reference: { type: 'string' } }), { status: 201 }),
});

export const enquiryCodes: FieldCodes = {
  ...personCodes,
  town: { required: C.townMissing, minLength: C.townMissing, default: C.townMissing },
  heardFromId: C.heardFromInvalid,
  consent: C.consentMissing,
};
