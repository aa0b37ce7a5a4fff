// Request schema of account deletion: the password again (§7 DELETE members/{id}).
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../members/schemas.js';
import { PASSWORD_MAX } from '../auth/passwords.js';

export const deleteAccountSchema = {
  params: idParams,
  body: {
    type: 'object',
    required: ['password'],
    additionalProperties: false,
    properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX * 4 } },
  },
};
export const deleteAccountCodes: FieldCodes = { password: { required: 1029, minLength: 1029, type: 1029, default: 5 } };
