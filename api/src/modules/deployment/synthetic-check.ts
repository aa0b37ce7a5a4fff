// The synthetic check after every change (issue 21: "After every change, a synthetic check loads
// the remote's manifest and entry and renders its prerender; a failure rolls back and records
// why"). Run by the instance that made the change, right after it commits and before the API
// answers, so the caller (the deploy commands, the operations page) sees the result:
//   1. the build's mf-manifest.json loads and is JSON (a /remotes/... path: read from the deploy
//      folder, as the API serves it; an origin of REMOTE_ORIGINS: over HTTP, with a short time
//      limit, redirects not followed);
//   2. it names a remote entry, and the entry loads: a non-empty file (HTTP: 200, a JavaScript
//      content type, a body);
//   3. when the build ships a prerender bundle (server/prerender.js, same-origin builds only, as
//      first-view.ts runs them), one representative route of that remote renders through it, with
//      the API's routes in-process as for a page's first view: HTML, a clean not-found, or no view
//      (the route is left to the browser) pass; a throw, a malformed answer or the time limit fail.
// The whole check has a time limit (SYNTHETIC_CHECK_MS, 10 s).
//
// The check makes no request to an address a staff member typed (issue 31 §8): it reads the
// shop's own deploy folder, or fetches from an origin on the allow-list (REMOTE_ORIGINS: the CDNs
// remote builds may be served from), and nothing else; any other address (another origin, a
// same-origin path outside /remotes/, a manifest's publicPath elsewhere, a redirect) fails the
// check before anything is sent, and the change is undone as for any failure.
//
// On failure the change is undone as its own change of the registry (the history: who 'system',
// how 'automatic', the reason naming the check and what failed): a release or a promote goes back
// to the versions before it (every target of the release, all or none, and only if they are still
// live as the change left them); a canary start is aborted (kind canary-rollback, only if that very
// canary still runs). A rollback is checked and reported but never undone by the shop: undoing it
// would serve again what the operator took down. The shop's own automatic changes are not checked.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { routesOwnedBy } from '@shop/shared/routes';
import { RELEASE_REASON_MAX } from '@shop/shared/rules';
import type { CanaryOps, CanaryStep } from './canaries.js';
import { prerenderBundleOf, type ApiCall } from './first-view.js';
import { isDeployTarget, type RemoteName } from './manifest.js';
import { ChangedMeanwhile, type ReleaseHistoryEntry, type ReleaseRegistry } from './registry.js';

export interface CheckResult {
  ok: boolean;
  /** What was checked, or what failed (the history's reason says it too). */
  detail: string;
  ms: number;
}

export interface SyntheticCheckOptions {
  deployDir: string;
  /** The shop's origin: the prerender's context. */
  origin: string;
  /** Origins (scheme, host, port) remote builds may be fetched from over HTTP (REMOTE_ORIGINS); none: the deploy folder only. */
  allowedOrigins: readonly string[];
  /** The API's routes, in-process (first-view.ts's inProcessCall). */
  call: ApiCall;
  /** The whole check's time limit (10 s). */
  timeoutMs: number;
  /** One HTTP request's limit (3 s, and never past the whole check's). */
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** Same-origin addresses are resolved against this, then told apart by it. */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * The route a remote's check renders: its first route with no parameters, guard or flag (the
 * catalogue's '/'), else its first route.
 */
export function representativeRoute(remote: RemoteName): string | null {
  const routes = routesOwnedBy(remote);
  return (routes.find((r) => !r.validate && !r.guard && !r.flag) ?? routes[0])?.path ?? null;
}

class CheckFailed extends Error {}

/** Checks one published build of a remote; never throws. */
export async function checkRemoteBuild(o: SyntheticCheckOptions, remote: RemoteName, version: string, url: string): Promise<CheckResult> {
  const started = Date.now();
  const deadline = started + o.timeoutMs;
  const doFetch = o.fetch ?? fetch;
  const done = (ok: boolean, detail: string): CheckResult => ({ ok, detail, ms: Date.now() - started });
  let step = `manifest ${url}`;
  let timer: NodeJS.Timeout | undefined;

  /** A file of the deploy folder for a /remotes/... path, never outside it. */
  const deployFile = (path: string) => {
    const root = resolve(o.deployDir, 'remotes');
    const file = resolve(root, decodeURIComponent(path.slice('/remotes/'.length)));
    if (!file.startsWith(root + sep)) throw new CheckFailed(`${path} is outside the deploy folder`);
    return file;
  };

  /** A same-origin /remotes/ file from the deploy folder, an allowed origin's over HTTP, nothing else. */
  async function load(address: URL, what: string, javascript: boolean): Promise<string> {
    if (address.origin === SAME_ORIGIN) {
      if (!address.pathname.startsWith('/remotes/')) throw new CheckFailed(`${what} ${address.pathname} is not in the deploy folder (/remotes/…); not fetched`);
      const file = deployFile(address.pathname);
      if (!existsSync(file) || !statSync(file).isFile()) throw new CheckFailed(`${what} ${address.pathname} answered 404`);
      const body = readFileSync(file, 'utf8');
      if (!body.trim()) throw new CheckFailed(`${what} ${address.pathname} is empty`);
      return body;
    }
    const target = address;
    if (!/^https?:$/.test(target.protocol) || target.username || target.password || !o.allowedOrigins.includes(target.origin)) {
      throw new CheckFailed(`${what} ${target.origin === 'null' ? target.protocol : target.origin} is not an allowed origin (REMOTE_ORIGINS); not fetched`);
    }
    const limit = Math.max(1, Math.min(o.fetchTimeoutMs ?? 3000, deadline - Date.now()));
    let res: Response;
    try {
      // A redirect could lead anywhere: not followed.
      res = await doFetch(target, { signal: AbortSignal.timeout(limit), redirect: 'manual' });
    } catch (err) {
      const e = err as Error;
      throw new CheckFailed(`${what} ${target.href} did not answer${e.name === 'TimeoutError' ? ` within ${limit} ms` : `: ${e.message}`}`);
    }
    if (res.status >= 300 && res.status < 400) throw new CheckFailed(`${what} ${target.href} answered ${res.status} (a redirect: not followed)`);
    if (res.status !== 200) throw new CheckFailed(`${what} ${target.href} answered ${res.status}`);
    const type = res.headers.get('content-type') ?? '';
    if (javascript && !/javascript|ecmascript/i.test(type)) throw new CheckFailed(`${what} ${target.href} answered ${type || 'no content type'}, not JavaScript`);
    const body = await res.text();
    if (!body.trim()) throw new CheckFailed(`${what} ${target.href} is empty`);
    return body;
  }

  async function run(): Promise<string> {
    const manifestUrl = new URL(url, SAME_ORIGIN);
    let manifest: { metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string } };
    const text = await load(manifestUrl, 'mf-manifest.json', false);
    try {
      manifest = JSON.parse(text) as typeof manifest;
    } catch {
      throw new CheckFailed(`mf-manifest.json ${url} is not JSON`);
    }
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry?.name) throw new CheckFailed(`mf-manifest.json ${url} names no remote entry`);
    step = 'remote entry';
    // The entry is beside the manifest ('auto'), or under the public path the build gives.
    const publicPath = manifest.metaData?.publicPath;
    const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
    const entryUrl = new URL([entry.path, entry.name].filter(Boolean).join('/').replace(/\/+/g, '/'), base);
    const shown = entryUrl.origin === SAME_ORIGIN ? entryUrl.pathname : entryUrl.href;
    await load(entryUrl, 'remote entry', true);
    const checked = [`manifest and remote entry ${shown} load`];

    // The prerender: first-view.ts runs same-origin builds of the deploy folder only.
    if (!url.startsWith('/remotes/')) return `${checked[0]}; no prerender (served from another origin)`;
    const folder = manifestUrl.pathname.replace(/\/[^/]*$/, '');
    if (!existsSync(join(deployFile(`${folder}/`), 'server', 'prerender.js'))) return `${checked[0]}; the build ships no prerender`;
    const route = representativeRoute(remote);
    if (!route) return `${checked[0]}; no route of ${remote} to prerender`;
    step = `prerender of ${route}`;
    let bundle;
    try {
      bundle = prerenderBundleOf(o.deployDir, remote, version);
    } catch (err) {
      throw new CheckFailed(`prerender bundle of ${remote} ${version} did not load: ${(err as Error).message}`);
    }
    if (!bundle || typeof bundle.prerender !== 'function') throw new CheckFailed(`prerender bundle of ${remote} ${version} exports no prerender()`);
    let view;
    try {
      view = await bundle.prerender(route, o.call, { origin: o.origin });
    } catch (err) {
      throw new CheckFailed(`prerender of ${route} threw: ${(err as Error)?.message ?? String(err)}`);
    }
    if (view === null || view === undefined) return `${checked[0]}; prerender of ${route} gave no view (left to the browser)`;
    if ('notFound' in view && view.notFound) return `${checked[0]}; prerender of ${route} answered not found`;
    if (!('html' in view) || typeof view.html !== 'string' || !view.html.trim()) throw new CheckFailed(`prerender of ${route} gave no HTML`);
    return `${checked[0]}; prerender of ${route} gave ${view.html.length} characters of HTML`;
  }

  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CheckFailed(`timed out after ${o.timeoutMs} ms (at the ${step})`)), Math.max(0, deadline - Date.now()));
    });
    const detail = await Promise.race([run(), timeout]);
    return done(true, `synthetic check passed: ${remote} ${version}: ${detail}`);
  } catch (err) {
    const what = err instanceof CheckFailed ? err.message : `${step}: ${(err as Error)?.message ?? String(err)}`;
    return done(false, `synthetic check failed: ${remote} ${version}: ${what}`);
  } finally {
    clearTimeout(timer);
  }
}

/** What a change's answer carries: the check, and the shop's undo if it failed. */
export interface ChangeCheck {
  ok: boolean;
  detail: string;
  ms: number;
  /** The automatic undo (history rows: who 'system', how 'automatic'); absent when nothing was undone. */
  rolledBack?: { releaseId: number; changes: ReleaseHistoryEntry[] };
}

export interface ReleaseChecks {
  /** After a release (or a canary's promote): every remote it moved; on failure, back to the versions before it. */
  afterRelease(done: { changes: ReleaseHistoryEntry[] }): Promise<ChangeCheck>;
  /** After a rollback: checked and reported, never undone. */
  afterRollback(done: { changes: ReleaseHistoryEntry[] }): Promise<ChangeCheck>;
  /** After a canary's step: a start is checked (aborted on failure), a promote as a release; other steps move no version. */
  afterCanary(step: CanaryStep): Promise<ChangeCheck | null>;
}

const SYSTEM = { actor: 'system', how: 'automatic' } as const;
/** The history's reason, as long as any reason may be (the text of a throw can be long). */
const reasonOf = (text: string) => (text.length > RELEASE_REASON_MAX ? `${text.slice(0, RELEASE_REASON_MAX - 1)}…` : text);

export function createReleaseChecks(o: {
  releases: ReleaseRegistry;
  canaries: CanaryOps;
  check: (remote: RemoteName, version: string, url: string) => Promise<CheckResult>;
  log: (err: unknown, what: string) => void;
}): ReleaseChecks {
  /** The remotes a change moved (the host has no manifest or prerender to check: its index.html was checked by the release). */
  async function checkAll(changes: ReleaseHistoryEntry[]): Promise<CheckResult> {
    const started = Date.now();
    const remotes = changes.filter((c) => c.target !== 'host' && isDeployTarget(c.target) && c.url);
    if (!remotes.length) return { ok: true, detail: 'synthetic check: nothing to check (no remote moved)', ms: 0 };
    const results = await Promise.all(remotes.map((c) => o.check(c.target as RemoteName, c.version, c.url!)));
    const failed = results.filter((r) => !r.ok);
    return { ok: !failed.length, detail: (failed.length ? failed : results).map((r) => r.detail).join('; '), ms: Date.now() - started };
  }

  async function undoRelease(changes: ReleaseHistoryEntry[], result: CheckResult): Promise<ChangeCheck> {
    const back = changes.filter((c) => c.previousVersion);
    if (back.length !== changes.length) {
      return {
        ...result,
        detail: `${result.detail}; not rolled back: ${changes
          .filter((c) => !c.previousVersion)
          .map((c) => c.target)
          .join(', ')} had no version before`,
      };
    }
    try {
      const undone = await o.releases.release(
        back.map((c) => ({ target: c.target, version: c.previousVersion!, ...(c.target === 'host' || !c.previousUrl ? {} : { url: c.previousUrl }) })),
        { ...SYSTEM, reason: reasonOf(`${result.detail}; rolled back release ${changes[0]!.releaseId}`) },
        { onlyIfLive: changes.map((c) => ({ target: c.target, version: c.version, url: c.url })) },
      );
      return { ...result, rolledBack: undone };
    } catch (err) {
      if (err instanceof ChangedMeanwhile) return { ...result, detail: `${result.detail}; not rolled back: changed again meanwhile (${err.message})` };
      o.log(err, 'synthetic check: the automatic rollback failed');
      return { ...result, detail: `${result.detail}; the automatic rollback failed: ${(err as Error).message}` };
    }
  }

  return {
    async afterRelease(done) {
      const result = await checkAll(done.changes);
      return result.ok ? result : undoRelease(done.changes, result);
    },
    async afterRollback(done) {
      const result = await checkAll(done.changes);
      if (!result.ok) o.log(new Error(result.detail), 'synthetic check failed after a rollback (not undone)');
      return result;
    },
    async afterCanary(step) {
      const change = step.changes[0];
      if (!change) return null;
      if (change.kind === 'canary-promote') return this.afterRelease(step);
      if (change.kind !== 'canary-start') return null;
      const result = await checkAll([change]);
      if (result.ok) return result;
      const target = change.target as RemoteName;
      try {
        const undone = await o.canaries.rollback(target, step.canary?.canaryId ?? change.releaseId, reasonOf(`${result.detail}; canary aborted`));
        return undone ? { ...result, rolledBack: { releaseId: undone.releaseId, changes: undone.changes } } : { ...result, detail: `${result.detail}; not aborted: that canary no longer runs` };
      } catch (err) {
        o.log(err, 'synthetic check: aborting the canary failed');
        return { ...result, detail: `${result.detail}; aborting the canary failed: ${(err as Error).message}` };
      }
    },
  };
}
