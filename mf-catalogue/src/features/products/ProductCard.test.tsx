import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogueApi } from '../../api/catalogue-api';
import { ProductCard } from './ProductCard';

jest.mock('../../api/catalogue-api', () => ({ catalogueApi: { settings: jest.fn() } }));
const settings = catalogueApi.settings as jest.Mock;

const box = {
  boxId: 'LL000123',
  boxName: 'iCandy Peach 7 pushchair',
  brand: 'iCandy',
  categoryName: 'Pushchairs',
  superCatFriendlyName: 'Pushchairs & Travel',
  grade: 'B',
  gradeName: 'Very good',
  imageUrls: { small: ['/s.webp'], medium: ['/m.webp'], large: ['/l.webp'], zoom: ['/xl.webp'] },
  sellPrice: 320,
  wasPrice: 380,
  isNewBox: 0,
  ecomQuantity: 1,
  collectionQuantity: 0,
  webSaleAllowed: 1,
  boxSaleAllowed: 1,
  outOfStock: 0,
};

const show = async (o: Partial<typeof box> = {}) => {
  render(
    <MemoryRouter>
      <ProductCard box={{ ...box, ...o } as never} context={{ list: 'products', position: 1 }} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};

describe('a product card', () => {
  it('shows the price it was while price reductions are on (§6 priceReductionOnBoxes)', async () => {
    settings.mockResolvedValue({ featureFlags: { clickAndCollect: true, priceReductionOnBoxes: true } });
    await show();
    expect(screen.getByText('was £380.00')).toBeTruthy();
  });

  it('shows the price alone while they are off', async () => {
    settings.mockResolvedValue({ featureFlags: { clickAndCollect: true, priceReductionOnBoxes: false } });
    await show();
    expect(screen.getByText('£320.00')).toBeTruthy();
    expect(screen.queryByText(/was £/)).toBeNull();
  });

  it("marks an item that cannot be delivered now, in the link's name too (issue 30)", async () => {
    settings.mockResolvedValue({ featureFlags: {} });
    await show({ ecomQuantity: 0, collectionQuantity: 2 });
    expect(screen.getByRole('link').textContent).toContain('In store only');
  });

  it('marks nothing on an item on sale online', async () => {
    settings.mockResolvedValue({ featureFlags: {} });
    await show();
    expect(screen.getByRole('link').textContent).not.toMatch(/In store only|Out of stock/);
  });

  it('shows no price for an item not sold online, whose page asks the store for it; an item sold online keeps its price (issue 33 §7)', async () => {
    settings.mockResolvedValue({ featureFlags: {} });
    await show({ webSaleAllowed: 0, ecomQuantity: 0, collectionQuantity: 1 });
    expect(screen.getByRole('link').textContent).toContain('Price in store');
    expect(screen.getByRole('link').textContent).not.toContain('£');
  });
});
