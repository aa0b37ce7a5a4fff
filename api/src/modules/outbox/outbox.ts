// E-mail and SMS leave through the outbox. By default they stay in the outbox table (read
// them at /dev/outbox); with SMTP_URL set, e-mail is also sent through nodemailer, and with an
// SMS provider configured (twilio.ts), texts through it.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../../db/db.js';
import type { SmsSender } from './twilio.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export interface Outbox {
  /** Queue a message inside the caller's transaction, so it exists only if the change does. */
  enqueue(tx: Queryable, message: OutgoingMessage): Promise<number>;
  /** Send what is queued (e-mail by SMTP, texts by the SMS provider; without them messages stay readable in the table). */
  flush(db: Queryable): Promise<number>;
}

/** Queues a message inside the caller's transaction (what Outbox.enqueue does; for code that has no Outbox at hand). */
export async function enqueueMessage(tx: Queryable, m: OutgoingMessage): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4) RETURNING id', [
    m.channel,
    m.recipient,
    m.subject ?? null,
    m.body,
  ]);
  return row!.id;
}

export function createOutbox({ smtpUrl, from }: { smtpUrl?: string; from: string }, sms: SmsSender | null = null): Outbox {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const channels = [...(transport ? ['email'] : []), ...(sms ? ['sms'] : [])];
  const deliver = (m: { channel: string; recipient: string; subject: string | null; body: string }) =>
    m.channel === 'sms' ? sms!.send(m.recipient, m.body) : transport!.sendMail({ from, to: m.recipient, subject: m.subject ?? '', text: m.body });
  return {
    enqueue: enqueueMessage,
    async flush(db) {
      if (channels.length === 0) return 0;
      const pending = await db.query<{ id: number; channel: string; recipient: string; subject: string | null; body: string }>(
        'SELECT id, channel, recipient, subject, body FROM outbox WHERE channel = ANY($1::text[]) AND sent_at IS NULL AND error IS NULL ORDER BY id LIMIT 50',
        [channels],
      );
      for (const m of pending) {
        try {
          await deliver(m);
          await db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [m.id]);
        } catch (error) {
          await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [m.id, String((error as Error).message).slice(0, 500)]);
        }
      }
      return pending.length;
    },
  };
}
