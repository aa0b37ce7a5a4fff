// The catalogue's first views, painted on the server (built for Node by the prerender config;
// the API calls `prerender` for the routes it owns). A page is painted from the same responses
// it would load in the browser; they travel with the HTML as the page payload.
import { inProcessAdapter, renderFirstView, type ApiCall, type FirstView, type PrerenderContext } from '@shop/shared/remote/prerender';
import { readListingState, searchRequest } from './features/products/listing-state';
import { catalogueApi, routeCallsThrough } from './api/catalogue-api';
import { payloadKey, primePayload } from './api/page-payload';
import { pageHead } from './features/seo/page-head';
import { productIdFrom } from './pages/ProductDetailPage';
import { pages } from './routes';

type Loads = Array<[key: string, load: () => Promise<unknown>]>;

/** What each prerendered route loads; the pages read the same keys (page-payload). */
function firstViewLoads(url: URL): Loads | null {
  switch (url.pathname.replace(/\/+$/, '') || '/') {
    case '/':
      return [
        [payloadKey.home(), catalogueApi.home],
        ...(['mostwanted', 'topsellers', 'hotproducts'] as const).map((name): Loads[number] => [payloadKey.rail(name), () => catalogueApi.rail(name)]),
      ];
    case '/products': {
      const { index, body } = searchRequest(readListingState(url.searchParams));
      return [[payloadKey.search(index, body), () => catalogueApi.search(index, body)]];
    }
    case '/product-detail': {
      const id = productIdFrom(url.searchParams);
      // The settings give the delivery price and the click-and-collect flag beside the buttons.
      return id
        ? [
            [payloadKey.box(id), () => catalogueApi.box(id)],
            [payloadKey.settings(), catalogueApi.settings],
          ]
        : null;
    }
    default:
      return null;
  }
}

/**
 * The first view of `path` (path and query), or null when this route is not prerendered or its
 * main data did not load (the browser then renders it as usual, error handling included). With
 * the shop's origin (`context`), the view carries its head for search engines (features/seo).
 */
export async function prerender(path: string, call: ApiCall, context?: PrerenderContext): Promise<FirstView | null> {
  routeCallsThrough(inProcessAdapter(call));
  const url = new URL(path, 'http://prerender.invalid');
  const loads = firstViewLoads(url);
  if (!loads) return null;
  const payload: Record<string, unknown> = {};
  const results = await Promise.allSettled(loads.map(async ([key, load]) => (payload[key] = await load())));
  if (results[0]!.status === 'rejected') return null;
  // Rendering is synchronous: no other prerender can see this payload.
  primePayload(payload);
  try {
    const view = renderFirstView({ owner: 'catalogue', version: __BUILD_VERSION__, pages, url: url.pathname + url.search, payload });
    return context ? { ...view, head: pageHead(url, payload, context.origin) } : view;
  } finally {
    primePayload({});
  }
}
