// index.html for any page route: the live host build's HTML with the remotes manifest inlined
// and preload hints for the remote that owns the requested route, so the browser fetches
// remoteEntry.js and the route's first chunk in parallel with the host (no discovery chain).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RemoteBootInfo } from '@shop/shared/api';
import { t } from '@shop/shared/i18n';
import type { FirstView } from './first-view.js';
import { FIRST_VIEW_LOADER, takeScripts } from './first-view-loader.js';
import { hostFolder, perPublishedBuild, type RemoteName, type LiveManifest } from './manifest.js';
import { withPageHead } from './page-head.js';
import { imageUrl } from '../catalogue/images.js';

interface MfManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** A remote as the boot data gives it (RemoteBootInfo, @shop/shared/api), and what to preload when it owns the page. */
export type RemoteBoot = RemoteBootInfo & {
  /** Files to preload when this remote owns the page: its entry and its ./app chunks. */
  preload: string[];
};

/** A published remote's mf-manifest.json. */
const localMfManifest = perPublishedBuild((folder): MfManifest | null => {
  const file = join(folder, 'mf-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MfManifest) : null;
});

export function remoteBootInfo(deployDir: string, manifest: LiveManifest): Partial<Record<RemoteName, RemoteBoot>> {
  const out: Partial<Record<RemoteName, RemoteBoot>> = {};
  for (const [name, pointer] of Object.entries(manifest.remotes) as Array<[RemoteName, NonNullable<LiveManifest['remotes'][RemoteName]>]>) {
    const local = pointer.url.startsWith('/remotes/') ? localMfManifest(deployDir, name, pointer.version) : null;
    if (!local) {
      // Not ours to read (another origin): the runtime fetches its manifest itself.
      out[name] = { version: pointer.version, manifestUrl: pointer.url, entry: pointer.url, preload: [] };
      continue;
    }
    const base = dirname(pointer.url);
    const entry = `${base}/${local.metaData.remoteEntry.path ? `${local.metaData.remoteEntry.path}/` : ''}${local.metaData.remoteEntry.name}`;
    const app = local.exposes.find((e) => e.path === './app');
    out[name] = {
      version: pointer.version,
      manifestUrl: pointer.url,
      entry,
      preload: [entry, ...(app?.assets.js.sync ?? []).map((f) => `${base}/${f}`)],
    };
  }
  return out;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const htmlCache = new Map<string, string>();
/** The picture a product page shows first, so it loads with the scripts (it is the page's largest paint). */
function leadImage(url: URL): string | null {
  if (url.pathname.replace(/\/+$/, '') !== '/product-detail') return null;
  const id = (url.searchParams.get('id') ?? '').trim().toUpperCase();
  return /^LL\d{6}$/.test(id) ? imageUrl(id, 1, 'l') : null;
}

export function renderBootPage(opts: {
  deployDir: string;
  manifest: LiveManifest;
  owner: RemoteName | null;
  flags: Record<string, boolean>;
  delivery?: unknown;
  /** The shell's text blocks from the content service. */
  texts?: Record<string, string>;
  auth: { clientId: string; clientSecret: string };
  sentryDsn?: string;
  /** The page asked for (for route-specific hints). */
  url?: URL;
  /** The owning remote's prerendered first view, when it has one. */
  firstView?: FirstView | null;
  /** Remotes with a canary running: the browser beacons their mounts too (the failure rate's denominator). */
  measure?: RemoteName[];
  /** This page's signed beacon token: its beacons count only with it (beacons.ts). */
  beacon?: string;
  /** What this browser previews (preview.ts): the host shows a banner with a way out. */
  preview?: { targets: Array<{ target: string; version: string }>; expiresAt: string };
}): string {
  const { deployDir, manifest, owner } = opts;
  if (!manifest.host) throw new Error('No host build is live: run npm run build');
  const version = manifest.host.version;
  if (!htmlCache.has(version)) htmlCache.set(version, readFileSync(join(hostFolder(deployDir, version), 'index.html'), 'utf8'));
  const remotes = remoteBootInfo(deployDir, manifest);
  const preload = owner ? (remotes[owner]?.preload ?? []) : [];
  const image = opts.url ? leadImage(opts.url) : null;
  const boot = {
    hostVersion: version,
    remotes: Object.fromEntries(Object.entries(remotes).map(([n, r]): [string, RemoteBootInfo] => [n, { version: r!.version, manifestUrl: r!.manifestUrl, entry: r!.entry }])),
    flags: opts.flags,
    ...(opts.delivery ? { delivery: opts.delivery } : {}),
    ...(opts.texts ? { texts: opts.texts } : {}),
    auth: opts.auth,
    ...(opts.sentryDsn ? { sentryDsn: opts.sentryDsn } : {}),
    ...(opts.measure?.length ? { measure: opts.measure } : {}),
    ...(opts.beacon ? { beacon: opts.beacon } : {}),
    ...(opts.preview ? { preview: opts.preview } : {}),
  };
  const view = opts.firstView;
  let html = htmlCache.get(version)!;
  // With a first view, scripts and their hints wait for its pictures (first-view-loader.ts).
  const deferred = view ? takeScripts(html) : null;
  if (deferred) html = deferred.html;
  const bootJson = escapeJson(deferred ? { ...boot, scripts: deferred.scripts, preload } : boot);
  // The page's own title, description and schema.org data, for search engines (page-head.ts).
  if (view?.head) html = withPageHead(html, view.head, t('brand.name'));
  if (view) {
    // The host's frame (hidden when empty) shows the view; the page payload goes with it.
    html = html
      // Replacer functions: the view's text may hold `$&`-like sequences.
      .replace('</head>', () => `<style id="shop-first-view-css">${view.css.replace(/<\/style/gi, '<\\/style')}</style></head>`)
      .replace(/<div id="?shop-prerender"?[^>]*>/, '<div id="shop-prerender" inert aria-busy="true">')
      .replace('<!--shop:first-view-->', () => view.html)
      .replace('<!--shop:boot-->', () => `<script id="shop-payload" type="application/json" data-owner="${escapeAttr(view.owner)}">${escapeJson(view.payload)}</script><!--shop:boot-->`);
  }
  return html
    .replace(
      '<!--shop:preload-->',
      (deferred ? [] : preload).map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`).join('') + (image ? `<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">` : ''),
    )
    .replace('<!--shop:boot-->', () => `<script id="shop-boot" type="application/json">${bootJson}</script>` + (deferred ? `<script>${FIRST_VIEW_LOADER}</script>` : ''));
}
