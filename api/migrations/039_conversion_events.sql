-- Conversion tracking (issue 18; spec §7 'Other'): events the browser posted with marketing
-- consent, queued here and sent to the advertising provider by a background flusher with retry
-- and exponential backoff. The payload is exactly what the provider receives: a hashed external
-- id and the browser's user agent, never an IP address, a name or an e-mail.
-- owner: tracking
CREATE TABLE conversion_events (
  id bigserial PRIMARY KEY,
  -- The browser's id of the event: one row per id (a resent beacon counts once), sent on as event_id for the provider's dedupe.
  event_id text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Which adapter took it: 'meta' (Conversions API) or 'embedded' (kept, readable at /dev/tracking).
  sent_to text,
  sent_at timestamptz,
  -- Set when the flusher gave up (after the configured number of attempts).
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversion_events_due ON conversion_events (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
