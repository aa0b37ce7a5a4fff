import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { catalogueApi, type Store } from '../api/catalogue-api';
import { StoreFinderPage } from './StoreFinderPage';

jest.mock('../api/catalogue-api', () => ({ ...jest.requireActual('../api/catalogue-api'), catalogueApi: { stores: jest.fn(), nearestStores: jest.fn() } }));
const stores = jest.mocked(catalogueApi.stores);
const nearest = jest.mocked(catalogueApi.nearestStores);

const store = (o: Partial<Store>): Store => ({
  storeId: 101,
  storeName: 'Manchester Didsbury',
  address: { line1: '712 Wilmslow Road', line2: null, town: 'Manchester', county: null, postcode: 'M20 2DW' },
  phone: '0161 445 2210',
  openingHours: { monday: '9:00–17:30' },
  ...o,
});
const didsbury = store({});
const morningside = store({ storeId: 102, storeName: 'Edinburgh Morningside', address: { line1: '212 Morningside Road', line2: null, town: 'Edinburgh', county: null, postcode: 'EH10 4QQ' }, phone: '0131 447 8812' });

async function search(postcode: string) {
  fireEvent.change(screen.getByLabelText('Find stores near'), { target: { value: postcode } });
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: 'Search' }).closest('form')!);
  });
}

describe('the store finder', () => {
  beforeEach(() => jest.resetAllMocks());

  it('links each phone number to a call and each store to directions by its own address (issue 33 §7)', async () => {
    stores.mockResolvedValue([didsbury]);
    await act(async () => {
      render(<StoreFinderPage />);
    });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Call Manchester Didsbury on 0161 445 2210' }).getAttribute('href')).toBe('tel:01614452210');
    const directions = new URL(within(card).getByRole('link', { name: 'Directions to Manchester Didsbury' }).getAttribute('href')!);
    expect(`${directions.origin}${directions.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(directions.searchParams)).toEqual({ api: '1', destination: 'Little Loop Manchester Didsbury, 712 Wilmslow Road, Manchester, M20 2DW' });
  });

  it('clears the last results when a search fails, and shows the new ones when the next succeeds', async () => {
    stores.mockResolvedValue([didsbury]);
    nearest.mockResolvedValueOnce({ origin: { town: 'Edinburgh' }, stores: [morningside] });
    await act(async () => {
      render(<StoreFinderPage />);
    });
    await search('EH10 4QQ');
    expect(screen.getByText('Nearest to Edinburgh')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Edinburgh Morningside');

    nearest.mockRejectedValueOnce({ code: 1401, status: 400 });
    await search('not a postcode');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid UK postcode, for example M20 6RB.');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByText('Nearest to Edinburgh')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();

    nearest.mockResolvedValueOnce({ origin: { town: 'Manchester' }, stores: [didsbury] });
    await search('M20 6RB');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Manchester Didsbury');
  });
});
