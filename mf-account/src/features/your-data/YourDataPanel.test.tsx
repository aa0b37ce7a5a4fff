import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { connectSessionProvider } from '@shop/shared/session';
import { api } from '../../api/client';
import { YourDataPanel } from './YourDataPanel';

// The export is a download (the whole answer: the file and its name); the deletion answers its data.
jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { raw: { get: jest.fn() }, delete: jest.fn() } }));
const get = jest.mocked(api.raw.get);
const del = jest.mocked(api.delete);

beforeEach(() => jest.resetAllMocks());
afterEach(() => connectSessionProvider(null));

describe('Your data tab', () => {
  it('downloads the export under the name the server gives', async () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    get.mockResolvedValue({ data: blob, headers: { 'content-disposition': 'attachment; filename="little-loop-data-42-2026-11-23.csv"' } });
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    render(<YourDataPanel memberId="42" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download as CSV (spreadsheet)' }));
    });
    expect(get).toHaveBeenCalledWith('/members/42/export', { params: { format: 'csv' }, responseType: 'blob' });
    expect(clicked).toEqual(['little-loop-data-42-2026-11-23.csv blob:export']);
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    get.mockRejectedValue({ code: -1, status: 500, message: 'Internal Server Error' });
    render(<YourDataPanel memberId="42" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('We could not prepare your data just now. Please try again later.');
  });

  it('deletes the account with the password, tells the date and signs the member out', async () => {
    del.mockResolvedValue({ deletionRequested: true, erasesAt: '2026-12-07T12:00:00.000Z' });
    const signOut = jest.fn();
    connectSessionProvider({ signIn: jest.fn(), refresh: async () => null, signOut, accessToken: () => null });
    const shown: unknown[] = [];
    const sub = bus.on('host:show-snackbar').subscribe((e) => shown.push([e.message, e.action]));
    const dialogs: string[] = [];
    const dialogSub = bus.on('host:open-dialog').subscribe((e) => dialogs.push(e.dialog));
    render(<YourDataPanel memberId="42" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your password is a required field')).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse battery' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    expect(del).toHaveBeenCalledWith('/members/42', { data: { password: 'correct horse battery' } });
    // What happens next and when; keeping the account only a quiet offer, no dialog opened (issue 33 §7).
    expect(shown).toEqual([
      ['You are signed out and your account is closed. On 7 December 2026 we delete it and what we hold about you.', { label: 'Changed your mind? Sign in before 7 December 2026 to keep your account', dialog: 'signIn' }],
    ]);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('user'));
    expect(dialogs).toEqual([]);
    sub.unsubscribe();
    dialogSub.unsubscribe();
  });

  it.each([
    [1059, 'Your password is not right.', ''],
    [1064, 'We could not delete your account just now. Please try again later.', ''],
    // Too many wrong passwords: the server's words name the wait; without them, the catalogue's.
    [1253, 'Too many wrong passwords. Please wait 15 minutes and try again.', 'Too many wrong passwords. Please wait 15 minutes and try again.'],
    [1253, 'Too many wrong passwords. Please wait a few minutes and try again.', ''],
  ])('shows code %s as its message and stays signed in', async (code, message, serverWords) => {
    const body = serverWords ? { response: { ack: 'Failure', data: null, error: { code, message: serverWords } } } : '';
    del.mockRejectedValue({ code, status: code === 1253 ? 429 : 400, message: code === 1253 ? 'Too Many Requests' : 'Bad Request', body });
    const signOut = jest.fn();
    connectSessionProvider({ signIn: jest.fn(), refresh: async () => null, signOut, accessToken: () => null });
    render(<YourDataPanel memberId="42" />);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong one' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(signOut).not.toHaveBeenCalled();
  });
});
