// The browsers' beacons (issue 21 'Canary and automatic rollback'): POST /v3/ops/beacons
// {remote, version, kind}, sent by the host with navigator.sendBeacon when a remote mounts
// (only while that remote has a canary: the denominator), throws, or fails to load. Public, no
// personal data: the count per (remote, version, minute) is all that is kept (release_beacons,
// one upsert), the address only as a keyed hash in the rate limit's counter, for a minute.
// Beacons for a version nobody is served (an old tab after a release) are answered and dropped.
//
// Only pages the shop served count (issue 31 §8): every boot page carries a short-lived signed
// token (BEACON_TOKEN_MINUTES) naming the remote versions that page was served; a beacon counts
// only with a valid token that names its remote and version, and at most MAX_PER_PAGE of a kind
// per remote per token (what the host itself sends at most). Anything else is answered 202 and
// dropped, so made-up beacons cannot roll a canary back, nor keep a bad one with made-up mounts:
// each five beacons cost a served page of that very version.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BEACON_PATH, BEACON_TOKEN_MINUTES, CANARY_CODES, MAX_BEACONS_PER_PAGE, type BeaconKind } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError, ok } from '../../http/envelope.js';
import { windowLimit } from '../../lib/window-limit.js';
import { createCounters, forgetCountersOlderThan } from '../unlock/counters.js';
import type { LiveManifest, RemoteName } from './manifest.js';
import type { ReleaseRegistry } from './registry.js';
import * as schemas from './release-schemas.js';

export interface Figures {
  /** Mounts and failures: every visit that tried the remote. */
  visits: number;
  /** Errors (thrown on mount or later, reported with the remote's name) and load failures. */
  failures: number;
  /** failures / visits (0 with no visits). */
  rate: number;
}

const COLUMN: Record<BeaconKind, string> = { mount: 'mounts', error: 'errors', 'load-failure': 'load_failures' };

export async function countBeacon(db: Queryable, remote: RemoteName, version: string, kind: BeaconKind) {
  const column = COLUMN[kind];
  await db.query(
    `INSERT INTO release_beacons (remote, version, minute, ${column}) VALUES ($1, $2, date_trunc('minute', now()), 1)
     ON CONFLICT (remote, version, minute) DO UPDATE SET ${column} = release_beacons.${column} + 1`,
    [remote, version],
  );
}

/** One version's figures over the window's minutes, none before `since` (a canary's start). */
export async function figuresOf(db: Queryable, remote: RemoteName, version: string, { windowMinutes, since }: { windowMinutes: number; since: string }): Promise<Figures> {
  const [row] = await db.query<{ mounts: number; failures: number }>(
    `SELECT coalesce(sum(mounts), 0)::int AS mounts, coalesce(sum(errors + load_failures), 0)::int AS failures
     FROM release_beacons
     WHERE remote = $1 AND version = $2 AND minute > now() - make_interval(mins => $3) AND minute >= date_trunc('minute', $4::timestamptz)`,
    [remote, version, windowMinutes, since],
  );
  const visits = row!.mounts + row!.failures;
  return { visits, failures: row!.failures, rate: visits ? row!.failures / visits : 0 };
}

/** A day of figures is plenty: the window is minutes long. Pages' counts (without Redis) end with their tokens. */
export async function forgetOldBeacons(db: Queryable) {
  await db.query(`DELETE FROM release_beacons WHERE minute < now() - interval '1 day'`);
  await forgetCountersOlderThan(db, 'beacons-page:', BEACON_TOKEN_MINUTES);
}

/**
 * The tokens boot pages carry: `<payload>.<mac>`, the payload (base64url JSON) the page's own id,
 * its expiry (seconds) and the remote versions it was served; the MAC an HMAC under a key of its
 * own derived from the API's signing secret (as previews and queue passes do).
 */
export function createBeaconTokens(signingSecret: string, now: () => Date = () => new Date()) {
  const key = createHash('sha256').update(`release-beacons:${signingSecret}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, 18);
  return {
    /** A token for one page served with `manifest`'s remotes. */
    issue(manifest: LiveManifest): string {
      const versions = Object.fromEntries(Object.entries(manifest.remotes).map(([name, pointer]) => [name, pointer!.version]));
      const payload = Buffer.from(JSON.stringify({ p: randomBytes(9).toString('base64url'), e: Math.floor(now().getTime() / 1000) + BEACON_TOKEN_MINUTES * 60, v: versions })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The page's id when the token is ours, unexpired, and its page was served `remote` at `version`; else null. */
    pageOf(token: string | undefined, remote: RemoteName, version: string): string | null {
      const [payload, signature, ...rest] = (token ?? '').split('.');
      if (!payload || !signature || rest.length) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p?: unknown; e?: unknown; v?: Record<string, unknown> };
        if (typeof body.p !== 'string' || typeof body.e !== 'number' || body.e * 1000 <= now().getTime()) return null;
        return body.v?.[remote] === version ? body.p : null;
      } catch {
        return null;
      }
    },
  };
}

export type BeaconTokens = ReturnType<typeof createBeaconTokens>;

export async function beaconRoutes(app: FastifyInstance, o: { db: Db; releases: ReleaseRegistry; tokens: BeaconTokens; secret: string; perMinute: number; onBeacon: (remote: RemoteName, kind: BeaconKind) => void }) {
  const inDatabase = createCounters(1);
  const counters = windowLimit(app.shared, 60, (keys) => inDatabase.hit(o.db, keys));
  // Per page: a window as long as its token lives, so a page's count never starts again.
  const perPageInDatabase = createCounters(BEACON_TOKEN_MINUTES);
  const perPage = windowLimit(app.shared, BEACON_TOKEN_MINUTES * 60, (keys) => perPageInDatabase.hit(o.db, keys));
  const keyOf = (ip: string) => `beacons:${createHmac('sha256', o.secret).update(ip).digest('base64url').slice(0, 22)}`;

  app.post<{ Body: { remote: RemoteName; version: string; kind: BeaconKind; token?: string } }>(BEACON_PATH, { schema: schemas.beaconSchema }, async (req, reply) => {
    const [window] = await counters.hit([keyOf(req.ip)]);
    if (window!.hits > o.perMinute) throw new ApiError(429, CANARY_CODES.beaconsThrottled, 'Too many beacons from this address', { 'retry-after': String(window!.retryAfter) });
    const { remote, version, kind, token } = req.body;
    reply.code(202).header('cache-control', 'no-store');
    const page = o.tokens.pageOf(token, remote, version);
    if (!page) return ok({ counted: false });
    const served = (await o.releases.current()).remotes[remote]?.version === version || o.releases.canaries().some((c) => c.target === remote && c.version === version);
    if (!served) return ok({ counted: false });
    const [fromPage] = await perPage.hit([`beacons-page:${page}:${remote}:${kind}`]);
    if (fromPage!.hits > MAX_BEACONS_PER_PAGE) return ok({ counted: false });
    await countBeacon(o.db, remote, version, kind);
    o.onBeacon(remote, kind);
    return ok({ counted: true });
  });
}
