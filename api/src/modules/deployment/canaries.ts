// Canary releases (issue 21 'Canary and automatic rollback'): a published version live for a
// share of visitors (their cohort, cohorts.ts) beside the stable version everyone else gets.
// Each step is a change of the release registry (one transaction behind its lock, the stamp
// moved, every instance told) and a row of its history with who, why, how and the share:
//   start    a canary of a version (checked like a release: published or a url, the contract)
//   share    a new share (the same version started again); raising it keeps every cohort it had
//   pause    share 0: nobody new gets it, its figures stay (the beacons are per version)
//   promote  the canary becomes the live version for everyone (the pointer moves, as a release)
//   abort    the canary is dropped: everyone gets the live version on their next load
//   rollback (automatic, canary-watch.ts) an abort by the shop itself, only if that very canary still runs
// A release or rollback of the target ends its canary (registry.ts): it says what everyone gets.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CANARY_CODES, RELEASE_CODES, type ReleaseKind } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { Canary } from './cohorts.js';
import { remoteFolder, type LiveManifest, type RemoteName } from './manifest.js';
import { defaultRemoteUrl, type RegistryChange, type ReleaseBy, type ReleaseHistoryEntry, type ReleaseRegistry } from './registry.js';

export interface CanaryStep {
  releaseId: number;
  changes: ReleaseHistoryEntry[];
  /** The canary after the step (null once promoted, aborted or rolled back). */
  canary: Canary | null;
}

export interface CanaryOps {
  start(input: { target: RemoteName; version: string; url?: string; share: number }, by: ReleaseBy): Promise<CanaryStep>;
  share(target: RemoteName, share: number, by: ReleaseBy): Promise<CanaryStep>;
  pause(target: RemoteName, by: ReleaseBy): Promise<CanaryStep>;
  promote(target: RemoteName, by: ReleaseBy): Promise<CanaryStep>;
  abort(target: RemoteName, by: ReleaseBy): Promise<CanaryStep>;
  /** The automatic rollback: only if the canary `canaryId` still runs (another instance may have acted); null otherwise. */
  rollback(target: RemoteName, canaryId: number, reason: string): Promise<CanaryStep | null>;
}

const CANARY_COLUMNS = 'target, canary_id, version, url, share, started_by, reason, started_at';

/** Thrown inside a change that finds nothing to do: the transaction ends without moving the stamp. */
class NothingToDo extends Error {}

function withCanary(manifest: LiveManifest, c: { target: RemoteName; version: string; url: string }): LiveManifest {
  return { host: manifest.host, remotes: { ...manifest.remotes, [c.target]: { version: c.version, url: c.url } } };
}

export function createCanaryOps({ registry, deployDir }: { registry: ReleaseRegistry; deployDir: string }): CanaryOps {
  const running = (c: RegistryChange, target: RemoteName) => {
    const canary = c.canaries.find((k) => k.target === target);
    if (!canary) throw new ApiError(409, CANARY_CODES.noCanary, `No canary of ${target} is running`);
    return canary;
  };
  const stableOf = (c: RegistryChange, target: RemoteName) => ({ version: c.live.remotes[target]?.version ?? null, url: c.live.remotes[target]?.url ?? null });

  /** A step's history row (the live version as its previous one: what the canary is measured against). */
  async function step(c: RegistryChange, canary: Canary, kind: ReleaseKind, share: number, by: ReleaseBy, releaseId?: number): Promise<ReleaseHistoryEntry> {
    const id = releaseId ?? (await c.releaseId());
    return c.record(id, { target: canary.target, version: canary.version, url: canary.url, kind, share, previous: kind === 'canary-promote' ? undefined : stableOf(c, canary.target) }, by);
  }

  async function setShare(target: RemoteName, share: number, kind: 'canary-share' | 'canary-pause', by: ReleaseBy): Promise<CanaryStep> {
    return registry.change(async (c) => {
      const canary = running(c, target);
      await c.tx.query('UPDATE release_canaries SET share = $2, changed_at = now() WHERE target = $1', [target, share]);
      const entry = await step(c, canary, kind, share, by);
      return { releaseId: entry.releaseId, changes: [entry], canary: { ...canary, share } };
    });
  }

  async function end(target: RemoteName, kind: 'canary-abort' | 'canary-rollback', by: ReleaseBy, canaryId?: number): Promise<CanaryStep> {
    return registry.change(async (c) => {
      const canary = c.canaries.find((k) => k.target === target && (canaryId === undefined || k.canaryId === canaryId));
      if (!canary) {
        if (canaryId !== undefined) throw new NothingToDo();
        running(c, target);
      }
      const removed = await c.tx.query(`DELETE FROM release_canaries WHERE target = $1 AND canary_id = $2 RETURNING ${CANARY_COLUMNS}`, [target, canary!.canaryId]);
      if (!removed.length) throw new NothingToDo();
      const entry = await step(c, canary!, kind, 0, by);
      return { releaseId: entry.releaseId, changes: [entry], canary: null };
    });
  }

  return {
    async start({ target, version, url, share }, by) {
      if (!url && !existsSync(join(remoteFolder(deployDir, target, version), 'mf-manifest.json'))) {
        throw new ApiError(422, RELEASE_CODES.notPublished, `${target} ${version} is not published (give its url if it lives elsewhere)`);
      }
      const address = url ?? defaultRemoteUrl(target, version);
      return registry.change(async (c) => {
        const stable = c.live.remotes[target];
        if (!stable) throw new ApiError(409, CANARY_CODES.canaryIsLive, `${target} has no live version to measure a canary against: release it first`);
        if (stable.version === version) throw new ApiError(409, CANARY_CODES.canaryIsLive, `${target} ${version} is already live for everyone`);
        const existing = c.canaries.find((k) => k.target === target);
        if (existing && (existing.version !== version || existing.url !== address)) {
          throw new ApiError(409, CANARY_CODES.canaryRunning, `A canary of ${target} ${existing.version} is running: promote, pause or abort it first`);
        }
        if (existing) {
          // The same version again: a new share, the same cohorts (the canary keeps its id).
          await c.tx.query('UPDATE release_canaries SET share = $2, changed_at = now() WHERE target = $1', [target, share]);
          const entry = await step(c, existing, 'canary-share', share, by);
          return { releaseId: entry.releaseId, changes: [entry], canary: { ...existing, share } };
        }
        await c.assertContract(withCanary(c.live, { target, version, url: address }));
        const releaseId = await c.releaseId();
        const [row] = await c.tx.query<{ started_at: string }>('INSERT INTO release_canaries (target, canary_id, version, url, share, started_by, reason) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING started_at', [
          target,
          releaseId,
          version,
          address,
          share,
          by.actor,
          by.reason,
        ]);
        const canary: Canary = { target, canaryId: releaseId, version, url: address, share, startedBy: by.actor, reason: by.reason, startedAt: new Date(row!.started_at).toISOString() };
        const entry = await step(c, canary, 'canary-start', share, by, releaseId);
        return { releaseId, changes: [entry], canary };
      });
    },
    share: (target, share, by) => setShare(target, share, 'canary-share', by),
    pause: (target, by) => setShare(target, 0, 'canary-pause', by),
    promote(target, by) {
      return registry.change(async (c) => {
        const canary = running(c, target);
        // Other remotes may have moved since the canary started: the set is checked again.
        await c.assertContract(withCanary(c.live, canary));
        await c.tx.query('DELETE FROM release_canaries WHERE target = $1', [target]);
        const entry = await step(c, canary, 'canary-promote', 100, by);
        return { releaseId: entry.releaseId, changes: [entry], canary: null };
      });
    },
    abort: (target, by) => end(target, 'canary-abort', by),
    async rollback(target, canaryId, reason) {
      try {
        return await end(target, 'canary-rollback', { actor: 'system', how: 'automatic', reason }, canaryId);
      } catch (err) {
        if (err instanceof NothingToDo) return null;
        throw err;
      }
    },
  };
}
