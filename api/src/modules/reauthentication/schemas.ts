// Request schema of POST members/{id}/reauthenticate.
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
export const reauthenticateCodes: FieldCodes = { password: { required: 1029, minLength: 1029, default: 1059 } };
