// The release registry (issue 21 'Registry'): what is live lives in the database (releases) and
// every change to it in an append-only history (release_history, migration 050), so that every
// API instance serves the same manifest.
//
// Staying in step: each write moves release_registry.stamp and notifies the schema's channel in
// the same transaction (delivered at commit); every instance listening re-reads the pointers.
// While the listening connection is lost, the instance polls the stamp every second (and tries
// to listen again), so a change reaches it within a second either way, with no restart.
//
// The build's record: `npm start` and `node scripts/build.mjs` publish before any API runs, so
// they cannot sign in; they record what they made live in the deploy folder's
// remotes-manifest.json, as they always have. Every instance imports that file's entries it
// has not recorded yet (on start, and whenever the file changes): how 'command', who 'build',
// once each (source_key). An empty registry so starts from what the file says. Whoever can
// write the deploy folder can already change what is served; everyone else goes through the
// authenticated API (release-routes.ts).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_CODES } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { manifestForCohort, type Canary } from './cohorts.js';
import { newContractProblems, type ContractCheck } from './contract.js';
import { MANIFEST_FILE, type DeployTarget, type LiveManifest } from './manifest.js';
import {
  applyMoves,
  importBuildEntries,
  nextReleaseId,
  readHistory,
  readLive,
  recordMove,
  resolveMoves,
  versionBefore,
  type RecordedMove,
  type ReleaseBy,
  type ReleaseHistoryEntry,
  type ReleaseMove,
} from './registry-store.js';

export { ChangedMeanwhile, defaultRemoteUrl, type RecordedMove, type ReleaseBy, type ReleaseHistoryEntry, type ReleaseMove } from './registry-store.js';

/** What a change sees and may do inside the registry's transaction (canaries.ts). */
export interface RegistryChange {
  tx: Queryable;
  /** What is live for everyone, read under the registry's lock. */
  live: LiveManifest;
  canaries: Canary[];
  releaseId(): Promise<number>;
  record(releaseId: number, move: RecordedMove, by: ReleaseBy): Promise<ReleaseHistoryEntry>;
  /** The contract check of the manifest as it would be (409 R002 on new drift). */
  assertContract(proposed: LiveManifest): Promise<void>;
}

export interface ReleaseRegistry {
  /** Listens, imports the build's record, reads what is live. */
  start(): Promise<void>;
  /**
   * What is live: the build's record followed first, then this instance's copy (kept in step by
   * notifications). With a cohort id, what that visitor is served: the canaries they fall in.
   */
  current(cohortId?: string | null): Promise<LiveManifest>;
  /** The running canaries (this instance's copy, in step like the manifest). */
  canaries(): Canary[];
  /**
   * One change in one transaction: the registry's lock first, then `fn`; the stamp moves and
   * every instance is told at commit (canaries.ts makes its steps through it).
   */
  change<T>(fn: (c: RegistryChange) => Promise<T>): Promise<T>;
  /** The stamp of the copy this instance serves (moves with every change). */
  stamp(): number;
  /**
   * Moves every target of `moves` at once, or none: checked first (published, contract), in one
   * transaction. With `onlyIfLive`, only if each of those targets is still live at that version
   * and address under the registry's lock (ChangedMeanwhile otherwise; the synthetic check's undo).
   */
  release(moves: ReleaseMove[], by: ReleaseBy, options?: { onlyIfLive?: Array<{ target: DeployTarget; version: string; url: string | null }> }): Promise<{ releaseId: number; changes: ReleaseHistoryEntry[] }>;
  /** Points a target back at the version before the current one. */
  rollback(target: DeployTarget, by: ReleaseBy): Promise<{ releaseId: number; changes: ReleaseHistoryEntry[] }>;
  history(options?: { target?: DeployTarget; limit?: number }): Promise<ReleaseHistoryEntry[]>;
  close(): void;
}

export interface RegistryOptions {
  db: Db;
  deployDir: string;
  checkContract: ContractCheck;
  /** How often the stamp is polled while not listening (1 s). */
  pollMs?: number;
  logFailure?: (err: unknown, what: string) => void;
}

export function createReleaseRegistry({ db, deployDir, checkContract, pollMs = 1000, logFailure = () => undefined }: RegistryOptions): ReleaseRegistry {
  let channel = 'release_registry';
  let copy: { stamp: number; manifest: LiveManifest; canaries: Canary[] } = { stamp: -1, manifest: { host: null, remotes: {} }, canaries: [] };
  let listening = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  /** Reads again; a notification while reading reads once more after (never two reads at once). */
  function reread(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        const live = await readLive(db);
        if (live.stamp >= copy.stamp) copy = live;
      } while (readAgain);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  const onNotify = () => void reread().catch((err) => logFailure(err, 'release registry read failed'));
  const onLost = () => {
    listening = false;
  };

  async function listen() {
    await db.listen(channel, onNotify, onLost);
    listening = true;
  }

  /** While not listening: the stamp every pollMs, and another try at listening. */
  async function tick() {
    if (closed || listening) return;
    try {
      const [row] = await db.query<{ stamp: number }>('SELECT stamp FROM release_registry');
      if (Number(row!.stamp) !== copy.stamp) await reread();
      await listen();
      await reread(); // what changed between the poll and listening again
    } catch (err) {
      logFailure(err, 'release registry: not listening, polling');
    }
  }

  /** Locks the registry for one writer, moves the stamp and tells every instance (at commit). */
  async function bump(tx: Queryable) {
    const [row] = await tx.query<{ stamp: number }>('UPDATE release_registry SET stamp = stamp + 1 RETURNING stamp');
    await tx.query('SELECT pg_notify($1, $2)', [channel, String(row!.stamp)]);
  }

  // The build's record (see the top of this file), followed by the file's identity: every
  // write of it is a rename of a new file.
  let followedFile = '';
  let following: Promise<void> | null = null;

  async function importBuildRecord(stamp: string) {
    if (await importBuildEntries(db, deployDir, bump)) await reread();
    followedFile = stamp;
  }

  function fileStamp() {
    const file = join(deployDir, MANIFEST_FILE);
    const stat = existsSync(file) ? statSync(file) : null;
    return stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none';
  }

  /** Imports the build's new entries, if the file changed; one import at a time. */
  async function followBuildRecord() {
    const stamp = fileStamp();
    if (stamp === followedFile || stamp === 'none') return;
    if (!following) following = importBuildRecord(stamp).finally(() => (following = null));
    await following;
  }

  return {
    async start() {
      // The schema names the channel: test schemas sharing one server never hear each other.
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      channel = `release_registry_${row!.schema}`;
      try {
        await listen();
      } catch (err) {
        logFailure(err, 'release registry: not listening, polling');
      }
      await followBuildRecord();
      await reread();
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    async current(cohortId = null) {
      await followBuildRecord().catch((err) => logFailure(err, 'release registry: the build record could not be imported'));
      return manifestForCohort(copy.manifest, copy.canaries, cohortId);
    },
    canaries: () => copy.canaries,
    async change(fn) {
      await followBuildRecord();
      const done = await db.transaction(async (tx) => {
        await tx.query('SELECT stamp FROM release_registry FOR UPDATE');
        const { manifest, canaries } = await readLive(tx);
        const result = await fn({
          tx,
          live: manifest,
          canaries,
          releaseId: () => nextReleaseId(tx),
          record: (releaseId, move, by) => recordMove(tx, releaseId, move, by, null),
          assertContract: async (proposed) => {
            const problems = await newContractProblems(checkContract, deployDir, manifest, proposed);
            if (problems.length) throw new ApiError(409, RELEASE_CODES.contract, `The change would break the host's contract; nothing changed: ${problems.join('; ')}`);
          },
        });
        await bump(tx);
        return result;
      });
      await reread();
      return done;
    },
    stamp: () => copy.stamp,
    async release(moves, by, options = {}) {
      const resolved = resolveMoves(deployDir, moves);
      // What the build made live before this release is recorded first: it is older.
      await followBuildRecord();
      const done = await db.transaction((tx) => applyMoves(tx, { checkContract, deployDir, bump }, resolved, by, options.onlyIfLive));
      await reread();
      return done;
    },
    async rollback(target, by) {
      await followBuildRecord();
      const done = await db.transaction(async (tx) => {
        await tx.query('SELECT stamp FROM release_registry FOR UPDATE');
        return applyMoves(tx, { checkContract, deployDir, bump }, [await versionBefore(tx, target)], by);
      });
      await reread();
      return done;
    },
    history: (options = {}) => readHistory(db, options),
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
