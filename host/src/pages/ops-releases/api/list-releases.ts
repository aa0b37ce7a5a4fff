// GET /v3/ops/releases: what is live, the caller's permissions, the newest changes first, and
// each running canary with its figures (put on its target's live pointer for the page).
import type { Canary, ReleasesAnswer, Target } from './types';
import { opsCall } from './client';

/** A running canary as the API lists it (release-schemas.ts `canaryWithFigures`). */
export interface ApiCanary {
  target: Exclude<Target, 'host'>;
  version: string;
  share: number;
  startedBy: string;
  startedAt: string;
  figures: { windowMinutes: number; canary: { visits: number; failures: number }; stable: { visits: number; failures: number; version: string | null } };
}

export const canaryOf = (c: ApiCanary): Canary => ({
  version: c.version,
  share: c.share,
  since: c.startedAt,
  actor: c.startedBy,
  figures: { canary: { loads: c.figures.canary.visits, failures: c.figures.canary.failures }, stable: { loads: c.figures.stable.visits, failures: c.figures.stable.failures } },
});

export async function listReleases(query: { target?: Target; limit?: number } = {}): Promise<ReleasesAnswer> {
  const q = new URLSearchParams();
  if (query.target) q.set('target', query.target);
  if (query.limit) q.set('limit', String(query.limit));
  const answer = await opsCall<ReleasesAnswer & { canaries?: ApiCanary[] }>(`/v3/ops/releases${q.toString() ? `?${q}` : ''}`);
  const { canaries = [], ...rest } = answer;
  const remotes = { ...rest.live.remotes };
  for (const c of canaries) {
    const live = remotes[c.target];
    if (live) remotes[c.target] = { ...live, canary: canaryOf(c) };
  }
  return { ...rest, live: { ...rest.live, remotes } };
}
