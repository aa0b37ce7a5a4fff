import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MemberAddress } from '@shop/shared/api';
import { acceptedQuotes, collectionSlots, createLabel, dropOffStores, savedAddresses } from '../api/web-buy-orders';
import { SendParcel } from './SendParcel';

jest.mock('../api/web-buy-orders', () => ({ acceptedQuotes: jest.fn(), collectionSlots: jest.fn(), createLabel: jest.fn(), dropOffStores: jest.fn(), savedAddresses: jest.fn() }));

const QUOTES = [
  { quoteId: 'Q01PRAM', brand: 'Bugaboo', modelName: 'Fox 5', quantity: 1 },
  { quoteId: 'Q01COT', brand: 'Stokke', modelName: 'Stokke Sleepi', quantity: 2 },
];
const address = (addressId: string, line1: string, isDefault: boolean): MemberAddress => ({
  addressId,
  firstName: 'Grace',
  lastName: 'Hopper',
  line1,
  line2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS1 4AP',
  countryCode: 'GBR',
  phone: '',
  isDefault,
});
const ADDRESSES = [address('7', '1 Park Row', false), address('9', '2 Boar Lane', true)];
const STORES = [
  { storeId: 3, storeName: 'Leeds', address: { line1: '5 Briggate', town: 'Leeds', postcode: 'LS1 6HD' }, distanceMiles: 0.4 },
  { storeId: 8, storeName: 'York', address: { line1: '12 Coney Street', town: 'York', postcode: 'YO1 9QL' }, distanceMiles: 22.1 },
];
const SLOTS = { courier: 'Royal Mail (stand-in)', slots: [{ date: '2026-11-24' }, { date: '2026-11-25' }] };
const BOOKED = { courier: 'Royal Mail (stand-in)', date: '2026-11-25', trackingNumber: 'LL473124829GB' };

const label = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
beforeEach(() => {
  jest.mocked(acceptedQuotes).mockResolvedValue(QUOTES);
  jest.mocked(savedAddresses).mockResolvedValue([...ADDRESSES]);
  jest.mocked(dropOffStores).mockResolvedValue(STORES);
  jest.mocked(collectionSlots).mockResolvedValue(SLOTS);
  jest.mocked(createLabel).mockReset().mockResolvedValue({ orderId: 'WB0123ABCD', label, collection: BOOKED });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:label'), revokeObjectURL: jest.fn() });
});

async function renderParcel() {
  render(<SendParcel />);
  await act(async () => {});
}
const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create my label' })));

test('every accepted item is ticked and the default address chosen; the label comes from both', async () => {
  await renderParcel();
  expect(screen.getByRole('group', { name: 'What goes in the parcel' })).toBeTruthy();
  expect((screen.getByRole('checkbox', { name: 'Bugaboo Fox 5' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: '2 × Stokke Sleepi' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'We collect it' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: '2 Boar Lane, Leeds, LS1 4AP' }) as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole('checkbox', { name: '2 × Stokke Sleepi' }));
  fireEvent.click(screen.getByRole('radio', { name: '1 Park Row, Leeds, LS1 4AP' }));
  // Issue 32 §2: a collection needs a working day.
  await create();
  expect(screen.getByRole('alert').textContent).toBe('Please choose a collection day.');
  expect(screen.getByRole('group', { name: 'Collection day' }).textContent).toContain('Royal Mail (stand-in) collects');
  fireEvent.click(screen.getByRole('radio', { name: 'Wednesday 25 November' }));
  await create();

  expect(createLabel).toHaveBeenCalledWith(['Q01PRAM'], { handover: 'collection', addressId: 7 }, [['Q01PRAM']], '2026-11-25');
  const heading = screen.getByRole('heading', { name: 'Your label is ready' });
  expect(screen.getByText('Waiting for collection on Wednesday 25 November.')).toBeTruthy();
  expect(screen.getByText(/Tracking number LL473124829GB/)).toBeTruthy();
  expect(document.activeElement).toBe(heading);
  expect(screen.getByText('Your parcel code: WB0123ABCD')).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Download your label (PDF)' });
  expect(link.getAttribute('href')).toBe('blob:label');
  expect(link.getAttribute('download')).toBe('little-loop-WB0123ABCD.pdf');
  expect(URL.createObjectURL).toHaveBeenCalledWith(label);
});

test('a drop-off needs a store picked from those nearest the member, with their distance', async () => {
  jest.mocked(createLabel).mockResolvedValue({ orderId: 'WB0123ABCD', label, collection: null });
  await renderParcel();
  fireEvent.click(screen.getByRole('radio', { name: "I'll drop it at a store" }));
  await create();
  expect(screen.getByRole('alert').textContent).toBe('Please choose a store.');
  expect(createLabel).not.toHaveBeenCalled();

  const nearest = screen.getByRole('group', { name: 'Our stores nearest you' });
  expect(nearest.textContent).toMatch(/Leeds: 5 Briggate.*0.4 miles.*York/);
  fireEvent.click(screen.getByRole('radio', { name: /^Leeds: 5 Briggate/ }));
  await create();
  // Two bulky items: one box each by default.
  expect(createLabel).toHaveBeenCalledWith(['Q01PRAM', 'Q01COT'], { handover: 'dropoff', storeId: 3 }, [['Q01PRAM'], ['Q01COT']], null);
  expect(screen.queryByText(/Waiting for collection/)).toBeNull();
});

test('the member chooses what goes in which box, with packing guidance for prams, cots and car seats', async () => {
  await renderParcel();
  expect(screen.getByText('How to pack prams, cots and car seats')).toBeTruthy();
  expect(screen.getByText(/Prams and pushchairs: fold the frame/)).toBeTruthy();
  const boxes = screen.getByRole('group', { name: 'Which box each item goes in' });
  expect(boxes).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Box for 2 × Stokke Sleepi' }), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Tuesday 24 November' }));
  await create();
  expect(createLabel).toHaveBeenCalledWith(['Q01PRAM', 'Q01COT'], { handover: 'collection', addressId: 9 }, [['Q01PRAM', 'Q01COT']], '2026-11-24');
});

test('nothing ticked asks for an item; a refused call shows its code’s message and keeps the form', async () => {
  await renderParcel();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bugaboo Fox 5' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '2 × Stokke Sleepi' }));
  await create();
  expect(screen.getByRole('alert').textContent).toBe('Please tick at least one item to send.');

  fireEvent.click(screen.getByRole('checkbox', { name: 'Bugaboo Fox 5' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Tuesday 24 November' }));
  jest.mocked(createLabel).mockRejectedValue({ code: 'WEB_BUY_ORDER_QUOTE_UNAVAILABLE', message: 'Quote Q01PRAM is not accepted.' });
  await create();
  expect(screen.getByRole('alert').textContent).toMatch(/no longer ready to send/);
  expect(screen.getByRole('button', { name: 'Create my label' })).toBeTruthy();
});

test('with no saved address it offers to add one and will not make a collection', async () => {
  jest.mocked(savedAddresses).mockResolvedValue([]);
  window.history.pushState({}, '', '/sell-to-us/send');
  await renderParcel();
  // Issue 32 §1: the addresses tab offers the way back here.
  expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/myaccount?tab=addresses&returnTo=%2Fsell-to-us%2Fsend');
  await create();
  expect(screen.getByRole('alert').textContent).toBe('Please choose the address we collect from.');
});

test('with no accepted items the section is not shown', async () => {
  jest.mocked(acceptedQuotes).mockResolvedValue([]);
  await renderParcel();
  expect(screen.queryByRole('heading', { name: 'Send us your items' })).toBeNull();
});
