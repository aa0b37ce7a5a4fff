import { lazy, Suspense, type ComponentType } from 'react';
import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { Loader } from '@shop/shared/ui';

type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Each step is its own chunk, loaded when its route opens: the photo step carries no form
 * library, the browsing pages no question form (the photo step's JS budget, issue #14). Once
 * loaded (or preloaded), a page renders at once, with no loader in between.
 */
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (page) => (Loaded = page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Page = lazy(async () => ({ default: await preload() }));
  return Object.assign(
    function LazyPage() {
      if (Loaded) return <Loaded />;
      return (
        <Suspense fallback={<Loader />}>
          <Page />
        </Suspense>
      );
    },
    { preload },
  );
}

export const pages: Record<string, LazyPage> & PageMap = {
  '/sell-to-us': lazyPage(() => import('./pages/SellToUsPage').then((m) => m.SellToUsPage)),
  '/sell-to-us/supercats': lazyPage(() => import('./pages/BrowsePages').then((m) => m.SupercatsPage)),
  '/sell-to-us/category': lazyPage(() => import('./pages/BrowsePages').then((m) => m.CategoryPage)),
  '/sell-to-us/quotation-questions': lazyPage(() => import('./pages/QuestionsPage').then((m) => m.QuestionsPage)),
  '/sell-to-us/upload': lazyPage(() => import('./pages/UploadPage').then((m) => m.UploadPage)),
  '/sell-to-us/thank-you': lazyPage(() => import('./pages/ThankYouPage').then((m) => m.ThankYouPage)),
  '/sell-to-us/send': lazyPage(() => import('./pages/SendPage').then((m) => m.SendPage)),
  // The goods-in bench (issue 35): staff pages, in chunks no shopper loads.
  '/staff/goods-in': lazyPage(() => import('./features/goods-in/components/ArrivingPage').then((m) => m.ArrivingPage)),
  '/staff/goods-in/parcel': lazyPage(() => import('./features/goods-in/components/ParcelPage').then((m) => m.ParcelPage)),
};

/**
 * The page of `path` loaded before the remote mounts (its bootstrap): the page then paints in
 * the mount's own render. Without it the mount painted a loader, the host took that first mount
 * as "the page is on screen" and loaded the basket and favourites agents, whose scripts then ran
 * while the page itself was still to render: its text (the page's largest paint) came late, with
 * long tasks, on a busy phone (Lighthouse 72-97 on a kind's models, issue #14). A page that fails
 * to load is left to its route, which shows the error as before.
 */
export function preloadPage(path: string): Promise<void> {
  const page = pages[path.replace(/\/+$/, '') || '/'];
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export function SellToUsRoutes() {
  return <RemoteRouter owner="sell-to-us" pages={pages} />;
}
