// POST /v3/ops/releases/preview (issue 21 'Preview'): a signed, expiring link that opens a
// published version in the browser that follows it, not live for anyone. The target's release
// permission, as a release.
import type { Target } from './types';
import { opsCall } from './client';

export interface PreviewLink {
  link: string;
  path: string;
  target: Target;
  version: string;
  expiresAt: string;
}

export const makePreviewLink = (input: { target: Target; version: string }): Promise<PreviewLink> => opsCall<PreviewLink>('/v3/ops/releases/preview', { method: 'POST', body: input });
