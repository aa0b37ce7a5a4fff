// The member event hub: one LISTEN per API instance on the member_events channel (migration 025:
// a NOTIFY for every change of state of a quote or web buy order, sent at commit, so a rolled-back
// move announces nothing, and every instance hears every change), fanned out to the open streams
// of the member who owns the changed thing. Streams are capped per member.
import type { Db } from '../../db/db.js';

/** What a member's page is told: ids and states only, never personal data. */
export interface MemberEvent {
  kind: 'quote' | 'webBuyOrder';
  id: string;
  from: string | null;
  to: string;
  at: string;
}

/**
 * What the goods-in bench is told (issue 35 'Live'): every member's changes (ids and states), and
 * each item a staff member takes or lets go (kind 'claim', to 'claimed' | 'released'; migration 071).
 */
export interface StaffEvent {
  kind: MemberEvent['kind'] | 'claim';
  id: string;
  from: string | null;
  to: string;
  at: string;
}

export interface Subscriber {
  event(event: MemberEvent): void;
  /** Events may have been missed (the listening connection was lost): read everything again. */
  resync(): void;
}

export interface StaffSubscriber {
  event(event: StaffEvent): void;
  resync(): void;
}

export interface HubOptions {
  db: Db;
  /** Open streams one member may hold (tabs, devices); the next is refused. */
  maxPerMember?: number;
  /** Wait before listening again after the listening connection was lost. */
  relistenMs?: number;
  logFailure?: (err: unknown) => void;
}

export const STREAMS_PER_MEMBER = 5;
/** Open goods-in bench streams one API instance holds (tablets at the benches); the next is refused. */
export const STAFF_STREAMS_MAX = 50;

/** Reads a NOTIFY payload; anything malformed is dropped (null). */
export function parseNotification(payload: string): (StaffEvent & { memberId: string }) | null {
  try {
    const n = JSON.parse(payload) as Record<string, unknown>;
    if (typeof n.memberId !== 'string' || (n.kind !== 'quote' && n.kind !== 'webBuyOrder' && n.kind !== 'claim') || typeof n.id !== 'string' || typeof n.to !== 'string') return null;
    const at = new Date(String(n.at));
    return {
      memberId: n.memberId,
      kind: n.kind,
      id: n.id,
      from: typeof n.from === 'string' ? n.from : null,
      to: n.to,
      at: Number.isNaN(at.getTime()) ? new Date().toISOString() : at.toISOString(),
    };
  } catch {
    return null;
  }
}

export function createMemberEventHub({ db, maxPerMember = STREAMS_PER_MEMBER, relistenMs = 2000, logFailure = () => undefined }: HubOptions) {
  const streams = new Map<string, Set<Subscriber>>();
  const staffStreams = new Set<StaffSubscriber>();
  let channel = '';
  let closed = false;
  let relistening = false;

  const deliver = (payload: string) => {
    const n = parseNotification(payload);
    if (!n) return;
    const { memberId, ...event } = n;
    for (const s of staffStreams) s.event(event);
    // A claim is the staff's business alone.
    if (event.kind !== 'claim') for (const s of streams.get(memberId) ?? []) s.event(event as MemberEvent);
  };

  // Both 'error' and 'end' of a lost connection land here: one relisten at a time. Once
  // listening again, every open stream reads again (what changed meanwhile was not heard).
  const lost = () => {
    if (closed || relistening) return;
    relistening = true;
    setTimeout(() => {
      if (closed) return;
      db.listen(channel, deliver, () => {
        relistening = false;
        lost();
      })
        .then(() => {
          relistening = false;
          for (const set of streams.values()) for (const s of set) s.resync();
          for (const s of staffStreams) s.resync();
        })
        .catch((err) => {
          logFailure(err);
          relistening = false;
          lost();
        });
    }, relistenMs).unref();
  };

  return {
    async start() {
      // The schema names the channel: test schemas sharing one server never hear each other.
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      channel = `member_events_${row!.schema}`;
      await db.listen(channel, deliver, lost);
    },
    /** Adds a stream of a member; null when the member has maxPerMember open already. */
    subscribe(memberId: string, subscriber: Subscriber): (() => void) | null {
      const set = streams.get(memberId) ?? new Set<Subscriber>();
      if (set.size >= maxPerMember) return null;
      set.add(subscriber);
      streams.set(memberId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && streams.get(memberId) === set) streams.delete(memberId);
      };
    },
    /** Adds a goods-in bench stream (every change); null when STAFF_STREAMS_MAX are open. */
    subscribeStaff(subscriber: StaffSubscriber): (() => void) | null {
      if (staffStreams.size >= STAFF_STREAMS_MAX) return null;
      staffStreams.add(subscriber);
      return () => void staffStreams.delete(subscriber);
    },
    openStreams: () => [...streams.values()].reduce((n, s) => n + s.size, 0) + staffStreams.size,
    close() {
      closed = true;
      streams.clear();
      staffStreams.clear();
    },
  };
}

export type MemberEventHub = ReturnType<typeof createMemberEventHub>;
