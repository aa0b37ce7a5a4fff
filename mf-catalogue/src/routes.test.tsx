import { render, screen } from '@testing-library/react';
import { missingPages } from '@shop/shared/remote';
import { pages } from './routes';
import { HomePage } from './pages/HomePage';
import { MemoryRouter } from 'react-router-dom';

it('has a page for every route the route table gives the catalogue', () => {
  expect(missingPages('catalogue', pages)).toEqual([]);
});

it('renders the home page with its heading and category links', () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Pre-loved/);
  expect(screen.getByRole('link', { name: 'Pushchairs & travel' }).getAttribute('href')).toBe('/products?superCatId=7&superCatName=Pushchairs%20%26%20travel');
});
