import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { catalogueApi } from '../../api/catalogue-api';
import { ComingUp } from './ComingUp';

jest.mock('../../api/catalogue-api', () => ({ ...jest.requireActual('../../api/catalogue-api'), catalogueApi: { search: jest.fn(), settings: jest.fn() } }));
const search = jest.mocked(catalogueApi.search);

const card = (boxId: string, boxName: string, ecomQuantity: number) => ({
  objectID: boxId,
  boxId,
  boxName,
  categoryName: 'Sleepsuits',
  superCatFriendlyName: 'Clothing',
  grade: 'A',
  gradeName: 'Like new',
  imageUrls: { small: ['/s.webp'], medium: ['/m.webp'], large: ['/l.webp'], zoom: ['/xl.webp'] },
  sellPrice: 6,
  wasPrice: null,
  isNewBox: 0,
  ecomQuantity,
  collectionQuantity: 0,
  webSaleAllowed: 1,
  boxSaleAllowed: 1,
  outOfStock: ecomQuantity > 0 ? 0 : 1,
});
const answer = (hits: ReturnType<typeof card>[]) => ({ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 12, facets: {}, exhaustiveNbHits: true, query: '', params: '', index: 'boxes', processingTimeMS: 1 });
const url = '/products?superCatId=2&superCatName=Clothing&size=9-12%20months';

describe("the home page's 'Coming up'", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(catalogueApi.settings).mockResolvedValue({ featureFlags: {} } as never);
  });

  it("asks the account for the children's sizes, shows nothing until it answers, then the size's listing in stock", async () => {
    const asked = jest.fn();
    const sub = bus.on('catalogue:coming-up-shown').subscribe(asked);
    search.mockResolvedValue(answer([card('LL1', 'Next sleepsuit', 2), card('LL2', 'JoJo Maman Bébé sleepsuit', 0), card('LL3', 'Frugi dungarees', 1)]));
    render(
      <MemoryRouter>
        <ComingUp />
      </MemoryRouter>,
    );
    expect(asked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).toBeNull();

    await act(async () => bus.emit('account:coming-up', { sizes: [{ label: '9–12 months', due: '2027-02', inStock: 27, url }] }));
    const rail = await screen.findByRole('region', { name: 'Coming up for February 2027: 9–12 months' });
    // The listing's own search for that size, its first twelve cards.
    expect(search).toHaveBeenCalledWith('boxes', expect.objectContaining({ hitsPerPage: 12, facetFilters: ['superCatId:2', ['size:9-12 months']] }));
    expect(within(rail).getByText('Next sleepsuit')).toBeTruthy();
    expect(within(rail).getByText('Frugi dungarees')).toBeTruthy();
    expect(within(rail).queryByText('JoJo Maman Bébé sleepsuit')).toBeNull();
    expect(within(rail).getByRole('link', { name: 'See all 27 in 9–12 months' }).getAttribute('href')).toBe(url);

    // Signed out (the account answers with no sizes): the carousel goes.
    await act(async () => bus.emit('account:coming-up', { sizes: [] }));
    expect(screen.queryByRole('region')).toBeNull();
    sub.unsubscribe();
  });
});
