// Request schemas of the member's sign-in sessions.
import { idParams } from '../../http/schemas.js';
import { open, openList, replies, routeSchema } from '../../http/envelope.js';

export const listSessionsSchema = routeSchema('sessions', 'Where the member is signed in', {
  params: idParams,
  response: replies(open({ sessions: openList({ startedAt: { type: 'string', format: 'date-time' }, current: { type: 'boolean' } }) })),
});

export const signOutEverywhereSchema = routeSchema('sessions', 'Sign out everywhere (optionally keeping this browser)', {
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    // true: this browser stays signed in; false (default): every session ends, this one too.
    properties: { keepCurrent: { type: 'boolean', default: false } },
  },
  response: replies(open({ signedOut: { type: 'boolean' }, keptCurrent: { type: 'boolean' } })),
});
