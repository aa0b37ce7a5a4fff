// The remotes manifest: which build of the host and of each remote is live. Deploying or
// rolling back one remote is a change of the manifest alone (ARCHITECTURE §2). What is live is
// the release registry's (registry.ts, in the database); this file is the deploy folder's
// remotes-manifest.json, the build's record of what it published and made live, which every
// API instance imports into the registry.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { REMOTE_NAMES, type RemoteName } from '@shop/shared/routes';

// The remotes are the route table's (one list for the host, the API and the deploy commands).
export { REMOTE_NAMES, type RemoteName };
export type DeployTarget = RemoteName | 'host';

export interface RemotePointer {
  version: string;
  /** URL of that build's mf-manifest.json: same-origin path or another origin. */
  url: string;
}

export interface HistoryEntry {
  at: string;
  by: string;
  target: DeployTarget;
  from: string | null;
  to: string;
  url?: string;
  /** Why (the test harnesses' record command says; the build does not). */
  reason?: string;
}

export interface RemotesManifest {
  host: { version: string } | null;
  remotes: Partial<Record<RemoteName, RemotePointer>>;
  history: HistoryEntry[];
}

/** What is live, as served to browsers and read by the boot page (the registry's copy, registry.ts). */
export type LiveManifest = Pick<RemotesManifest, 'host' | 'remotes'>;

export const MANIFEST_FILE = 'remotes-manifest.json';

export function isDeployTarget(name: string): name is DeployTarget {
  return name === 'host' || (REMOTE_NAMES as readonly string[]).includes(name);
}

export function remoteFolder(deployDir: string, remote: RemoteName, version: string): string {
  return join(deployDir, 'remotes', remote, version);
}

/**
 * What is read from a published remote build, read once per build: a version folder never
 * changes, so neither does anything read from it.
 */
export function perPublishedBuild<T>(read: (folder: string) => T): (deployDir: string, remote: RemoteName, version: string) => T {
  const cache = new Map<string, T>();
  return (deployDir, remote, version) => {
    const folder = remoteFolder(deployDir, remote, version);
    if (!cache.has(folder)) cache.set(folder, read(folder));
    return cache.get(folder)!;
  };
}

export function hostFolder(deployDir: string, version: string): string {
  return join(deployDir, 'host', version);
}

export function readManifest(deployDir: string): RemotesManifest {
  const file = join(deployDir, MANIFEST_FILE);
  if (!existsSync(file)) return { host: null, remotes: {}, history: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as RemotesManifest;
}

/** Written to a temporary file and renamed, so a reader never sees half a manifest. */
function writeManifest(deployDir: string, manifest: RemotesManifest): void {
  const file = join(deployDir, MANIFEST_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Point one target at a version. A local version must have been published; `url` may point
 * a remote at another origin (a CDN, a colleague's watch-mode server, or an unreachable one
 * in a failure test).
 */
export function pointTo(deployDir: string, target: DeployTarget, version: string, { by = process.env.USER ?? 'unknown', url, reason }: { by?: string; url?: string; reason?: string } = {}): RemotesManifest {
  const manifest = readManifest(deployDir);
  const from = target === 'host' ? (manifest.host?.version ?? null) : (manifest.remotes[target]?.version ?? null);
  if (target === 'host') {
    if (!existsSync(join(hostFolder(deployDir, version), 'index.html'))) throw new Error(`host ${version} is not published`);
    manifest.host = { version };
  } else {
    const localManifest = join(remoteFolder(deployDir, target, version), 'mf-manifest.json');
    if (!url && !existsSync(localManifest)) throw new Error(`${target} ${version} is not published`);
    manifest.remotes[target] = { version, url: url ?? `/remotes/${target}/${version}/mf-manifest.json` };
  }
  manifest.history.push({ at: new Date().toISOString(), by, target, from, to: version, ...(url ? { url } : {}), ...(reason ? { reason } : {}) });
  writeManifest(deployDir, manifest);
  return manifest;
}

/** The previous version of a target in the history, for a one-step rollback. */
export function previousVersion(manifest: RemotesManifest, target: DeployTarget): string | null {
  const moves = manifest.history.filter((h) => h.target === target);
  return moves.at(-1)?.from ?? null;
}
