import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { EmailPreferencesPage } from './pages/EmailPreferencesPage';
import { MyAccountPage } from './pages/MyAccountPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';

export const pages: PageMap = {
  '/myaccount': MyAccountPage,
  '/member/verifyEmail': VerifyEmailPage,
  '/member/resetpassword': ResetPasswordPage,
  '/email-preferences': EmailPreferencesPage,
};

export function AccountRoutes() {
  return <RemoteRouter owner="account" pages={pages} />;
}
