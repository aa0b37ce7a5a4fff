import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';
import { QuestionsPage } from './pages/QuestionsPage';
import { SellToUsPage } from './pages/SellToUsPage';
import { ThankYouPage } from './pages/ThankYouPage';

export const pages: PageMap = {
  '/sell-to-us': SellToUsPage,
  '/sell-to-us/supercats': titledPage('pageTitle.sellToUsSupercats', 'Pick what kind of item you are selling.'),
  '/sell-to-us/category': titledPage('pageTitle.sellToUsCategory', 'Narrow it down so we can ask the right questions.'),
  '/sell-to-us/quotation-questions': QuestionsPage,
  '/sell-to-us/upload': titledPage('pageTitle.sellToUsUpload', 'Add photos so we can confirm your offer.'),
  '/sell-to-us/thank-you': ThankYouPage,
};

export function SellToUsRoutes() {
  return <RemoteRouter owner="sell-to-us" pages={pages} />;
}
