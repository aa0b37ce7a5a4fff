// Schemas of members/{id}/instoredetail and members/{id}/idproof(s): the request rules (shared
// with the In-store membership tab's form) and the answers, in the v3 envelope.
import { MEMBERSHIP_NUMBER_MAX, MEMBERSHIP_NUMBER_PATTERN, PAYOUT_STORE_CODES as CODES } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { objectOf, orNull, replies } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const inStoreTags = ['members: in-store detail'];
const idProofTags = ['members: id proofs'];

const store = objectOf({ storeId: { type: 'integer' }, storeName: { type: 'string' } });
const inStoreView = objectOf({
  homeStore: store,
  membershipNumber: { type: ['string', 'null'], description: "stored form 'LL12345674'" },
  updatedAt: { type: 'string', format: 'date-time' },
});
const body = {
  type: 'object',
  required: ['homeStoreId'],
  additionalProperties: false,
  properties: {
    homeStoreId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    membershipNumber: { anyOf: [{ type: 'string', maxLength: MEMBERSHIP_NUMBER_MAX, pattern: MEMBERSHIP_NUMBER_PATTERN }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
  },
} as const;
export const inStoreCodes: FieldCodes = { homeStoreId: CODES.homeStore, membershipNumber: CODES.membershipNumber };

export const getInStoreSchema = { tags: inStoreTags, summary: "The member's home store and in-store membership number", params: idParams, response: replies(objectOf({ inStoreDetail: orNull(inStoreView) })) };
export const addInStoreSchema = { tags: inStoreTags, summary: 'Set the home store and in-store membership number', params: idParams, body, response: replies(objectOf({ inStoreDetail: inStoreView }), { status: 201 }) };
export const changeInStoreSchema = { tags: inStoreTags, summary: 'Change the home store or in-store membership number', params: idParams, body, response: replies(objectOf({ inStoreDetail: inStoreView })) };

// An ID check as the tab reads it (@shop/shared/api IdProof).
const idProofView = objectOf({
  idproofPrimaryId: { type: 'string', pattern: '^[0-9]+$' },
  idType: objectOf({ idTypeId: { type: 'integer' }, name: { type: 'string' } }),
  last4: { type: 'string', description: 'the last 4 characters of the document number' },
  expiresOn: { type: 'string', format: 'date' },
  expired: { type: 'boolean' },
  checkedAt: { type: 'string', format: 'date-time' },
  checkedStore: store,
});
export const listIdProofsSchema = {
  tags: idProofTags,
  summary: 'The ID checks done in store (type, last 4 characters, expiry)',
  params: idParams,
  response: replies(objectOf({ idProofs: { type: 'array', items: idProofView } })),
};
export const deleteIdProofSchema = {
  tags: idProofTags,
  summary: 'Remove an ID check',
  params: {
    type: 'object',
    required: ['id', 'idproofPrimaryId'],
    properties: { id: idParams.properties.id, idproofPrimaryId: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
  },
  response: replies(objectOf({ deleted: { type: 'boolean' } })),
};
