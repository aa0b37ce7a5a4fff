import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { UnlockPage } from './pages/UnlockPage';
import { VerifyPhonePage } from './pages/VerifyPhonePage';

export const pages: PageMap = {
  '/unlock': UnlockPage,
  '/verify-phone-number': VerifyPhonePage,
};

export function UnlockRoutes() {
  return <RemoteRouter owner="unlock" pages={pages} />;
}
