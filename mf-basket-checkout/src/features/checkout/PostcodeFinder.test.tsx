import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@shop/shared/http';
import type { AddressLookup } from '@shop/shared/api';
import { CheckoutField } from './CheckoutField';
import { EMPTY_FORM, type CheckoutFormValues } from './checkout-form';
import { PostcodeFinder } from './PostcodeFinder';

function Form({ lookup }: { lookup: (postcode: string) => Promise<AddressLookup> }) {
  const form = useForm<CheckoutFormValues>({ defaultValues: EMPTY_FORM });
  return (
    <form>
      <PostcodeFinder form={form} lookup={lookup} />
      <CheckoutField label="Address line 1" registration={form.register('line1')} />
      <CheckoutField label="Address line 2 (optional)" registration={form.register('line2')} />
      <CheckoutField label="Town or city" registration={form.register('town')} />
      <CheckoutField label="County (optional)" registration={form.register('county')} />
    </form>
  );
}

const district: AddressLookup = { postcode: 'LS1 4AP', town: 'Leeds', county: 'West Yorkshire', countryCode: 'GBR', source: 'district', addresses: [] };
const listed: AddressLookup = {
  ...district,
  source: 'provider',
  addresses: [
    { line1: '1 Park Row', line2: '', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
    { line1: 'Flat 2', line2: '3 Park Row', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
  ],
};
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe("checkout 'Find address'", () => {
  it('asks once however fast the clicks come, fills town and county from the district, focuses line 1 and says so', async () => {
    let answer!: (a: AddressLookup) => void;
    const lookup = jest.fn(() => new Promise<AddressLookup>((resolve) => (answer = resolve)));
    render(<Form lookup={lookup} />);
    type('Postcode', 'ls14ap');
    const button = screen.getByRole('button', { name: 'Find address' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => answer(district));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('LS1 4AP');
    expect(value('Postcode')).toBe('LS1 4AP');
    expect(value('Town or city')).toBe('Leeds');
    expect(value('County (optional)')).toBe('West Yorkshire');
    expect(screen.getByRole('status').textContent).toBe('Found Leeds, West Yorkshire. Please type the first line of your address.');
    expect(document.activeElement).toBe(screen.getByLabelText('Address line 1'));
  });

  it("shows the provider's addresses to choose from, and fills the lines from the one chosen", async () => {
    render(<Form lookup={jest.fn().mockResolvedValue(listed)} />);
    type('Postcode', 'LS1 4AP');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(screen.getByRole('status').textContent).toBe('We found 2 addresses. Choose yours from the list, or type it.');
    fireEvent.change(screen.getByLabelText('Choose your address'), { target: { value: '1' } });
    expect(value('Address line 1')).toBe('Flat 2');
    expect(value('Address line 2 (optional)')).toBe('3 Park Row');
    expect(value('Town or city')).toBe('Leeds');
  });

  it('refuses a malformed or missing postcode without asking, and shows the §8 message for an unknown one', async () => {
    const lookup = jest.fn().mockRejectedValue(new ApiError({ code: 1050, status: 422, message: 'Unprocessable Entity', body: '' }));
    render(<Form lookup={lookup} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a postcode.');
    type('Postcode', "SW1'; DROP TABLE");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a full UK postcode, for example SW11 1NZ.');
    expect(lookup).not.toHaveBeenCalled();
    type('Postcode', 'ZZ9 9ZZ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('We could not find this postcode. Please check it.');
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
  });
});
