import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { OutgrownItem } from '@shop/shared/rules';
import { api } from '../../api/client';
import { OutgrownItems } from './OutgrownItems';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn() } }));
const get = jest.mocked(api.get);

const seat: OutgrownItem = {
  orderId: '500023',
  orderNumber: 'WS500023',
  boughtAt: '2025-07-12T09:30:00.000Z',
  boxId: 'LL000147',
  boxName: 'Maxi-Cosi Pebble 360 i-Size infant car seat',
  stage: { id: 'car-seat-infant', label: 'Infant carrier (i-Size 40–75 cm)' },
  grade: 'B',
  sellBack: { masterBoxId: 'MB-PEBBLE360', categoryId: 147, cashPence: 4500, exchangePence: 5500 },
};
const cot: OutgrownItem = { ...seat, boxId: 'LL000160', boxName: 'Stokke Sleepi mini crib', stage: { id: 'sleep-moses', label: 'Moses basket or crib' }, sellBack: null };

const show = async (childrenKey = '1:2025-06:') => {
  const view = render(
    <MemoryRouter>
      <OutgrownItems memberId="42" childrenKey={childrenKey} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
};

describe("'Outgrown? Sell it back'", () => {
  beforeEach(() => jest.resetAllMocks());

  it('lists each outgrown thing with what it was, when it was bought, the most we pay, and the way to the offer', async () => {
    get.mockResolvedValue({ items: [seat, cot] });
    await show();
    expect(get).toHaveBeenCalledWith('/members/42/children/outgrown');
    expect(screen.getByRole('heading', { name: 'Outgrown? Sell it back' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('Bought 12 July 2025, order WS500023. Infant carrier (i-Size 40–75 cm): outgrown.');
    expect(first!.textContent).toContain('We pay up to £45.00 in cash or £55.00 in store credit for one like new.');
    const link = screen.getByRole('link', { name: 'Sell it back: Maxi-Cosi Pebble 360 i-Size infant car seat' });
    expect(link.textContent).toBe('Sell it back');
    // With the grade it was sold at (a letter, nothing personal: no order, no child), where the condition answer starts.
    expect(link.getAttribute('href')).toBe('/sell-to-us/quotation-questions?model=MB-PEBBLE360&category=147&grade=B');
    // A model the shop does not buy online: said so, with no link.
    expect(second!.textContent).toContain('We do not buy this model online.');
    expect(second!.querySelector('a')).toBeNull();
  });

  it('says nothing when nothing is outgrown, and asks again when the children change', async () => {
    get.mockResolvedValue({ items: [] });
    const { container, rerender } = await show();
    expect(container.textContent).toBe('');
    get.mockResolvedValue({ items: [seat] });
    rerender(
      <MemoryRouter>
        <OutgrownItems memberId="42" childrenKey="1:2025-06:,2:2026-10:" />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: /^Sell it back/ })).toBeTruthy();
  });
});
