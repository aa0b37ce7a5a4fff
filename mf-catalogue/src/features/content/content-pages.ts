// The pages that are one content item each (issue #17 'Content service'), read by the pages, the
// prerender and the page head: which key each shows, its fallback title, whether it is a campaign
// (heading and buttons from the front matter), and its canonical address.

export interface ContentPageSpec {
  contentKey: string;
  titleKey: string;
  campaign?: boolean;
  canonicalPath: string;
}

export const CONTENT_PAGES: Record<string, ContentPageSpec> = {
  '/about': { contentKey: 'page.about', titleKey: 'pageTitle.about', canonicalPath: '/about' },
  '/terms': { contentKey: 'page.terms', titleKey: 'pageTitle.terms', canonicalPath: '/terms' },
  // The sitemap lists /cookies and /privacy; the /policy/ addresses show the same item.
  '/cookies': { contentKey: 'policy.cookies', titleKey: 'pageTitle.cookies', canonicalPath: '/cookies' },
  '/policy/cookies': { contentKey: 'policy.cookies', titleKey: 'pageTitle.cookies', canonicalPath: '/cookies' },
  '/privacy': { contentKey: 'policy.privacy', titleKey: 'pageTitle.privacy', canonicalPath: '/privacy' },
  '/policy/privacy': { contentKey: 'policy.privacy', titleKey: 'pageTitle.privacy', canonicalPath: '/privacy' },
  '/landing': { contentKey: 'campaign.landing', titleKey: 'pageTitle.landing', campaign: true, canonicalPath: '/landing' },
  '/clm': { contentKey: 'campaign.clm', titleKey: 'pageTitle.clm', campaign: true, canonicalPath: '/clm' },
};

/** The spec of a path, if it is a content page (own keys only: never an Object.prototype name). */
export const contentPageAt = (path: string): ContentPageSpec | undefined => (Object.hasOwn(CONTENT_PAGES, path) ? CONTENT_PAGES[path] : undefined);
