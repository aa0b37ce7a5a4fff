import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { STORAGE_KEYS } from '@shop/shared/session';
import { accountApi } from '../api/account-api';
import { VerifyEmailPage } from './VerifyEmailPage';

jest.mock('../api/account-api', () => ({ accountApi: { validateEmail: jest.fn(), validateEmailSignedIn: jest.fn() } }));

describe('verify e-mail page', () => {
  afterEach(() => localStorage.clear());

  it('tells the host the signed-in member confirmed a new address, so the stored member details change', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ memberId: '42', firstName: 'Ada' }));
    (accountApi.validateEmailSignedIn as jest.Mock).mockResolvedValue({ memberId: '42', email: 'ada.new@example.co.uk' });
    const changes: Array<{ memberId: string; email: string }> = [];
    const sub = bus.on('account:email-changed').subscribe((e) => changes.push(e));
    render(
      <MemoryRouter initialEntries={['/member/verifyEmail?token=abc']}>
        <VerifyEmailPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Thank you: ada.new@example.co.uk is confirmed.')).toBeTruthy();
    sub.unsubscribe();
    expect(accountApi.validateEmailSignedIn).toHaveBeenCalledWith('42', 'abc');
    expect(changes).toEqual([{ memberId: '42', email: 'ada.new@example.co.uk' }]);
  });
});
