// The waiting room's decisions, shared by the gate (every request) and POST /v3/queue: is the
// queue on, is this visitor admitted, and the cookies that carry the passes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QUEUE_COOKIES } from '@shop/shared/rules';
import { cookieValue, type Pass, type Passes } from './passes.js';
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

  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${o.secureCookies ? '; Secure' : ''}`;

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

    /** The visitor's admission, renewed when half of it has gone (activity keeps a shopper in). */
    async admissionOf(req: FastifyRequest, reply: FastifyReply, graceSeconds = 0): Promise<Pass | null> {
      const now = o.now();
      const pass = await o.passes.verify('admission', cookieValue(req.headers.cookie, QUEUE_COOKIES.admission), now, graceSeconds);
      if (!pass) return null;
      const left = pass.expiresAt - now.getTime() / 1000;
      if (left > o.settings.admissionSeconds / 2) return pass;
      const renewed = await o.store.renew(pass.visitorId, now, graceSeconds > 0);
      if (!renewed) return null;
      await room.giveAdmission(reply, { state: 'admitted', visitorId: pass.visitorId, expiresAt: renewed });
      return pass;
    },

    async giveAdmission(reply: FastifyReply, place: Extract<Place, { state: 'admitted' }>): Promise<void> {
      const token = await o.passes.sign('admission', { visitorId: place.visitorId, expiresAt: Math.floor(place.expiresAt.getTime() / 1000) });
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

    /** A new visitor: straight in while the queue is off (counted all the same), otherwise into the line. */
    async enter(): Promise<Place> {
      const place = (await room.isOn()) ? await o.store.enter(o.now()) : await o.store.admitFreely(o.now());
      if (place.state === 'waiting') room.forget();
      return place;
    },
  };
  return room;
}

export type WaitingRoom = ReturnType<typeof createWaitingRoom>;
