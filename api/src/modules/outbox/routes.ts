// A developer's window on the outbox: every e-mail and text the shop would have sent, with
// working links (the verification link of a new account, a password reset). Development mode
// only, and only for a browser on this machine: the links sign anyone in.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { thisMachineOnly } from '../../http/this-machine.js';
import * as schemas from './schemas.js';

interface Row {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => escape(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', thisMachineOnly);
  const latest = (recipient?: string) =>
    db.query<Row>(
      `SELECT id, channel, recipient, subject, body, created_at FROM outbox
       WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT 100`,
      [recipient ?? null],
    );

  app.get('/dev/outbox.json', { schema: schemas.outboxJsonSchema }, async (req) => latest((req.query as { to?: string }).to));

  app.get('/dev/outbox', { schema: schemas.outboxPageSchema }, async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) =>
          `<article><h2>${escape(m.subject ?? '(text message)')}</h2><p class="meta">#${m.id} · ${escape(m.channel)} to ${escape(m.recipient)} · ${escape(String(m.created_at))}</p><pre>${linkify(m.body)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Outbox · Little Loop (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{color:#666;font-size:.9em}pre{white-space:pre-wrap}</style></head>
<body><h1>Outbox</h1><p>Messages the shop would send. Newest first.</p>${items || '<p>Nothing yet.</p>'}</body></html>`;
  });
}
