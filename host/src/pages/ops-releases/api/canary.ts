// The canary's calls (issue 21 'Canary and automatic rollback'). Its API is being built in the
// deployment module separately: these addresses and bodies are this page's assumption, kept in
// this one file so that wiring them to the real API is a change here alone. The page shows a
// canary only when GET /v3/ops/releases returns one on a target (live.*.canary).
import type { ChangeAnswer, Target } from './types';
import { opsCall } from './client';

export type CanaryAction = 'promote' | 'abort';

/** The permission each action needs, as the API is expected to check it (releaseAllowed). */
export const CANARY_PERMISSION = { promote: 'release', abort: 'rollback' } as const;

export const changeCanary = (action: CanaryAction, input: { target: Target; reason: string }): Promise<ChangeAnswer> =>
  opsCall<ChangeAnswer>(`/v3/ops/releases/canary/${action}`, { method: 'POST', body: input });
