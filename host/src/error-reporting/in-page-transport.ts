import { createTransport } from '@sentry/browser';

/** An event as the transport received it (the parts tests and operators look at). */
export interface CapturedReport {
  level?: string;
  message?: string;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  tags?: Record<string, string>;
}

/** Reports kept in the page, newest last: what "no DSN" keeps instead of sending. */
export const capturedReports: CapturedReport[] = [];
const MAX_KEPT = 100;

function decode(body: string | Uint8Array): string {
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

/** Event items out of a serialised Sentry envelope (header line, then item header + payload pairs). */
export function eventsInEnvelope(body: string | Uint8Array): CapturedReport[] {
  const lines = decode(body).split('\n').filter(Boolean);
  const events: CapturedReport[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      const header = JSON.parse(lines[i]!) as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1]!) as CapturedReport);
    } catch {
      // Not JSON (an attachment, a replay segment): not an event.
    }
  }
  return events;
}

/**
 * A Sentry transport that keeps events in the page instead of sending them. Used when no DSN
 * is configured (nothing leaves the page) and by tests.
 */
export function inPageTransport(sink: CapturedReport[] = capturedReports) {
  return (options: Parameters<typeof createTransport>[0]) =>
    createTransport(options, async (request) => {
      for (const event of eventsInEnvelope(request.body)) {
        sink.push(event);
        if (sink.length > MAX_KEPT) sink.shift();
      }
      return { statusCode: 200 };
    });
}
