import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { CategoryPage, SupercatsPage } from './pages/BrowsePages';
import { QuestionsPage } from './pages/QuestionsPage';
import { SellToUsPage } from './pages/SellToUsPage';
import { ThankYouPage } from './pages/ThankYouPage';
import { UploadPage } from './pages/UploadPage';

export const pages: PageMap = {
  '/sell-to-us': SellToUsPage,
  '/sell-to-us/supercats': SupercatsPage,
  '/sell-to-us/category': CategoryPage,
  '/sell-to-us/quotation-questions': QuestionsPage,
  '/sell-to-us/upload': UploadPage,
  '/sell-to-us/thank-you': ThankYouPage,
};

export function SellToUsRoutes() {
  return <RemoteRouter owner="sell-to-us" pages={pages} />;
}
