/** @jest-environment node */
// The event stream reader against a real HTTP server on loopback: events as they come, the
// token in the Authorization header (never the URL), reconnecting after a dropped stream with
// Last-Event-ID, one refresh on an expired token, and giving up on a refusal.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventStreamBackoff, readEventStream } from './event-stream';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;
let server: http.Server;
let handler: Handler;
let requests: http.IncomingMessage[];
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res, requests.length);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/members/1/events`;
});
beforeEach(() => {
  requests = [];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const sse = (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const session = (token = 'tok-1', refreshed: string | null = 'tok-2') => ({ accessToken: () => token, refresh: jest.fn(async () => refreshed) });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

it('reads events (split across chunks, comments skipped) with the token in the header', async () => {
  handler = (_req, res) => {
    sse(res);
    res.write(': heartbeat\n\nid: 1\nevent: status\ndata: {"id":"Q1",');
    setTimeout(() => res.write('"to":"sent"}\n\ndata: plain\n\n'), 20);
  };
  const seen: Array<[string, string]> = [];
  const opened = jest.fn();
  const stream = readEventStream({ url, session: session(), onEvent: (type, data) => seen.push([type, data]), onOpen: opened });
  await until(() => seen.length === 2);
  stream.close();
  expect(seen).toEqual([
    ['status', '{"id":"Q1","to":"sent"}'],
    ['message', 'plain'],
  ]);
  expect(opened).toHaveBeenCalledTimes(1);
  expect(requests[0]!.headers.authorization).toBe('Bearer tok-1');
  expect(requests[0]!.url).toBe('/v3/members/1/events');
});

it('reconnects after the stream drops, sending the Last-Event-ID it read, and opens again', async () => {
  handler = (_req, res, n) => {
    sse(res);
    if (n === 1) res.end('retry: 10\nid: abc-7\nevent: status\ndata: one\n\n');
    else res.write('event: status\ndata: two\n\n');
  };
  const seen: string[] = [];
  const opened = jest.fn();
  const waits: number[] = [];
  const stream = readEventStream({ url, session: session(), onEvent: (_t, d) => seen.push(d), onOpen: opened, backoffMs: (attempt, retry) => (waits.push(attempt), retry) });
  await until(() => seen.length === 2);
  stream.close();
  expect(seen).toEqual(['one', 'two']);
  expect(opened).toHaveBeenCalledTimes(2);
  expect(requests[0]!.headers['last-event-id']).toBeUndefined();
  expect(requests[1]!.headers['last-event-id']).toBe('abc-7');
  expect(waits).toEqual([0]);
});

it('backs off longer after each failed attempt (5xx, 429), and resets once open', async () => {
  handler = (_req, res, n) => {
    if (n <= 3) {
      res.writeHead(n === 2 ? 429 : 503, { 'content-type': 'application/json' });
      res.end('{"response":{"ack":"Failure","error":{"code":-1}}}');
      return;
    }
    sse(res);
    res.write('data: at last\n\n');
  };
  const waits: number[] = [];
  const seen: string[] = [];
  const stream = readEventStream({ url, session: session(), onEvent: (_t, d) => seen.push(d), backoffMs: (attempt) => (waits.push(attempt), 5) });
  await until(() => seen.length === 1);
  stream.close();
  expect(waits).toEqual([0, 1, 2]);
});

it('refreshes an expired token once and goes on with the new one', async () => {
  handler = (req, res) => {
    if (req.headers.authorization === 'Bearer tok-1') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"response":{"ack":"Failure","error":{"code":6,"message":"expired"}}}');
      return;
    }
    sse(res);
    res.write('data: hello\n\n');
  };
  let token = 'tok-1';
  const s = { accessToken: () => token, refresh: jest.fn(async () => (token = 'tok-2')) };
  const seen: string[] = [];
  const stream = readEventStream({ url, session: s, onEvent: (_t, d) => seen.push(d) });
  await until(() => seen.length === 1);
  stream.close();
  expect(s.refresh).toHaveBeenCalledTimes(1);
  expect(requests.map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
});

it('gives up on a refusal (403) without retrying', async () => {
  handler = (_req, res) => {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end('{"response":{"ack":"Failure","error":{"code":1002}}}');
  };
  const gaveUp = jest.fn();
  readEventStream({ url, session: session(), onEvent: () => undefined, onGiveUp: gaveUp, backoffMs: () => 1 });
  await until(() => gaveUp.mock.calls.length === 1);
  await new Promise((r) => setTimeout(r, 50));
  expect(gaveUp).toHaveBeenCalledWith(403);
  expect(requests).toHaveLength(1);
});

it('close() ends the stream and stops reconnecting', async () => {
  handler = (_req, res) => {
    sse(res);
    res.write('data: first\n\n');
  };
  const seen: string[] = [];
  const stream = readEventStream({ url, session: session(), onEvent: (_t, d) => seen.push(d), backoffMs: () => 1 });
  await until(() => seen.length === 1);
  stream.close();
  await new Promise((r) => setTimeout(r, 100));
  expect(requests).toHaveLength(1);
});

it('waits between half and all of a doubling delay, capped at 30 s', () => {
  for (let i = 0; i < 20; i++) {
    const w = eventStreamBackoff(2, 1000);
    expect(w).toBeGreaterThanOrEqual(2000);
    expect(w).toBeLessThanOrEqual(4000);
  }
  expect(eventStreamBackoff(20, 1000)).toBeLessThanOrEqual(30_000);
});
