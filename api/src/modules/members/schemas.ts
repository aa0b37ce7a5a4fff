// Request schemas of the members resource, with the §8 code each field's failure carries.
import type { FieldCodes } from '../../http/errors-plugin.js';
import { MEMBER_NAME_MAX, MEMBER_NAME_PATTERN, NI_NUMBER_MAX, NI_NUMBER_PATTERN, PHONE_MAX, PROFILE_CODES, UK_PHONE_PATTERN } from '@shop/shared/rules';
import { PASSWORD_MAX } from '../auth/passwords.js';

export const emailField = { type: 'string', minLength: 1, maxLength: 254, pattern: '\\S', format: 'email' } as const;
export const passwordField = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX } as const;
const nameField = { type: 'string', minLength: 1, maxLength: MEMBER_NAME_MAX, pattern: MEMBER_NAME_PATTERN } as const;
const consentsField = {
  type: 'array',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['consentTypeId', 'granted'],
    additionalProperties: false,
    properties: { consentTypeId: { type: 'integer', minimum: 1, maximum: 1000 }, granted: { type: 'boolean' } },
  },
} as const;
const tokenField = { type: 'string', minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const EMAIL_CODES: FieldCodes[string] = { required: 1027, minLength: 1027, pattern: 1027, default: 1028 };
export const PASSWORD_CODES: FieldCodes[string] = { required: 1029, minLength: 1029, default: 5 };

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
} as const;

export const registerSchema = {
  body: {
    type: 'object',
    required: ['firstName', 'lastName', 'email', 'password'],
    additionalProperties: false,
    properties: {
      titleId: { type: 'integer', minimum: 1, maximum: 100 },
      firstName: nameField,
      lastName: nameField,
      email: emailField,
      password: passwordField,
      consents: consentsField,
    },
  },
};
export const registerCodes: FieldCodes = { firstName: 1010, lastName: 1012, email: EMAIL_CODES, password: PASSWORD_CODES };

export const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: { email: emailField, password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 } },
  },
};
export const loginCodes: FieldCodes = { email: EMAIL_CODES, password: PASSWORD_CODES };

export const updateSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      titleId: { type: 'integer', minimum: 1, maximum: 100 },
      firstName: nameField,
      lastName: nameField,
      // UK numbers only (§8 Phone: 1013 missing, 1014 invalid); null clears, as DELETE contactnumber does.
      phone: { anyOf: [{ type: 'string', maxLength: PHONE_MAX, pattern: UK_PHONE_PATTERN }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
      dateOfBirth: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
      taxId: { anyOf: [{ type: 'string', maxLength: NI_NUMBER_MAX, pattern: NI_NUMBER_PATTERN }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
      consents: consentsField,
    },
  },
};
export const updateCodes: FieldCodes = {
  firstName: PROFILE_CODES.firstName,
  lastName: PROFILE_CODES.lastName,
  phone: PROFILE_CODES.phoneInvalid,
  dateOfBirth: PROFILE_CODES.dateOfBirth,
  taxId: PROFILE_CODES.taxId,
};

export const emailOnlySchema = { body: { type: 'object', required: ['email'], properties: { email: emailField } } };
export const emailOnlyCodes: FieldCodes = { email: EMAIL_CODES };

export const tokenBodySchema = { body: { type: 'object', required: ['token'], properties: { token: tokenField } } };
export const tokenCodes: FieldCodes = { token: 1003 };

export const memberTokenSchema = { params: idParams, body: tokenBodySchema.body };

export const verifyResetSchema = { querystring: { type: 'object', required: ['token'], properties: { token: tokenField } } };

export const resetPasswordSchema = {
  params: idParams,
  body: { type: 'object', required: ['token', 'password'], properties: { token: tokenField, password: passwordField } },
};
export const resetPasswordCodes: FieldCodes = { token: 1003, password: PASSWORD_CODES };

export const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['oldPassword', 'newPassword'],
    properties: { oldPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 }, newPassword: passwordField },
  },
};
export const changePasswordCodes: FieldCodes = { oldPassword: { required: 1029, minLength: 1029, default: 1059 }, newPassword: PASSWORD_CODES };
