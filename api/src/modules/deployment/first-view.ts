// A page's first view, painted on the server by the owning remote's own prerender bundle
// (server/prerender.js in the live version folder, built from the same pages as the browser
// build). Served inside index.html, it shows before any script has run; the remote then mounts
// over it. Anything that goes wrong here only costs the prerender: the page is served without.
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { sharedAnswers, throughShared } from '../../lib/shared-answers.js';
import { perPublishedBuild, type RemoteName, type LiveManifest } from './manifest.js';
import type { PageHead } from '@shop/shared/api';

export type ApiCall = (req: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type RenderedView = { html: string; payload: Record<string, unknown>; head?: PageHead | null } | { notFound: true };
export interface PrerenderBundle {
  /** `context` is new: an older bundle ignores it and paints its view without a head. */
  prerender(path: string, call: ApiCall, context: { origin: string }): Promise<RenderedView | null>;
}

export interface FirstView {
  owner: RemoteName;
  html: string;
  css: string;
  payload: Record<string, unknown>;
  head: PageHead | null;
}

const requireBundle = createRequire(import.meta.url);
/** A published remote's prerender bundle and its CSS, if it ships one. */
const bundleFor = perPublishedBuild((folder) => {
  const file = join(folder, 'server', 'prerender.js');
  const cssFile = join(folder, 'server', 'prerender.css');
  return existsSync(file) ? { bundle: requireBundle(file) as PrerenderBundle, css: existsSync(cssFile) ? readFileSync(cssFile, 'utf8') : '' } : null;
});

/** A published remote's prerender bundle (server/prerender.js), loaded once per build; null if the build ships none. */
export const prerenderBundleOf = (deployDir: string, remote: RemoteName, version: string): PrerenderBundle | null => bundleFor(deployDir, remote, version)?.bundle ?? null;

/** A remote's calls through the API's own routes, in-process (same checks, no socket). */
export function inProcessCall(app: FastifyInstance): ApiCall {
  return async (req) => {
    const res = await app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, ...(req.body === undefined ? {} : { payload: req.body }) });
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
  };
}

/** Slower than this and the page goes out without its first view (the browser renders it). */
const BUDGET_MS = 1500;
/**
 * A page's first view is shared for 30 s, as search answers are (the same catalogue data), and
 * a burst of requests for one page renders it once: each render costs several queries. With
 * several instances (Redis), one renders it for all (kept 30 s there, then up to 30 s on each).
 */
const FIRST_VIEW_TTL_MS = 30_000;
const views = sharedAnswers<RenderedView | null>({ ttlMs: FIRST_VIEW_TTL_MS, max: 500 });

export async function renderFirstView(
  app: FastifyInstance,
  o: { deployDir: string; manifest: LiveManifest; owner: RemoteName | null; url: URL; origin: string; dataStamp?: () => Promise<string> },
): Promise<FirstView | 'not-found' | null> {
  const pointer = o.owner ? o.manifest.remotes[o.owner] : undefined;
  // A build served from another origin is not ours to run.
  if (!o.owner || !pointer || !pointer.url.startsWith('/remotes/')) return null;
  const owner = o.owner;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = bundleFor(o.deployDir, owner, pointer.version);
    if (!found) return null;
    const call = inProcessCall(app);
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BUDGET_MS)));
    const path = o.url.pathname + o.url.search;
    // The data stamp (the search stock epoch) changes when a box sells out: no shared view shows it.
    const stamp = o.dataStamp ? await o.dataStamp() : '';
    // Several instances share a view through Redis: the build's version and the stamp name it alike on each.
    const render = () => throughShared(app.shared, `view|${owner}@${pointer.version}|${stamp}|${o.origin}${path}`, FIRST_VIEW_TTL_MS, () => found.bundle.prerender(path, call, { origin: o.origin }));
    const rendering = views(`${o.deployDir}|${owner}@${pointer.version}|${stamp}|${path}`, render);
    // Past the budget the page goes without; a failure after that must not go unhandled.
    rendering.catch((err: unknown) => app.log.warn({ err, remote: owner }, 'late first view failed'));
    const view = await Promise.race([rendering, timeout]);
    if (view && 'notFound' in view) return 'not-found';
    return view ? { owner, html: view.html, css: found.css, payload: view.payload, head: view.head ?? null } : null;
  } catch (err) {
    app.log.warn({ err, remote: owner, remoteVersion: pointer.version }, 'first view not prerendered');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
