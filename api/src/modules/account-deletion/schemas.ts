// Request schema of account deletion: the password again (§7 DELETE members/{id}).
import { AUTH_CODES, GENERIC_CODES } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../../http/schemas.js';
import { PASSWORD_MAX } from '../auth/passwords.js';
import { open, replies, routeSchema } from '../../http/envelope.js';

export const deleteAccountSchema = routeSchema('account deletion', 'Delete the account (after a grace period); needs the password (a wrong one counts as a failed sign-in, then 429 1253)', {
  params: idParams,
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 } },
  },
  response: replies(open({ deletionRequested: { type: 'boolean' }, erasesAt: { type: 'string', format: 'date-time' } })),
});
export const deleteAccountCodes: FieldCodes = {
  password: { required: AUTH_CODES.passwordMissing, minLength: AUTH_CODES.passwordMissing, type: AUTH_CODES.passwordMissing, default: GENERIC_CODES.format },
};
