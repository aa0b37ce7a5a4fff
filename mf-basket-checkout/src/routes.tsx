import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';

export const pages: PageMap = {
  '/basket': titledPage('pageTitle.basket', 'Your basket is empty. Find something lovely in the shop.'),
  '/buy': titledPage('pageTitle.buy', 'Choose delivery or click-and-collect, then pay securely.'),
  '/buy/process': titledPage('pageTitle.buyProcess', 'We are confirming your payment. Please do not close this page.'),
  '/buy/thankyou': titledPage('pageTitle.thankYou', 'Thank you. We have emailed your order confirmation.'),
};

export function BasketCheckoutRoutes() {
  return <RemoteRouter owner="basket-checkout" pages={pages} />;
}
