import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { api } from '../../api/client';
import { WalletSection } from './WalletSection';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));

const mocked = api as unknown as Record<'get' | 'post' | 'put' | 'delete', jest.Mock>;
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const direct = <T,>(call: () => Promise<T>) => call();

let snackbars: string[];
let listening: { unsubscribe(): void };
beforeEach(() => {
  jest.clearAllMocks();
  snackbars = [];
  listening = bus.on('host:show-snackbar').subscribe((e) => snackbars.push(e.message));
});
afterEach(() => listening.unsubscribe());

describe('Paid by PayPal instead', () => {
  it('adds a PayPal account through the password check and shows it masked', async () => {
    mocked.get.mockResolvedValueOnce(answer({ walletAddress: null })).mockResolvedValue(answer({ walletAddress: { provider: 'paypal', email: 'j***@example.co.uk' } }));
    mocked.post.mockResolvedValue(answer({ walletAddress: { provider: 'paypal', email: 'j***@example.co.uk' } }));
    const withPassword = jest.fn(direct) as jest.Mock & typeof direct;
    render(<WalletSection memberId="42" withPassword={withPassword} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a PayPal account' }));
    fireEvent.change(screen.getByLabelText(/^PayPal e-mail address/), { target: { value: 'jane.doe@example.co.uk' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save PayPal account' }));
    });
    expect(withPassword).toHaveBeenCalledTimes(1);
    expect(mocked.post).toHaveBeenCalledWith('/members/42/walletaddress', { email: 'jane.doe@example.co.uk' });
    expect(await screen.findByText('j***@example.co.uk')).toBeTruthy();
    expect(screen.queryByText(/jane\.doe/)).toBeNull();
    expect(snackbars).toEqual(['Your PayPal account is saved.']);
  });

  it('checks the address before calling, and puts 1028 from the API on the field', async () => {
    mocked.get.mockResolvedValue(answer({ walletAddress: { provider: 'paypal', email: 'j***@example.co.uk' } }));
    mocked.put.mockRejectedValue(new ApiError({ code: 1028, status: 400, message: 'Bad Request', body: {} }));
    render(<WalletSection memberId="42" withPassword={direct} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change PayPal account' }));
    fireEvent.change(screen.getByLabelText(/^PayPal e-mail address/), { target: { value: 'jane' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save PayPal account' }));
    });
    expect(mocked.put).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^PayPal e-mail address/), { target: { value: 'jane@example.invalid' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save PayPal account' }));
    });
    expect(mocked.put).toHaveBeenCalledWith('/members/42/walletaddress', { email: 'jane@example.invalid' });
    expect(await screen.findByText('Please enter a valid e-mail address, for example jane@example.co.uk.')).toBeTruthy();
  });

  it('removes the account after asking once more', async () => {
    mocked.get.mockResolvedValueOnce(answer({ walletAddress: { provider: 'paypal', email: 'j***@example.co.uk' } })).mockResolvedValue(answer({ walletAddress: null }));
    mocked.delete.mockResolvedValue(answer({ deleted: true }));
    render(<WalletSection memberId="42" withPassword={direct} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove PayPal account' }));
    expect(mocked.delete).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Remove PayPal account' })[0]!);
    });
    expect(mocked.delete).toHaveBeenCalledWith('/members/42/walletaddress');
    await waitFor(() => expect(screen.getByText('You have not added a PayPal account.')).toBeTruthy());
    expect(snackbars).toEqual(['Your PayPal account is removed.']);
  });
});
