import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { StockAlertsPanel } from './StockAlertsPanel';
import { api } from '../../api/client';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), delete: jest.fn(), put: jest.fn() } }));
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
// GET stockalerts as the API answers it.
const list = {
  mockResolvedValue: (lists: unknown) => (api.get as jest.Mock).mockResolvedValue(answer(lists)),
  mockResolvedValueOnce(lists: unknown) {
    (api.get as jest.Mock).mockResolvedValueOnce(answer(lists));
    return this;
  },
};
const removeStockAlerts = api.delete as jest.Mock;
const restoreStockAlerts = api.put as jest.Mock;

const alert = (boxId: string, boxName: string, o: { outOfStock?: 0 | 1; ecomQuantity?: number; collectionQuantity?: number; lastNotifiedAt?: string | null } = {}) => ({
  boxId,
  boxName,
  categoryName: 'Prams',
  superCatFriendlyName: 'Pushchairs',
  sellPrice: 120,
  outOfStock: o.outOfStock ?? 1,
  ecomQuantity: o.ecomQuantity ?? (o.outOfStock === 0 ? 1 : 0),
  collectionQuantity: o.collectionQuantity ?? 0,
  boxSaleAllowed: 1,
  webSaleAllowed: 1,
  imageUrls: { small: [`/img/${boxId}_s.webp`], medium: [] },
  alertedSince: '2026-11-20T10:00:00.000Z',
  lastNotifiedAt: o.lastNotifiedAt ?? null,
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
      <StockAlertsPanel memberId="42" />
    </MemoryRouter>,
  );

it('lists live alerts with their stock state and last e-mail, and the removed ones apart', async () => {
  list.mockResolvedValue({
    stockAlerts: [
      alert('LL000001', 'Travel system'),
      alert('LL000002', 'Buggy', { outOfStock: 0, lastNotifiedAt: '2026-11-22T09:00:00.000Z' }),
      // Sold out online while a store holds one: not back until it can be delivered.
      alert('LL000004', 'Cot bed', { outOfStock: 0, ecomQuantity: 0, collectionQuantity: 1 }),
    ],
    removedStockAlerts: [alert('LL000003', 'Car seat')],
  });
  show();
  const live = within(await screen.findByRole('list', { name: 'Your stock alerts' })).getAllByRole('listitem');
  expect(within(live[0]!).getByText('Out of stock')).toBeTruthy();
  expect(within(live[1]!).getByText('Back in stock')).toBeTruthy();
  expect(within(live[1]!).getByText('Last e-mailed 22 November 2026')).toBeTruthy();
  expect(within(live[2]!).getByText('In store only')).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'Removed alerts' })).getByRole('button', { name: 'Restore alert for Car seat' })).toBeTruthy();
});

it('removes and restores an alert, telling the member and the product page', async () => {
  const removed = { stockAlerts: [], removedStockAlerts: [alert('LL000001', 'Travel system')] };
  list.mockResolvedValueOnce({ stockAlerts: [alert('LL000001', 'Travel system')], removedStockAlerts: [] }).mockResolvedValueOnce(removed);
  removeStockAlerts.mockResolvedValue(undefined);
  restoreStockAlerts.mockResolvedValue(undefined);
  const said: string[] = [];
  const sub = bus.on('host:show-snackbar').subscribe((s) => said.push(s.message));
  show();
  await clickWhenShown('Remove alert for Travel system');
  expect(removeStockAlerts).toHaveBeenCalledWith('/members/42/stockalerts?boxIds=LL000001');
  expect(bus.latest('account:stock-alert-status')).toEqual({ boxId: 'LL000001', alerted: false });

  list.mockResolvedValueOnce({ stockAlerts: [alert('LL000001', 'Travel system')], removedStockAlerts: [] });
  await clickWhenShown('Restore alert for Travel system');
  expect(restoreStockAlerts).toHaveBeenCalledWith('/members/42/restorestockalerts', { boxIds: ['LL000001'] });
  expect(said).toEqual(['Removed the alert for Travel system.', 'Restored the alert for Travel system.']);
  expect(await screen.findByRole('button', { name: 'Remove alert for Travel system' })).toBeTruthy();
  sub.unsubscribe();
});

it('shows the §8 message when a removal fails, and keeps the alert', async () => {
  list.mockResolvedValue({ stockAlerts: [alert('LL000001', 'Travel system')], removedStockAlerts: [] });
  removeStockAlerts.mockRejectedValue({ code: 5, status: 400, message: 'Bad Request' });
  const said: string[] = [];
  const sub = bus.on('host:show-snackbar').subscribe((s) => said.push(s.message));
  show();
  await clickWhenShown('Remove alert for Travel system');
  expect(said).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Remove alert for Travel system' })).toBeTruthy();
  sub.unsubscribe();
});
