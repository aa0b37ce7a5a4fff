// Request schemas of a member's favourite boxes, with the §8 code each field's failure carries.
import { BOX_ID_PATTERN } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../members/schemas.js';

export const boxIdField = { type: 'string', pattern: BOX_ID_PATTERN } as const;

export const listSchema = { params: idParams };

export const addSchema = {
  params: idParams,
  body: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
};

export const removeSchema = {
  params: idParams,
  querystring: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
};

// §8 has no favourites codes: a bad or unknown box id is 'incorrect format' (5).
export const boxCodes: FieldCodes = { boxId: 5 };
