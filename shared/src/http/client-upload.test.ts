// An upload that reports its progress goes by XMLHttpRequest (jsdom's, over real HTTP on loopback):
// the progress callback sees the bytes leave and the answer reads as every other call's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';

let server: http.Server;
let base: string;
const received: { method?: string; auth?: string; bytes: number } = { bytes: 0 };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'POST' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    received.method = req.method;
    received.auth = req.headers.authorization;
    req.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
    req.on('end', () => {
      res.writeHead(req.url?.includes('fail') ? 409 : 201, { ...cors, 'content-type': 'application/json', 'access-control-expose-headers': 'x-photo', 'x-photo': 'stored' });
      res.end(req.url?.includes('fail') ? '{"response":{"ack":"Failure","error":{"code":1044,"message":"Too many photos."}}}' : '{"response":{"ack":"Success","data":{"stored":true}}}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const session = { accessToken: () => 'token-1', refresh: async () => null, end: () => undefined };

it('sends the body by XMLHttpRequest, reports progress up to 1, and reads the answer', async () => {
  const api = createApiClient({ baseURL: base, session });
  const seen: number[] = [];
  const photo = new Blob([new Uint8Array(300_000).fill(7)], { type: 'image/jpeg' });
  const answer = await api.post(`${base}/photos`, photo, { onUploadProgress: (f) => seen.push(f) });
  expect(answer.status).toBe(201);
  expect(answer.data).toEqual({ response: { ack: 'Success', data: { stored: true } } });
  expect(answer.headers['x-photo']).toBe('stored');
  expect(received).toEqual({ method: 'POST', auth: 'Bearer token-1', bytes: 300_000 });
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.at(-1)).toBe(1);
  expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
});

it('turns a failure answer into the §8 error, as fetch calls do', async () => {
  const api = createApiClient({ baseURL: base, session, maxRetries: 0 });
  await expect(api.post(`${base}/photos/fail`, new Blob(['x']), { onUploadProgress: () => undefined })).rejects.toMatchObject({ status: 409, code: 1044 });
});
