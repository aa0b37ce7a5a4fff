import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { ApiError } from '@shop/shared/http';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { unlockApi, type Attempt } from '../api/unlock-api';
import { Unlock } from './Unlock';

jest.mock('../api/unlock-api', () => ({
  unlockApi: Object.fromEntries(
    ['details', 'verifyCode', 'requestCode', 'sendPins', 'emailLink', 'resend', 'verifyPin', 'verifyLinkPin', 'createAccount', 'combine', 'cancel', 'tradeabilities', 'linkedMemberships'].map((k) => [k, jest.fn()]),
  ),
}));
const api = unlockApi as unknown as Record<keyof typeof unlockApi, jest.Mock>;
const TOKEN = 'T'.repeat(43);
const attempt = (over: Partial<Attempt> = {}): Attempt => ({
  purpose: 'unlock',
  state: 'code-verified',
  firstName: 'Chloe',
  sentTo: { mobile: '07*******07', email: null },
  hasEmail: false,
  triesLeft: 5,
  expiresAt: '2026-11-26T18:00:00Z',
  pinExpiresAt: null,
  mobileVerified: false,
  next: ['pin-sent', 'cancelled'],
  storeCreditPence: null,
  ...over,
});
const failure = (code: number | string) => new ApiError({ code, status: 400, message: 'Bad Request', body: '' });

const show = async (link: string | null = null) => {
  render(
    <MemoryRouter>
      <Unlock link={link} />
    </MemoryRouter>,
  );
  await act(async () => undefined);
};
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const step = () => document.querySelector('[data-unlock-step]')!.getAttribute('data-unlock-step');

let events: string[];
let subs: Array<{ unsubscribe(): void }>;
beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  events = [];
  subs = [bus.on('unlock:membership-joined').subscribe((e) => events.push(`joined:${e.memberId}:${e.needsMobileVerification}`))];
});
afterEach(() => subs.forEach((s) => s.unsubscribe()));

describe('/unlock', () => {
  it('checks the membership number and code before asking the server', async () => {
    await show();
    type('Membership number', 'LL 1234 5678');
    type('Unlock code', '12a');
    await click('Continue');
    expect(api.verifyCode).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your membership number as printed, for example LL 1234 5674.')).toBeTruthy();
    expect(screen.getByText('Please enter the 6 digits of your unlock code.')).toBeTruthy();
  });

  it('shows a wrong code (1805) with its message and keeps what was typed', async () => {
    await show();
    api.verifyCode.mockRejectedValue(failure(1805));
    type('Membership number', 'LL 1234 5674');
    type('Unlock code', '123 456');
    await click('Continue');
    expect(api.verifyCode).toHaveBeenCalledWith({ membershipNumber: 'LL 1234 5674', unlockCode: '123456' }, false);
    expect(screen.getByRole('alert').textContent).toMatch(/^That code does not match/);
    expect((screen.getByLabelText('Membership number') as HTMLInputElement).value).toBe('LL 1234 5674');
    expect(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt)).toBeNull();
  });

  it('keeps the attempt for this tab once the code is right, and resumes it after a reload', async () => {
    await show();
    api.verifyCode.mockResolvedValue(attempt({ token: TOKEN }));
    type('Membership number', 'LL 1234 5674');
    type('Unlock code', '123456');
    await click('Continue');
    expect(step()).toBe('code-verified');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt)!)).toEqual({ token: TOKEN, purpose: 'unlock' });
    expect(screen.getByText('We will text a 6-digit PIN to the mobile number on your membership, 07*******07.')).toBeTruthy();

    api.sendPins.mockResolvedValue(attempt({ state: 'pin-sent', notice: { code: 'U001', message: 'We have sent you a new PIN.' } }));
    await click('Send me a PIN');
    expect(api.sendPins).toHaveBeenCalledWith(TOKEN);
    expect(step()).toBe('pin-sent');
    expect(screen.getByRole('button', { name: /^Send a new PIN in \d+ s$/ })).toHaveProperty('disabled', true);

    api.details.mockResolvedValue(attempt({ state: 'pin-sent' }));
    document.body.innerHTML = '';
    await show();
    expect(api.details).toHaveBeenCalledWith(TOKEN, 'unlock');
    expect(step()).toBe('pin-sent');
  });

  it('asks which PIN was typed when the membership has an e-mail, and counts a wrong one down', async () => {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'unlock' }));
    api.details.mockResolvedValueOnce(attempt({ state: 'pin-sent', hasEmail: true, sentTo: { mobile: '07*******07', email: 'c***@example.co.uk' } }));
    await show();
    fireEvent.click(screen.getByLabelText('The e-mail'));
    type(/^PIN from the e-mail/, '111111');
    api.verifyPin.mockRejectedValue(failure(1811));
    api.details.mockResolvedValueOnce(attempt({ state: 'pin-sent', hasEmail: true, triesLeft: 4 }));
    await click('Check my PIN');
    expect(api.verifyPin).toHaveBeenCalledWith(TOKEN, '111111', 'email');
    expect(screen.getByRole('alert').textContent).toMatch(/^That PIN does not match/);
    expect(screen.getByText(/You have 4 tries left/)).toBeTruthy();
  });

  it('ends the attempt on the fifth wrong PIN (1873) and offers a new start', async () => {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'unlock' }));
    api.details.mockResolvedValue(attempt({ state: 'pin-sent', triesLeft: 1 }));
    await show();
    type(/^PIN from the text message/, '111111');
    api.verifyPin.mockRejectedValue(failure(1873));
    await click('Check my PIN');
    expect(step()).toBe('over');
    expect(screen.getByRole('alert').textContent).toMatch(/tried too many times/);
    expect(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt)).toBeNull();
    await click('Start again');
    expect(step()).toBe('code');
  });

  it('says a code run out (1190) can be replaced by text, e-mail or in a store', async () => {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'unlock' }));
    api.details.mockRejectedValue(failure(1190));
    await show();
    expect(step()).toBe('over');
    expect(screen.getByRole('alert').textContent).toBe('This unlock code has run out or was already used. Ask for a new one by text or e-mail, or in any of our stores.');
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/store');
  });

  it('says an attempt left idle carries on with the same code typed again, not "visit a store"', async () => {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'unlock' }));
    api.details.mockResolvedValue(attempt({ state: 'expired' }));
    await show();
    expect(step()).toBe('over');
    expect(screen.getByRole('alert').textContent).toMatch(/Type the code on your receipt again to carry on/);
    expect(screen.queryByRole('link', { name: 'Find a store' })).toBeNull();
    await click('Start again');
    expect(screen.getByText(/Type the same code again to carry on where you were/)).toBeTruthy();
  });

  it('asks for a new code by e-mail when an address is typed, by text when a mobile is', async () => {
    api.requestCode.mockResolvedValue({ notice: { code: 'U001', message: 'If the number and e-mail address match a membership, a code is on its way by e-mail.' } });
    await show();
    await click(/Get a new code/);
    type(/^Membership number/, 'LL 1234 5674');
    type(/^Mobile number or e-mail address/, 'chloe@example.co.uk');
    await click('Send me a code');
    expect(api.requestCode).toHaveBeenCalledWith('LL 1234 5674', { email: 'chloe@example.co.uk' });
    type(/^Mobile number or e-mail address/, '07700 900123');
    await click('Send me a code');
    expect(api.requestCode).toHaveBeenLastCalledWith('LL 1234 5674', { mobile: '07700 900123' });
  });

  it('creates the account; an address still to confirm is said, with the store credit', async () => {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'unlock' }));
    api.details.mockResolvedValue(attempt({ state: 'verified', mobileVerified: true, storeCreditPence: 4200 }));
    await show();
    const create = screen.getByRole('region', { name: /^New to our website/ });
    fireEvent.change(create.querySelector('input[type=email]')!, { target: { value: 'chloe@example.co.uk' } });
    fireEvent.change(create.querySelector('input[type=password]')!, { target: { value: 'short' } });
    await click('Create my account');
    expect(api.createAccount).not.toHaveBeenCalled();
    expect(screen.getByText('Your password needs 8 to 64 characters.')).toBeTruthy();
    fireEvent.change(create.querySelector('input[type=password]')!, { target: { value: 'a long password' } });
    api.createAccount.mockResolvedValue({ memberId: '9', membershipNumber: 'LL12345674', emailVerificationSent: true });
    await click('Create my account');
    expect(api.createAccount).toHaveBeenCalledWith(TOKEN, { email: 'chloe@example.co.uk', password: 'a long password', consents: [{ consentTypeId: 2, granted: false }] });
    expect(step()).toBe('done');
    expect(screen.getByText('We have e-mailed a link to chloe@example.co.uk. Please open it to confirm your address.')).toBeTruthy();
    expect(screen.getByText('£42.00')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt)).toBeNull();
  });

  it('a signed-in member combines, and the host learns whether the mobile must be proved', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: '77' }));
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify({ token: TOKEN, purpose: 'combine' }));
    api.details.mockResolvedValue(attempt({ purpose: 'combine', state: 'verified', mobileVerified: true, storeCreditPence: 150 }));
    api.combine.mockResolvedValue({ membershipNumber: 'LL12345674', state: 'combined' });
    api.tradeabilities.mockResolvedValue({ needsMobileVerification: true, canSpendStoreCredit: false, storeCreditPence: 150 });
    api.linkedMemberships.mockResolvedValue({
      memberships: [{ membershipNumber: 'LL12345674', name: 'Chloe Hall', homeStore: { storeId: 1, storeName: 'Bath' }, storeCreditPence: 150, trades: [{ tradeId: 'a' }, { tradeId: 'b' }] }],
      storeCreditPence: 150,
    });
    expect(session.isSignedIn()).toBe(true);
    await show();
    expect(api.details).toHaveBeenCalledWith(TOKEN, 'combine');
    await click('Combine with my account');
    expect(api.combine).toHaveBeenCalledWith(TOKEN);
    expect(events).toEqual(['joined:77:true']);
    expect(screen.getByText('In-store membership LL 1234 5674')).toBeTruthy();
    expect(screen.getByText('£1.50')).toBeTruthy();
    expect(screen.getByText('Your 2 in-store trades are in your account.')).toBeTruthy();
  });

  it('from the e-mailed link: its PIN, then the attempt carries on under the new token', async () => {
    api.verifyLinkPin.mockResolvedValue(attempt({ state: 'verified', token: TOKEN, storeCreditPence: 0 }));
    await show('L'.repeat(43));
    type(/^PIN from the text message/, '222222');
    await click('Check my PIN');
    expect(api.verifyLinkPin).toHaveBeenCalledWith('L'.repeat(43), '222222');
    expect(step()).toBe('verified');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt)!).token).toBe(TOKEN);
  });
});
