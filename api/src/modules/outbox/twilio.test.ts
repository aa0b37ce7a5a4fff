// The Twilio SMS adapter against a local HTTP server that answers as Twilio's Messages endpoint
// does (documented request: form-encoded To/From/Body, HTTP Basic with SID and token), and the
// outbox sending queued texts through it.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { openDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { createOutbox, enqueueMessage } from './outbox.js';
import { toE164, twilioSms } from './twilio.js';

const seen: Array<{ url: string; authorization: string; form: URLSearchParams }> = [];
let refuse = false;
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '', form: new URLSearchParams(body) });
    res.setHeader('content-type', 'application/json');
    if (refuse) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${'0'.repeat(32)}`, status: 'queued' }));
  });
});
let db: Db;
let baseUrl = '';
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  db = await openDb({ url: process.env.DATABASE_URL, schema: process.env.DATABASE_URL ? `t_twilio_${process.pid}` : undefined });
  await migrate(db);
});
after(async () => {
  if (process.env.DATABASE_URL) await db.query(`DROP SCHEMA t_twilio_${process.pid} CASCADE`);
  await db.close();
  server.close();
});

const config = () => ({ baseUrl, accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret-token', from: '+447700900000' });

it('posts a text as Twilio documents it, in E.164, with Basic auth', async () => {
  assert.equal(toE164('07700900123'), '+447700900123');
  const sid = await twilioSms(config()).send('07700900123', 'Your PIN is 123456');
  assert.match(sid, /^SM/);
  const last = seen.at(-1)!;
  assert.equal(last.url, '/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
  assert.equal(last.authorization, `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:secret-token').toString('base64')}`);
  assert.deepEqual(Object.fromEntries(last.form), { To: '+447700900123', From: '+447700900000', Body: 'Your PIN is 123456' });
});

it("sends queued texts from the outbox, and keeps the provider's refusal (without the number) on the row", async () => {
  const outbox = createOutbox({ from: 'x' }, twilioSms(config()));
  const ok = await enqueueMessage(db, { channel: 'sms', recipient: '07700900124', body: 'Your PIN is 654321' });
  assert.equal(await outbox.flush(db), 1);
  refuse = true;
  const bad = await enqueueMessage(db, { channel: 'sms', recipient: '07700900125', body: 'Your PIN is 111111' });
  await outbox.flush(db);
  refuse = false;
  const rows = await db.query<{ id: number; sent_at: string | null; error: string | null }>('SELECT id, sent_at, error FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY id', [[ok, bad]]);
  assert.ok(rows[0]!.sent_at);
  assert.equal(rows[0]!.error, null);
  assert.equal(rows[1]!.sent_at, null);
  assert.match(rows[1]!.error!, /21211/);
  assert.doesNotMatch(rows[1]!.error!, /07700900125|111111/);
  // Without a provider texts stay in the table (the embedded default).
  await enqueueMessage(db, { channel: 'sms', recipient: '07700900126', body: 'kept' });
  assert.equal(await createOutbox({ from: 'x' }).flush(db), 0);
});

it('two API instances flushing one outbox at once send each message once', async () => {
  const sent: string[] = [];
  const recording = {
    send: async (to: string) => {
      sent.push(to);
      return 'SM1';
    },
  };
  const ids = [];
  for (let i = 0; i < 30; i++) ids.push(await enqueueMessage(db, { channel: 'sms', recipient: `0770090${String(1000 + i)}`, body: 'Your parcel is on its way' }));
  const [a, b] = [createOutbox({ from: 'x' }, recording), createOutbox({ from: 'x' }, recording)];
  await Promise.all([a.flush(db), b.flush(db), a.flush(db), b.flush(db)]);
  const mine = sent.filter((to) => /^07700901\d{3}$/.test(to));
  assert.equal(mine.length, 30, 'each text sent once');
  assert.equal(new Set(mine).size, 30, 'no text sent twice');
  const [row] = await db.query<{ unsent: number }>('SELECT count(*)::int AS unsent FROM outbox WHERE id = ANY($1::bigint[]) AND sent_at IS NULL', [ids]);
  assert.equal(row!.unsent, 0);
});
