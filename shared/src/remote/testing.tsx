// Tests every remote runs on its own route table: a page for each route it owns, and each page
// renders its heading. Used by the remotes' routes.test.tsx (test code only; not exported to the page).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routesOwnedBy, type RemoteName } from '@shop/shared/routes';
import { missingPages, type PageMap } from './remote-router';

export function describeRoutePages(owner: RemoteName, pages: PageMap) {
  describe(`${owner} route pages`, () => {
    it(`has a page for every route the route table gives ${owner}`, () => {
      expect(missingPages(owner, pages)).toEqual([]);
    });

    it.each(routesOwnedBy(owner).map((r) => r.path))('renders a heading on %s', async (path) => {
      const Page = pages[path]!;
      render(
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>,
      );
      expect((await screen.findByRole('heading', { level: 1 })).textContent?.length).toBeGreaterThan(0);
    });
  });
}
