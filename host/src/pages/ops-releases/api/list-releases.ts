// GET /v3/ops/releases: what is live, the caller's permissions, and the newest changes first.
import type { ReleasesAnswer, Target } from './types';
import { opsCall } from './client';

export function listReleases(query: { target?: Target; limit?: number } = {}): Promise<ReleasesAnswer> {
  const q = new URLSearchParams();
  if (query.target) q.set('target', query.target);
  if (query.limit) q.set('limit', String(query.limit));
  return opsCall<ReleasesAnswer>(`/v3/ops/releases${q.toString() ? `?${q}` : ''}`);
}
