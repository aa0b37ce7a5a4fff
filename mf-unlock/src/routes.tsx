import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';
import { VerifyPhonePage } from './pages/VerifyPhonePage';

export const pages: PageMap = {
  '/unlock': titledPage('pageTitle.unlock', 'Link your in-store membership to your online account.'),
  '/verify-phone-number': VerifyPhonePage,
};

export function UnlockRoutes() {
  return <RemoteRouter owner="unlock" pages={pages} />;
}
