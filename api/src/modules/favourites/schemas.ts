// Request schemas of a member's favourite boxes, with the §8 code each field's failure carries.
import { GENERIC_CODES } from '@shop/shared/api';
import { BOX_ID_PATTERN } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { idParams } from '../../http/schemas.js';
import { open, replies, routeSchema } from '../../http/envelope.js';
import { boxList } from '../catalogue/schemas.js';

export const boxIdField = { type: 'string', pattern: BOX_ID_PATTERN } as const;

const ids = open({ favouriteBoxIds: { type: 'array', items: { type: 'string' } } });

export const listSchema = routeSchema('favourites', "The member's favourite boxes as product cards", { params: idParams, response: replies(open({ favouriteBoxes: boxList })) });
export const idsSchema = routeSchema('favourites', "The ids of the member's favourite boxes", { params: idParams, response: replies(ids) });

export const addSchema = routeSchema('favourites', 'Add a favourite box; answers the ids now held', {
  params: idParams,
  body: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
  response: replies(ids, { status: 201 }),
});

export const removeSchema = routeSchema('favourites', 'Remove a favourite box; answers the ids now held', {
  params: idParams,
  querystring: { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: boxIdField } },
  response: replies(ids),
});

// §8 has no favourites codes: a bad or unknown box id is 'incorrect format' (5).
export const boxCodes: FieldCodes = { boxId: GENERIC_CODES.format };
