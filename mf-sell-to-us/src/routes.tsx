import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { titledPage } from '@shop/shared/ui';

export const pages: PageMap = {
  '/sell-to-us': titledPage('pageTitle.sellToUs', 'Get an instant quote for the things your little ones have outgrown.'),
  '/sell-to-us/supercats': titledPage('pageTitle.sellToUsSupercats', 'Pick what kind of item you are selling.'),
  '/sell-to-us/category': titledPage('pageTitle.sellToUsCategory', 'Narrow it down so we can ask the right questions.'),
  '/sell-to-us/quotation-questions': titledPage('pageTitle.sellToUsQuestions', 'A few questions about condition and completeness.'),
  '/sell-to-us/upload': titledPage('pageTitle.sellToUsUpload', 'Add photos so we can confirm your offer.'),
  '/sell-to-us/thank-you': titledPage('pageTitle.sellToUsThankYou', 'Thanks! We will confirm your quote shortly.'),
};

export function SellToUsRoutes() {
  return <RemoteRouter owner="sell-to-us" pages={pages} />;
}
