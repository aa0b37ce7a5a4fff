import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { connectSessionProvider } from '@shop/shared/session';
import { accountApi } from './api/account-api';
import { api } from './api/client';
import { forgetUnlockOnline } from './api/unlock-online';
import { AccountDialogs } from './dialogs';

function openDialog(name: 'signIn' | 'changePassword') {
  render(<AccountDialogs />);
  act(() => bus.emit('host:dialogs-changed', { open: [name] }));
}

function collect<K extends 'host:open-dialog' | 'host:close-dialog' | 'host:analytics-event'>(type: K) {
  const seen: unknown[] = [];
  const sub = bus.on(type).subscribe((e) => seen.push(e));
  return { seen, stop: () => sub.unsubscribe() };
}

afterEach(() => connectSessionProvider(null));

describe('account dialogs', () => {
  it('offers a family with a store card the way to unlock it, while /unlock is open, closing the dialog on the way', async () => {
    forgetUnlockOnline();
    const get = jest.spyOn(api, 'get').mockResolvedValue({ preLoginSettings: { featureFlags: { onDemandUnlock: true } } });
    const closed = collect('host:close-dialog');
    openDialog('signIn');
    const link = await screen.findByRole('link', { name: 'Unlock online access' });
    expect(link.getAttribute('href')).toBe('/unlock');
    fireEvent.click(link);
    expect(location.pathname).toBe('/unlock');
    expect(closed.seen).toEqual([{}]);
    closed.stop();
    get.mockRestore();
    forgetUnlockOnline();
    history.replaceState(null, '', '/');
  });

  it('shows the newest open dialog, labelled by its title, and closes through the host', () => {
    const closed = collect('host:close-dialog');
    openDialog('signIn');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed.seen).toEqual([{ dialog: 'signIn' }]);
    closed.stop();
  });

  it('validates sign-in with the §5 default messages before calling anyone', async () => {
    const signIn = jest.fn();
    connectSessionProvider({ signIn, refresh: async () => null, signOut: () => undefined, accessToken: () => null });
    openDialog('signIn');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is a required field')).toBeTruthy();
    expect(screen.getByText('Password is a required field')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail must be a valid e-mail')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    [1007, 'The e-mail address or password is not right.'],
    [1005, 'This account has been closed. Please contact us.'],
    [1006, 'This account is suspended. Please contact us.'],
    [1240, 'Your new e-mail address is not verified yet. Sign in with your current one, or use the link we sent.'],
    [99999, 'Sorry, something went wrong. Please try again later.'],
  ])('shows code %i with its own message', async (code, message) => {
    connectSessionProvider({ signIn: async () => Promise.reject({ code, status: 401, message: 'x', body: '' }), refresh: async () => null, signOut: () => undefined, accessToken: () => null });
    openDialog('signIn');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever it is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the server’s wait on a throttled sign-in (1253)', async () => {
    const text = 'Too many sign-in attempts. Please wait 8 seconds and try again.';
    connectSessionProvider({ signIn: async () => Promise.reject({ code: 1253, status: 429, message: text, body: '' }), refresh: async () => null, signOut: () => undefined, accessToken: () => null });
    openDialog('signIn');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever it is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('opens the e-mail verification alert on 1202', async () => {
    const opened = collect('host:open-dialog');
    connectSessionProvider({ signIn: async () => Promise.reject({ code: 1202, status: 403, message: 'x', body: '' }), refresh: async () => null, signOut: () => undefined, accessToken: () => null });
    openDialog('signIn');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever it is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(opened.seen).toEqual([{ dialog: 'emailVerificationAlert' }]));
    opened.stop();
  });

  it('signs in through the host and sends the login event', async () => {
    const events = collect('host:analytics-event');
    const signIn = jest.fn(async () => ({ memberId: 'M1' }));
    connectSessionProvider({ signIn, refresh: async () => null, signOut: () => undefined, accessToken: () => null });
    openDialog('signIn');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('ada@example.com', 'correct horse'));
    await waitFor(() => expect(events.seen).toEqual([{ event: 'login', params: { method: 'email' } }]));
    events.stop();
  });

  it('toggles password visibility', () => {
    openDialog('signIn');
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: /Show/ }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: /Hide/ }));
    expect(input.type).toBe('password');
  });

  it('moves from sign-in to sign-up and forgot-password through the host', () => {
    const opened = collect('host:open-dialog');
    openDialog('signIn');
    fireEvent.click(screen.getByRole('button', { name: /Create an account/ }));
    fireEvent.click(screen.getByRole('button', { name: /Forgotten your password/ }));
    expect(opened.seen).toEqual([{ dialog: 'signUp' }, { dialog: 'forgotPassword' }]);
    opened.stop();
  });
});

describe('change password dialog', () => {
  const fill = (current: string) => {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a brand new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('shows a wrong current password (1059), then the wait once the tries are used up (429, 1253)', async () => {
    const change = jest.spyOn(accountApi, 'changePassword');
    change.mockRejectedValueOnce({ code: 1059, status: 400, message: 'Bad Request', body: '' });
    openDialog('changePassword');
    fill('not my password');
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    const wait = 'Too many wrong passwords. Please wait 15 minutes and try again.';
    change.mockRejectedValueOnce({ code: 1253, status: 429, message: 'Too Many Requests', body: { response: { ack: 'Failure', data: null, error: { code: 1253, message: wait } } } });
    fill('still not it');
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([wait]);
    change.mockRestore();
  });
});
