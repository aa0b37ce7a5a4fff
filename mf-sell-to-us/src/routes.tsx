import { lazy, Suspense, type ComponentType } from 'react';
import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { Loader } from '@shop/shared/ui';

/**
 * Each step is its own chunk, loaded when its route opens: the photo step carries no form
 * library, the browsing pages no question form (the photo step's JS budget, issue #14).
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    );
  };
}

export const pages: PageMap = {
  '/sell-to-us': lazyPage(() => import('./pages/SellToUsPage').then((m) => m.SellToUsPage)),
  '/sell-to-us/supercats': lazyPage(() => import('./pages/BrowsePages').then((m) => m.SupercatsPage)),
  '/sell-to-us/category': lazyPage(() => import('./pages/BrowsePages').then((m) => m.CategoryPage)),
  '/sell-to-us/quotation-questions': lazyPage(() => import('./pages/QuestionsPage').then((m) => m.QuestionsPage)),
  '/sell-to-us/upload': lazyPage(() => import('./pages/UploadPage').then((m) => m.UploadPage)),
  '/sell-to-us/thank-you': lazyPage(() => import('./pages/ThankYouPage').then((m) => m.ThankYouPage)),
};

export function SellToUsRoutes() {
  return <RemoteRouter owner="sell-to-us" pages={pages} />;
}
