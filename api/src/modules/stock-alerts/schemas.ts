// Request schemas of a member's stock alerts, with the §8 code each field's failure carries.
import { GENERIC_CODES } from '@shop/shared/api';
import { STOCK_ALERTS_PER_CALL } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { boxIdField } from '../favourites/schemas.js';
import { idParams } from '../../http/schemas.js';
import { open, replies, routeSchema } from '../../http/envelope.js';
import { boxList } from '../catalogue/schemas.js';

const boxIdsField = { type: 'array', minItems: 1, maxItems: STOCK_ALERTS_PER_CALL, uniqueItems: true, items: boxIdField } as const;

const TAG = 'stock alerts';
const alerted = open({ boxId: { type: 'string' }, alerted: { type: 'boolean' } });

export const listSchema = routeSchema(TAG, "The member's stock alerts, and the ones removed lately", {
  params: idParams,
  response: replies(open({ stockAlerts: boxList, removedStockAlerts: boxList })),
});

export const statusSchema = routeSchema(TAG, 'Whether the member has an alert on a box', {
  params: idParams,
  querystring: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
  response: replies(alerted),
});

export const addSchema = routeSchema(TAG, 'Ask to be told when a box is back in stock', {
  params: idParams,
  body: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
  response: replies(alerted, { status: 201 }),
});

/** DELETE stockalerts?boxIds=AB123456&boxIds=... (one value is a list of one). */
export const removeSchema = routeSchema(TAG, 'Remove stock alerts', {
  params: idParams,
  querystring: { type: 'object', required: ['boxIds'], additionalProperties: false, properties: { boxIds: boxIdsField } },
  response: replies(open({ removed: { type: 'integer' } })),
});

export const restoreSchema = routeSchema(TAG, 'Bring back stock alerts removed lately', {
  params: idParams,
  body: { type: 'object', required: ['boxIds'], additionalProperties: false, properties: { boxIds: boxIdsField } },
  response: replies(open({ restored: { type: 'integer' } })),
});

// §8 has no stock-alert codes: a bad or unknown box id is 'incorrect format' (5).
export const boxCodes: FieldCodes = { boxId: GENERIC_CODES.format, boxIds: GENERIC_CODES.format };
