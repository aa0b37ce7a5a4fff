import { render, screen } from '@testing-library/react';
import { missingPages } from '@shop/shared/remote';
import { routesOwnedBy } from '@shop/shared/routes';
import { MemoryRouter } from 'react-router-dom';
import { pages } from './routes';

it('has a page for every route the route table gives account', () => {
  expect(missingPages('account', pages)).toEqual([]);
});

it.each(routesOwnedBy('account').map((r) => r.path))('renders a heading on %s', async (path) => {
  const Page = pages[path]!;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  expect((await screen.findByRole('heading', { level: 1 })).textContent?.length).toBeGreaterThan(0);
});
