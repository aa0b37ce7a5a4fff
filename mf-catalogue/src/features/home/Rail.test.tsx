import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { catalogueApi } from '../../api/catalogue-api';
import { Rail } from './Rail';

jest.mock('../../api/catalogue-api', () => ({ catalogueApi: { rail: jest.fn(), settings: jest.fn() } }));
const rail = jest.mocked(catalogueApi.rail);

const boxes = ['Silver Cross Pioneer pram', 'Joie i-Spin 360 car seat', 'Stokke Tripp Trapp high chair'].map((boxName, i) => ({
  boxId: `LL00012${i}`,
  boxName,
  categoryName: 'Nursery',
  superCatFriendlyName: 'Nursery',
  grade: 'A',
  gradeName: 'Like new',
  imageUrls: { small: ['/s.webp'], medium: ['/m.webp'], large: ['/l.webp'], zoom: ['/xl.webp'] },
  sellPrice: 120,
  wasPrice: null,
  isNewBox: 0,
  ecomQuantity: 1,
  collectionQuantity: 0,
  webSaleAllowed: 1,
  boxSaleAllowed: 1,
  outOfStock: 0,
}));

/** jsdom lays nothing out: the strip shows 300 px of 900, from `left`. */
function layOut(list: HTMLElement, left: number) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 900 });
  list.scrollLeft = left;
  fireEvent.scroll(list);
}

const { scrollBy, scrollIntoView } = HTMLElement.prototype;
afterEach(() => Object.assign(HTMLElement.prototype, { scrollBy, scrollIntoView }));

describe('a home page carousel', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(catalogueApi.settings).mockResolvedValue({ featureFlags: {} } as never);
    rail.mockResolvedValue(boxes as never);
  });

  it('has previous and next buttons named for the rail, disabled at its ends, that move it by most of a screen (issue 33 §7)', async () => {
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    await act(async () => {
      render(
        <MemoryRouter>
          <Rail name="mostwanted" title="Most wanted" />
        </MemoryRouter>,
      );
    });
    const previous = screen.getByRole('button', { name: 'Previous items: Most wanted' });
    const next = screen.getByRole('button', { name: 'Next items: Most wanted' });
    const list = screen.getByRole('list');

    act(() => layOut(list, 0));
    expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 270 });

    act(() => layOut(list, 300));
    expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['false', 'false']);

    act(() => layOut(list, 600));
    expect([previous.getAttribute('aria-disabled'), next.getAttribute('aria-disabled')]).toEqual(['false', 'true']);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -270 });
  });

  it('scrolls a card into view when it takes keyboard focus', async () => {
    const shown: string[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      shown.push(`${this.tagName} ${this.textContent?.slice(0, 24)}`);
    };
    await act(async () => {
      render(
        <MemoryRouter>
          <Rail name="topsellers" title="Top sellers" />
        </MemoryRouter>,
      );
    });
    act(() => screen.getByRole('link', { name: /Stokke Tripp Trapp/ }).focus());
    expect(shown).toEqual(['LI Stokke Tripp Trapp high ']);
  });
});
