import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { BasketPage } from './pages/BasketPage';
import { BuyPage } from './pages/BuyPage';
import { BuyProcessPage } from './pages/BuyProcessPage';
import { ThankYouPage } from './pages/ThankYouPage';

export const pages: PageMap = {
  '/basket': BasketPage,
  '/buy': BuyPage,
  '/buy/process': BuyProcessPage,
  '/buy/thankyou': ThankYouPage,
};

export function BasketCheckoutRoutes() {
  return <RemoteRouter owner="basket-checkout" pages={pages} />;
}
