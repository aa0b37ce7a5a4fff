// The Modulr adapter against a local HTTP server standing in for Modulr's API: the request it
// sends (path, HMAC signature, nonce and retry headers, SCAN destination, pounds), how it reads
// Modulr's statuses, and that a server error leaves the payout to be sent again.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { modulrAuthorization, modulrPayoutProvider, modulrStatus } from './modulr.js';

let baseUrl: string;
let answer: { status: number; body: unknown } = { status: 201, body: {} };
const received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: any }> = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api-sandbox-token/`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => modulrPayoutProvider({ baseUrl, apiKey: 'KEY123', apiSecret: 'SECRET456', sourceAccountId: 'A1234BCD' });
const request = (retry = false) => ({
  amountPence: 12_345,
  payeeName: 'Ada Lovelace',
  maskedAccount: '66****58',
  reference: 'LLABCDEFGHJKMNPQRS',
  idempotencyKey: 'b9a3c1f2-0000-4000-8000-000000000001',
  retry,
  account: () => ({ sortCode: '089999', accountNumber: '66374958' }),
});

describe('the Modulr payout provider', () => {
  it('sends a signed Faster Payment to the sort code and account number, in pounds', async () => {
    answer = { status: 201, body: { id: 'P0012ABCD', status: 'PROCESSED' } };
    const result = await provider().sendBankTransfer(request());
    assert.deepEqual(result, { providerReference: 'P0012ABCD', status: 'paid', failure: null });
    const sent = received.at(-1)!;
    assert.equal(sent.method, 'POST');
    assert.equal(sent.url, '/api-sandbox-token/payments');
    assert.deepEqual(sent.body, {
      sourceAccountId: 'A1234BCD',
      destination: { type: 'SCAN', name: 'Ada Lovelace', sortCode: '089999', accountNumber: '66374958' },
      currency: 'GBP',
      amount: 123.45,
      reference: 'LLABCDEFGHJKMNPQRS',
      externalReference: 'b9a3c1f2-0000-4000-8000-000000000001',
    });
    assert.equal(sent.headers['x-mod-nonce'], 'b9a3c1f2-0000-4000-8000-000000000001');
    assert.equal(sent.headers['x-mod-retry'], undefined);
    // The signature Modulr computes from the Date and nonce headers with the shared secret.
    const expected = encodeURIComponent(createHmac('sha1', 'SECRET456').update(`date: ${sent.headers.date}\nx-mod-nonce: ${sent.headers['x-mod-nonce']}`).digest('base64'));
    assert.equal(sent.headers.authorization, `Signature keyId="KEY123",algorithm="hmac-sha1",headers="date x-mod-nonce",signature="${expected}"`);
    assert.equal(modulrAuthorization('KEY123', 'SECRET456', String(sent.headers.date), 'b9a3c1f2-0000-4000-8000-000000000001'), sent.headers.authorization);
  });

  it('resends with the same nonce and x-mod-retry, and reads pending and refused payments', async () => {
    answer = { status: 201, body: { id: 'P0012ABCD', status: 'SUBMITTED' } };
    assert.equal((await provider().sendBankTransfer(request(true))).status, 'pending');
    assert.equal(received.at(-1)!.headers['x-mod-retry'], 'true');
    answer = { status: 201, body: { id: 'P0012ABCE', status: 'ER_INVALID' } };
    assert.deepEqual(await provider().sendBankTransfer(request()), { providerReference: 'P0012ABCE', status: 'failed', failure: 'Modulr status ER_INVALID' });
    answer = { status: 400, body: [{ field: 'destination.sortCode', code: 'FIELD_INVALID', message: 'invalid sort code' }] };
    const refused = await provider().sendBankTransfer(request());
    assert.equal(refused.status, 'failed');
    assert.match(refused.failure!, /400: invalid sort code/);
  });

  it('throws on a server error, so the payout stays pending and is sent again', async () => {
    answer = { status: 503, body: {} };
    await assert.rejects(provider().sendBankTransfer(request()), /modulr answered 503/);
  });

  it("maps Modulr's statuses", () => {
    assert.equal(modulrStatus('PROCESSED'), 'paid');
    for (const s of ['SUBMITTED', 'VALIDATED', 'PENDING_FOR_DATE', 'PENDING_FOR_FUNDS']) assert.equal(modulrStatus(s), 'pending');
    for (const s of ['ER_INVALID', 'ER_EXTSYS', 'ER_GENERAL', 'CANCELLED']) assert.equal(modulrStatus(s), 'failed');
  });
});
