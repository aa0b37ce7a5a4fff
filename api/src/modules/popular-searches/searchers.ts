// Who a search counts as (issue 31 §5): only what the server can vouch for, never an id the
// browser chose (six made-up ids were six 'shoppers'). A signed-in member is their member id,
// from a verified access token. Anyone else is their address: a keyed hash of it (IPv6 cut to
// its /64: one home or phone holds the whole network and may pick any address in it), which
// the server also sets as the first-party cookie SEARCHER_COOKIE on page loads and search
// answers. A search without a member counts only when it brings back the cookie for the
// address it comes from: a client that keeps no cookie, or brings one made for another
// address, is not counted (and is given the right one for next time). Every search also
// records its address, and the roll-up counts a text's shoppers as the fewer of distinct
// shoppers and distinct addresses: five accounts signed in from one address are one shopper.
// The address is read as req.ip (TRUSTED_PROXIES decides whose forwarded header is believed).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/cookies.js';

export const SEARCHER_COOKIE = 'shop_searcher';
/** Sent with searches only: nothing else reads it. */
const COOKIE_PATH = '/v3/search/';
/** A month: an address changes more often than that, and a new cookie comes with the next page. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail folded in). */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<string>(Math.max(0, zeros)).fill('0'), ...back].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/** What one subscriber holds: an IPv4 address whole, an IPv6 address's /64 (an IPv4-mapped one as IPv4). */
export function subscriberPrefix(ip: string | undefined): string | null {
  if (!ip) return null;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return null;
  const g = ipv6Groups(ip);
  if (!g) return null;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 0xff}.${g[7]! >> 8}.${g[7]! & 0xff}`;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

export interface SearcherIdentity {
  /** The keyed hash of the request's address (its /64 for IPv6); null when it has none. */
  addressOf(req: FastifyRequest): string | null;
  /** Whether the request brings back the cookie made for `address`. */
  holdsCookieFor(req: FastifyRequest, address: string | null): boolean;
  /** Sets the cookie for the request's address, unless it already holds it (page loads and search answers). */
  ensureCookie(req: FastifyRequest, reply: FastifyReply): void;
}

export function createSearcherIdentity(signingSecret: string, { secure }: { secure: boolean }): SearcherIdentity {
  // A key of its own, derived from the API's signing secret (as previews and queue passes do).
  const key = createHash('sha256').update(`search-searcher:${signingSecret}`).digest();
  const addressOf = (req: FastifyRequest) => {
    const prefix = subscriberPrefix(req.ip);
    return prefix ? createHmac('sha256', key).update(prefix).digest('base64url').slice(0, 22) : null;
  };
  const holdsCookieFor = (req: FastifyRequest, address: string | null) => {
    const held = cookieValue(req.headers.cookie, SEARCHER_COOKIE);
    if (address === null || held === undefined) return false;
    const [a, b] = [Buffer.from(held), Buffer.from(address)];
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    addressOf,
    holdsCookieFor,
    ensureCookie(req, reply) {
      const address = addressOf(req);
      if (!address || holdsCookieFor(req, address)) return;
      reply.header('set-cookie', `${SEARCHER_COOKIE}=${address}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`);
    },
  };
}
