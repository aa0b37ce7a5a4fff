// A small Server-Sent Events reader on fetch + ReadableStream (issue #14: a member's live status).
// Not EventSource: it cannot send an Authorization header, and an access token must never be put
// in a URL; this reader sends the session's token like every other call, refreshes it once when
// the server says it has expired (codes 6/7/8), and reconnects after a dropped stream with
// growing, jittered waits and the Last-Event-ID of the last event it read.
import { session as defaultSession } from '@shop/shared/session';
import { envelopeCode } from './api-error';
import { REFRESH_CODES } from './client';

export interface EventStreamOptions {
  /** The stream's address, e.g. /v3/members/{id}/events. */
  url: string;
  /** Every event with its type ('message' when it names none) and data. */
  onEvent(type: string, data: string): void;
  /** Each time the stream is open (first time and after every reconnect). */
  onOpen?(): void;
  /** The stream gave up: refused (4xx other than 429) or signed out. */
  onGiveUp?(status: number): void;
  session?: Pick<typeof defaultSession, 'accessToken' | 'refresh'> & Partial<Pick<typeof defaultSession, 'accessTokenForCall'>>;
  fetch?: typeof fetch;
  /** Wait before reconnect attempt n (0-based), from the server's `retry` (or 1 s). */
  backoffMs?: (attempt: number, retryMs: number) => number;
}

export interface EventStream {
  close(): void;
}

const MAX_WAIT_MS = 30_000;
/** Doubling from the server's retry, capped at 30 s, each between half and all of it (no thundering herd). */
export const eventStreamBackoff = (attempt: number, retryMs: number) => Math.min(MAX_WAIT_MS, retryMs * 2 ** attempt) * (0.5 + Math.random() / 2);

/** One event as its lines arrive. */
interface Parsed {
  type: string;
  data: string[];
  id: string | null;
}

export function readEventStream(options: EventStreamOptions): EventStream {
  const { url, onEvent, onOpen, onGiveUp, session = defaultSession, backoffMs = eventStreamBackoff } = options;
  const fetchFn = options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : null);
  let closed = false;
  let controller: AbortController | null = null;
  let lastEventId: string | null = null;
  let retryMs = 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatchLine = (line: string, event: Parsed) => {
    if (line.startsWith(':')) return; // a comment: the heartbeat
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.type = value;
    else if (field === 'data') event.data.push(value);
    else if (field === 'id' && !value.includes('\0')) event.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  async function connect(attempt: number, refreshed: boolean): Promise<void> {
    if (closed) return;
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = session.accessTokenForCall ? await session.accessTokenForCall() : session.accessToken();
    if (closed) return;
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    let opened = false;
    try {
      const res = await fetchFn!(url, { headers, signal: controller.signal, cache: 'no-store' });
      if (res.status !== 200 || !res.body) {
        const code = await res.json().then(envelopeCode, () => undefined);
        if (code !== undefined && REFRESH_CODES.has(String(code)) && !refreshed) {
          if (await session.refresh()) return connect(attempt, true);
        }
        if (res.status === 429 || res.status >= 500) return later(attempt);
        closed = true;
        onGiveUp?.(res.status);
        return;
      }
      opened = true;
      onOpen?.();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let event: Parsed = { type: '', data: [], id: null };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (line !== '') {
            dispatchLine(line, event);
            continue;
          }
          if (event.id !== null) lastEventId = event.id;
          if (event.data.length > 0) onEvent(event.type || 'message', event.data.join('\n'));
          event = { type: '', data: [], id: null };
        }
      }
    } catch {
      if (closed) return;
    }
    // The stream ended or the network failed: a stream that had opened starts its waits afresh.
    return later(opened ? 0 : attempt);
  }

  function later(attempt: number) {
    if (closed) return;
    timer = setTimeout(() => void connect(attempt + 1, false), backoffMs(attempt, retryMs));
  }

  // A browser without fetch streams (none the shop supports): the page works, only not live.
  if (fetchFn) void connect(0, false);
  else queueMicrotask(() => onGiveUp?.(0));
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}
