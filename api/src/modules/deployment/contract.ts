// The contract check of a proposed release: the same check the build runs after every build
// (scripts/check-contracts.mjs: container name, exposed modules, shared singletons and their
// ranges, and a host that provides them), run on the manifest as it would be after the release.
// Only new drift refuses a release: a problem the live manifest already has (a remote broken
// before) does not stop a release that fixes another remote, or the broken one.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../config.js';
import type { RemotesManifest } from './manifest.js';

export type ContractCheck = (deployDir: string, manifest: Pick<RemotesManifest, 'host' | 'remotes'>) => Promise<string[]>;

type Checker = { contractProblemsOf(deployDir: string, manifest: unknown): string[] };
let checker: Promise<Checker> | null = null;

/** The build's own check, loaded once (a plain script beside the build, not part of the API's sources). */
export const buildContractCheck: ContractCheck = async (deployDir, manifest) => {
  checker ??= import(pathToFileURL(join(REPO_ROOT, 'scripts', 'check-contracts.mjs')).href) as Promise<Checker>;
  return (await checker).contractProblemsOf(deployDir, manifest);
};

/** The problems the proposed manifest has that the live one has not. */
export async function newContractProblems(check: ContractCheck, deployDir: string, live: Pick<RemotesManifest, 'host' | 'remotes'>, proposed: Pick<RemotesManifest, 'host' | 'remotes'>) {
  const before = new Set(await check(deployDir, live));
  return (await check(deployDir, proposed)).filter((p) => !before.has(p));
}
