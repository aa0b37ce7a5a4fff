// The release registry's tables (registry.ts): reading what is live, and recording moves in the
// caller's transaction, checked (published, contract) first. The registry's lock, its stamp and
// the notifications that keep every instance in step stay in registry.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_CODES, type ReleaseChange, type ReleaseHow, type ReleaseKind } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Canary } from './cohorts.js';
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

export async function readLive(q: Queryable) {
  const [row] = await q.query<{ stamp: number }>('SELECT stamp FROM release_registry');
  const rows = await q.query<PointerRow>('SELECT target, version, url FROM releases ORDER BY target');
  const canaries = await q.query<CanaryRow>('SELECT target, canary_id, version, url, share, started_by, reason, started_at FROM release_canaries ORDER BY target');
  return { stamp: Number(row!.stamp), manifest: manifestOf(rows), canaries: canaries.map(canaryOf).filter((c) => isDeployTarget(c.target)) };
}

/** A history row; a release (or a promote) moves the live pointer too, a canary's other steps leave it. */
export async function recordMove(tx: Queryable, releaseId: number, move: RecordedMove, by: ReleaseBy, sourceKey: string | null) {
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
export async function endCanariesOf(tx: Queryable, releaseId: number, targets: DeployTarget[], by: ReleaseBy) {
  const ended = await tx.query<CanaryRow>('DELETE FROM release_canaries WHERE target = ANY($1::text[]) RETURNING target, canary_id, version, url, share, started_by, reason, started_at', [targets]);
  for (const c of ended.map(canaryOf)) {
    await recordMove(tx, releaseId, { target: c.target, version: c.version, url: c.url, kind: 'canary-abort', share: 0 }, { ...by, reason: `ended by release ${releaseId}: ${by.reason}` }, null);
  }
}

export const nextReleaseId = async (tx: Queryable) => Number((await tx.query<{ id: number }>(`SELECT nextval('release_ids') AS id`))[0]!.id);

/** What a move is checked against, and how the registry's stamp moves (registry.ts). */
export interface MoveChecks {
  checkContract: ContractCheck;
  deployDir: string;
  bump(tx: Queryable): Promise<void>;
}

/** Moves, checked against the contract on the whole set first; all in the caller's transaction. */
export async function applyMoves(
  tx: Queryable,
  { checkContract, deployDir, bump }: MoveChecks,
  moves: Array<{ target: DeployTarget; version: string; url: string | null }>,
  by: ReleaseBy,
  onlyIfLive: Array<{ target: DeployTarget; version: string; url: string | null }> = [],
) {
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
  for (const m of moves) changes.push(await recordMove(tx, releaseId, m, by, null));
  await endCanariesOf(
    tx,
    releaseId,
    moves.map((m) => m.target),
    by,
  );
  await bump(tx);
  return { releaseId, changes };
}

/** A rollback's move: the target back at the version before its current one (409 when there is none). */
export async function versionBefore(tx: Queryable, target: DeployTarget): Promise<{ target: DeployTarget; version: string; url: string | null }> {
  const [last] = await tx.query<{ previous_version: string | null; previous_url: string | null }>(
    `SELECT previous_version, previous_url FROM release_history WHERE target = $1 AND kind IN ${POINTER_KINDS} ORDER BY id DESC LIMIT 1`,
    [target],
  );
  if (!last?.previous_version) throw new ApiError(409, RELEASE_CODES.nothingToRollBack, `${target} has no earlier version to roll back to`);
  return { target, version: last.previous_version, url: target === 'host' ? null : last.previous_url };
}

/** The history, newest first, of one target or all. */
export async function readHistory(db: Db, { target, limit = 50 }: { target?: DeployTarget; limit?: number }): Promise<ReleaseHistoryEntry[]> {
  const rows = target ? await db.query(`${HISTORY_SELECT} WHERE target = $1 ORDER BY id DESC LIMIT $2`, [target, limit]) : await db.query(`${HISTORY_SELECT} ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map(historyEntry);
}

/** A release's moves, each target once and each version published (or given its url). */
export function resolveMoves(deployDir: string, moves: ReleaseMove[]) {
  const seen = new Set<string>();
  for (const m of moves) {
    if (seen.has(m.target)) throw new ApiError(400, RELEASE_CODES.duplicateTarget, `${m.target} appears twice in one release`);
    seen.add(m.target);
  }
  return moves.map((m) => resolveMove(deployDir, m));
}

function resolveMove(deployDir: string, m: ReleaseMove) {
  if (m.target === 'host') {
    if (!existsSync(join(hostFolder(deployDir, m.version), 'index.html'))) throw new ApiError(422, RELEASE_CODES.notPublished, `host ${m.version} is not published`);
    return { target: m.target, version: m.version, url: null };
  }
  if (!m.url && !existsSync(join(remoteFolder(deployDir, m.target, m.version), 'mf-manifest.json'))) {
    throw new ApiError(422, RELEASE_CODES.notPublished, `${m.target} ${m.version} is not published (give its url if it lives elsewhere)`);
  }
  return { target: m.target, version: m.version, url: m.url ?? defaultRemoteUrl(m.target, m.version) };
}

/**
 * The build's record: its entries not recorded yet, once each (source_key), and for a file with
 * pointers but no history, its pointers for targets the registry has not. True when
 * there was something to import (the caller reads the registry again).
 */
export async function importBuildEntries(db: Db, deployDir: string, bump: (tx: Queryable) => Promise<void>): Promise<boolean> {
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
        await recordMove(tx, releaseId, e, by, e.key);
        await endCanariesOf(tx, releaseId, [e.target], by);
        moved = true;
      }
      for (const p of pointers) {
        if ((await tx.query('SELECT 1 FROM releases WHERE target = $1', [p.target])).length) continue;
        await recordMove(tx, await nextReleaseId(tx), p, { actor: 'build', how: 'command', reason: `live in the deploy folder's ${MANIFEST_FILE} when the registry started` }, `file:live:${p.target}:${p.version}`);
        moved = true;
      }
      if (moved) await bump(tx);
    });
  }
  return pending.length > 0 || pointers.length > 0;
}
