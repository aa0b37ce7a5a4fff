// The browsers' beacons (issue 21 'Canary and automatic rollback'): POST /v3/ops/beacons
// {remote, version, kind}, sent by the host with navigator.sendBeacon when a remote mounts
// (only while that remote has a canary: the denominator), throws, or fails to load. Public, no
// personal data: the count per (remote, version, minute) is all that is kept (release_beacons,
// one upsert), the address only as a keyed hash in the rate limit's counter, for a minute.
// Beacons for a version nobody is served (an old tab after a release) are answered and dropped.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BEACON_PATH, CANARY_CODES, type BeaconKind } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError, ok } from '../../http/envelope.js';
import { windowLimit } from '../../lib/window-limit.js';
import { createCounters } from '../unlock/counters.js';
import type { RemoteName } from './manifest.js';
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

/** A day of figures is plenty: the window is minutes long. */
export const forgetOldBeacons = (db: Queryable) => db.query(`DELETE FROM release_beacons WHERE minute < now() - interval '1 day'`);

export async function beaconRoutes(
  app: FastifyInstance,
  o: { db: Db; releases: ReleaseRegistry; secret: string; perMinute: number; onBeacon: (remote: RemoteName, kind: BeaconKind) => void },
) {
  const inDatabase = createCounters(1);
  const counters = windowLimit(app.shared, 60, (keys) => inDatabase.hit(o.db, keys));
  const keyOf = (ip: string) => `beacons:${createHmac('sha256', o.secret).update(ip).digest('base64url').slice(0, 22)}`;

  app.post<{ Body: { remote: RemoteName; version: string; kind: BeaconKind } }>(BEACON_PATH, { schema: schemas.beaconSchema }, async (req, reply) => {
    const [window] = await counters.hit([keyOf(req.ip)]);
    if (window!.hits > o.perMinute) throw new ApiError(429, CANARY_CODES.beaconsThrottled, 'Too many beacons from this address', { 'retry-after': String(window!.retryAfter) });
    const { remote, version, kind } = req.body;
    const served = (await o.releases.current()).remotes[remote]?.version === version || o.releases.canaries().some((c) => c.target === remote && c.version === version);
    if (served) {
      await countBeacon(o.db, remote, version, kind);
      o.onBeacon(remote, kind);
    }
    reply.code(202).header('cache-control', 'no-store');
    return ok({ counted: served });
  });
}
