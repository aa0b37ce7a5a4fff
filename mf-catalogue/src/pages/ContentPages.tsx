// The pages that are one content item each: about, terms, the cookie and privacy policies (at
// both of their addresses), and the /landing and /clm campaigns (features/content/content-pages).
import type { ComponentType } from 'react';
import { ContentArticle } from '../features/content/components/ContentArticle';
import { contentPageAt } from '../features/content/content-pages';

/** The page component for a path of CONTENT_PAGES. */
export function contentPage(path: string): ComponentType {
  const page = contentPageAt(path);
  if (!page) throw new Error(`${path} is not a content page`);
  return function ContentPage() {
    return <ContentArticle contentKey={page.contentKey} titleKey={page.titleKey} campaign={page.campaign} />;
  };
}
