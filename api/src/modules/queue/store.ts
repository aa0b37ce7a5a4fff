// The line and the admissions, in the database so that every API instance shares them. Every
// change to who is admitted runs under one row lock (queue_switch), so two instances never
// admit past the capacity nor out of turn. Times come from the caller's clock (tests move it).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';

export interface QueueSettings {
  /** Active visitors at once (admissions not expired and not left). */
  capacity: number;
  /** How long an admission lasts without activity. */
  admissionSeconds: number;
  /** How often the waiting page asks; a waiter silent for three polls loses their turn until they ask again. */
  pollSeconds: number;
}

export type Place = { state: 'admitted'; visitorId: string; expiresAt: Date; free?: boolean } | { state: 'waiting'; visitorId: string; seq: number; position: number; estimatedWaitSeconds: number | null };

interface VisitorRow {
  visitor_id: string;
  seq: string | number;
  admitted_at: Date | string | null;
  expires_at: Date | string | null;
  left_at: Date | string | null;
}

const at = (d: Date | string) => new Date(d);
const plus = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

export function createQueueStore(db: Db, settings: QueueSettings) {
  /** Waiters who asked recently enough to be let in (a closed tab does not hold the line up). */
  const liveSince = (now: Date) => plus(now, -(settings.pollSeconds * 3 + 10));

  const lock = (tx: Queryable) => tx.query('SELECT turned_on FROM queue_switch WHERE id = 1 FOR UPDATE');

  /** Fills free places with the longest-waiting live waiters, first come first served. */
  async function admitNext(tx: Queryable, now: Date): Promise<void> {
    const [{ active }] = (await tx.query<{ active: number }>('SELECT count(*)::int AS active FROM queue_visitors WHERE admitted_at IS NOT NULL AND left_at IS NULL AND expires_at > $1', [now])) as [{ active: number }];
    const free = settings.capacity - active;
    if (free <= 0) return;
    await tx.query(
      `UPDATE queue_visitors SET admitted_at = $1, expires_at = $2
        WHERE visitor_id IN (SELECT visitor_id FROM queue_visitors
                              WHERE admitted_at IS NULL AND left_at IS NULL AND last_seen > $3
                              ORDER BY seq LIMIT $4)`,
      [now, plus(now, settings.admissionSeconds), liveSince(now), free],
    );
  }

  async function placeOf(tx: Queryable, visitorId: string, now: Date): Promise<Place | null> {
    const [row] = await tx.query<VisitorRow>('SELECT visitor_id, seq, admitted_at, expires_at, left_at FROM queue_visitors WHERE visitor_id = $1', [visitorId]);
    if (!row || row.left_at) return null;
    if (row.admitted_at) return at(row.expires_at!) > now ? { state: 'admitted', visitorId, expiresAt: at(row.expires_at!) } : null;
    const seq = Number(row.seq);
    const [{ position }] = (await tx.query<{ position: number }>('SELECT count(*)::int AS position FROM queue_visitors WHERE admitted_at IS NULL AND left_at IS NULL AND last_seen > $1 AND seq <= $2', [
      liveSince(now),
      seq,
    ])) as [{ position: number }];
    return { state: 'waiting', visitorId, seq, position, estimatedWaitSeconds: await estimate(tx, position, now) };
  }

  /** From the pace of the last ten minutes' admissions from the line; null until there is one. */
  async function estimate(tx: Queryable, position: number, now: Date): Promise<number | null> {
    const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_visitors WHERE admitted_at > $1 AND admitted_at > joined_at', [plus(now, -600)])) as [{ n: number }];
    return n > 0 ? Math.ceil((position * 600) / n) : null;
  }

  return {
    /** Whether staff turned the queue on, and how many live waiters there are (the line must drain before anyone walks in). */
    async state(now: Date): Promise<{ switchOn: boolean; waiting: number }> {
      const [row] = await db.query<{ turned_on: boolean; waiting: number }>(
        `SELECT turned_on, (SELECT count(*)::int FROM queue_visitors WHERE admitted_at IS NULL AND left_at IS NULL AND last_seen > $1) AS waiting
           FROM queue_switch WHERE id = 1`,
        [liveSince(now)],
      );
      return { switchOn: row?.turned_on === true, waiting: row?.waiting ?? 0 };
    },

    async setSwitch(on: boolean, changedBy: string, now: Date): Promise<void> {
      await db.query('UPDATE queue_switch SET turned_on = $1, changed_by = $2, changed_at = $3 WHERE id = 1', [on, changedBy, now]);
    },

    async switchView(): Promise<{ on: boolean; changedBy: string | null; changedAt: string | null }> {
      const [row] = await db.query<{ turned_on: boolean; changed_by: string | null; changed_at: Date | string | null }>('SELECT turned_on, changed_by, changed_at FROM queue_switch WHERE id = 1');
      return { on: row?.turned_on === true, changedBy: row?.changed_by ?? null, changedAt: row?.changed_at ? at(row.changed_at).toISOString() : null };
    },

    /** Counts for staff: visitors shopping now, and live waiters. */
    async counts(now: Date): Promise<{ active: number; waiting: number }> {
      const [row] = await db.query<{ active: number; waiting: number }>(
        `SELECT (SELECT count(*)::int FROM queue_visitors WHERE admitted_at IS NOT NULL AND left_at IS NULL AND expires_at > $1) AS active,
                (SELECT count(*)::int FROM queue_visitors WHERE admitted_at IS NULL AND left_at IS NULL AND last_seen > $2) AS waiting`,
        [now, liveSince(now)],
      );
      return { active: row?.active ?? 0, waiting: row?.waiting ?? 0 };
    },

    /**
     * A visitor let in while the queue was off (a free admission, no row until now) coming back
     * while it is on: counted as shopping from now, whatever the capacity (never queued).
     */
    async adopt(visitorId: string, now: Date): Promise<Date> {
      const expiresAt = plus(now, settings.admissionSeconds);
      await db.query(
        `INSERT INTO queue_visitors (visitor_id, joined_at, last_seen, admitted_at, expires_at) VALUES ($1, $2, $2, $2, $3)
         ON CONFLICT (visitor_id) DO NOTHING`,
        [visitorId, now, expiresAt],
      );
      return expiresAt;
    },

    /** A new visitor while the queue is on: in at once when there is room and nobody waits, otherwise at the back of the line. */
    async enter(now: Date): Promise<Place> {
      return db.transaction(async (tx) => {
        await lock(tx);
        await admitNext(tx, now);
        const visitorId = randomUUID();
        await tx.query('INSERT INTO queue_visitors (visitor_id, joined_at, last_seen) VALUES ($1, $2, $2)', [visitorId, now]);
        await admitNext(tx, now);
        return (await placeOf(tx, visitorId, now))!;
      });
    },

    /** A waiter asking again: kept live, let in when their turn has come. Null: no such place (gone, left, or an admission lapsed). */
    async poll(visitorId: string, now: Date): Promise<Place | null> {
      return db.transaction(async (tx) => {
        await lock(tx);
        await tx.query('UPDATE queue_visitors SET last_seen = $2 WHERE visitor_id = $1 AND admitted_at IS NULL AND left_at IS NULL', [visitorId, now]);
        await admitNext(tx, now);
        return placeOf(tx, visitorId, now);
      });
    },

    /** Activity renews an admission; null when it has lapsed (unless `lapsedToo`: a checkout in progress) or the visitor left. */
    async renew(visitorId: string, now: Date, lapsedToo = false): Promise<Date | null> {
      const [row] = await db.query<{ expires_at: Date | string }>(
        `UPDATE queue_visitors SET expires_at = $3, last_seen = $2
          WHERE visitor_id = $1 AND admitted_at IS NOT NULL AND left_at IS NULL AND ($4 OR expires_at > $2) RETURNING expires_at`,
        [visitorId, now, plus(now, settings.admissionSeconds), lapsedToo],
      );
      return row ? at(row.expires_at) : null;
    },

    /** A visitor leaving (their place goes to the next in line at the next poll). */
    async leave(visitorId: string, now: Date): Promise<void> {
      await db.query('UPDATE queue_visitors SET left_at = $2 WHERE visitor_id = $1 AND left_at IS NULL', [visitorId, now]);
    },

    /** Rows of visitors gone for a day: nothing about them is kept longer. */
    async sweep(now: Date): Promise<number> {
      const rows = await db.query('DELETE FROM queue_visitors WHERE greatest(last_seen, coalesce(expires_at, last_seen), coalesce(left_at, last_seen)) < $1 RETURNING visitor_id', [plus(now, -86_400)]);
      return rows.length;
    },
  };
}

export type QueueStore = ReturnType<typeof createQueueStore>;
