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
import { RELEASE_CODES, type ReleaseChange, type ReleaseHow, type ReleaseKind } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { manifestForCohort, type Canary } from './cohorts.js';
import { newContractProblems, type ContractCheck } from './contract.js';
import { hostFolder, isDeployTarget, MANIFEST_FILE, readManifest, remoteFolder, type DeployTarget, type LiveManifest, type RemoteName } from './manifest.js';

export interface ReleaseMove {
  target: DeployTarget;
  version: string;
  /** A remote's mf-manifest.json elsewhere (a CDN); a published version in the deploy folder otherwise. */
  url?: string;
}

export interface ReleaseBy {
  /** A staff id, 'build', 'system' or 'cli:<name>'. */
  actor: string;
  how: ReleaseHow;
  /** Why: required, never blank. */
  reason: string;
}

/** A history row (the wire type the operations page reads too). */
export type ReleaseHistoryEntry = ReleaseChange<DeployTarget>;

/** A history row's move: what it names, and what kind of change it was. */
export interface RecordedMove {
  target: DeployTarget;
  version: string;
  url: string | null;
  kind?: ReleaseKind;
  share?: number | null;
  /** The version it is measured against (a canary's step): the live one, which the step does not move. */
  previous?: { version: string | null; url: string | null };
}

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

interface PointerRow {
  target: string;
  version: string;
  url: string | null;
}

const HISTORY_COLUMNS = 'id, release_id, target, version, url, previous_version, previous_url, actor, at, reason, how, kind, share';
const HISTORY_SELECT = `SELECT ${HISTORY_COLUMNS} FROM release_history`;
/** The kinds that moved the live pointer: what a rollback steps back over. */
const POINTER_KINDS = `('release', 'canary-promote')`;

interface CanaryRow {
  target: string;
  canary_id: number;
  version: string;
  url: string;
  share: number;
  started_by: string;
  reason: string;
  started_at: string;
}

const canaryOf = (r: CanaryRow): Canary => ({
  target: r.target as RemoteName,
  canaryId: Number(r.canary_id),
  version: r.version,
  url: r.url,
  share: Number(r.share),
  startedBy: r.started_by,
  reason: r.reason,
  startedAt: new Date(r.started_at).toISOString(),
});

function historyEntry(r: Record<string, unknown>): ReleaseHistoryEntry {
  return {
    id: Number(r.id),
    releaseId: Number(r.release_id),
    target: r.target as DeployTarget,
    version: r.version as string,
    url: (r.url as string | null) ?? null,
    previousVersion: (r.previous_version as string | null) ?? null,
    previousUrl: (r.previous_url as string | null) ?? null,
    actor: r.actor as string,
    at: new Date(r.at as string).toISOString(),
    reason: r.reason as string,
    how: r.how as ReleaseHow,
    kind: ((r.kind as string | undefined) ?? 'release') as ReleaseKind,
    share: r.share === null || r.share === undefined ? null : Number(r.share),
  };
}

function manifestOf(rows: PointerRow[]): LiveManifest {
  const manifest: LiveManifest = { host: null, remotes: {} };
  for (const r of rows) {
    if (r.target === 'host') manifest.host = { version: r.version };
    else if (isDeployTarget(r.target)) manifest.remotes[r.target as RemoteName] = { version: r.version, url: r.url ?? `/remotes/${r.target}/${r.version}/mf-manifest.json` };
  }
  return manifest;
}

/** A conditional release found the registry changed since (someone else moved the target): nothing done. */
export class ChangedMeanwhile extends Error {}

export const defaultRemoteUrl = (target: RemoteName, version: string) => `/remotes/${target}/${version}/mf-manifest.json`;

export function createReleaseRegistry({ db, deployDir, checkContract, pollMs = 1000, logFailure = () => undefined }: RegistryOptions): ReleaseRegistry {
  let channel = 'release_registry';
  let copy: { stamp: number; manifest: LiveManifest; canaries: Canary[] } = { stamp: -1, manifest: { host: null, remotes: {} }, canaries: [] };
  let listening = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  async function readLive(q: Queryable = db) {
    const [row] = await q.query<{ stamp: number }>('SELECT stamp FROM release_registry');
    const rows = await q.query<PointerRow>('SELECT target, version, url FROM releases ORDER BY target');
    const canaries = await q.query<CanaryRow>('SELECT target, canary_id, version, url, share, started_by, reason, started_at FROM release_canaries ORDER BY target');
    return { stamp: Number(row!.stamp), manifest: manifestOf(rows), canaries: canaries.map(canaryOf).filter((c) => isDeployTarget(c.target)) };
  }

  /** Reads again; a notification while reading reads once more after (never two reads at once). */
  function reread(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        const live = await readLive();
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

  /** A history row; a release (or a promote) moves the live pointer too, a canary's other steps leave it. */
  async function record(tx: Queryable, releaseId: number, move: RecordedMove, by: ReleaseBy, sourceKey: string | null) {
    const kind = move.kind ?? 'release';
    const [before] = await tx.query<PointerRow>('SELECT target, version, url FROM releases WHERE target = $1', [move.target]);
    if (kind === 'release' || kind === 'canary-promote') {
      await tx.query(
        `INSERT INTO releases (target, version, url, release_id, released_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (target) DO UPDATE SET version = EXCLUDED.version, url = EXCLUDED.url, release_id = EXCLUDED.release_id, released_at = now()`,
        [move.target, move.version, move.url, releaseId],
      );
    }
    const previous = move.previous ?? { version: before?.version ?? null, url: before?.url ?? null };
    const [row] = await tx.query(
      `INSERT INTO release_history (release_id, target, version, url, previous_version, previous_url, actor, reason, how, source_key, kind, share)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING ${HISTORY_COLUMNS}`,
      [releaseId, move.target, move.version, move.url, previous.version, previous.url, by.actor, by.reason, by.how, sourceKey, kind, move.share ?? null],
    );
    return historyEntry(row!);
  }

  /** A release or rollback sets what everyone gets: a canary of that target ends with it (in the history too). */
  async function endCanariesOf(tx: Queryable, releaseId: number, targets: DeployTarget[], by: ReleaseBy) {
    const ended = await tx.query<CanaryRow>(
      'DELETE FROM release_canaries WHERE target = ANY($1::text[]) RETURNING target, canary_id, version, url, share, started_by, reason, started_at',
      [targets],
    );
    for (const c of ended.map(canaryOf)) {
      await record(tx, releaseId, { target: c.target, version: c.version, url: c.url, kind: 'canary-abort', share: 0 }, { ...by, reason: `ended by release ${releaseId}: ${by.reason}` }, null);
    }
  }

  const nextReleaseId = async (tx: Queryable) => Number((await tx.query<{ id: number }>(`SELECT nextval('release_ids') AS id`))[0]!.id);

  /** Moves, checked against the contract on the whole set first; all in the caller's transaction. */
  async function apply(tx: Queryable, moves: Array<{ target: DeployTarget; version: string; url: string | null }>, by: ReleaseBy, onlyIfLive: Array<{ target: DeployTarget; version: string; url: string | null }> = []) {
    // The registry's lock first: writers queue here, so the check sees what the moves will replace.
    await tx.query('SELECT stamp FROM release_registry FOR UPDATE');
    const live = (await readLive(tx)).manifest;
    for (const e of onlyIfLive) {
      const now = e.target === 'host' ? live.host && { version: live.host.version, url: null } : live.remotes[e.target];
      if (!now || now.version !== e.version || (e.target !== 'host' && now.url !== e.url)) throw new ChangedMeanwhile(`${e.target} is no longer live at ${e.version}`);
    }
    const proposed: LiveManifest = { host: live.host, remotes: { ...live.remotes } };
    for (const m of moves) {
      if (m.target === 'host') proposed.host = { version: m.version };
      else proposed.remotes[m.target] = { version: m.version, url: m.url ?? defaultRemoteUrl(m.target, m.version) };
    }
    const problems = await newContractProblems(checkContract, deployDir, live, proposed);
    if (problems.length) throw new ApiError(409, RELEASE_CODES.contract, `The release would break the host's contract; nothing changed: ${problems.join('; ')}`);
    const releaseId = await nextReleaseId(tx);
    const changes: ReleaseHistoryEntry[] = [];
    for (const m of moves) changes.push(await record(tx, releaseId, m, by, null));
    await endCanariesOf(tx, releaseId, moves.map((m) => m.target), by);
    await bump(tx);
    return { releaseId, changes };
  }

  function resolveMove(m: ReleaseMove) {
    if (m.target === 'host') {
      if (!existsSync(join(hostFolder(deployDir, m.version), 'index.html'))) throw new ApiError(422, RELEASE_CODES.notPublished, `host ${m.version} is not published`);
      return { target: m.target, version: m.version, url: null };
    }
    if (!m.url && !existsSync(join(remoteFolder(deployDir, m.target, m.version), 'mf-manifest.json'))) {
      throw new ApiError(422, RELEASE_CODES.notPublished, `${m.target} ${m.version} is not published (give its url if it lives elsewhere)`);
    }
    return { target: m.target, version: m.version, url: m.url ?? defaultRemoteUrl(m.target, m.version) };
  }

  // The build's record (see the top of this file), followed by the file's identity: every
  // write of it is a rename of a new file.
  let followedFile = '';
  let following: Promise<void> | null = null;

  function fileStamp() {
    const file = join(deployDir, MANIFEST_FILE);
    const stat = existsSync(file) ? statSync(file) : null;
    return stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none';
  }

  async function importBuildRecord(stamp: string) {
    const file = readManifest(deployDir);
    const entries = file.history
      .filter((h) => isDeployTarget(h.target))
      .map((h, i) => ({ key: `file:${i}:${h.at}:${h.target}:${h.to}`, target: h.target, version: h.to, url: h.target === 'host' ? null : (h.url ?? defaultRemoteUrl(h.target, h.to)), by: h.by, reason: h.reason }));
    const known = new Set((await db.query<{ source_key: string }>(`SELECT source_key FROM release_history WHERE source_key LIKE 'file:%'`)).map((r) => r.source_key));
    const pending = entries.filter((e) => !known.has(e.key));
    // A file with pointers but no history (written by hand): its pointers, for targets the registry has not.
    const pointers = [
      ...(file.host ? [{ target: 'host' as DeployTarget, version: file.host.version, url: null }] : []),
      ...Object.entries(file.remotes).map(([target, p]) => ({ target: target as DeployTarget, version: p!.version, url: p!.url })),
    ].filter((p) => isDeployTarget(p.target) && !entries.some((e) => e.target === p.target));
    if (pending.length || pointers.length) {
      await db.transaction(async (tx) => {
        await tx.query('SELECT stamp FROM release_registry FOR UPDATE');
        let moved = false;
        for (const e of pending) {
          // Another instance sharing the folder may have imported it meanwhile.
          if ((await tx.query('SELECT 1 FROM release_history WHERE source_key = $1', [e.key])).length) continue;
          const by: ReleaseBy = { actor: 'build', how: 'command', reason: `${e.reason ? `${e.reason}; ` : ''}made live by the build (${e.by}), recorded in the deploy folder's ${MANIFEST_FILE}` };
          const releaseId = await nextReleaseId(tx);
          await record(tx, releaseId, e, by, e.key);
          await endCanariesOf(tx, releaseId, [e.target], by);
          moved = true;
        }
        for (const p of pointers) {
          if ((await tx.query('SELECT 1 FROM releases WHERE target = $1', [p.target])).length) continue;
          await record(tx, await nextReleaseId(tx), p, { actor: 'build', how: 'command', reason: `live in the deploy folder's ${MANIFEST_FILE} when the registry started` }, `file:live:${p.target}:${p.version}`);
          moved = true;
        }
        if (moved) await bump(tx);
      });
      await reread();
    }
    followedFile = stamp;
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
          record: (releaseId, move, by) => record(tx, releaseId, move, by, null),
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
      const seen = new Set<string>();
      for (const m of moves) {
        if (seen.has(m.target)) throw new ApiError(400, RELEASE_CODES.duplicateTarget, `${m.target} appears twice in one release`);
        seen.add(m.target);
      }
      const resolved = moves.map(resolveMove);
      // What the build made live before this release is recorded first: it is older.
      await followBuildRecord();
      const done = await db.transaction((tx) => apply(tx, resolved, by, options.onlyIfLive));
      await reread();
      return done;
    },
    async rollback(target, by) {
      await followBuildRecord();
      const done = await db.transaction(async (tx) => {
        await tx.query('SELECT stamp FROM release_registry FOR UPDATE');
        const [last] = await tx.query<{ previous_version: string | null; previous_url: string | null }>(
          `SELECT previous_version, previous_url FROM release_history WHERE target = $1 AND kind IN ${POINTER_KINDS} ORDER BY id DESC LIMIT 1`,
          [target],
        );
        if (!last?.previous_version) throw new ApiError(409, RELEASE_CODES.nothingToRollBack, `${target} has no earlier version to roll back to`);
        return apply(tx, [{ target, version: last.previous_version, url: target === 'host' ? null : last.previous_url }], by);
      });
      await reread();
      return done;
    },
    async history({ target, limit = 50 } = {}) {
      const rows = target
        ? await db.query(`${HISTORY_SELECT} WHERE target = $1 ORDER BY id DESC LIMIT $2`, [target, limit])
        : await db.query(`${HISTORY_SELECT} ORDER BY id DESC LIMIT $1`, [limit]);
      return rows.map(historyEntry);
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
