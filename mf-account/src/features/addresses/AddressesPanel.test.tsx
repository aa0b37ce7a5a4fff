import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import type { MemberAddress } from '@shop/shared/api';
import { AddressesPanel } from './AddressesPanel';
import { useAddressHistory } from './api/address-history';
import { deleteAddress } from './api/delete-address';
import { listAddresses } from './api/list-addresses';
import { lookupPostcode } from './api/lookup-postcode';
import { addAddress, updateAddress } from './api/save-address';

// The list hook as the panel sees it, over a mocked fetcher.
jest.mock('./api/list-addresses', () => {
  const { useApiData } = jest.requireActual('@shop/shared/http');
  const listAddresses = jest.fn();
  return { listAddresses, useAddresses: (memberId: string) => useApiData(`addresses:${memberId}`, () => listAddresses(memberId)) };
});
jest.mock('./api/address-history', () => ({ useAddressHistory: jest.fn() }));
jest.mock('./api/save-address', () => ({ addAddress: jest.fn(), updateAddress: jest.fn() }));
jest.mock('./api/delete-address', () => ({ deleteAddress: jest.fn() }));
jest.mock('./api/lookup-postcode', () => ({ lookupPostcode: jest.fn() }));

const address = (id: string, line1: string, isDefault: boolean): MemberAddress => ({
  addressId: id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1,
  line2: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 5HD',
  countryCode: 'GBR',
  phone: '',
  isDefault,
});
const home = address('1', '3 Park Row', true);
const work = address('2', '9 Wellington Street', false);

const snackbars: string[] = [];
beforeEach(() => {
  jest.resetAllMocks();
  snackbars.length = 0;
  (listAddresses as jest.Mock).mockResolvedValue([home, work]);
  (useAddressHistory as jest.Mock).mockReturnValue([]);
});
const sub = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
afterAll(() => sub.unsubscribe());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Opens the form; its code loads on demand (a lazy chunk), so wait for it. */
async function openForm(button: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  await screen.findByRole('button', { name: 'Save address' });
}

describe('Addresses tab', () => {
  it('lists the addresses with the default marked', async () => {
    render(<AddressesPanel memberId="42" />);
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Default delivery address')).toBeTruthy();
    expect(within(second!).queryByText('Default delivery address')).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Make default: 9 Wellington Street' })).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: /Make default/ })).toBeNull();
  });

  it("adds an address: 'Find address' fills town and county, the member types the line, the list updates", async () => {
    (lookupPostcode as jest.Mock).mockResolvedValue({ postcode: 'SW11 5QW', town: 'London', county: '', countryCode: 'GBR', source: 'district', addresses: [] });
    const added = { ...address('3', '12 Lavender Hill', false), town: 'London', county: '', postcode: 'SW11 5QW' };
    (addAddress as jest.Mock).mockResolvedValue({ address: added, addresses: [home, work, added] });
    render(<AddressesPanel memberId="42" />);
    await openForm('Add an address');
    type('Postcode', 'sw11 5qw');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(lookupPostcode).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('London');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('SW11 5QW');
    expect(screen.getByRole('status').textContent).toContain('Found London');
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Address line 1', '12 Lavender Hill');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    expect(addAddress).toHaveBeenCalledWith('42', expect.objectContaining({ postcode: 'SW11 5QW', line1: '12 Lavender Hill', town: 'London', isDefault: false }));
    expect(await screen.findByText('12 Lavender Hill')).toBeTruthy();
    expect(snackbars).toEqual(['Your address has been saved.']);
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an address' }));
  });

  it('came from the sell-to-us send page (issue 32 §1): offers the way back, and after saving puts the focus on it; another site is never offered', async () => {
    window.history.pushState({}, '', '/myaccount?tab=addresses&returnTo=%2Fsell-to-us%2Fsend');
    (lookupPostcode as jest.Mock).mockResolvedValue({ postcode: 'SW11 5QW', town: 'London', county: '', countryCode: 'GBR', source: 'district', addresses: [] });
    const added = { ...address('3', '12 Lavender Hill', false), town: 'London', county: '', postcode: 'SW11 5QW' };
    (addAddress as jest.Mock).mockResolvedValue({ address: added, addresses: [home, work, added] });
    const { unmount } = render(<AddressesPanel memberId="42" />);
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe('/sell-to-us/send');
    await openForm('Add an address');
    type('Postcode', 'SW11 5QW');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Address line 1', '12 Lavender Hill');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Back to where you were' })));
    unmount();
    window.history.pushState({}, '', '/myaccount?tab=addresses&returnTo=%2F%2Fevil.example%2F');
    render(<AddressesPanel memberId="42" />);
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it("offers the provider's addresses to pick, and fills the lines from the one chosen", async () => {
    (lookupPostcode as jest.Mock).mockResolvedValue({
      postcode: 'SW11 5QW',
      town: 'LONDON',
      county: '',
      countryCode: 'GBR',
      source: 'provider',
      addresses: [
        { line1: '12 Lavender Hill', line2: 'Flat 3', town: 'LONDON', county: '', postcode: 'SW11 5QW' },
        { line1: '14 Lavender Hill', line2: '', town: 'LONDON', county: '', postcode: 'SW11 5QW' },
      ],
    });
    render(<AddressesPanel memberId="42" />);
    await openForm('Add an address');
    type('Postcode', 'SW11 5QW');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    fireEvent.change(screen.getByLabelText('Choose your address'), { target: { value: '0' } });
    await waitFor(() => expect((screen.getByLabelText('Address line 2 (optional)') as HTMLInputElement).value).toBe('Flat 3'));
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 Lavender Hill');
  });

  it('checks the postcode before asking, and shows a refused one beside the field', async () => {
    (lookupPostcode as jest.Mock).mockRejectedValue(new ApiError({ code: 1051, status: 422, message: 'x', body: '' }));
    render(<AddressesPanel memberId="42" />);
    await openForm('Add an address');
    type('Postcode', 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(lookupPostcode).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a full UK postcode, for example SW11 1NZ.')).toBeTruthy();
    type('Postcode', 'JE2 3AB');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find address' })));
    expect(screen.getByText('We can only take addresses in Great Britain and Northern Ireland.')).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows 1159 from the server when the address exists', async () => {
    (updateAddress as jest.Mock).mockRejectedValue(new ApiError({ code: 1159, status: 422, message: 'x', body: '' }));
    render(<AddressesPanel memberId="42" />);
    await openForm('Change: 9 Wellington Street');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    expect(updateAddress).toHaveBeenCalledWith('42', '2', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '9 Wellington Street',
      line2: '',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 5HD',
      phone: '',
      isDefault: false,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You already have this address.');
  });

  it('makes an address the default', async () => {
    (updateAddress as jest.Mock).mockResolvedValue({
      address: { ...work, isDefault: true },
      addresses: [
        { ...work, isDefault: true },
        { ...home, isDefault: false },
      ],
    });
    render(<AddressesPanel memberId="42" />);
    const makeDefault = await screen.findByRole('button', { name: 'Make default: 9 Wellington Street' });
    await act(async () => fireEvent.click(makeDefault));
    expect(updateAddress).toHaveBeenCalledWith('42', '2', { isDefault: true });
    const [first] = within(screen.getByRole('list', { name: 'Your addresses' })).getAllByRole('listitem');
    expect(within(first!).getByText('9 Wellington Street')).toBeTruthy();
    expect(within(first!).getByText('Default delivery address')).toBeTruthy();
    expect(snackbars).toEqual(['Your default address has been changed.']);
  });

  it('deletes only after the member confirms; Keep it changes nothing', async () => {
    (deleteAddress as jest.Mock).mockResolvedValue([home]);
    render(<AddressesPanel memberId="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: 9 Wellington Street' }));
    expect(deleteAddress).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Yes, delete it'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('9 Wellington Street')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete: 9 Wellington Street' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: 9 Wellington Street' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' })));
    expect(deleteAddress).toHaveBeenCalledWith('42', '2');
    expect(screen.queryByText('9 Wellington Street')).toBeNull();
    expect(snackbars).toEqual(['The address has been deleted.']);
  });

  it('offers the addresses used for orders that are not saved yet, one click from being saved', async () => {
    const used = (line1: string, postcode: string) => ({ firstName: 'Ada', lastName: 'Lovelace', line1, line2: '', town: 'Leeds', county: '', postcode, lastUsedAt: '2026-11-01T10:00:00.000Z' });
    (useAddressHistory as jest.Mock).mockReturnValue([used('1 Briggate', 'LS1 6HD'), used('3 PARK ROW', 'ls15hd')]);
    const added = { ...address('3', '1 Briggate', false), postcode: 'LS1 6HD' };
    (addAddress as jest.Mock).mockResolvedValue({ address: added, addresses: [home, work, added] });
    render(<AddressesPanel memberId="42" />);
    const section = await screen.findByRole('region', { name: 'Used for your orders' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save to my addresses: 1 Briggate' })));
    expect(addAddress).toHaveBeenCalledWith('42', expect.objectContaining({ line1: '1 Briggate', postcode: 'LS1 6HD' }));
    expect(screen.queryByRole('region', { name: 'Used for your orders' })).toBeNull();
    expect(snackbars).toEqual(['Your address has been saved.']);
  });
});
