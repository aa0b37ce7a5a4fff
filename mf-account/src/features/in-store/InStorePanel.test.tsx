import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { api } from './api/client';
import { InStorePanel } from './InStorePanel';

jest.mock('./api/client', () => ({ ...jest.requireActual('./api/client'), api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));

const mocked = api as unknown as Record<'get' | 'post' | 'put' | 'delete', jest.Mock>;
const answer = (data: unknown) => ({ data: { response: { data } } });
const stores = [
  { storeId: 101, storeName: 'Bath Southgate', town: 'Bath' },
  { storeId: 102, storeName: 'Leeds Kirkgate', town: 'Leeds' },
];
const proof = {
  idproofPrimaryId: '7',
  idType: { idTypeId: 1, name: 'Passport' },
  last4: '123A',
  expiresOn: '2031-06-30',
  expired: false,
  checkedAt: '2026-11-02T11:30:00Z',
  checkedStore: { storeId: 101, storeName: 'Bath Southgate' },
};

function serve(detail: unknown, idProofs: unknown[] = []) {
  mocked.get.mockImplementation(async (url: string) =>
    url === '/stores' ? answer({ stores }) : url.endsWith('/instoredetail') ? answer({ inStoreDetail: detail }) : answer({ idProofs }),
  );
}

let snackbars: string[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  snackbars = [];
  listening = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
});
afterEach(() => listening.unsubscribe());

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save in-store details' }));
  });
};

describe('In-store membership tab', () => {
  it('sets the home store and the card number the first time (POST), in stored form', async () => {
    serve(null);
    mocked.post.mockResolvedValue(answer({ inStoreDetail: { homeStore: stores[1], membershipNumber: 'LL12345674' } }));
    render(<InStorePanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText('Home store'), { target: { value: '102' } });
    fireEvent.change(screen.getByLabelText(/^Membership number/), { target: { value: 'll 1234 5674' } });
    await save();
    expect(mocked.post).toHaveBeenCalledWith('/members/42/instoredetail', { homeStoreId: 102, membershipNumber: 'LL12345674' });
    expect(snackbars).toEqual(['Your in-store details are saved.']);
  });

  it('shows what is saved, as printed on the card, and changes it with PUT', async () => {
    serve({ homeStore: stores[0], membershipNumber: 'LL12345674' });
    mocked.put.mockResolvedValue(answer({ inStoreDetail: { homeStore: stores[0], membershipNumber: null } }));
    render(<InStorePanel memberId="42" />);
    const number = (await screen.findByLabelText(/^Membership number/)) as HTMLInputElement;
    expect(number.value).toBe('LL 1234 5674');
    expect((screen.getByLabelText('Home store') as HTMLSelectElement).value).toBe('101');
    fireEvent.change(number, { target: { value: '' } });
    await save();
    expect(mocked.put).toHaveBeenCalledWith('/members/42/instoredetail', { homeStoreId: 101, membershipNumber: null });
  });

  it('checks the number (check digit) and the store before calling', async () => {
    serve(null);
    render(<InStorePanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText(/^Membership number/), { target: { value: 'LL 1234 5675' } });
    await save();
    expect(mocked.post).not.toHaveBeenCalled();
    expect(await screen.findByText('Please choose your home store.')).toBeTruthy();
    expect(screen.getByText('Please check the number: LL and 8 digits, for example LL 1234 5674.')).toBeTruthy();
  });

  it('puts 1835 (card linked to another account) on the number field', async () => {
    serve(null);
    mocked.post.mockRejectedValue(new ApiError({ code: 1835, status: 409, message: 'Conflict', body: {} }));
    render(<InStorePanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText('Home store'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText(/^Membership number/), { target: { value: 'LL 1234 5674' } });
    await save();
    expect(await screen.findByText('This membership card is already linked to another online account. Please ask in store.')).toBeTruthy();
    expect(screen.getByLabelText(/^Membership number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('lists the ID checks (type, last 4, expiry, when and where) and deletes one after asking', async () => {
    serve(null, [proof]);
    mocked.delete.mockResolvedValue(answer({ deleted: true }));
    render(<InStorePanel memberId="42" />);
    expect(await screen.findByText('Passport')).toBeTruthy();
    expect(screen.getByText('123A')).toBeTruthy();
    expect(screen.getByText('30 June 2031')).toBeTruthy();
    expect(screen.getByText('2 November 2026 at Bath Southgate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the ID check of Passport ending 123A' }));
    serve(null, []);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(mocked.delete).toHaveBeenCalledWith('/members/42/idproof/7');
    await waitFor(() => expect(screen.getByText('We have not checked your ID in store yet.')).toBeTruthy());
    expect(snackbars).toEqual(['The ID check is deleted.']);
  });
});
