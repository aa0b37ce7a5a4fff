import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { exportToCsv } from './service.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const exportOf = (memberId: string, auth: object, format = 'json') => t.app.inject({ url: `/v3/members/${memberId}/export?format=${format}`, headers: auth as Record<string, string> });

it("exports the member's data as a JSON download, and no one else's", async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Grace' });
  const other = await createVerifiedMember(t.app, { firstName: 'Otto' });
  const { auth } = await signedIn(t.app, m.email, m.password);
  await signedIn(t.app, other.email, other.password);
  await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload: { consents: [{ consentTypeId: 1, granted: true }] } });
  const res = await exportOf(m.memberId, auth);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.match(String(res.headers['content-disposition']), new RegExp(`^attachment; filename="little-loop-data-${m.memberId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body = res.json();
  assert.equal(body.memberId, m.memberId);
  assert.equal(body.data.members[0].first_name, 'Grace');
  assert.equal(body.data.members[0].email, m.email);
  assert.deepEqual(body.data.member_consents.map((c: { consent_type_id: number }) => c.consent_type_id).sort(), [1, 2]);
  assert.equal(body.data.member_consent_history.length, 2);
  assert.ok(body.data.auth_sessions.length >= 1, 'sign-ins are listed');
  assert.ok(body.data.messages_sent.some((e: { subject: string }) => e.subject === 'Verify your e-mail address'));
  // Secrets and other members stay out.
  assert.equal(body.data.members[0].password_hash, undefined);
  assert.doesNotMatch(res.body, /\$argon2id/);
  assert.doesNotMatch(res.body, /token=[A-Za-z0-9_-]{20,}/, 'links in e-mails lose their tokens');
  assert.doesNotMatch(res.body, new RegExp(other.email.replace(/[.+]/g, '\\$&')));
  assert.doesNotMatch(res.body, /Otto/);
  for (const rows of Object.values(body.data) as Array<Array<{ member_id?: unknown }>>) {
    for (const row of rows) if ('member_id' in row) assert.equal(String(row.member_id), m.memberId);
  }
});

it('exports the same as CSV: one row per field, formulas defused', async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Ines' });
  const { auth } = await signedIn(t.app, m.email, m.password);
  const res = await exportOf(m.memberId, auth, 'csv');
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  assert.match(String(res.headers['content-disposition']), /\.csv"$/);
  const lines = res.body.trim().split('\r\n');
  assert.equal(lines[0], 'dataset,record,field,value');
  assert.ok(lines.includes('members,1,first_name,Ines'));
  assert.ok(lines.includes(`members,1,email,${m.email}`));
  const csv = exportToCsv({ exportedAt: '', memberId: '1', data: { x: [{ a: '=HYPERLINK("http://evil")', b: 'one, "two"' }] } });
  assert.equal(csv, 'dataset,record,field,value\r\nx,1,a,"\'=HYPERLINK(""http://evil"")"\r\nx,1,b,"one, ""two"""\r\n');
});

it('refuses a bad format with 400; another member gets 403 and no data', async () => {
  const a = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app, { firstName: 'Beatrix' });
  const tokenA = await signedIn(t.app, a.email, a.password);
  for (const format of ['xml', "json' OR '1'='1", '<script>']) {
    assert.equal((await exportOf(a.memberId, tokenA.auth, encodeURIComponent(format))).statusCode, 400, format);
  }
  const foreign = await exportOf(b.memberId, tokenA.auth);
  assert.equal(foreign.statusCode, 403);
  assert.doesNotMatch(foreign.body, /Beatrix/);
  assert.equal((await t.app.inject({ url: `/v3/members/${a.memberId}/export` })).statusCode, 401, 'signed out: refused');
});

it('holds every message (mail to an address it replaced, texts to a number it replaced) and no ciphertext', async () => {
  const m = await createVerifiedMember(t.app, { firstName: 'Hana' });
  const { auth } = await signedIn(t.app, m.email, m.password);
  // A text to the number the member had, then replaced.
  await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload: { phone: '07700 900123' } });
  await t.db.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('sms', '+447700900123', 'Your Little Loop code is 123456')`);
  await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload: { phone: '07700 900456' } });
  // The address changes: mail sent to the old one stays theirs.
  const moved = `moved-${m.email}`;
  await t.app.inject({ method: 'POST', url: '/v3/members/emailtoken', headers: auth, payload: { email: moved } });
  const token = (await t.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC', [moved]))[0]!.body.match(/token=([A-Za-z0-9_-]+)/)![1];
  assert.equal((await t.app.inject({ method: 'PUT', url: '/v3/members/validateemail', payload: { token } })).statusCode, 200);
  // A bank account kept only as ciphertext.
  await t.db.query(`INSERT INTO bank_accounts (bank_account_id, member_id, account_holder_name, sort_code_enc, account_number_enc, fingerprint) VALUES ($1, $2, 'H Example', 'v1:CIPHERSORT', 'v1:CIPHERACCOUNT', 'fp')`, [
    `ba-${m.memberId}`,
    m.memberId,
  ]);

  const body = (await exportOf(m.memberId, auth)).json();
  const sent = body.data.messages_sent as Array<{ channel: string; recipient: string; subject: string | null; body: string }>;
  assert.ok(
    sent.some((e) => e.recipient === m.email && e.subject === 'Verify your e-mail address'),
    'mail to the address it replaced',
  );
  assert.ok(sent.some((e) => e.recipient === m.email && e.subject === 'Your e-mail address was changed'));
  assert.ok(
    sent.some((e) => e.channel === 'sms' && /123456/.test(e.body)),
    'the text to the number it replaced',
  );
  assert.deepEqual(body.data.member_contact_history.map((h: { kind: string }) => h.kind).sort(), ['email', 'phone']);
  assert.equal(body.data.bank_accounts[0].account_holder_name, 'H Example');
  assert.doesNotMatch(JSON.stringify(body), /CIPHER|_enc"/, 'no ciphertext');
});
