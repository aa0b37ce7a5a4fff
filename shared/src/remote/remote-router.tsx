import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routesOwnedBy, type RemoteName } from '@shop/shared/routes';

export type PageMap = Record<string, ComponentType>;

/** The route-table paths a remote owns but has no page for (its contract test wants none). */
export function missingPages(owner: RemoteName, pages: PageMap): string[] {
  return routesOwnedBy(owner)
    .map((r) => r.path)
    .filter((path) => !pages[path]);
}

/** One page per route the remote owns in the shared route table (inside any router). */
export function RemoteRoutes({ owner, pages }: { owner: RemoteName; pages: PageMap }) {
  return (
    <Routes>
      {routesOwnedBy(owner).map((route) => {
        const Page = pages[route.path];
        return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** A remote's router in the browser. */
export function RemoteRouter({ owner, pages }: { owner: RemoteName; pages: PageMap }) {
  return (
    <BrowserRouter>
      <RemoteRoutes owner={owner} pages={pages} />
    </BrowserRouter>
  );
}
