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
  /**
   * Whom the message is about when it goes to the shop's own inbox (an enquiry, an application):
   * their e-mail address, so erasure and export find the copy as they find mail sent to them.
   */
  regarding?: string;
  /** E-mail headers it goes with (List-Unsubscribe), as they are. */
  headers?: Record<string, string>;
}

export interface Outbox {
  /** Queue a message inside the caller's transaction, so it exists only if the change does. */
  enqueue(tx: Queryable, message: OutgoingMessage): Promise<number>;
  /** Send what is queued (e-mail by SMTP, texts by the SMS provider; without them messages stay readable in the table). */
  flush(db: Queryable): Promise<number>;
}

/** Queues a message inside the caller's transaction (what Outbox.enqueue does; for code that has no Outbox at hand). */
export async function enqueueMessage(tx: Queryable, m: OutgoingMessage): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO outbox (channel, recipient, subject, body, regarding, headers) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
    m.channel,
    m.recipient,
    m.subject ?? null,
    m.body,
    m.regarding?.trim().toLowerCase() || null,
    m.headers ? JSON.stringify(m.headers) : null,
  ]);
  return row!.id;
}

/** A batch's claim: long enough to send 50 messages; a dead instance's batch is sent by another after it. */
const CLAIM_SECONDS = 120;

export function createOutbox({ smtpUrl, from }: { smtpUrl?: string; from: string }, sms: SmsSender | null = null): Outbox {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const channels = [...(transport ? ['email'] : []), ...(sms ? ['sms'] : [])];
  const deliver = (m: { channel: string; recipient: string; subject: string | null; body: string; headers: Record<string, string> | null }) =>
    m.channel === 'sms' ? sms!.send(m.recipient, m.body) : transport!.sendMail({ from, to: m.recipient, subject: m.subject ?? '', text: m.body, ...(m.headers ? { headers: m.headers } : {}) });
  return {
    enqueue: enqueueMessage,
    async flush(db) {
      if (channels.length === 0) return 0;
      // Claimed before sending: another instance flushing at the same time passes over these rows.
      const pending = await db.query<{ id: number; channel: string; recipient: string; subject: string | null; body: string; headers: Record<string, string> | null }>(
        `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2) WHERE id IN (
           SELECT id FROM outbox WHERE channel = ANY($1::text[]) AND sent_at IS NULL AND error IS NULL AND (claimed_until IS NULL OR claimed_until < now())
            ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
         RETURNING id, channel, recipient, subject, body, headers`,
        [channels, CLAIM_SECONDS],
      );
      pending.sort((a, b) => Number(a.id) - Number(b.id));
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
