import { render, screen } from '@testing-library/react';
import { missingPages } from '@shop/shared/remote';
import { routesOwnedBy } from '@shop/shared/routes';
import { pages } from './routes';

it('has a page for every route the route table gives basket-checkout', () => {
  expect(missingPages('basket-checkout', pages)).toEqual([]);
});

it.each(routesOwnedBy('basket-checkout').map((r) => r.path))('renders a heading on %s', (path) => {
  const Page = pages[path]!;
  render(<Page />);
  expect(screen.getByRole('heading', { level: 1 }).textContent?.length).toBeGreaterThan(0);
});
