import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { loadMobileVerification, sendPin, verifyPin, type MobileVerification } from '../api/mobile-verification';
import { VerifyPhone } from './VerifyPhone';

jest.mock('../api/mobile-verification', () => ({ loadMobileVerification: jest.fn(), sendPin: jest.fn(), verifyPin: jest.fn() }));
const load = loadMobileVerification as jest.Mock;
const send = sendPin as jest.Mock;
const check = verifyPin as jest.Mock;

const base: MobileVerification = { needsMobileVerification: true, mobile: '07*******23', pinSent: false, pinExpiresAt: null, triesLeft: 5, locked: false };
const sent: MobileVerification = { ...base, pinSent: true, pinExpiresAt: '2026-11-23T23:10:00Z', notice: { code: 'U001', message: 'We have sent you a new PIN.' } };
const failure = (code: number | string, message = 'Bad Request') => new ApiError({ code, status: 400, message, body: '' });

let events: string[];
let subs: Array<{ unsubscribe(): void }>;
beforeEach(() => {
  jest.clearAllMocks();
  events = [];
  subs = [bus.on('unlock:mobile-verified').subscribe((e) => events.push(`verified:${e.memberId}`)), bus.on('host:show-snackbar').subscribe((e) => events.push(`snackbar:${e.message}`))];
});
afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.useRealTimers();
});

const pinInput = () => screen.getByLabelText(/^PIN from the text message/);
const typePin = async (pin: string) => {
  fireEvent.change(pinInput(), { target: { value: pin } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Verify my mobile' }));
  });
};

async function withPinSent() {
  load.mockResolvedValue(base);
  send.mockResolvedValue(sent);
  render(<VerifyPhone memberId="42" />, { wrapper: MemoryRouter });
  const button = await screen.findByRole('button', { name: 'Text me a PIN' });
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('/verify-phone-number', () => {
  it("is never a dead end: a mistyped number is corrected in the profile, and the member's data stays reachable", async () => {
    load.mockResolvedValue(base);
    render(<VerifyPhone memberId="42" />, { wrapper: MemoryRouter });
    expect((await screen.findByRole('link', { name: 'Correct it in your profile' })).getAttribute('href')).toBe('/myaccount?tab=profile');
    expect(screen.getByRole('link', { name: /download or delete your data/ }).getAttribute('href')).toBe('/myaccount?tab=your-data');
  });

  it('shows the masked number and texts a PIN; the PIN goes into a one-time-code input', async () => {
    await withPinSent();
    expect(screen.getByText('Your mobile: 07*******23')).toBeTruthy();
    expect(send).toHaveBeenCalledWith('42', false);
    expect(screen.getByRole('status').textContent).toBe('We have texted a 6-digit PIN to 07*******23. It works for 10 minutes.');
    expect(pinInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(pinInput().getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(pinInput());
    expect(screen.getByText(/You have 5 tries left/)).toBeTruthy();
  });

  it('offers a new PIN only after its countdown, then sends it again (U002)', async () => {
    jest.useFakeTimers();
    await withPinSent();
    const resend = screen.getByRole('button', { name: /^Send a new PIN in 30 s$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    act(() => {
      jest.advanceTimersByTime(29_000);
    });
    expect(screen.getByRole('button', { name: 'Send a new PIN in 1 s' })).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    send.mockResolvedValue({ ...sent, notice: { code: 'U002', message: 'We have sent your PIN again.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new PIN' }));
    });
    expect(send).toHaveBeenLastCalledWith('42', true);
    expect(screen.getByRole('status').textContent).toMatch(/^We have sent your PIN again\./);
  });

  it('checks the form of the PIN before sending it', async () => {
    await withPinSent();
    await typePin('12a4');
    expect(check).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6 digits of the PIN.');
    expect(pinInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a wrong PIN with its catalogue message (1811) and the tries left', async () => {
    await withPinSent();
    check.mockRejectedValue(failure(1811, 'That PIN is not right. You have 4 tries left.'));
    load.mockResolvedValue({ ...sent, notice: undefined, triesLeft: 4 });
    await typePin('123 456');
    expect(check).toHaveBeenCalledWith('42', '123456');
    expect(screen.getByRole('alert').textContent).toBe('That PIN does not match. Please check the text message or e-mail we sent and try again.');
    expect(screen.getByText(/You have 4 tries left/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We have texted a 6-digit PIN to 07*******23. It works for 10 minutes.');
    expect((pinInput() as HTMLInputElement).value).toBe('');
    expect(events).toEqual([]);
  });

  it('locks after five wrong PINs (1873): the form goes, the message stays', async () => {
    await withPinSent();
    check.mockRejectedValue(failure(1873));
    load.mockResolvedValue({ ...base, locked: true, triesLeft: 0 });
    await typePin('123456');
    expect(screen.queryByLabelText(/^PIN from the text message/)).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/tried too many times/);
  });

  it('says how long to wait when no more texts may be sent (1873, the server naming the wait)', async () => {
    load.mockResolvedValue(base);
    const words = 'Too many PINs asked for. Please wait 12 minutes and try again.';
    send.mockRejectedValue(new ApiError({ code: 1873, status: 429, message: 'Too Many Requests', body: { response: { ack: 'Failure', data: null, error: { code: 1873, message: words } } } }));
    render(<VerifyPhone memberId="42" />, { wrapper: MemoryRouter });
    const button = await screen.findByRole('button', { name: 'Text me a PIN' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert').textContent).toBe(words);
  });

  it('shows a limit on new PINs with its message', async () => {
    load.mockResolvedValue(base);
    send.mockRejectedValue(failure('UNLOCK_STATE_CONFLICT'));
    render(<VerifyPhone memberId="42" />, { wrapper: MemoryRouter });
    const button = await screen.findByRole('button', { name: 'Text me a PIN' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert').textContent).toBe('This step has already been done or has expired. Please start again from your unlock code.');
  });

  it('tells the host once the number is proved, so the guard lets the member on', async () => {
    await withPinSent();
    check.mockResolvedValue({ ...base, needsMobileVerification: false });
    await typePin('654321');
    expect(events).toEqual(['snackbar:Thank you: your mobile number is verified.', 'verified:42']);
  });

  it('lets a member with nothing to prove straight on', async () => {
    load.mockResolvedValue({ ...base, needsMobileVerification: false });
    render(<VerifyPhone memberId="42" />, { wrapper: MemoryRouter });
    await screen.findByText(/^Your mobile: /);
    expect(events).toEqual(['verified:42']);
  });
});
