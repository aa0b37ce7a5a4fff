import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Quotation } from '../api/types';
import { draftQuote } from '../testing';
import { OfferView } from './OfferView';

// The payout feature's calls, replaced at their seam (the fields themselves are the payout feature's, shown as the offer shows them).
jest.mock('../../payout/api/payout-options', () => ({ getBankAccounts: jest.fn(), getCharities: jest.fn(), getTradeUpBonus: jest.fn() }));
const { getBankAccounts, getCharities, getTradeUpBonus } = jest.requireMock<Record<'getBankAccounts' | 'getCharities' | 'getTradeUpBonus', jest.Mock>>('../../payout/api/payout-options');

const quote: Quotation = {
  ...draftQuote,
  quoteId: 'Q01JOFFER',
  status: 'offered',
  offerExpiresAt: '2026-12-14T10:00:00.000Z',
  offer: {
    lines: [{ kind: 'top', label: 'Fox 5, like new', text: '', cash: 16400, exchange: 22960 }],
    perItem: { cash: 16400, exchange: 22960 },
    quantity: 1,
    total: { cash: 16400, exchange: 22960 },
  },
};
const ACCOUNTS = [
  { bankAccountId: 'b1', accountHolderName: 'Grace Hopper', sortCode: '08**99', bankAccountNumber: '66****58' },
  { bankAccountId: 'b2', accountHolderName: 'Grace Hopper', sortCode: '10**99', bankAccountNumber: '88****91' },
];
const CHARITIES = [
  { charityId: 1, name: "Barnardo's", description: 'Helping children.' },
  { charityId: 2, name: 'NSPCC', description: 'Protecting children.' },
];

let onAccept: jest.Mock;
async function renderOffer(url = '/sell-to-us/quotation-questions?quote=Q01JOFFER') {
  onAccept = jest.fn().mockResolvedValue(undefined);
  render(
    <MemoryRouter initialEntries={[url]}>
      <OfferView quote={quote} onAccept={onAccept} onChange={() => {}} />
    </MemoryRouter>,
  );
  await act(async () => {});
}
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const accept = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept offer' })));

beforeEach(() => {
  jest.resetAllMocks();
  (getBankAccounts as jest.Mock).mockResolvedValue(ACCOUNTS);
  (getCharities as jest.Mock).mockResolvedValue(CHARITIES);
  (getTradeUpBonus as jest.Mock).mockResolvedValue(0);
});

describe('the payout choice on the offer', () => {
  it('offers the voucher first, says it is worth more, and accepts it with no tolerance by default', async () => {
    await renderOffer();
    const group = screen.getByRole('group', { name: 'How would you like to be paid?' });
    expect(within(group).getAllByRole('radio', { hidden: false }).length).toBe(3);
    expect((radio(/^Store credit voucher: £229\.60/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Worth £65\.60 more than cash/)).toBeTruthy();
    const tolerance = screen.getByRole('group', { name: 'If the item is in slightly worse condition than you said' });
    expect(
      within(tolerance)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Ask me before paying any less', 'Pay me up to £2.00 less without asking', 'Pay me up to £5.00 less without asking', 'Pay me up to £10.00 less without asking']);
    await accept();
    expect(onAccept).toHaveBeenCalledWith({ payoutMethod: 'voucher', revisionTolerance: 0 });
  });

  it('pays by bank transfer only into one of their accounts, shown masked, with the tolerance chosen', async () => {
    await renderOffer();
    fireEvent.click(radio('Bank transfer: £164.00'));
    const accounts = await screen.findByRole('group', { name: 'Which bank account?' });
    expect(
      within(accounts)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Grace Hopper, account 66****58, sort code 08**99', 'Grace Hopper, account 88****91, sort code 10**99']);
    await accept();
    expect(screen.getByRole('alert').textContent).toBe('Please choose the bank account to be paid into.');
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(radio('Grace Hopper, account 88****91, sort code 10**99'));
    fireEvent.click(radio('Pay me up to £5.00 less without asking'));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    await accept();
    expect(onAccept).toHaveBeenCalledWith({ payoutMethod: 'bank', bankAccountId: 'b2', revisionTolerance: 500 });
  });

  it('sends a member with no bank account to add one in My account', async () => {
    (getBankAccounts as jest.Mock).mockResolvedValue([]);
    await renderOffer();
    fireEvent.click(radio('Bank transfer: £164.00'));
    expect(await screen.findByText('You have no bank account saved yet.')).toBeTruthy();
    const href = screen.getByRole('link', { name: 'Add bank details in My account' }).getAttribute('href')!;
    // My account comes back to this offer, the bank transfer still chosen.
    expect(href.startsWith('/myaccount?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('tab')).toBe('bank-details');
    expect(params.get('returnTo')).toBe('/sell-to-us/quotation-questions?quote=Q01JOFFER&payout=bank');
  });

  it('reopens with the bank transfer chosen, and the only saved account chosen for the member', async () => {
    (getBankAccounts as jest.Mock).mockResolvedValue([ACCOUNTS[0]]);
    await renderOffer('/sell-to-us/quotation-questions?quote=Q01JOFFER&payout=bank');
    expect((radio('Bank transfer: £164.00') as HTMLInputElement).checked).toBe(true);
    expect((radio('Grace Hopper, account 66****58, sort code 08**99') as HTMLInputElement).checked).toBe(true);
    await accept();
    expect(onAccept).toHaveBeenCalledWith({ payoutMethod: 'bank', bankAccountId: 'b1', revisionTolerance: 0 });
  });

  it("shows the model's trade-up bonus beside the voucher, counted in its amount", async () => {
    (getTradeUpBonus as jest.Mock).mockResolvedValue(1500);
    await renderOffer();
    expect(getTradeUpBonus).toHaveBeenCalledWith(quote.masterBoxId);
    expect((radio(/^Store credit voucher: £244\.60/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Take it as a voucher and get £15.00 extra')).toBeTruthy();
    expect(screen.getByText(/Worth £80\.60 more than cash/)).toBeTruthy();
  });

  it('gives to the charity chosen from the list', async () => {
    await renderOffer();
    fireEvent.click(radio('Give it to a children’s charity: £164.00'));
    const charities = screen.getByRole('group', { name: 'Which charity?' });
    expect(within(charities).getAllByRole('radio')).toHaveLength(2);
    await accept();
    expect(screen.getByRole('alert').textContent).toBe('Please choose a charity.');
    fireEvent.click(radio(/^NSPCC/));
    await accept();
    expect(onAccept).toHaveBeenCalledWith({ payoutMethod: 'charity', charityId: 2, revisionTolerance: 0 });
  });

  it('says so when the bank accounts cannot be loaded', async () => {
    (getBankAccounts as jest.Mock).mockRejectedValue(new Error('offline'));
    await renderOffer();
    fireEvent.click(radio('Bank transfer: £164.00'));
    expect(screen.getByText('We could not load your bank accounts just now.')).toBeTruthy();
  });
});
