// The waiting room's decisions, shared by the gate (every request) and POST /v3/queue: is the
// queue on, is this visitor admitted, and the cookies that carry the passes.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUEUE_COOKIES } from '@shop/shared/rules';
import { cookieValue } from '../../http/cookies.js';
import type { Pass, Passes } from './passes.js';
import type { Place, QueueSettings, QueueStore } from './store.js';

export interface WaitingRoomOptions {
  store: QueueStore;
  passes: Passes;
  settings: QueueSettings & { maxInFlight: number };
  now: () => Date;
  /** Cookies marked Secure (production, behind HTTPS). */
  secureCookies: boolean;
}

/** How stale this instance's view of the switch and the line may be (one query a second at most). */
const STATE_TTL_MS = 1000;
/** A lapsed admission still carries a checkout this long (README: what is never queued). */
export const CHECKOUT_GRACE_SECONDS = 2 * 3600;
/** Tickets are good for a sale day. */
const TICKET_SECONDS = 12 * 3600;

export function createWaitingRoom(o: WaitingRoomOptions) {
  let inFlight = 0;
  let cached: { at: number; switchOn: boolean; waiting: number } | null = null;

  const cookie = (name: string, value: string, maxAge: number) => `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${o.secureCookies ? '; Secure' : ''}`;

  const freeUntil = () => new Date(o.now().getTime() + o.settings.admissionSeconds * 1000);

  const room = {
    store: o.store,
    settings: o.settings,
    now: o.now,
    inFlight: { start: () => void inFlight++, end: () => void inFlight--, get: () => inFlight },
    /** This instance is over its configured requests in flight (QUEUE_MAX_IN_FLIGHT; 0 = never). */
    overloaded: () => o.settings.maxInFlight > 0 && inFlight > o.settings.maxInFlight,
    forget: () => void (cached = null),

    /** Queue on: staff's switch, this instance overloaded, or anyone still waiting (nobody walks past the line). */
    async isOn(): Promise<boolean> {
      if (room.overloaded()) return true;
      if (!cached || Date.now() - cached.at > STATE_TTL_MS) cached = { at: Date.now(), ...(await o.store.state(o.now())) };
      return cached.switchOn || cached.waiting > 0;
    },

    ticketOf: (req: FastifyRequest) => o.passes.verify('ticket', cookieValue(req.headers.cookie, QUEUE_COOKIES.ticket), o.now()),
    rawTicket: (req: FastifyRequest) => cookieValue(req.headers.cookie, QUEUE_COOKIES.ticket),

    /**
     * The visitor's admission, renewed when half of it has gone (activity keeps a shopper in). A
     * free admission (given while the queue was off) is registered in the line's table the first
     * time its holder comes back while the queue is on, so they count against the capacity.
     */
    async admissionOf(req: FastifyRequest, reply: FastifyReply, graceSeconds = 0): Promise<Pass | null> {
      const now = o.now();
      const pass = await o.passes.verify('admission', cookieValue(req.headers.cookie, QUEUE_COOKIES.admission), now, graceSeconds);
      if (!pass) return null;
      if (pass.free && (await room.isOn())) {
        await room.giveAdmission(reply, { state: 'admitted', visitorId: pass.visitorId, expiresAt: await o.store.adopt(pass.visitorId, now) });
        return pass;
      }
      const left = pass.expiresAt - now.getTime() / 1000;
      if (left > o.settings.admissionSeconds / 2) return pass;
      const renewed = pass.free ? freeUntil() : await o.store.renew(pass.visitorId, now, graceSeconds > 0);
      if (!renewed) return null;
      await room.giveAdmission(reply, { state: 'admitted', visitorId: pass.visitorId, expiresAt: renewed, free: pass.free });
      return pass;
    },

    async giveAdmission(reply: FastifyReply, place: Extract<Place, { state: 'admitted' }>): Promise<void> {
      const token = await o.passes.sign('admission', { visitorId: place.visitorId, expiresAt: Math.floor(place.expiresAt.getTime() / 1000), free: place.free });
      reply.header('set-cookie', cookie(QUEUE_COOKIES.admission, token, o.settings.admissionSeconds));
    },
    async giveTicket(reply: FastifyReply, place: Extract<Place, { state: 'waiting' }>): Promise<void> {
      const token = await o.passes.sign('ticket', { visitorId: place.visitorId, seq: place.seq, expiresAt: Math.floor(o.now().getTime() / 1000) + TICKET_SECONDS });
      reply.header('set-cookie', cookie(QUEUE_COOKIES.ticket, token, TICKET_SECONDS));
    },
    clear: (reply: FastifyReply, name: string) => void reply.header('set-cookie', cookie(name, '', 0)),

    /** Gives the visitor what their place says: an admission, or a ticket. */
    async hand(reply: FastifyReply, place: Place): Promise<void> {
      if (place.state === 'admitted') {
        await room.giveAdmission(reply, place);
        room.clear(reply, QUEUE_COOKIES.ticket);
      } else {
        await room.giveTicket(reply, place);
      }
    },

    /**
     * A new visitor: into the line while the queue is on; straight in while it is off, with a
     * free admission and no write (a first page load stays read-only), so that turning the queue
     * on never queues someone already shopping.
     */
    async enter(): Promise<Place> {
      if (!(await room.isOn())) return { state: 'admitted', visitorId: randomUUID(), expiresAt: freeUntil(), free: true };
      const place = await o.store.enter(o.now());
      if (place.state === 'waiting') room.forget();
      return place;
    },
  };
  return room;
}

export type WaitingRoom = ReturnType<typeof createWaitingRoom>;
