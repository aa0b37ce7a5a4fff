// Request schemas of members/{id}/bankaccounts, built from the field rules the account tab's
// form reads too (@shop/shared/rules), with the §8 'Bank account' code of each field.
import { ACCOUNT_HOLDER_NAME_MAX, ACCOUNT_HOLDER_NAME_PATTERN, ACCOUNT_NUMBER_PATTERN, BANK_ACCOUNT_CODES as CODES, ROLL_NUMBER_MAX, ROLL_NUMBER_MIN, ROLL_NUMBER_PATTERN, SORT_CODE_PATTERN } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../../http/schemas.js';
import { open, replies, routeSchema } from '../../http/envelope.js';

/** The opaque id of a saved account (never its number: ids travel in URLs and logs). */
const bankAccountIdField = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;

const detailsProperties = {
  accountHolderName: { type: 'string', minLength: 1, maxLength: ACCOUNT_HOLDER_NAME_MAX, pattern: ACCOUNT_HOLDER_NAME_PATTERN },
  sortCode: { type: 'string', pattern: SORT_CODE_PATTERN },
  bankAccountNumber: { type: 'string', pattern: ACCOUNT_NUMBER_PATTERN },
  rollNumber: { anyOf: [{ type: 'string', minLength: ROLL_NUMBER_MIN, maxLength: ROLL_NUMBER_MAX, pattern: ROLL_NUMBER_PATTERN }, { type: 'null' }] },
} as const;

export const bankAccountCodes: FieldCodes = {
  accountHolderName: CODES.holderName,
  sortCode: CODES.sortCode,
  bankAccountNumber: CODES.accountNumber,
  rollNumber: CODES.rollNumber,
};

const bankAccount = open({
  bankAccountId: { type: 'string' },
  accountHolderName: { type: 'string' },
  sortCode: { type: 'string', description: 'Masked' },
  bankAccountNumber: { type: 'string', description: 'Masked: last digits only' },
});
const TAG = 'bank accounts';

export const listSchema = routeSchema(TAG, "The member's saved bank accounts (masked)", { params: idParams, response: replies(open({ bankAccounts: { type: 'array', items: bankAccount } })) });

export const addSchema = routeSchema(TAG, 'Add a bank account (needs recent re-authentication)', {
  params: idParams,
  body: {
    type: 'object',
    required: ['accountHolderName', 'sortCode', 'bankAccountNumber'],
    additionalProperties: false,
    properties: detailsProperties,
  },
  response: replies(open({ bankAccount }), { status: 201 }),
});

/** Spec §7 'PUT bankaccounts' has no id in its path: the body names the account it changes. */
export const changeSchema = routeSchema(TAG, 'Change a saved bank account (needs recent re-authentication)', {
  params: idParams,
  body: {
    type: 'object',
    required: ['bankAccountId', 'accountHolderName', 'sortCode', 'bankAccountNumber'],
    additionalProperties: false,
    properties: { bankAccountId: bankAccountIdField, ...detailsProperties },
  },
  response: replies(open({ bankAccount })),
});
export const changeCodes: FieldCodes = { ...bankAccountCodes, bankAccountId: CODES.notFound };

export const deleteSchema = routeSchema(TAG, 'Remove a saved bank account', {
  params: {
    type: 'object',
    required: ['id', 'bankAccountId'],
    properties: { id: idParams.properties.id, bankAccountId: bankAccountIdField },
  },
  response: replies(open({ deleted: { type: 'boolean' } })),
});
