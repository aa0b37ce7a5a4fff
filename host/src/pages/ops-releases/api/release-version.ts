// POST /v3/ops/releases: one target to another version (the API takes several at once; this page
// releases one target per form).
import type { ChangeAnswer, Target } from './types';
import { opsCall } from './client';

export function releaseVersion(input: { target: Target; version: string; url?: string; reason: string }): Promise<ChangeAnswer> {
  const move = { target: input.target, version: input.version, ...(input.url ? { url: input.url } : {}) };
  return opsCall<ChangeAnswer>('/v3/ops/releases', { method: 'POST', body: { moves: [move], reason: input.reason } });
}
