// A remote's first view rendered to HTML on the server (Node only: never imported by a browser
// bundle). The API paints it into index.html so the page shows before any script has run; the
// remote then mounts as usual and replaces it.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import type { PageHead } from '@shop/shared/api';
import type { Adapter } from '@shop/shared/http';
import type { RemoteName } from '@shop/shared/routes';
import { RemoteRoot } from './remote-app';
import { RemoteRoutes, type PageMap } from './remote-router';

export interface FirstView {
  /** The remote's root element with the page inside. */
  html: string;
  /** The responses the page was rendered from (the page payload), for its first client render. */
  payload: Record<string, unknown>;
  /** The page's head for search engines and link previews (@shop/shared/api PageHead). */
  head?: PageHead | null;
}

/**
 * A prerender's answer when the page's main data does not exist (its call answered 404): the
 * server answers the page with status 404, so search engines drop it (no 'soft 404').
 */
export interface NotFoundView {
  notFound: true;
}

/** What the server tells a prerender besides the path: the shop's public origin, for absolute addresses. */
export interface PrerenderContext {
  origin: string;
}

/** Renders `url` (path and query) of a remote's pages with the data the page would load. */
export function renderFirstView(o: { owner: RemoteName; version: string; pages: PageMap; url: string; payload: Record<string, unknown> }): FirstView {
  const html = renderToString(
    <RemoteRoot name={o.owner} version={o.version}>
      <StaticRouter location={o.url}>
        <RemoteRoutes owner={o.owner} pages={o.pages} />
      </StaticRouter>
    </RemoteRoot>,
  );
  return { html, payload: o.payload };
}

/** One call to the API as the server makes it in-process (no network hop, same routes). */
export type ApiCall = (req: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string>;
  body: string;
}>;

/** The API client's adapter over `call`, so a remote's own API slice runs unchanged on the server. */
export function inProcessAdapter(call: ApiCall): Adapter {
  return async ({ method, url, headers, body }) => {
    const res = await call({ method, url, headers, body: typeof body === 'string' ? body : undefined });
    return { status: res.status, statusText: '', headers: res.headers, body: res.body };
  };
}
