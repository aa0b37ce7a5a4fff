import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';

export const pages: PageMap = {
  '/myaccount': titledPage('pageTitle.myAccount', 'Your orders, addresses, bank details, favourites and stock alerts.'),
  '/member/verifyEmail': titledPage('pageTitle.verifyEmail', 'We are checking your email verification link.'),
  '/member/resetpassword': titledPage('pageTitle.resetPassword', 'Choose a new password for your account.'),
};

export function AccountRoutes() {
  return <RemoteRouter owner="account" pages={pages} />;
}
