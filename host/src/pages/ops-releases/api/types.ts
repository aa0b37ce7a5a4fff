// The release API's answers as the page reads them (api/src/modules/deployment/release-schemas.ts).
import type { ReleaseChange } from '@shop/shared/rules';
import type { RemoteName } from '@shop/shared/routes';

export type Target = 'host' | RemoteName;

/**
 * A canary, when the API shows one on a target (issue 21 'Canary'; its API is being built
 * separately: every field but version and share is optional, and the page shows what is there).
 */
export interface Canary {
  version: string;
  /** The share of visitors who get it, 0–100. */
  share: number;
  since?: string;
  actor?: string;
  /** Failures over the window: the canary's and the stable version's. */
  figures?: { canary: { loads: number; failures: number }; stable: { loads: number; failures: number } };
}

export interface LivePointer {
  version: string;
  url?: string;
  canary?: Canary | null;
}

/** A history row, as the API answers it. */
export type Change = ReleaseChange<Target>;

export interface ReleasesAnswer {
  live: { host: LivePointer | null; remotes: Partial<Record<RemoteName, LivePointer>>; stamp: number };
  permissions: string[];
  history: Change[];
}

/** What a change (release, rollback, promote, abort) answers. */
export interface ChangeAnswer {
  releaseId: number;
  changes: Change[];
}
