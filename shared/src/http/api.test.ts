/** @jest-environment node */
// createApi against a real HTTP server on loopback: what each call answers, and what it throws.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi, isNotFound } from './api';
import { ApiError } from './api-error';

const noSession = { accessToken: () => null, refresh: async () => null, end: () => undefined };
let server: http.Server;
let base: string;
const seen: Array<{ method: string; url: string; body: string }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url!.startsWith('/v3/boxes/missing')) return send(404, { response: { ack: 'Failure', error: { code: 4, message: 'No such box' } } });
      if (req.url === '/v3/refused') return send(200, { response: { ack: 'Failure', error: { code: 1011, message: 'Not bought online' } } });
      if (req.method === 'DELETE') return void res.writeHead(204).end();
      send(200, { response: { ack: 'Success', data: { method: req.method, echo: body ? JSON.parse(body) : null } } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const api = () => createApi({ baseURL: base, maxRetries: 0, session: noSession });

describe('createApi', () => {
  it("answers each call with the envelope's data", async () => {
    expect(await api().get('/boxes/x', { params: { limit: 2 } })).toEqual({ method: 'GET', echo: null });
    expect(await api().post('/things', { a: 1 })).toEqual({ method: 'POST', echo: { a: 1 } });
    expect(await api().put('/things/1', { b: 2 })).toEqual({ method: 'PUT', echo: { b: 2 } });
    expect(await api().patch('/things/1', { c: 3 })).toEqual({ method: 'PATCH', echo: { c: 3 } });
    expect(seen.find((s) => s.method === 'GET')?.url).toBe('/v3/boxes/x?limit=2');
  });

  it('answers undefined for an answer with no body (204)', async () => {
    expect(await api().delete('/things/1')).toBeUndefined();
  });

  it('throws the ApiError with the §8 code for a refusal, in a 4xx or inside a 200', async () => {
    const missing = await api()
      .get('/boxes/missing')
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ code: 4, status: 404 });
    expect(isNotFound(missing)).toBe(true);
    const refused = await api()
      .get('/refused')
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 1011, status: 200 });
    expect(isNotFound(refused)).toBe(false);
  });

  it('keeps the whole answer within reach (status and headers)', async () => {
    const answer = await api().raw.get('/boxes/x');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.data).toEqual({ response: { ack: 'Success', data: { method: 'GET', echo: null } } });
  });
});
