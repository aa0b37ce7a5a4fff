// POST /v3/ops/releases/rollback: the target back to the version before the current one.
import type { ChangeAnswer, Target } from './types';
import { opsCall } from './client';

export const rollBack = (input: { target: Target; reason: string }): Promise<ChangeAnswer> => opsCall<ChangeAnswer>('/v3/ops/releases/rollback', { method: 'POST', body: input });
