// Schemas of members/{id}/walletaddress: the request rules (shared with the Bank details tab's
// form) and the answers, in the v3 envelope.
import { PAYOUT_STORE_CODES as CODES, WALLET_EMAIL_MAX, WALLET_PROVIDER } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { objectOf, orNull, replies } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const tags = ['members: wallet address'];
const walletView = objectOf({
  provider: { type: 'string', enum: [WALLET_PROVIDER] },
  email: { type: 'string', description: "masked: 'j***@example.co.uk'" },
  updatedAt: { type: 'string', format: 'date-time' },
});
const body = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 1, maxLength: WALLET_EMAIL_MAX, pattern: '\\S', format: 'email' } },
} as const;

export const walletCodes: FieldCodes = { email: { required: CODES.walletMissing, minLength: CODES.walletMissing, pattern: CODES.walletMissing, default: CODES.walletInvalid } };

export const getSchema = { tags, summary: "The member's PayPal payout address, masked", params: idParams, response: replies(objectOf({ walletAddress: orNull(walletView) })) };
export const addSchema = { tags, summary: 'Add a PayPal payout address (password given again within 5 minutes)', params: idParams, body, response: replies(objectOf({ walletAddress: walletView }), { status: 201 }) };
export const changeSchema = { tags, summary: 'Change the PayPal payout address (password given again within 5 minutes)', params: idParams, body, response: replies(objectOf({ walletAddress: walletView })) };
export const deleteSchema = { tags, summary: 'Remove the PayPal payout address', params: idParams, response: replies(objectOf({ deleted: { type: 'boolean' } })) };
