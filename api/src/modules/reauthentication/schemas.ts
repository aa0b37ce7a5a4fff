// Request schema of POST members/{id}/reauthenticate.
import { AUTH_CODES, MEMBER_CODES } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { PASSWORD_MAX } from '@shop/shared/rules';
import { idParams } from '../../http/schemas.js';
import { open, replies, routeSchema } from '../../http/envelope.js';

export const reauthenticateSchema = routeSchema('reauthentication', 'Confirm the password again before a sensitive change', {
  params: idParams,
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    // Long enough for any password the shop ever accepted; the check itself says right or wrong.
    properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 } },
  },
  response: replies(open({ validUntil: { type: 'string', format: 'date-time' } })),
});
export const reauthenticateCodes: FieldCodes = { password: { required: AUTH_CODES.passwordMissing, minLength: AUTH_CODES.passwordMissing, default: MEMBER_CODES.passwordWrong } };
