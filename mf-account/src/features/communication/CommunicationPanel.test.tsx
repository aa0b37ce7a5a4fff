import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@shop/shared/bus';
import { createRecord } from '@shop/shared/consent';
import { CommunicationPanel } from './CommunicationPanel';
import { api } from '../../api/client';

jest.mock('../../api/client', () => ({ ...jest.requireActual('../../api/client'), api: { get: jest.fn(), put: jest.fn() } }));
/** What a call answers: the envelope's data. */
const answer = (data: unknown) => data;
const get = jest.mocked(api.get);
const put = jest.mocked(api.put);

const types = [
  { consentTypeId: 1, name: 'All communications', description: 'E-mails and texts', granted: false },
  { consentTypeId: 2, name: 'Newsletter', description: 'Our monthly newsletter', granted: true },
];
const signUp = { consentTypeId: 2, name: 'Newsletter', granted: true, source: 'registration' as const, changedAt: '2026-11-01T10:00:00.000Z' };

function snackbars() {
  const seen: string[] = [];
  const sub = bus.on('host:show-snackbar').subscribe((e) => seen.push(e.message));
  return { seen, stop: () => sub.unsubscribe() };
}

describe('Communication preferences', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    get.mockResolvedValue(answer({ consents: types, history: [signUp] }));
  });

  it('shows a switch per consent type as the member left it, and the history', async () => {
    render(<CommunicationPanel memberId="42" />);
    // The member's choices are there the moment the switches are: no effect sets them later.
    const newsletter = (await screen.findByRole('checkbox', { name: 'Newsletter' })) as HTMLInputElement;
    expect(newsletter.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'All communications' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('table', { name: 'Changes you made' })).toBeTruthy();
    expect(screen.getByText('Newsletter: turned on')).toBeTruthy();
    expect(screen.getByText('When you signed up')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/members/42/consents');
  });

  it('saves every choice, shows a snackbar and the new history', async () => {
    const change = { consentTypeId: 1, name: 'All communications', granted: true, source: 'preferences' as const, changedAt: '2026-11-23T12:00:00.000Z' };
    put.mockResolvedValue(answer({ consents: types.map((c) => ({ ...c, granted: true })), history: [change, signUp] }));
    const shown = snackbars();
    render(<CommunicationPanel memberId="42" />);
    const newsletter = (await screen.findByRole('checkbox', { name: 'Newsletter' })) as HTMLInputElement;
    await waitFor(() => expect(newsletter.checked).toBe(true)); // the member's choices are in
    fireEvent.click(screen.getByRole('checkbox', { name: 'All communications' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    });
    expect(put).toHaveBeenCalledWith('/members/42/consents', {
      consents: [
        { consentTypeId: 1, granted: true },
        { consentTypeId: 2, granted: true },
      ],
    });
    expect(shown.seen).toEqual(['Your communication preferences are saved.']);
    expect(await screen.findByText('All communications: turned on')).toBeTruthy();
    shown.stop();
  });

  it("shows a choice the host wrote at sign-in even when the history's first load started before it (the consent e2e race)", async () => {
    let firstAnswer!: (data: unknown) => void;
    get.mockReturnValueOnce(new Promise((resolve) => (firstAnswer = resolve)));
    const cookies = { consentTypeId: 3, name: 'Analytics', granted: false, source: 'cookie-notice' as const, changedAt: '2026-12-07T09:00:00.000Z', noticeVersion: 1 };
    get.mockResolvedValueOnce(answer({ consents: types, history: [cookies, signUp] }));
    render(<CommunicationPanel memberId="42" />);
    // The host's sign-in merge wrote the guest's choice while the panel was still loading…
    act(() => bus.emit('host:consent-changed', { record: createRecord({ analytics: false, marketing: false, sessionReplay: false }, new Date(cookies.changedAt), 1), origin: 'member' }));
    // …and the load that started before the write answers without it.
    await act(async () => firstAnswer(answer({ consents: types, history: [signUp] })));
    expect(await screen.findByText('Analytics: turned off')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows a refused save as its message, and a failed load as an alert', async () => {
    put.mockRejectedValue({ code: 5, status: 400, message: 'Bad Request' });
    const { unmount } = render(<CommunicationPanel memberId="42" />);
    const save = await screen.findByRole('button', { name: 'Save preferences' });
    await act(async () => {
      fireEvent.click(save);
    });
    expect(screen.getByRole('alert').textContent).toMatch(/something went wrong/i);
    unmount();
    get.mockRejectedValue({ code: -1, status: '', message: 'network error' });
    render(<CommunicationPanel memberId="42" />);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your preferences just now. Please try again later.');
  });
});
