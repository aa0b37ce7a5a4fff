import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { missingPages } from '@shop/shared/remote';
import { pages } from './routes';
import { HomePage } from './pages/HomePage';

// The page's API slice is replaced: unit tests never touch the network.
jest.mock('./api/catalogue-api', () => {
  const box = (n: number) => ({
    boxId: `LL00000${n}`,
    boxName: `Silver Cross Wave ${n}`,
    brand: 'Silver Cross',
    categoryName: 'Travel Systems',
    superCatFriendlyName: 'Pushchairs & Travel',
    grade: 'A',
    gradeName: 'Like new',
    imageUrls: { small: ['/s.webp'], medium: ['/m.webp'], large: ['/l.webp'], zoom: ['/xl.webp'] },
    sellPrice: 150,
    wasPrice: null,
    isNewBox: 0,
  });
  return {
    catalogueApi: {
      home: async () => ({
        quickLinks: { top: Array.from({ length: 9 }, (_, i) => ({ label: `Top ${i}`, href: `/t${i}` })), bottom: [{ label: 'FAQ', href: '/faq' }] },
        uspIcons: Array.from({ length: 4 }, (_, i) => ({ icon: 'x', title: `USP ${i}`, text: 't' })),
        qualitySteps: Array.from({ length: 4 }, (_, i) => ({ step: i + 1, title: `Step ${i + 1}`, text: 't' })),
        aboutUs: Array.from({ length: 12 }, (_, i) => ({ title: `About ${i}`, href: '/about' })),
      }),
      rail: async () => [box(1), box(2)],
      settings: async () => ({ limits: { perItemDeliveryCharge: 199, freeDeliveryThreshold: 5000 }, featureFlags: { clickAndCollect: true, priceReductionOnBoxes: true } }),
    },
  };
});

it('has a page for every route the route table gives the catalogue', () => {
  expect(missingPages('catalogue', pages)).toEqual([]);
});

it('renders the home page: heading, categories, at most 8 quick links, usps, quality steps, about-us and rails', async () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Pre-loved/);
  expect(screen.getByRole('link', { name: 'Pushchairs & Travel' }).getAttribute('href')).toBe('/products?superCatId=7&superCatName=Pushchairs%20%26%20Travel');
  expect(await screen.findByText('USP 3')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Quick links' }).querySelectorAll('a')).toHaveLength(8);
  expect(screen.getByText('Step 4')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'About us' }).parentElement!.querySelectorAll('a')).toHaveLength(12);
  expect((await screen.findAllByText('Silver Cross Wave 1')).length).toBe(3);
  expect(screen.getAllByRole('link', { name: /Silver Cross Wave 2/ })[0]!.getAttribute('href')).toMatch(/^\/product-detail\?id=ll000002&/);
});
