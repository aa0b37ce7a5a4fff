import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';

export const pages: PageMap = {
  '/unlock': titledPage('pageTitle.unlock', 'Link your in-store membership to your online account.'),
  '/verify-phone-number': titledPage('pageTitle.verifyPhone', 'Enter the code we sent to your mobile.'),
};

export function UnlockRoutes() {
  return <RemoteRouter owner="unlock" pages={pages} />;
}
