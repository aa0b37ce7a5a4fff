import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Box } from '../../api/catalogue-api';
import { ProductBreadcrumbs, resultsUrlFrom } from './ProductBreadcrumbs';

const box = { superCatId: 4, superCatFriendlyName: 'Nursery', productLineId: 401, productLineName: 'Cots & Beds' } as Box;

const crumbsAt = (state: unknown) => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/product-detail', search: '?id=ll000001', state }]}>
      <ProductBreadcrumbs box={box} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('a');
};

describe('the product breadcrumb', () => {
  it('goes all products › super-category friendly name › product line, then back to the results the shopper came from', () => {
    const links = [...crumbsAt({ from: '/products?superCatId=4&page=2&sort=price_asc' })].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['all products', '/products'],
      ['Nursery', '/products?superCatId=4&superCatName=Nursery'],
      ['Cots & Beds', '/products?superCatId=4&productLineId=401&productLineName=Cots%20%26%20Beds'],
      ['Back to your results', '/products?superCatId=4&page=2&sort=price_asc'],
    ]);
  });

  it('has no results link when the shopper did not come from a listing', () => {
    expect(crumbsAt(null)).toHaveLength(3);
    expect(resultsUrlFrom({ from: '/' })).toBeNull();
    expect(resultsUrlFrom({ from: 'https://evil.example/products' })).toBeNull();
    expect(resultsUrlFrom({ from: '/products' })).toBe('/products');
  });
});
