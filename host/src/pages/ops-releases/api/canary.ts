// The canary's calls (issue 21 'Canary and automatic rollback'; release-routes.ts): promote needs
// the remote's release permission, abort also operations' (like a rollback). The page shows a
// canary when GET /v3/ops/releases lists one for a target (list-releases.ts puts it on the target).
import type { ChangeAnswer, Target } from './types';
import { opsCall } from './client';

export type CanaryAction = 'promote' | 'abort';

/** The permission each action needs, as the API checks it (releaseAllowed). */
export const CANARY_PERMISSION = { promote: 'release', abort: 'rollback' } as const;

export const changeCanary = (action: CanaryAction, input: { target: Target; reason: string }): Promise<ChangeAnswer> => opsCall<ChangeAnswer>(`/v3/ops/releases/canary/${action}`, { method: 'POST', body: input });
