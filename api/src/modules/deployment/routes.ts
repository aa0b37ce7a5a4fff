import { GENERIC_CODES } from '@shop/shared/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DeliveryTerms } from '@shop/shared/rules';
import { matchRoute, routeAccepts, routeFlagOn } from '@shop/shared/routes';
import { renderBootPage } from './boot-page.js';
import { cohortOf, type PreviewMove } from './cohorts.js';
import { renderFirstView } from './first-view.js';
import { hostFolder, type LiveManifest, type RemoteName } from './manifest.js';
import { previewBootInfo, type Preview } from './preview.js';
import * as schemas from './schemas.js';

export interface DeploymentOptions {
  deployDir: string;
  /**
   * What is live: the release registry's copy (registry.ts), the same on every instance; for a
   * visitor's cohort (cohorts.ts), with the canaries they fall in, and for a previewing browser
   * with what it previews (manifestForCohort, the one rule).
   */
  live: (cohortId?: string | null, preview?: readonly PreviewMove[]) => Promise<LiveManifest>;
  /** The preview this request's cookie holds, if it verifies (preview.ts); absent: no previews. */
  preview?: (req: FastifyRequest) => Promise<Preview | null>;
  /** Remotes with a canary running (their mounts are beaconed: the failure rate's denominator). */
  measured?: () => RemoteName[];
  /** A served page's signed beacon token (beacons.ts): only beacons that bring one are counted. */
  beaconToken?: (manifest: LiveManifest) => string;
  /** The cohort cookie is marked Secure (production, behind HTTPS). */
  secureCookies?: boolean;
  /** Other modules' first-party cookies a page load sets (the searcher's: popular-searches/searchers.ts). */
  pageCookies?: (req: FastifyRequest, reply: FastifyReply) => void;
  /** The feature flags of the prelogin settings, read per page load. */
  flags: () => Promise<Record<string, boolean>>;
  /** The web client's id and (public) secret for the auth host. */
  auth: { clientId: string; clientSecret: string };
  sentryDsn?: string;
  /** The delivery terms the shell's announcement states (§5), read per page load. */
  delivery?: () => Promise<DeliveryTerms>;
  /** The shell's own text blocks from the content service (announcement, cookie message), read per page load. */
  shellTexts?: () => Promise<Record<string, string>>;
  /** Changes when shared first views must be painted again (a box sold out). */
  dataStamp?: () => Promise<string>;
  /** The shop's public origin (PUBLIC_URL): canonical addresses and schema.org data use it. */
  publicUrl: string;
}

// Entries, manifests and the service worker must be re-checked on every load; everything
// else in a version folder is content-hashed and never changes.
const REVALIDATE = /^(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|sw\.js|index\.html|main\.js)$/;

function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header('Cache-Control', REVALIDATE.test(basename(path)) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/** Serves the live host, every published remote build, the manifest, and index.html for page routes. */
export async function deploymentRoutes(app: FastifyInstance, opts: DeploymentOptions) {
  const manifest = opts.live;
  // The visitor's cohort picks the versions of the boot page, its first view and the manifest
  // alike; made on the first page load. Answers that depend on it are private: no shared cache
  // may give one visitor's versions to another.
  const cohort = (req: FastifyRequest, reply: FastifyReply) => cohortOf(req, reply, { secure: opts.secureCookies ?? false });
  // Which versions this request gets: its cohort's, and a previewing browser's preview over them.
  // Read once per request, here only: the page, its first view and the manifest agree.
  const versionsFor = async (req: FastifyRequest, reply: FastifyReply) => {
    const preview = opts.preview ? await opts.preview(req) : null;
    return { preview, manifest: await manifest(cohort(req, reply), preview?.moves ?? []) };
  };
  // The static builds' routes (added by @fastify/static below) get their schemas here.
  app.addHook('onRoute', (route) => {
    if (/^\/(host|remotes)\//.test(route.url)) route.schema = schemas.staticBuildSchema(route.url);
  });

  for (const folder of ['host', 'remotes']) {
    await app.register(fastifyStatic, {
      root: join(opts.deployDir, folder),
      prefix: `/${folder}/`,
      decorateReply: folder === 'host',
      wildcard: true,
      index: false,
      // Served from the .br/.gz twins made at publish time.
      preCompressed: true,
      // A remote's server/ folder (its prerender bundle) is for the API to run, not to download.
      allowedPath: (path) => !/^\/[^/]+\/[^/]+\/server\//.test(path),
      setHeaders: cacheHeaders,
    });
  }

  app.get('/remotes-manifest.json', { schema: schemas.manifestSchema }, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
    return (await versionsFor(req, reply)).manifest;
  });

  // The service worker is served from the root so that its scope is the whole shop.
  app.get('/sw.js', { schema: schemas.serviceWorkerSchema }, async (_req, reply) => {
    const host = (await manifest()).host;
    if (!host || !existsSync(join(hostFolder(opts.deployDir, host.version), 'sw.js'))) {
      return reply.code(404).type('text/plain').send('No service worker in this build');
    }
    reply.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/');
    return reply.sendFile('sw.js', join(opts.deployDir, 'host', host.version));
  });

  // Page routes: the route table decides the status (404 for unknown) and which remote to preload.
  const servePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://shop.local');
    // HEAD is answered as GET (Fastify drops the body): balancers and uptime monitors probe pages with it.
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/v3/') && !url.pathname.startsWith('/auth/') && !/\.\w+$/.test(url.pathname);
    if (!wantsPage) {
      return reply.code(404).send({ response: { ack: 'Failure', data: null, error: { code: GENERIC_CODES.noRoute, message: 'Not found' } } });
    }
    // A failed route validation is Page Not Found, as the host shows it (and has no first view).
    const matched = matchRoute(url.pathname);
    const route = matched && routeAccepts(matched, url.searchParams) ? matched : undefined;
    const owner = route && route.owner !== 'host' ? (route.owner as RemoteName) : null;
    const { manifest: live, preview } = await versionsFor(req, reply);
    opts.pageCookies?.(req, reply);
    const flags = await opts.flags();
    // A shared first view is painted for these flags too: staff turning one off shows on the next load.
    const dataStamp = async () => `${opts.dataStamp ? await opts.dataStamp() : ''}|${JSON.stringify(flags)}`;
    // A route whose flag is off redirects home in the browser: nothing of it is painted first.
    const painted = route && (!route.flag || routeFlagOn(route.flag, flags));
    const firstView = painted ? await renderFirstView(app, { deployDir: opts.deployDir, manifest: live, owner, url, origin: opts.publicUrl.replace(/\/+$/, ''), dataStamp }) : null;
    const html = renderBootPage({
      deployDir: opts.deployDir,
      manifest: live,
      owner,
      flags,
      delivery: opts.delivery ? await opts.delivery() : undefined,
      texts: opts.shellTexts ? await opts.shellTexts().catch(() => undefined) : undefined,
      auth: opts.auth,
      sentryDsn: opts.sentryDsn,
      url,
      firstView: firstView === 'not-found' ? null : firstView,
      measure: opts.measured?.(),
      // A previewing browser sends no beacons (its visits are the team's, not shoppers').
      beacon: preview ? undefined : opts.beaconToken?.(live),
      preview: preview ? previewBootInfo(preview) : undefined,
    });
    // The page's own item is missing (its remote's prerender says so): the shell shows Page Not
    // Found, and the status says it too.
    return (
      reply
        .code(route && firstView !== 'not-found' ? 200 : 404)
        // A previewing browser's page is kept nowhere, not even by the browser: leaving the preview
        // must show what is live at once.
        .header('Cache-Control', preview ? 'private, no-store' : 'private, no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  // A catch-all route (not only the not-found handler) so that pages are compressed like any
  // answer: the first view makes them tens of KB. Every other method lands in the handler.
  app.get('/*', { schema: schemas.pageSchema }, servePage);
  app.setNotFoundHandler(servePage);
}
