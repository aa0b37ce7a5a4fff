// The live stream's schema: a member's own path (owner-checked by member-auth), answered as
// Server-Sent Events; its failures (403 another member, 429 too many streams) as the envelope.
import { failureEnvelope, nonJson, routeSchema } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

export const eventsSchema = routeSchema(
  'live',
  "The member's live status stream (Server-Sent Events): `event: status` with `{ kind: 'quote'|'webBuyOrder', id, from, to, at }` for each change of a quote or web buy order; `event: resync` when events may have been missed (read again); a comment every 25 s keeps it open",
  {
    params: idParams,
    response: nonJson('text/event-stream', 'The event stream; it stays open', { '4xx': failureEnvelope, '5xx': failureEnvelope }),
  },
);

export const staffEventsSchema = routeSchema(
  'staff',
  "The goods-in bench's live stream (Server-Sent Events; staff with the goods-in permission): `event: status` with `{ kind: 'quote'|'webBuyOrder'|'claim', id, from, to, at }` for every change of any member's quotes and parcels and each item taken or let go; `event: resync` when events may have been missed",
  { response: nonJson('text/event-stream', 'The event stream; it stays open', { '4xx': failureEnvelope, '5xx': failureEnvelope }) },
);
