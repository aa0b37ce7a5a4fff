import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
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

  describe("a guest who verified: Sign in goes back to the page waiting for the sign-in (issue 30 'Coming back')", () => {
    function Where() {
      const l = useLocation();
      return <output data-testid="where">{l.pathname + l.search}</output>;
    }
    async function pressSignIn(name: string) {
      (accountApi.validateEmail as jest.Mock).mockResolvedValue({ memberId: '7', email: 'new@example.co.uk' });
      render(
        <MemoryRouter initialEntries={['/member/verifyEmail?token=abc']}>
          <VerifyEmailPage />
          <Where />
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByRole('button', { name }));
      return screen.getByTestId('where').textContent;
    }

    it('to checkout, when checkout asked for the sign-in before the e-mail', async () => {
      localStorage.setItem(STORAGE_KEYS.redirectUrl, '/buy');
      expect(await pressSignIn('Sign in to continue')).toBe('/buy');
    });

    it('to My account when no page waits', async () => {
      expect(await pressSignIn('Sign in to your account')).toBe('/myaccount');
    });

    it('to My account when what waits is not a page of this shop', async () => {
      localStorage.setItem(STORAGE_KEYS.redirectUrl, '/\t/evil.example/');
      expect(await pressSignIn('Sign in to your account')).toBe('/myaccount');
    });
  });
});
