// Where queued conversion events go. Meta's Conversions API when its pixel id and access token
// are set (spec §7: access token, pixel id, base and events path configured); otherwise the
// embedded default, which sends nothing: the queued rows keep what would have been sent,
// readable at /dev/tracking (not in production), as the outbox keeps e-mail at /dev/outbox.

/** One event as the provider receives it (Meta's server event parameters). */
export interface ProviderEvent {
  event_name: string;
  /** Unix time in seconds. */
  event_time: number;
  action_source: 'website';
  event_id: string;
  user_data: { external_id?: string[]; client_user_agent?: string };
  custom_data: Record<string, string | number | boolean>;
}

export interface TrackingAdapter {
  /** Kept with each sent row ('meta', 'embedded'). */
  readonly name: string;
  /** Sends one event; rejects on any failure (the flusher retries with backoff). */
  send(event: ProviderEvent): Promise<void>;
}

export interface MetaConfig {
  baseUrl: string;
  pixelId: string;
  accessToken: string;
  eventsPath: string;
}

/** The embedded default: accepts everything, sends nothing (the row is what would be sent). */
export const embeddedAdapter: TrackingAdapter = { name: 'embedded', send: async () => undefined };

/**
 * Meta's Conversions API: POST {base}/{pixelId}{eventsPath} with {data: [event]}. The access token
 * goes in the JSON body (the Graph API reads it from there as from the query string), so it never
 * appears in a URL that proxies and access logs keep.
 */
export function metaAdapter(c: MetaConfig): TrackingAdapter {
  const url = `${c.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(c.pixelId)}${c.eventsPath.startsWith('/') ? c.eventsPath : `/${c.eventsPath}`}`;
  return {
    name: 'meta',
    async send(event) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ data: [event], access_token: c.accessToken }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { events_received?: number; error?: { message?: string; code?: number } };
      // The provider's status and error words only: never the token or the event.
      if (!res.ok || answer.error) throw new Error(`conversions API refused the event: ${res.status} ${answer.error?.code ?? ''} ${answer.error?.message ?? ''}`.trim());
    },
  };
}
