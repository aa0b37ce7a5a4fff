import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@shop/shared/http';
import { getBuyInWizard } from '../features/browse/api/buy-in-wizard';
import { searchModels } from '../features/browse/api/search-models';
import type { BuyInModel, Department } from '../features/browse/api/types';
import { CategoryPage, SupercatsPage } from './BrowsePages';
import { renderPage } from './testing';

jest.mock('../features/browse/api/buy-in-wizard', () => ({ getBuyInWizard: jest.fn() }));
jest.mock('../features/browse/api/search-models', () => ({ searchModels: jest.fn() }));

const departments: Department[] = [
  {
    superCatId: 7,
    superCatFriendlyName: 'Pushchairs & Travel',
    categories: [
      { categoryId: 80, categoryName: 'Travel Systems', productLineId: 701, productLineName: 'Prams & Pushchairs', carSeat: false },
      { categoryId: 83, categoryName: 'Pushchairs', productLineId: 701, productLineName: 'Prams & Pushchairs', carSeat: false },
    ],
  },
  { superCatId: 4, superCatFriendlyName: 'Nursery', categories: [{ categoryId: 160, categoryName: 'Cots & Cot Beds', productLineId: 401, productLineName: 'Nursery Furniture', carSeat: false }] },
];
const fox: BuyInModel = { masterBoxId: 'M83-BUGABOO-FOX-5', brand: 'Bugaboo', name: 'Bugaboo Fox 5', categoryId: 83, categoryName: 'Pushchairs', superCatId: 7, cashPrice: 21000, exchangePrice: 29400 };

const renderAt = (url: string) => renderPage(url, { '/sell-to-us/supercats': <SupercatsPage />, '/sell-to-us/category': <CategoryPage /> });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.setItem('user', JSON.stringify({ memberId: '42' }));
  (getBuyInWizard as jest.Mock).mockImplementation(async (superCatId?: number) => (superCatId === undefined ? departments : departments.filter((d) => d.superCatId === superCatId)));
});

describe('the funnel as pages', () => {
  it('lists the departments we buy in, each leading to its kinds of item', async () => {
    renderAt('/sell-to-us/supercats');
    const link = await screen.findByRole('link', { name: 'Pushchairs & Travel' });
    expect(link.getAttribute('href')).toBe('/sell-to-us/category?superCatId=7');
    expect(screen.getByText('We buy: Travel Systems, Pushchairs')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nursery' })).toBeTruthy();
  });

  it("lists a department's kinds of item, each leading to its models", async () => {
    renderAt('/sell-to-us/category?superCatId=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pushchairs & Travel' })).toBeTruthy();
    expect(getBuyInWizard).toHaveBeenCalledWith(7);
    expect(screen.getByRole('link', { name: 'Pushchairs' }).getAttribute('href')).toBe('/sell-to-us/category?superCatId=7&categoryId=83');
    expect(screen.queryByRole('link', { name: 'Cots & Cot Beds' })).toBeNull();
  });

  it("lists a kind's models with what we pay, each starting a quote, and searches within them", async () => {
    (searchModels as jest.Mock).mockResolvedValue([fox]);
    renderAt('/sell-to-us/category?superCatId=7&categoryId=83');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pushchairs' })).toBeTruthy();
    expect(searchModels).toHaveBeenCalledWith('', 83);
    const row = (await screen.findByRole('heading', { level: 3, name: 'Bugaboo Fox 5' })).closest('li')!;
    expect(within(row).getByText('£210.00')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Get a quote for Bugaboo Fox 5' }).getAttribute('href')).toBe('/sell-to-us/quotation-questions?model=M83-BUGABOO-FOX-5&category=83');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Make or model' }), { target: { value: ' fox ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(searchModels).toHaveBeenLastCalledWith('fox', 83);
  });

  it('says plainly when a kind of item is not one we buy online (1011), with where to go instead', async () => {
    (searchModels as jest.Mock).mockRejectedValue(new ApiError({ code: 1011, status: 404, message: 'We do not buy items of that kind online.', body: '' }));
    renderAt('/sell-to-us/category?categoryId=7030');
    expect(await screen.findByRole('heading', { level: 1, name: 'We do not buy this kind of item online' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'We do not buy items of that kind online.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Everything we buy online' }).getAttribute('href')).toBe('/sell-to-us/supercats');
    expect(screen.getByRole('link', { name: 'Find a store' })).toBeTruthy();
  });
});
