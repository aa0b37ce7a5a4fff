// The catalogue's first views, painted on the server (built for Node by the prerender config;
// the API calls `prerender` for the routes it owns). A page is painted from the same responses
// it would load in the browser; they travel with the HTML as the page payload.
import { inProcessAdapter, renderFirstView, type ApiCall, type FirstView, type NotFoundView, type PrerenderContext } from '@shop/shared/remote/prerender';
import { readListingState, reductionContentKey, searchRequest } from './features/products/listing-state';
import { catalogueApi } from './api/catalogue-api';
import { routeCallsThrough } from './api/client';
import { payloadKey, primePayload } from './api/page-payload';
import { enquiriesApi } from './features/enquiries/api/enquiries-api';
import { blogRequest, contentApi } from './features/content/api/content-api';
import { readBlogQuery, readDetail } from './features/content/blog-address';
import { pageHead } from './features/seo/page-head';
import { contentPageAt } from './features/content/content-pages';
import { productIdFrom } from './pages/ProductDetailPage';
import { pages } from './routes';

type Loads = Array<[key: string, load: () => Promise<unknown>]>;

/** What each prerendered route loads; the pages read the same keys (page-payload). */
function firstViewLoads(url: URL): Loads | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const content = contentPageAt(path);
  if (content) return [[payloadKey.content(content.contentKey), () => contentApi.item(content.contentKey).then((item) => item ?? Promise.reject(new Error('no such content')))]];
  switch (path) {
    case '/':
      return [
        [payloadKey.home(), catalogueApi.home],
        ...(['mostwanted', 'topsellers', 'hotproducts'] as const).map((name): Loads[number] => [payloadKey.rail(name), () => catalogueApi.rail(name)]),
        // The §6 flags the cards follow (reduced prices), so the first view shows what the live page will.
        [payloadKey.settings(), catalogueApi.settings],
      ];
    case '/products': {
      const state = readListingState(url.searchParams);
      const { index, body } = searchRequest(state);
      const reduction = reductionContentKey(state);
      return [
        [payloadKey.search(index, body), () => catalogueApi.search(index, body)],
        [payloadKey.settings(), catalogueApi.settings],
        ...(reduction ? [[payloadKey.content(reduction), () => contentApi.item(reduction)] as Loads[number]] : []),
      ];
    }
    // The enquiry pages need no data to paint: heading, lead and the ways to reach us come at
    // once; their form (its own chunk) takes over in the space kept for it.
    case '/contactus':
    case '/feedback':
      return [];
    case '/careers': {
      // A job's own page loads its job, for its JobPosting in the head (features/seo/enquiry-head).
      const storeId = Number(url.searchParams.get('store'));
      const jobId = url.searchParams.get('job');
      // A job that is not there is not the server's 404: the page says so itself, with the way back.
      const job = () => enquiriesApi.job(storeId, jobId!).catch(() => Promise.reject(new Error('no such job')));
      return jobId && Number.isInteger(storeId) && storeId > 0 ? [[payloadKey.job(storeId, jobId), job]] : [];
    }
    // The store finder and the brand directory are painted with their lists (and their heads read them).
    case '/store':
      return [[payloadKey.stores(), catalogueApi.stores]];
    case '/brand-directory':
      return [[payloadKey.brands(), catalogueApi.brands]];
    // The franchise stories are the page's reading: painted with it.
    case '/franchise':
      return [[payloadKey.caseStudies(), enquiriesApi.caseStudies]];
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
    case '/blog': {
      const query = readBlogQuery(url.searchParams);
      // The press releases are the page's second part: painted when they load, not waited for otherwise.
      return [
        [payloadKey.blog(blogRequest(query)), () => contentApi.blog(query)],
        [payloadKey.press(), contentApi.press],
      ];
    }
    case '/blog-detail': {
      // An unknown id fails the main load: no first view, and the browser shows the 404 page.
      const detail = readDetail(url.searchParams);
      if (!detail) return null;
      return detail.kind === 'post' ? [[payloadKey.blogPost(detail.id), () => contentApi.post(detail.id)]] : [[payloadKey.pressRelease(detail.id), () => contentApi.pressRelease(detail.id)]];
    }
    case '/faq':
      return [
        [payloadKey.faq(), contentApi.faq],
        [payloadKey.grades(), catalogueApi.grades],
      ];
    default:
      return null;
  }
}

/**
 * The first view of `path` (path and query), or null when this route is not prerendered or its
 * main data did not load (the browser then renders it as usual, error handling included). With
 * the shop's origin (`context`), the view carries its head for search engines (features/seo).
 */
export async function prerender(path: string, call: ApiCall, context?: PrerenderContext): Promise<FirstView | NotFoundView | null> {
  routeCallsThrough(inProcessAdapter(call));
  const url = new URL(path, 'http://prerender.invalid');
  const loads = firstViewLoads(url);
  if (!loads) return null;
  const payload: Record<string, unknown> = {};
  const results = await Promise.allSettled(loads.map(async ([key, load]) => (payload[key] = await load())));
  const main = results[0];
  // The page's own item does not exist (an unknown product, post or page): the server says 404.
  if (main?.status === 'rejected') return (main.reason as { status?: unknown })?.status === 404 ? { notFound: true } : null;
  // Rendering is synchronous: no other prerender can see this payload.
  primePayload(payload);
  try {
    const view = renderFirstView({ owner: 'catalogue', version: __BUILD_VERSION__, pages, url: url.pathname + url.search, payload });
    return context ? { ...view, head: pageHead(url, payload, context.origin) } : view;
  } finally {
    primePayload({});
  }
}
