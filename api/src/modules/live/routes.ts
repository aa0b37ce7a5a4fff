// GET /v3/members/:id/events: the member's live status as Server-Sent Events (issue #14, point 7).
// Read with fetch + a stream reader (@shop/shared/http `readEventStream`), not EventSource: the
// access token travels in the Authorization header like on every other call (EventSource cannot
// send one, and a token must never be in a URL), and an expired token is refreshed by the same
// code as everywhere else; no ticket store to share between API instances. Nothing is kept to
// replay: a stream that comes back with Last-Event-ID is told to read again (`resync`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import type { MemberEventHub } from './hub.js';
import { eventsSchema, staffEventsSchema } from './schemas.js';

export const LIVE_CODES = { tooManyStreams: 'LIVE_TOO_MANY_STREAMS' } as const;
export const HEARTBEAT_MS = 25_000;
/** How long a reader waits before reconnecting after the stream ends (the SSE `retry` field). */
const RETRY_MS = 3000;

export async function liveRoutes(
  app: FastifyInstance,
  {
    hub,
    heartbeatMs = HEARTBEAT_MS,
    mayWatchGoodsIn,
  }: { hub: MemberEventHub; heartbeatMs?: number; /** Throws (403 G001) unless the staff member may work goods-in. */ mayWatchGoodsIn: (staffId: string) => Promise<void> },
) {
  const open = new Set<() => void>();
  let sequence = 0;
  const instance = Date.now().toString(36);

  // Before the server stops taking connections: open streams end, so closing never waits on them.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    hub.close();
  });

  /** Opens a stream on a hijacked reply: `subscribe` is given the writer and answers its unsubscribe, or null to refuse (429). */
  const stream = (req: FastifyRequest, reply: FastifyReply, subscribe: (w: { event: (e: object) => void; resync: () => void }) => (() => void) | null) => {
    const raw = reply.raw;
    const write = (text: string) => void (raw.writableEnded || raw.write(text));
    const unsubscribe = subscribe({
      event: (e) => write(`id: ${instance}-${++sequence}\nevent: status\ndata: ${JSON.stringify(e)}\n\n`),
      resync: () => write('event: resync\ndata: {}\n\n'),
    });
    if (!unsubscribe) throw new ApiError(429, LIVE_CODES.tooManyStreams, 'You have too many pages open with live updates. Close one and try again.');

    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      // Member data: never stored by a browser or a proxy; a buffering proxy would hold events back.
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    write(`retry: ${RETRY_MS}\n: live\n\n`);
    if (req.headers['last-event-id']) write('event: resync\ndata: {}\n\n');
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    req.raw.on('close', end);
  };

  app.get<{ Params: { id: string } }>('/v3/members/:id/events', { schema: eventsSchema }, async (req, reply) => {
    stream(req, reply, (w) => hub.subscribe(req.params.id, w));
  });

  // The goods-in bench's stream (issue 35 'Live'): every change of any member's quotes and parcels
  // (ids and states only) and every claim, for staff with the goods-in permission.
  app.get('/v3/staff/goods-in/events', { schema: staffEventsSchema }, async (req, reply) => {
    await mayWatchGoodsIn(requireStaff(req).staffId);
    stream(req, reply, (w) => hub.subscribeStaff(w));
  });
}
