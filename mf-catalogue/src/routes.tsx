import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { HomePage } from './pages/HomePage';
import { ProductsPage } from './pages/ProductsPage';
import { ProductDetailPage } from './pages/ProductDetailPage';
import { BrandDirectoryPage } from './pages/BrandDirectoryPage';
import { StoreFinderPage } from './pages/StoreFinderPage';
import { FaqPage } from './pages/FaqPage';
import { CareersPage, ContactPage, FeedbackPage, FranchisePage } from './pages/EnquiryPages';
import { titledPage } from '@shop/shared/ui';

export const pages: PageMap = {
  '/': HomePage,
  '/products': ProductsPage,
  '/product-detail': ProductDetailPage,
  '/brand-directory': BrandDirectoryPage,
  '/store': StoreFinderPage,
  '/clm': titledPage('pageTitle.clm', 'Membership that follows your family: trade in, trade up, and save as they grow.'),
  '/faq': FaqPage,
  '/blog': titledPage('pageTitle.blog', 'Stories, tips and guides from parents and our store teams.'),
  '/blog-detail': titledPage('pageTitle.blogDetail', 'A story from the Little Loop blog.'),
  '/about': titledPage('pageTitle.about', 'We give children’s things a second life: checked, cleaned, graded and fairly priced.'),
  '/terms': titledPage('pageTitle.terms', 'The terms that apply when you buy from or sell to Little Loop.'),
  '/landing': titledPage('pageTitle.landing', 'Pre-loved, properly checked, and kinder to your pocket and the planet.'),
  '/cookies': titledPage('pageTitle.cookies', 'Which cookies we use, why, and how to change your choices.'),
  '/policy/cookies': titledPage('pageTitle.cookies', 'Which cookies we use, why, and how to change your choices.'),
  '/privacy': titledPage('pageTitle.privacy', 'How we collect, use and protect your personal data.'),
  '/policy/privacy': titledPage('pageTitle.privacy', 'How we collect, use and protect your personal data.'),
  '/feedback': FeedbackPage,
  '/contactus': ContactPage,
  '/franchise': FranchisePage,
  '/careers': CareersPage,
};

export function CatalogueRoutes() {
  return <RemoteRouter owner="catalogue" pages={pages} />;
}
