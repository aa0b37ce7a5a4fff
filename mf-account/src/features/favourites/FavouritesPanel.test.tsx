import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { FavouritesPanel } from './FavouritesPanel';
import { api } from '../../api/client';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), delete: jest.fn() } }));
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
// The calls as the API answers them: GET favouriteboxes, DELETE favouriteboxes?boxId=.
const list = {
  mockResolvedValue: (boxes: unknown[]) => (api.get as jest.Mock).mockResolvedValue(answer({ favouriteBoxes: boxes })),
  mockResolvedValueOnce(boxes: unknown[]) {
    (api.get as jest.Mock).mockResolvedValueOnce(answer({ favouriteBoxes: boxes }));
    return this;
  },
  mockRejectedValue: (e: unknown) => (api.get as jest.Mock).mockRejectedValue(e),
};
const remove = { mockResolvedValue: (ids: string[]) => (api.delete as jest.Mock).mockResolvedValue(answer({ favouriteBoxIds: ids })) };

const box = (boxId: string, boxName: string, outOfStock: 0 | 1 = 0) => ({
  boxId,
  boxName,
  categoryName: 'Cots',
  superCatFriendlyName: 'Nursery',
  sellPrice: 30,
  gradeName: 'Good',
  outOfStock,
  imageUrls: { small: [`/img/${boxId}_s.webp`], medium: [`/img/${boxId}_m.webp`] },
});

beforeEach(() => jest.resetAllMocks());

/** Waits for the button outside act (act would hold back the render it waits for), then presses it. */
async function clickWhenShown(name: string) {
  const button = await screen.findByRole('button', { name });
  await act(async () => fireEvent.click(button));
}

const show = () =>
  render(
    <MemoryRouter>
      <FavouritesPanel memberId="42" />
    </MemoryRouter>,
  );

it('shows the favourites as product cards with their link, price and sold-out state', async () => {
  list.mockResolvedValue([box('LL000001', 'Wooden cot'), box('LL000002', 'Baby bath', 1)]);
  show();
  const cards = within(await screen.findByRole('list', { name: 'Your favourites' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('link', { name: 'Wooden cot' }).getAttribute('href')).toBe('/product-detail?id=ll000001&categoryName=Cots&superCatName=Nursery&title=Wooden-cot');
  expect(within(cards[0]!).getByText('£30.00')).toBeTruthy();
  expect(within(cards[1]!).getByText('Sold out')).toBeTruthy();
  expect(api.get).toHaveBeenCalledWith('/members/42/favouriteboxes');
});

it('removes one, tells the member, updates the hearts and the list', async () => {
  list.mockResolvedValueOnce([box('LL000001', 'Wooden cot')]).mockResolvedValueOnce([]);
  remove.mockResolvedValue([]);
  const said: string[] = [];
  const sub = bus.on('host:show-snackbar').subscribe((s) => said.push(s.message));
  show();
  await clickWhenShown('Remove Wooden cot from favourites');
  expect(api.delete).toHaveBeenCalledWith('/members/42/favouriteboxes', { params: { boxId: 'LL000001' } });
  expect(said).toEqual(['Removed Wooden cot from your favourites.']);
  expect(bus.latest('account:favourites-changed')).toEqual({ boxIds: [] });
  expect(await screen.findByText(/You have no favourites yet/)).toBeTruthy();
  sub.unsubscribe();
});

it('says so when the favourites cannot load', async () => {
  list.mockRejectedValue({ code: -1, message: 'network error' });
  show();
  expect((await screen.findByRole('alert')).textContent).toBe('We could not load your favourites just now. Please try again later.');
});
