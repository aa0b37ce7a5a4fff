// Request schemas of the members resource, with the §8 code each field's failure carries.
import { AUTH_CODES, MEMBER_CODES, PHONE_MAX, UK_PHONE_PATTERN } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { MEMBER_NAME_MAX, MEMBER_NAME_PATTERN, NI_NUMBER_MAX, NI_NUMBER_PATTERN, PASSWORD_MAX, PROFILE_CODES } from '@shop/shared/rules';
import { consentsField, EMAIL_CODES, emailField, idParams, PASSWORD_CODES, passwordField } from '../../http/schemas.js';
import { nullable, open, openList, replies, routeSchema } from '../../http/envelope.js';

const TAG = 'members';

/** The member as the account pages read it (view() in service.ts). */
export const memberView = open({
  memberId: { type: 'string' },
  titleId: nullable('integer'),
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  email: { type: 'string', format: 'email' },
  emailVerified: { type: 'boolean' },
  pendingEmail: nullable('string'),
  phone: nullable('string'),
  dateOfBirth: nullable('string'),
  memberTaxId: nullable('string'),
  consents: openList({ consentTypeId: { type: 'integer' }, granted: { type: 'boolean' } }),
  needsMobileVerification: { type: 'boolean', description: 'a linked in-store membership whose contact number is not (or no longer) proved: the unified-membership guard sends the member to /verify-phone-number' },
});
const memberDetails = open({ memberDetails: open({ member: memberView }) });
const flag = (name: string) => open({ [name]: { type: 'boolean' } });

const nameField = { type: 'string', minLength: 1, maxLength: MEMBER_NAME_MAX, pattern: MEMBER_NAME_PATTERN } as const;
const tokenField = { type: 'string', minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const registerSchema = routeSchema(TAG, 'Register a new member (an e-mail to verify follows)', {
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
  response: replies(open({ memberId: { type: 'string' } }), { status: 201 }),
});
export const registerCodes: FieldCodes = { firstName: PROFILE_CODES.firstName, lastName: PROFILE_CODES.lastName, email: EMAIL_CODES, password: PASSWORD_CODES };

export const loginSchema = routeSchema(TAG, 'Sign in with e-mail and password (tokens and the member)', {
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: { email: emailField, password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 } },
  },
  response: replies(open({ memberId: { type: 'string' }, access_token: { type: 'string' }, refresh_token: { type: 'string' }, expires_in: { type: 'integer' }, member: memberView })),
});
export const loginCodes: FieldCodes = { email: EMAIL_CODES, password: PASSWORD_CODES };

export const updateSchema = routeSchema(TAG, "Change the member's details", {
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
  response: replies(memberDetails),
});
export const updateCodes: FieldCodes = {
  firstName: PROFILE_CODES.firstName,
  lastName: PROFILE_CODES.lastName,
  phone: PROFILE_CODES.phoneInvalid,
  dateOfBirth: PROFILE_CODES.dateOfBirth,
  taxId: PROFILE_CODES.taxId,
};

const emailBody = { type: 'object', required: ['email'], properties: { email: emailField } } as const;
export const resendVerificationSchema = routeSchema(TAG, 'Send the verification e-mail again', { body: emailBody, response: replies(flag('sent')) });
export const newPasswordSchema = routeSchema(TAG, 'Send a password-reset e-mail (the same answer for an unknown address)', { body: emailBody, response: replies(flag('sent')) });
export const emailChangeSchema = routeSchema(TAG, 'Ask to change the e-mail address (a link for 24 hours goes to the new one; 5 requests a day, then 429 1253)', { body: emailBody, response: replies(flag('sent')) });
export const cancelEmailChangeSchema = routeSchema(TAG, 'Cancel a pending e-mail change (the requests made still count)', { response: replies(flag('cancelled')) });
export const emailOnlyCodes: FieldCodes = { email: EMAIL_CODES };

const tokenBody = { type: 'object', required: ['token'], properties: { token: tokenField } } as const;
const validated = open({ memberId: { type: 'string' }, email: { type: 'string' } });
export const tokenBodySchema = routeSchema(TAG, 'Verify an e-mail address with the token of its link (signed out)', { body: tokenBody, response: replies(validated) });
export const tokenCodes: FieldCodes = { token: MEMBER_CODES.linkExpired };

export const memberTokenSchema = routeSchema(TAG, "Verify the member's e-mail address with the token of its link", { params: idParams, body: tokenBody, response: replies(validated) });

export const verifyResetSchema = routeSchema(TAG, 'Check a password-reset token', {
  querystring: { type: 'object', required: ['token'], properties: { token: tokenField } },
  response: replies(open({ verified: { type: 'boolean' }, memberId: nullable('string') })),
});

export const resetPasswordSchema = routeSchema(TAG, 'Set a new password with a reset token', {
  params: idParams,
  body: { type: 'object', required: ['token', 'password'], properties: { token: tokenField, password: passwordField } },
  response: replies(flag('reset')),
});
export const resetPasswordCodes: FieldCodes = { token: MEMBER_CODES.linkExpired, password: PASSWORD_CODES };

export const changePasswordSchema = routeSchema(TAG, 'Change the password (signed in; a wrong one counts as a failed sign-in, then 429 1253)', {
  body: {
    type: 'object',
    required: ['oldPassword', 'newPassword'],
    properties: { oldPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 }, newPassword: passwordField },
  },
  response: replies(flag('changed')),
});

export const getMemberSchema = routeSchema(TAG, 'The member and their addresses', {
  params: idParams,
  response: replies(open({ memberDetails: open({ member: memberView, addresses: openList({ addressId: { type: 'string' } }) }) })),
});
export const removeContactNumberSchema = routeSchema(TAG, "Remove the member's phone number", { params: idParams, response: replies(memberDetails) });
export const identityDetailsSchema = routeSchema(TAG, "The member's identity details (name, date of birth, NI number)", {
  params: idParams,
  response: replies(
    open({
      identityDetails: open({
        titleId: nullable('integer'),
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        dateOfBirth: nullable('string'),
        memberTaxId: nullable('string'),
        isAdult: nullable('boolean'),
      }),
    }),
  ),
});
export const changePasswordCodes: FieldCodes = {
  oldPassword: { required: AUTH_CODES.passwordMissing, minLength: AUTH_CODES.passwordMissing, default: MEMBER_CODES.passwordWrong },
  newPassword: PASSWORD_CODES,
};
