import { RemoteRouter, type PageMap } from '@shop/shared/remote';
import { HomePage } from './pages/HomePage';
import { ProductsPage } from './pages/ProductsPage';
import { ProductDetailPage } from './pages/ProductDetailPage';
import { BrandDirectoryPage } from './pages/BrandDirectoryPage';
import { StoreFinderPage } from './pages/StoreFinderPage';
import { FaqPage } from './pages/FaqPage';
import { CareersPage, ContactPage, FeedbackPage, FranchisePage } from './pages/EnquiryPages';
import { BlogDetailPage, BlogPage } from './pages/BlogPage';
import { contentPage } from './pages/ContentPages';

export const pages: PageMap = {
  '/': HomePage,
  '/products': ProductsPage,
  '/product-detail': ProductDetailPage,
  '/brand-directory': BrandDirectoryPage,
  '/store': StoreFinderPage,
  '/clm': contentPage('/clm'),
  '/faq': FaqPage,
  '/blog': BlogPage,
  '/blog-detail': BlogDetailPage,
  '/about': contentPage('/about'),
  '/terms': contentPage('/terms'),
  '/landing': contentPage('/landing'),
  '/cookies': contentPage('/cookies'),
  '/policy/cookies': contentPage('/policy/cookies'),
  '/privacy': contentPage('/privacy'),
  '/policy/privacy': contentPage('/policy/privacy'),
  '/feedback': FeedbackPage,
  '/contactus': ContactPage,
  '/franchise': FranchisePage,
  '/careers': CareersPage,
};

export function CatalogueRoutes() {
  return <RemoteRouter owner="catalogue" pages={pages} />;
}
