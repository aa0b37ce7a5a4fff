import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { connectSessionProvider } from '@shop/shared/session';
import { api } from '../../api/client';
import { SecurityPanel } from './SecurityPanel';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), post: jest.fn(), delete: jest.fn() } }));
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const get = jest.mocked(api.get);
const post = jest.mocked(api.post);
const del = jest.mocked(api.delete);

function serve(
  pendingEmail: string | null,
  sessions = [
    { startedAt: '2026-11-23T10:00:00Z', current: true },
    { startedAt: '2026-11-20T10:00:00Z', current: false },
  ],
) {
  get.mockImplementation(async (url: string) => (url.endsWith('/sessions') ? answer({ sessions }) : answer({ memberDetails: { member: { email: 'ada@example.com', pendingEmail } } })));
}

function snackbars() {
  const seen: string[] = [];
  const sub = bus.on('host:show-snackbar').subscribe((e) => seen.push(e.message));
  return { seen, stop: () => sub.unsubscribe() };
}

beforeEach(() => jest.resetAllMocks());
afterEach(() => connectSessionProvider(null));

describe('Security tab', () => {
  it('keeps the change-password button, which opens the dialog', async () => {
    serve(null);
    const opened: string[] = [];
    const sub = bus.on('host:open-dialog').subscribe((e) => opened.push(e.dialog));
    render(<SecurityPanel memberId="42" />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(opened).toEqual(['changePassword']);
    sub.unsubscribe();
    await screen.findByText('You sign in with ada@example.com.');
  });

  it('asks for a new address with the §5 messages, sends the link and shows it as pending with a cancel button', async () => {
    serve(null);
    post.mockResolvedValue(answer({ sent: true }));
    const shown = snackbars();
    render(<SecurityPanel memberId="42" />);
    const field = await screen.findByLabelText('New e-mail address');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('New e-mail address is a required field')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('New e-mail address must be a valid e-mail')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'ada@new.example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    });
    expect(post).toHaveBeenCalledWith('/members/emailtoken', { email: 'ada@new.example.com' });
    expect(screen.getByRole('status').textContent).toBe('We sent a link to ada@new.example.com. Your address changes once you open it; the link works for 24 hours.');
    expect(screen.getByRole('button', { name: 'Cancel e-mail change' })).toBeTruthy();
    expect(shown.seen).toEqual(['We have sent a confirmation link to ada@new.example.com.']);
    shown.stop();
  });

  it.each([
    [1032, 'This e-mail address is already in use.'],
    [1253, 'You have asked to change your e-mail address too many times. Please try again later.'],
    [1028, 'Please enter a valid e-mail address.'],
  ])('shows code %s as its own message', async (code, message) => {
    serve(null);
    post.mockRejectedValue({ code, status: 400, message: 'Bad Request' });
    render(<SecurityPanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText('New e-mail address'), { target: { value: 'taken@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it("shows how long to wait when the day's requests are used up (1253, the server's words)", async () => {
    serve(null);
    const words = 'You have asked to change your e-mail address too many times. Please try again in 4 hours.';
    post.mockRejectedValue({ code: 1253, status: 429, message: 'Too Many Requests', body: { response: { ack: 'Failure', data: null, error: { code: 1253, message: words } } } });
    render(<SecurityPanel memberId="42" />);
    fireEvent.change(await screen.findByLabelText('New e-mail address'), { target: { value: 'ada@new.example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(words);
    expect((screen.getByLabelText('New e-mail address') as HTMLInputElement).value).toBe('ada@new.example.com');
  });

  it('cancels a pending change', async () => {
    serve('ada@new.example.com');
    del.mockResolvedValue(answer({ cancelled: true }));
    render(<SecurityPanel memberId="42" />);
    const cancel = await screen.findByRole('button', { name: 'Cancel e-mail change' });
    await act(async () => {
      fireEvent.click(cancel);
    });
    expect(del).toHaveBeenCalledWith('/members/emailtoken');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('New e-mail address')).toBeTruthy();
  });

  it('signs out everywhere else and stays here, or everywhere and ends this session too', async () => {
    serve(null);
    del.mockResolvedValue(answer({ signedOut: true }));
    const signOut = jest.fn();
    connectSessionProvider({ signIn: jest.fn(), refresh: async () => null, signOut, accessToken: () => null });
    render(<SecurityPanel memberId="42" />);
    expect(await screen.findByText('You are signed in on 2 devices or browsers.')).toBeTruthy();
    const keep = screen.getByRole('checkbox', { name: 'Stay signed in on this device' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    });
    expect(del).toHaveBeenLastCalledWith('/members/42/sessions', { params: { keepCurrent: true } });
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.click(keep);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    });
    expect(del).toHaveBeenLastCalledWith('/members/42/sessions', { params: { keepCurrent: false } });
    await waitFor(() => expect(signOut).toHaveBeenCalledWith('user'));
  });
});
