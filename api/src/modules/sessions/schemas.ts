// Request schemas of the member's sign-in sessions.
import { idParams } from '../members/schemas.js';

export const listSessionsSchema = { params: idParams };

export const signOutEverywhereSchema = {
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    // true: this browser stays signed in; false (default): every session ends, this one too.
    properties: { keepCurrent: { type: 'boolean', default: false } },
  },
};
