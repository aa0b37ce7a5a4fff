// Request schemas of a member's stock alerts, with the §8 code each field's failure carries.
import { STOCK_ALERTS_PER_CALL } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { boxIdField } from '../favourites/schemas.js';
import { idParams } from '../members/schemas.js';

const boxIdsField = { type: 'array', minItems: 1, maxItems: STOCK_ALERTS_PER_CALL, uniqueItems: true, items: boxIdField } as const;

export const listSchema = { params: idParams };

export const statusSchema = {
  params: idParams,
  querystring: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
};

export const addSchema = {
  params: idParams,
  body: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
};

/** DELETE stockalerts?boxIds=AB123456&boxIds=... (one value is a list of one). */
export const removeSchema = {
  params: idParams,
  querystring: { type: 'object', required: ['boxIds'], additionalProperties: false, properties: { boxIds: boxIdsField } },
};

export const restoreSchema = {
  params: idParams,
  body: { type: 'object', required: ['boxIds'], additionalProperties: false, properties: { boxIds: boxIdsField } },
};

// §8 has no stock-alert codes: a bad or unknown box id is 'incorrect format' (5).
export const boxCodes: FieldCodes = { boxId: 5, boxIds: 5 };
