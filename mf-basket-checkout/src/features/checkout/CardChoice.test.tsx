import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CardChoice } from './CardChoice';
import { EMPTY_FORM, type CheckoutFormValues } from './checkout-form';

const visa = { cardTokenId: '6f1c2a8e-0b7d-4c1e-9a53-2d4f8e7b1c90', brand: 'Visa', last4: '4242', expiryMonth: 7, expiryYear: 2028, expired: false, createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };

function Harness({ cards }: { cards: (typeof visa)[] }) {
  const { register, formState } = useForm<CheckoutFormValues>({ defaultValues: EMPTY_FORM });
  const [chosen, setChosen] = useState<string | null>(cards[0]?.cardTokenId ?? null);
  return <CardChoice savedCards={cards} chosen={chosen} onChoose={setChosen} register={register} errors={formState.errors} />;
}

describe('the card part of checkout', () => {
  it('with no saved card: the card fields and "Save this card for next time"', () => {
    render(<Harness cards={[]} />);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect((screen.getByLabelText('Save this card for next time') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers a saved card first (only its security code typed), and a new card on choice', () => {
    render(<Harness cards={[visa]} />);
    expect((screen.getByRole('radio', { name: 'Visa ending 4242, expires 07/28' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Security code for Visa ending 4242')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.getByLabelText('Save this card for next time')).toBeTruthy();
  });
});
