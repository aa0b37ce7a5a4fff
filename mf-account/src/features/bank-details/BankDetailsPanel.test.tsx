import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { api } from '../../api/client';
import { reauthenticate } from '../reauthentication';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BankDetailsPanel } from './BankDetailsPanel';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
jest.mock('../reauthentication/api/reauthenticate', () => ({ reauthenticate: jest.fn() }));

const calls = api as unknown as Record<'get' | 'post' | 'put' | 'delete', jest.Mock>;
/** The calls of the bank accounts: the PayPal section below them has tests of its own (wallet/WalletSection.test.tsx), and no wallet here. */
const mocked = { ...calls, get: jest.fn() };
calls.get.mockImplementation((url: string, ...rest: unknown[]) => (url.endsWith('/walletaddress') ? Promise.resolve({ walletAddress: null }) : mocked.get(url, ...rest)));
const saved = { bankAccountId: 'a1', accountHolderName: 'Ada Lovelace', sortCode: '08**99', bankAccountNumber: '66****58', rollNumber: null };
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const failure = (code: number | string) => new ApiError({ code, status: 400, message: 'Bad Request', body: {} });

const OFFER = '/sell-to-us/quotation-questions?quote=Q01JOFFER&payout=bank';
function show(url = '/myaccount?tab=bank-details') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/myaccount" element={<BankDetailsPanel memberId="42" />} />
        <Route path="/sell-to-us/quotation-questions" element={<p>The offer</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillAndSave() {
  // The form's code loads on demand (a lazy chunk) once it is opened.
  await screen.findByLabelText('Account holder name');
  type('Account holder name', 'Ada Lovelace');
  type(/^Sort code/, '08-99-99');
  type(/^Account number/, '6637 4958');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
  });
}

let snackbars: string[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  snackbars = [];
  listening = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
});
afterEach(() => listening.unsubscribe());

describe('Bank details tab', () => {
  it('shows saved accounts masked, as the API sends them', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [saved] }));
    show();
    expect(await screen.findByText('66****58')).toBeTruthy();
    expect(screen.getByText('08**99')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change bank account 66****58' })).toBeTruthy();
    expect(mocked.get).toHaveBeenCalledWith('/members/42/bankaccounts');
  });

  it('asks for the password when the API wants it, then saves the digits and shows the list again', async () => {
    mocked.get.mockResolvedValueOnce(answer({ bankAccounts: [] })).mockResolvedValue(answer({ bankAccounts: [saved] }));
    mocked.post.mockRejectedValueOnce(failure('REAUTH_REQUIRED')).mockResolvedValue(answer({ bankAccount: saved }));
    (reauthenticate as jest.Mock).mockResolvedValue(undefined);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank details' }));
    await fillAndSave();

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    expect(mocked.post).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(reauthenticate).toHaveBeenCalledWith('42', 'correct horse battery');
    await waitFor(() => expect(mocked.post).toHaveBeenCalledTimes(2));
    expect(mocked.post).toHaveBeenLastCalledWith('/members/42/bankaccounts', { accountHolderName: 'Ada Lovelace', sortCode: '089999', bankAccountNumber: '66374958', rollNumber: null });
    expect(dialog.isConnected).toBe(false);
    expect(await screen.findByText('66****58')).toBeTruthy();
    expect(snackbars).toEqual(['Your bank details are saved.']);
  });

  it('shows the wait in the password dialog once the tries are used up (429, 1253), and saves nothing', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [] }));
    mocked.post.mockRejectedValue(failure('REAUTH_REQUIRED'));
    const wait = 'Too many wrong passwords. Please wait 4 minutes and try again.';
    (reauthenticate as jest.Mock).mockRejectedValue({ code: 1253, status: 429, message: 'Too Many Requests', body: { response: { ack: 'Failure', data: null, error: { code: 1253, message: wait } } } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank details' }));
    await fillAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a guess' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(wait);
    expect(mocked.post).toHaveBeenCalledTimes(1);
  });

  it('checks the form before calling, and puts a §8 code on its field', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [] }));
    mocked.post.mockRejectedValue(failure(1004));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank details' }));
    type(/^Sort code/, '12-34');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    });
    expect(screen.getByText('Sort code must be 6 digits')).toBeTruthy();
    expect(screen.getByText('Account holder name is a required field')).toBeTruthy();
    expect(mocked.post).not.toHaveBeenCalled();

    await fillAndSave();
    expect(await screen.findByText('This account number does not match the sort code. Please check both.')).toBeTruthy();
    expect(screen.getByLabelText(/^Account number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes by the account id after a second confirmation', async () => {
    mocked.get.mockResolvedValueOnce(answer({ bankAccounts: [saved] })).mockResolvedValue(answer({ bankAccounts: [] }));
    mocked.delete.mockResolvedValue(answer({ deleted: true }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bank account 66****58' }));
    expect(mocked.delete).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(mocked.delete).toHaveBeenCalledWith('/members/42/bankaccounts/a1');
    expect(await screen.findByText('You have not added any bank details yet.')).toBeTruthy();
    expect(snackbars).toEqual(['Your bank details are deleted.']);
  });

  it('comes back to the offer that sent the member to add an account, the form already open', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [] }));
    mocked.post.mockResolvedValue(answer({ bankAccount: saved }));
    show(`/myaccount?tab=bank-details&returnTo=${encodeURIComponent(OFFER)}`);
    expect(await screen.findByRole('link', { name: 'Back to your offer' })).toBeTruthy();
    await fillAndSave();
    expect(await screen.findByText('The offer')).toBeTruthy();
  });

  it('never follows a returnTo that leaves the shop', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [] }));
    show(`/myaccount?tab=bank-details&returnTo=${encodeURIComponent('https://evil.example/sell-to-us')}`);
    expect(await screen.findByRole('button', { name: 'Add bank details' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to your offer' })).toBeNull();
  });

  it('says the member already has an account they save again (the masked number the API names)', async () => {
    mocked.get.mockResolvedValue(answer({ bankAccounts: [saved] }));
    const text = 'You already have this bank account saved (account 66****58).';
    const already = new ApiError({ code: 'BANK_ACCOUNT_ALREADY_YOURS', status: 400, message: text, body: { response: { ack: 'Failure', data: null, error: { code: 'BANK_ACCOUNT_ALREADY_YOURS', message: text } } } });
    mocked.post.mockRejectedValue(already);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add bank details' }));
    await fillAndSave();
    expect(await screen.findByText('You already have this bank account saved (account 66****58).')).toBeTruthy();
  });
});
