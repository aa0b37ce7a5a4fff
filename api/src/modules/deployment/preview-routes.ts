// Previews (issue 21 'Preview', preview.ts): the team's link and the browser's way in and out.
//   POST /v3/ops/releases/preview   staff with that target's release permission: a signed link
//   GET  /v3/ops/releases/previews  the links that still work (any release permission)
//   POST /v3/ops/releases/preview/revoke  {previewId}: the link opens nothing from now on (the
//                                   target's team, or operations, as for a rollback)
//   GET  /ops/preview?token=…       verified, sets the preview cookie, then the remote's first page
//   GET  /ops/preview?exit=1        clears it (no script needed)
//   POST /ops/preview/exit?back=/…  clears it (the banner's button), back to the page, live again
// What a previewing browser is served is decided in routes.ts, through manifestForCohort.
import formbody from '@fastify/formbody';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PREVIEW_CODES, RELEASE_CODES } from '@shop/shared/rules';
import { matchRoute, routesOwnedBy, sameOriginPath } from '@shop/shared/routes';
import { ApiError, ok } from '../../http/envelope.js';
import { requireStaff } from '../auth/member-auth.js';
import { hostFolder, remoteFolder, type DeployTarget } from './manifest.js';
import { assertMay, releasePermissionsOf } from './permissions.js';
import { clearedPreviewCookie, previewCookie, type PreviewLinks, type PreviewMove } from './preview.js';
import * as schemas from './release-schemas.js';

export interface PreviewRouteOptions {
  links: PreviewLinks;
  deployDir: string;
  /** The shop's public origin: the link is made on it. */
  publicUrl: string;
  secureCookies: boolean;
  now?: () => Date;
}

/** A published build (its folder here) or a remote given its url; else 422 R003, as a release answers. */
function resolve(deployDir: string, target: DeployTarget, version: string, url: string | undefined): PreviewMove {
  if (target === 'host') {
    if (url) throw new ApiError(400, PREVIEW_CODES.hostUrl, 'The host is served from this shop only: no url');
    if (!existsSync(join(hostFolder(deployDir, version), 'index.html'))) throw new ApiError(422, RELEASE_CODES.notPublished, `host ${version} is not published`);
    return { target, version, url: null };
  }
  if (!url && !existsSync(join(remoteFolder(deployDir, target, version), 'mf-manifest.json'))) {
    throw new ApiError(422, RELEASE_CODES.notPublished, `${target} ${version} is not published (give its url if it lives elsewhere)`);
  }
  return { target, version, url: url ?? `/remotes/${target}/${version}/mf-manifest.json` };
}

/** Where a preview opens: the previewed remote's first route in the route table (the home page for the host). */
const firstRouteOf = (target: DeployTarget) => (target === 'host' ? '/' : (routesOwnedBy(target)[0]?.path ?? '/'));

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain page for a link that does not open (no shell: nothing of the shop is loaded, nothing set). */
function refusedPage(title: string, body: string, code: string) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – Little Loop</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2933}main{max-width:36rem;margin:auto}a{color:#0b5cad}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p>Code: <code>${escapeHtml(code)}</code></p><p><a href="/">Go to the shop</a></p></main></body></html>`;
}

const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');

export async function previewRoutes(app: FastifyInstance, o: PreviewRouteOptions) {
  const now = o.now ?? (() => new Date());
  const origin = o.publicUrl.replace(/\/+$/, '');
  // The banner's Exit is a plain form (urlencoded, no fields): parsed here, in this plugin only.
  await app.register(formbody, { bodyLimit: 1024 });

  app.post<{ Body: { target: DeployTarget; version: string; url?: string; minutes: number } }>('/v3/ops/releases/preview', { schema: schemas.previewSchema, config: { staffOnly: true } }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    const { target, version, url, minutes } = req.body;
    assertMay(await releasePermissionsOf(app.db, staffId), 'release', [target]);
    const move = resolve(o.deployDir, target, version, url);
    const expiresAt = Math.floor(now().getTime() / 1000) + minutes * 60;
    const { previewId, token } = await o.links.make({ moves: [move], by: staffId, expiresAt });
    const path = `/ops/preview?token=${encodeURIComponent(token)}`;
    privately(reply);
    return reply.code(201).send(ok({ previewId, link: `${origin}${path}`, path, target, version, url: move.url, expiresAt: new Date(expiresAt * 1000).toISOString() }));
  });

  app.get('/v3/ops/releases/previews', { schema: schemas.previewListSchema, config: { staffOnly: true } }, async (req, reply) => {
    assertMay(await releasePermissionsOf(app.db, requireStaff(req).staffId), 'read');
    privately(reply);
    return ok({ previews: await o.links.live(now()) });
  });

  app.post<{ Body: { previewId: string } }>('/v3/ops/releases/preview/revoke', { schema: schemas.revokePreviewSchema, config: { staffOnly: true } }, async (req, reply) => {
    const { staffId } = requireStaff(req);
    const link = await o.links.find(req.body.previewId);
    if (!link) throw new ApiError(404, PREVIEW_CODES.noSuchPreview, 'No preview link has that id');
    // Its target's team, or operations (who may roll any target back), may revoke a link.
    assertMay(await releasePermissionsOf(app.db, staffId), 'rollback', link.targets);
    const revokedAt = await o.links.revoke(req.body.previewId, staffId);
    privately(reply);
    return ok({ previewId: req.body.previewId, revokedAt });
  });

  app.get<{ Querystring: { token?: string; exit?: string } }>('/ops/preview', { schema: schemas.openPreviewSchema }, async (req, reply) => {
    privately(reply);
    if (req.query.exit !== undefined) return reply.header('set-cookie', clearedPreviewCookie(o.secureCookies)).redirect('/', 303);
    const at = now();
    const check = await o.links.verify(req.query.token, at);
    if ('problem' in check) {
      const page =
        check.problem === 'expired'
          ? refusedPage('This preview link has expired', 'Nothing has changed in this browser. Ask your team for a new preview link.', PREVIEW_CODES.expiredLink)
          : check.problem === 'revoked'
            ? refusedPage(
                'This preview link has been withdrawn',
                'It was revoked, or whoever made it may no longer release this part of the shop. Nothing has changed in this browser. Ask your team for a new preview link.',
                PREVIEW_CODES.revokedLink,
              )
            : refusedPage('This preview link does not work', 'It is not a preview link of this shop, or it was changed. Nothing has changed in this browser.', PREVIEW_CODES.invalidLink);
      return reply
        .code(check.problem === 'invalid' ? 400 : 410)
        .type('text/html; charset=utf-8')
        .send(page);
    }
    const { preview } = check;
    const token = req.query.token!;
    return reply.header('set-cookie', previewCookie(token, preview.expiresAt - Math.floor(at.getTime() / 1000), o.secureCookies)).redirect(firstRouteOf(preview.moves[0]!.target), 303);
  });

  app.post<{ Querystring: { back?: string } }>('/ops/preview/exit', { schema: schemas.exitPreviewSchema }, async (req, reply) => {
    privately(reply);
    // Back to a page of this shop only (never another site): judged against PUBLIC_URL, not the request's Host.
    const safe = sameOriginPath(req.query.back, origin, { accept: (pathname) => matchRoute(pathname) !== undefined });
    return reply.header('set-cookie', clearedPreviewCookie(o.secureCookies)).redirect(safe, 303);
  });
}
