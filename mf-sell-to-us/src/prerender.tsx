// The sell-to-us first views, painted on the server (built for Node by the prerender config; the
// API calls `prerender` for the routes this remote owns). The public funnel (the landing page, the
// departments, a kind's models) is painted with its data, loaded through the API in-process; a
// member's step (questions, photos, thank-you, send) and the staff bench, which the server cannot
// know the member or staff for, as its skeleton (pages/StepSkeletons, goods-in BenchSkeletons): in
// both, the page's largest text is in the HTML.
import type { ComponentType } from 'react';
import { inProcessAdapter, renderFirstView, type ApiCall, type FirstView, type NotFoundView } from '@shop/shared/remote/prerender';
import { api } from './api/client';
import { getBuyInWizard } from './features/browse/api/buy-in-wizard';
import { searchModels } from './features/browse/api/search-models';
import { ArrivingSkeleton, ParcelSkeleton } from './features/goods-in/components/BenchSkeletons';
import { SupercatsPage, CategoryPage } from './pages/BrowsePages';
import { SellToUsPage } from './pages/SellToUsPage';
import { QuestionsSkeleton, SendSkeleton, ThankYouSkeleton, UploadSkeleton } from './pages/StepSkeletons';
import { DEPARTMENTS_LOAD, FirstViewContext } from './first-view';
import { idOf, STEPS } from './steps';

type Loads = Array<[key: string, load: () => Promise<unknown>]>;

/** What each public route loads, under the keys its page reads (the browse feature's useApiData keys); null: not painted. */
function firstViewLoads(url: URL): Loads | null {
  const path = url.pathname.replace(/\/+$/, '');
  const all: Loads[number] = [DEPARTMENTS_LOAD, () => getBuyInWizard()];
  if (path === STEPS.start) {
    // A guest pricing one model (?model=&category=) is answered by the browser (GuestPrice).
    return url.searchParams.has('model') ? null : [all];
  }
  if (path === STEPS.supercats) return [all];
  if (path === '/sell-to-us/category') {
    const categoryId = idOf(url.searchParams.get('categoryId'));
    const superCatId = idOf(url.searchParams.get('superCatId'));
    if (categoryId !== undefined) return [[`${categoryId}:`, () => searchModels('', categoryId)], all];
    return [[String(superCatId), () => getBuyInWizard(superCatId)]];
  }
  return null;
}

/** A member's steps: painted as their skeletons, with no call made. */
const SKELETONS: Record<string, ComponentType> = {
  '/sell-to-us/quotation-questions': QuestionsSkeleton,
  '/sell-to-us/upload': UploadSkeleton,
  '/sell-to-us/thank-you': ThankYouSkeleton,
  '/sell-to-us/send': SendSkeleton,
  // The goods-in bench (issue 35): nor can it know who is signed in at the bench.
  '/staff/goods-in': ArrivingSkeleton,
  '/staff/goods-in/parcel': ParcelSkeleton,
};

const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/sell-to-us': SellToUsPage,
  '/sell-to-us/supercats': SupercatsPage,
  '/sell-to-us/category': CategoryPage,
};

/**
 * The first view of `path` (path and query), or null when the route is not painted or its data did
 * not load (the browser then renders it as usual, with its own error handling).
 */
export async function prerender(path: string, call: ApiCall): Promise<FirstView | NotFoundView | null> {
  const url = new URL(path, 'http://prerender.invalid');
  const route = url.pathname.replace(/\/+$/, '');
  const at = url.pathname + url.search;
  const skeleton = SKELETONS[route];
  if (skeleton) return renderFirstView({ owner: 'sell-to-us', version: __BUILD_VERSION__, pages: { [route]: skeleton }, url: at, payload: {} });
  const loads = firstViewLoads(url);
  const Page = PUBLIC_PAGES[route];
  if (!loads || !Page) return null;
  api.raw.defaults.adapter = inProcessAdapter(call);
  const painted: Record<string, unknown> = {};
  try {
    await Promise.all(loads.map(async ([key, load]) => (painted[key] = await load())));
  } catch {
    // A department or kind we do not buy (1010/1011) or a failed call: the browser says so.
    return null;
  }
  const WithData = () => (
    <FirstViewContext.Provider value={{ loads: painted }}>
      <Page />
    </FirstViewContext.Provider>
  );
  return renderFirstView({ owner: 'sell-to-us', version: __BUILD_VERSION__, pages: { [route]: WithData }, url: at, payload: {} });
}
