import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { api } from '../../api/client';
import { PaymentCardsPanel } from './PaymentCardsPanel';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), delete: jest.fn() } }));

const mocked = api as unknown as Record<'get' | 'delete', jest.Mock>;
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const visa = { cardTokenId: '6f1c2a8e-0b7d-4c1e-9a53-2d4f8e7b1c90', brand: 'Visa', last4: '4242', expiryMonth: 7, expiryYear: 2028, expired: false, createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };
const old = { ...visa, cardTokenId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', last4: '1111', expiryMonth: 1, expiryYear: 2024, expired: true };

let snackbars: string[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  snackbars = [];
  listening = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
});
afterEach(() => listening.unsubscribe());

describe('Payment cards tab', () => {
  it('lists saved cards by brand, last 4 and expiry, expired ones marked', async () => {
    mocked.get.mockResolvedValue(answer({ cardTokens: [visa, old] }));
    render(<PaymentCardsPanel memberId="42" />);
    expect(await screen.findByText('Visa ending 4242')).toBeTruthy();
    expect(screen.getByText('Expires 07/28')).toBeTruthy();
    expect(screen.getByText('Expired 01/24')).toBeTruthy();
    expect(mocked.get).toHaveBeenCalledWith('/members/42/cardtokens');
  });

  it('says how to save a card when there is none', async () => {
    mocked.get.mockResolvedValue(answer({ cardTokens: [] }));
    render(<PaymentCardsPanel memberId="42" />);
    expect(await screen.findByText(/Save this card for next time/)).toBeTruthy();
  });

  it('removes a card after asking once more, naming it in the query', async () => {
    mocked.get.mockResolvedValueOnce(answer({ cardTokens: [visa] })).mockResolvedValue(answer({ cardTokens: [] }));
    mocked.delete.mockResolvedValue(answer({ deleted: true }));
    render(<PaymentCardsPanel memberId="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    expect(mocked.delete).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Remove Visa ending 4242?' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(mocked.delete).toHaveBeenCalledWith(`/members/42/cardtokens?cardTokenId=${visa.cardTokenId}`);
    await waitFor(() => expect(screen.queryByText('Visa ending 4242')).toBeNull());
    expect(snackbars).toEqual(['The card is removed.']);
  });

  it('keeps the card and says why when the API refuses (1656)', async () => {
    mocked.get.mockResolvedValue(answer({ cardTokens: [visa] }));
    mocked.delete.mockRejectedValue(new ApiError({ code: 1656, status: 404, message: 'Not Found', body: {} }));
    render(<PaymentCardsPanel memberId="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 4242' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    });
    expect(snackbars).toEqual(['This saved card is no longer available. Please reload the page.']);
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
  });

  it('says so when the cards cannot be loaded', async () => {
    mocked.get.mockRejectedValue(new Error('network'));
    render(<PaymentCardsPanel memberId="42" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not load your saved cards/);
  });
});
