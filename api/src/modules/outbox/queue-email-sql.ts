// Queuing an e-mail inside a larger statement (quotations' store: a quote's move writes its
// history and queues its e-mail in one statement). Elsewhere use enqueueMessage (outbox.ts).

/**
 * SQL that queues one e-mail (`subject`, `body`: SQL expressions, e.g. parameters) to each
 * `recipient` the query `recipients` gives (none where it is null), as enqueueMessage writes an e-mail.
 */
export const queueEmailSql = (recipients: string, subject: string, body: string) =>
  `INSERT INTO outbox (channel, recipient, subject, body) SELECT 'email', r.recipient, ${subject}, ${body} FROM (${recipients}) r WHERE r.recipient IS NOT NULL`;
