// The newest message queued to one recipient by one channel, as they would read it (the tests
// read the PINs and codes a family is sent this way): the outbox table is this module's (issue 34 §3).
import type { Queryable } from '../../db/db.js';
import type { OutgoingMessage } from './outbox.js';

/** The body of the newest message to this recipient by this channel; undefined when none was queued. */
export async function latestMessageBody(q: Queryable, recipient: string, channel: OutgoingMessage['channel']): Promise<string | undefined> {
  const [row] = await q.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 AND channel = $2 ORDER BY id DESC LIMIT 1', [recipient, channel]);
  return row?.body;
}
