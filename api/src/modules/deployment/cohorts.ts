// Sticky cohorts for canary releases (issue 21 'Canary and automatic rollback').
//
// A visitor's cohort is a random id in a first-party cookie (COHORT_COOKIE), made by the API on
// the first page load (or manifest request) that comes without one: nothing about the visitor,
// nothing anyone could link to them, read only to pick versions. For each running canary the id
// is hashed with the canary's own id to a bucket 0-99; a bucket below the share gets the canary.
//   - Sticky: the same cookie and the same canary give the same bucket, page after page.
//   - Forward only: raising the share keeps every bucket it had (bucket < 10 => bucket < 50).
//   - Each canary picks its own visitors (its id is in the hash): the same people are not the
//     first to meet every new version.
// The boot page, /remotes-manifest.json and the first view all read the manifest through
// manifestForCohort, so a visitor's first view is painted by the build their browser loads. A
// preview (issue 21 'Preview', preview.ts) is one more layer of the same rule, for one browser.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COHORT_COOKIE } from '@shop/shared/rules';
import { cookieValue } from '../../http/cookies.js';
import type { DeployTarget, LiveManifest, RemoteName } from './manifest.js';

export interface Canary {
  target: RemoteName;
  /** Names its cohorts (the release id of its start). */
  canaryId: number;
  version: string;
  url: string;
  /** 0 (paused) to 100. */
  share: number;
  startedBy: string;
  reason: string;
  startedAt: string;
}

const COHORT_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** Half a year: long enough that a visitor keeps their version through a canary, short enough to mean nothing. */
const COHORT_MAX_AGE_SECONDS = 182 * 24 * 3600;

/** 0-99 for this visitor in this canary. */
export function bucketOf(cohortId: string, canary: Pick<Canary, 'target' | 'canaryId'>): number {
  const digest = createHash('sha256').update(`${cohortId}:${canary.target}:${canary.canaryId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

export const inCanary = (cohortId: string | null, canary: Canary) => cohortId !== null && canary.share > 0 && bucketOf(cohortId, canary) < canary.share;

/** A version a preview link opens in one browser (preview.ts): over live and canary, for that browser only. */
export interface PreviewMove {
  target: DeployTarget;
  version: string;
  /** The remote's mf-manifest.json (null for the host). */
  url: string | null;
}

/**
 * Which versions a request gets, the one rule (the boot page, its first view and the manifest
 * all come through here): what is live for everyone, then the canaries this cohort falls in,
 * then what this browser previews (a valid preview cookie, preview.ts). No cohort and no
 * preview: the stable manifest itself.
 */
export function manifestForCohort(stable: LiveManifest, canaries: Canary[], cohortId: string | null, preview: readonly PreviewMove[] = []): LiveManifest {
  const mine = canaries.filter((c) => inCanary(cohortId, c) && stable.remotes[c.target]);
  if (!mine.length && !preview.length) return stable;
  const remotes = { ...stable.remotes };
  let host = stable.host;
  for (const c of mine) remotes[c.target] = { version: c.version, url: c.url };
  for (const p of preview) {
    if (p.target === 'host') host = { version: p.version };
    else remotes[p.target] = { version: p.version, url: p.url ?? `/remotes/${p.target}/${p.version}/mf-manifest.json` };
  }
  return { host, remotes };
}

/** The request's cohort id; a new one (set on the reply) when it has none or a malformed one. */
export function cohortOf(req: FastifyRequest, reply: FastifyReply, { secure }: { secure: boolean }): string {
  const held = cookieValue(req.headers.cookie, COHORT_COOKIE);
  if (held && COHORT_ID.test(held)) return held;
  const id = randomBytes(16).toString('base64url');
  reply.header('set-cookie', `${COHORT_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COHORT_MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`);
  return id;
}
