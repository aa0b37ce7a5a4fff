// The addresses routes' schemas: the bodies are the wire contract (@shop/shared/api), here with
// the §8 code each field's failure carries.
import type { FastifyRequest } from 'fastify';
import { ADDRESS_CODES as C, addressFields, addressInputSchema } from '@shop/shared/api';
import { ApiError, open, openList, replies, routeSchema } from '../../http/envelope.js';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../../http/schemas.js';

const TAG = 'addresses';
const addressView = open({ addressId: { type: 'string' }, postcode: { type: 'string' }, isDefault: { type: 'boolean' } });
const addressList = { type: 'array', items: addressView } as const;
const changed = open({ address: addressView, addresses: addressList });

/** The JavaScript type of each body field (checked before the coercing schema runs). */
export const BODY_TYPES = Object.fromEntries(Object.keys(addressFields).map((field) => [field, field === 'isDefault' ? 'boolean' : 'string'])) as Record<keyof typeof addressFields, 'string' | 'boolean'>;

export const addressParams = {
  type: 'object',
  required: ['id', 'addressId'],
  properties: { id: idParams.properties.id, addressId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
} as const;

export const addSchema = routeSchema(TAG, 'Add an address (postcode checked, duplicates refused)', {
  params: idParams,
  body: addressInputSchema,
  response: replies(changed, { status: 201 }),
});

export const updateSchema = routeSchema(TAG, 'Change an address', {
  params: addressParams,
  body: { type: 'object', minProperties: 1, additionalProperties: false, properties: addressFields },
  response: replies(changed),
});

export const removeSchema = routeSchema(TAG, 'Remove an address', { params: addressParams, response: replies(open({ addresses: addressList })) });
export const historySchema = routeSchema(TAG, 'Addresses used before (orders included)', { params: idParams, response: replies(open({ addresses: openList() })) });

export const lookupSchema = routeSchema(TAG, 'The addresses at a UK postcode (members only)', {
  querystring: { type: 'object', required: ['postcode'], additionalProperties: false, properties: { postcode: { type: 'string', maxLength: 16 } } },
  response: replies(open({ postcode: { type: 'string' }, addresses: openList() })),
});

export const addressCodes: FieldCodes = {
  firstName: C.firstName,
  lastName: C.lastName,
  line1: C.line1,
  line2: C.line2,
  town: { required: C.townMissing, minLength: C.townMissing, default: C.townInvalid },
  county: C.county,
  postcode: { required: C.postcodeMissing, minLength: C.postcodeMissing, default: C.postcodeInvalid },
  countryCode: C.notGbr,
  phone: C.phone,
  addressId: C.notFound,
};
export const lookupCodes: FieldCodes = { postcode: { required: C.postcodeMissing, default: C.postcodeInvalid } };

// The server's JSON schemas coerce types (for query strings), so 12 would pass as "12": a body
// field of the wrong type is refused with its own code. A route-level hook, so it runs after the
// owner check (another member learns nothing about the input rules).
export async function strictBodyTypes(req: FastifyRequest) {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [field, value] of Object.entries(body)) {
    const expected = BODY_TYPES[field as keyof typeof BODY_TYPES];
    if (expected && typeof value !== expected) {
      const code = addressCodes[field];
      throw new ApiError(400, typeof code === 'object' ? (code.default ?? 5) : (code ?? 5), `Invalid ${field}: must be a ${expected}`);
    }
  }
}
