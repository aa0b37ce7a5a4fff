// Conversion tracking (spec §7 'Other'; issue 18). The browser posts one event with its word that
// the visitor allows marketing; the API checks a signed-in member's stored choice too, builds
// the provider's event (a hashed external id and the user agent: no IP, no name, no e-mail),
// queues it and answers at once. A background flusher sends what is due, retrying with
// exponential backoff and giving up after the configured number of attempts.
import { createHash } from 'node:crypto';
import { COOKIE_CONSENT_TYPE_IDS, type ConversionRequest } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { memberConsentChoice } from '../consents/service.js';
import type { ProviderEvent, TrackingAdapter } from './adapters.js';

export interface RetryPolicy {
  /** Attempts before giving up (the first send counts). */
  maxAttempts: number;
  /** The wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
}

/** How long a claimed event is kept from other flushers (other copies of the API) while it is being sent. */
const CLAIM_MS = 60_000;
/** Sent and abandoned events are kept this long (for /dev/tracking and support), then deleted. */
const KEEP_DAYS = 30;
const BATCH = 50;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A member's pseudonym in the provider's events (erasure and export find their queued events by it). */
export const memberExternalId = (memberId: string) => sha256(`member:${memberId}`);

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export const backoffMs = (attempts: number, p: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>) => Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** Math.max(0, attempts - 1));

/** The provider's event: §7's fields, custom data only as given. */
export function providerEvent(req: ConversionRequest, who: { memberId: string | null; userAgent: string | undefined }, now: Date): ProviderEvent {
  const { boxId, mode, quantity, synced, totalPrice, currency, value } = req;
  // A guest's basket id is the browser's random one; a member's basket is keyed by their member
  // id (§3), so the provider gets a pseudonym of it instead: the same basket, never the id.
  const cartId = req.cartId ?? (who.memberId ? sha256(`cart:${who.memberId}`).slice(0, 32) : undefined);
  const custom = Object.fromEntries(Object.entries({ boxId: boxId?.toUpperCase(), cartId, mode, quantity, synced, totalPrice, currency, value }).filter(([, v]) => v !== undefined)) as ProviderEvent['custom_data'];
  // The member id (or the guest's random id), hashed: the provider can match repeat visits, never read who it is.
  const externalId = who.memberId ? memberExternalId(who.memberId) : req.anonymousId ? sha256(`anonymous:${req.anonymousId}`) : null;
  return {
    event_name: req.eventName,
    event_time: Math.floor(now.getTime() / 1000),
    action_source: 'website',
    event_id: req.eventId,
    user_data: {
      ...(externalId ? { external_id: [externalId] } : {}),
      ...(who.userAgent ? { client_user_agent: who.userAgent.slice(0, 512) } : {}),
    },
    custom_data: custom,
  };
}

interface Options {
  db: Db;
  adapter: TrackingAdapter;
  retry: RetryPolicy;
  now?: () => Date;
  logFailure?: (err: unknown, eventId: string) => void;
}

export function createTrackingService({ db, adapter, retry, now = () => new Date(), logFailure = () => undefined }: Options) {
  return {
    adapterName: adapter.name,

    /** A signed-in member who refused marketing (consent type 4) is not tracked, whatever the browser says. */
    async memberRefusedMarketing(memberId: string): Promise<boolean> {
      return (await memberConsentChoice(db, memberId, COOKIE_CONSENT_TYPE_IDS.marketing)) === false;
    },

    /** Queues the event (one per event id); returns at once, the flusher sends it. */
    async enqueue(req: ConversionRequest, who: { memberId: string | null; userAgent: string | undefined }): Promise<void> {
      const event = providerEvent(req, who, now());
      await db.query('INSERT INTO conversion_events (event_id, payload, next_attempt_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING', [event.event_id, JSON.stringify(event), now()]);
    },

    /**
     * Sends what is due. Events are claimed first (their next attempt moved past the claim
     * window in the same statement), so two copies of the API never send one event twice.
     * Returns how many were sent.
     */
    async flush(): Promise<number> {
      const at = now();
      const due = await db.query<{ id: number; event_id: string; payload: ProviderEvent | string; attempts: number }>(
        `UPDATE conversion_events SET attempts = attempts + 1, next_attempt_at = $2
         WHERE id IN (SELECT id FROM conversion_events WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, event_id, payload, attempts`,
        [at, new Date(at.getTime() + CLAIM_MS)],
      );
      let sent = 0;
      for (const row of due.sort((a, b) => Number(a.id) - Number(b.id))) {
        const event = typeof row.payload === 'string' ? (JSON.parse(row.payload) as ProviderEvent) : row.payload;
        try {
          await adapter.send(event);
          await db.query('UPDATE conversion_events SET sent_at = $2, sent_to = $3, last_error = NULL WHERE id = $1', [row.id, now(), adapter.name]);
          sent++;
        } catch (error) {
          const message = String((error as Error).message).slice(0, 500);
          const giveUp = row.attempts >= retry.maxAttempts;
          await db.query('UPDATE conversion_events SET last_error = $2, next_attempt_at = $3, failed_at = $4 WHERE id = $1', [
            row.id,
            message,
            new Date(now().getTime() + backoffMs(row.attempts, retry)),
            giveUp ? now() : null,
          ]);
          if (giveUp) logFailure(error, row.event_id);
        }
      }
      await db.query(`DELETE FROM conversion_events WHERE COALESCE(sent_at, failed_at) < $1::timestamptz - interval '${KEEP_DAYS} days'`, [at]);
      return sent;
    },

    /** The newest events and what became of them (the developer's /dev/tracking). */
    async latest() {
      const rows = await db.query<{
        id: number;
        payload: ProviderEvent | string;
        attempts: number;
        sent_to: string | null;
        sent_at: string | null;
        failed_at: string | null;
        last_error: string | null;
        created_at: string;
      }>('SELECT id, payload, attempts, sent_to, sent_at, failed_at, last_error, created_at FROM conversion_events ORDER BY id DESC LIMIT 100');
      return rows.map((r) => ({
        id: r.id,
        status: r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'queued',
        sentTo: r.sent_to,
        attempts: r.attempts,
        lastError: r.last_error,
        queuedAt: r.created_at,
        event: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
      }));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
