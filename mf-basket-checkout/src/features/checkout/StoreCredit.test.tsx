import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { storeCreditSplit, type StoreCreditOffer } from '@shop/shared/rules';
import { askedAmount, StoreCredit, type StoreCreditChoice } from './StoreCredit';

const offer: StoreCreditOffer = { available: 43.5, canSpend: true, needsMobileVerification: false, memberships: [{ membershipNumber: 'LL24000002', balance: 43.5 }] };

/** The page's part: what credit pays towards what is due, and what is left to pay. */
function Harness({ credit = offer, due, failure = null }: { credit?: StoreCreditOffer | null; due: number; failure?: string | null }) {
  const [choice, setChoice] = useState<StoreCreditChoice>({ using: false, text: null });
  const pays = choice.using && credit ? storeCreditSplit(credit.available, due, askedAmount(choice)).pays : 0;
  const toPay = Math.round((due - pays) * 100) / 100;
  return (
    <MemoryRouter>
      <StoreCredit offer={credit} choice={choice} onChange={setChoice} pays={pays} toPay={toPay} failure={failure} />
      <span data-testid="to-pay">{toPay.toFixed(2)}</span>
    </MemoryRouter>
  );
}

describe('store credit at checkout (issue 33 §2)', () => {
  it('offers the credit across the cards; used, it pays as much as covers the order, the rest is left to pay', () => {
    render(<Harness due={60.99} />);
    const use = screen.getByRole('checkbox', { name: 'Use your store credit (£43.50 available)' });
    expect((use as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText('Store credit to use (£)')).toBeNull();
    fireEvent.click(use);
    expect((screen.getByLabelText('Store credit to use (£)') as HTMLInputElement).value).toBe('43.50');
    expect(screen.getByTestId('store-credit-applied').textContent).toBe('£43.50 paid with store credit. £17.49 left to pay.');
    expect(screen.getByTestId('to-pay').textContent).toBe('17.49');
  });

  it('covers a smaller order whole (no card needed), and pays less when the shopper chooses less', () => {
    render(<Harness due={24.5} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Use your store credit/ }));
    expect(screen.getByTestId('store-credit-applied').textContent).toBe('£24.50 paid with store credit: that covers your whole order, so no card is needed.');
    expect(screen.getByTestId('to-pay').textContent).toBe('0.00');
    const amount = screen.getByLabelText('Store credit to use (£)');
    fireEvent.change(amount, { target: { value: '10.5' } });
    expect((amount as HTMLInputElement).value).toBe('10.5');
    expect(screen.getByTestId('store-credit-applied').textContent).toBe('£10.50 paid with store credit. £14.00 left to pay.');
    // Never more than is due or than the cards hold.
    fireEvent.change(amount, { target: { value: '£99' } });
    expect(screen.getByTestId('to-pay').textContent).toBe('0.00');
    // Unticked: nothing paid with credit.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Use your store credit/ }));
    expect(screen.getByTestId('to-pay').textContent).toBe('24.50');
  });

  it('says a refusal of the credit beside it', () => {
    render(<Harness due={30} failure="You do not have that much store credit now." />);
    expect(screen.getByRole('alert').textContent).toBe('You do not have that much store credit now.');
  });

  it('tells a member whose mobile is not proved how to spend it, and shows nothing without credit', () => {
    const { unmount } = render(<Harness due={30} credit={{ ...offer, canSpend: false, needsMobileVerification: true }} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/You have £43.50 of store credit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify my mobile number' }).getAttribute('href')).toBe('/verify-phone-number?returnTo=%2Fbuy');
    unmount();
    render(<Harness due={30} credit={{ ...offer, available: 0, canSpend: false }} />);
    expect(screen.queryByTestId('store-credit')).toBeNull();
    render(<Harness due={30} credit={null} />);
    expect(screen.queryByTestId('store-credit')).toBeNull();
  });
});
