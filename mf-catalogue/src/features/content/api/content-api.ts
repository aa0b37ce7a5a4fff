// The content service's reading calls (issue #17 'Content service'; spec §7 'Content / settings'
// GET content, 'Catalogue' blog and press, 'Contact' GET contact/faq). The server renders the
// Markdown and sanitises the HTML, so pages insert `html` as it comes. Each call answers from the
// page payload first (what the server painted the first view with), then from the network.
import { BLOG_CATEGORIES, SHOP_PLATFORM_ID, type FaqGroup, type PostSummary, type PressSummary } from '@shop/shared/rules';

export type { FaqGroup, FaqQuestion, Picture, PostSummary, PressSummary } from '@shop/shared/rules';
import { fromPayload, payloadKey } from '../../../api/page-payload';
import { api } from '../../../api/client';

/** The UK shop's blog category (§3 country map: uk → UK). */
export const BLOG_CATEGORY = BLOG_CATEGORIES.uk ?? 'UK';
/** Posts a blog page shows (3 rows of 3 on a desktop). */
export const BLOG_PAGE_SIZE = 9;

export interface Post extends PostSummary {
  description: string;
  html: string;
  version: number;
  updatedAt: string;
}
export interface BlogTopic {
  topic: string;
  title: string;
  count: number;
}
export interface BlogPage {
  category: string;
  topic: string | null;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  topics: BlogTopic[];
  posts: PostSummary[];
}
export interface BlogQuery {
  topic?: string;
  /** 1-based. */
  page?: number;
}
export interface PressRelease extends PressSummary {
  description: string;
  html: string;
  version: number;
  updatedAt: string;
}
export interface Faq {
  title: string;
  version: number;
  updatedAt: string;
  faqGroups: FaqGroup[];
}
/** A Markdown content item (§3): its front matter comes as extra fields (a campaign's heading and buttons). */
export interface ContentItem {
  format: 'markdown';
  title: string;
  description?: string;
  html: string;
  version: number;
  publishedAt: string;
  heading?: string;
  cta?: string;
  ctaHref?: string;
  secondaryCta?: string;
  secondaryCtaHref?: string;
}

/** The query a blog page asks for: the same object in the browser and in the prerender (its payload key). */
export const blogRequest = (q: BlogQuery) => ({ category: BLOG_CATEGORY, ...(q.topic ? { topic: q.topic } : {}), page: q.page ?? 1, pageSize: BLOG_PAGE_SIZE });

export const contentApi = {
  blog: (q: BlogQuery) => {
    const params = blogRequest(q);
    return fromPayload(payloadKey.blog(params), () => api.get<BlogPage>('/blog', { params }));
  },
  post: (id: string) => fromPayload(payloadKey.blogPost(id), async () => await api.get<{ post: Post; related: PostSummary[] }>(`/blog/${encodeURIComponent(id)}`)),
  press: () => fromPayload(payloadKey.press(), async () => (await api.get<{ pressReleases: PressSummary[] }>('/blog/press', { params: { pageSize: 50 } })).pressReleases),
  pressRelease: (id: string) => fromPayload(payloadKey.pressRelease(id), async () => (await api.get<{ pressRelease: PressRelease }>(`/blog/press/${encodeURIComponent(id)}`)).pressRelease),
  faq: () => fromPayload(payloadKey.faq(), () => api.get<Faq>('/contact/faq')),
  /** One Markdown item by key; null when the shop has none under that key. */
  item: (key: string) =>
    fromPayload(payloadKey.content(key), async () => {
      const { contents } = await api.get<{ contents: Array<{ contentKey: string; content: ContentItem }> }>('/content', { params: { platformId: SHOP_PLATFORM_ID, contentKeys: JSON.stringify([key]) } });
      return contents.find((c) => c.contentKey === key)?.content ?? null;
    }),
};

/** A blog picture's sizes (the API draws s 200, m 400, l 800 px): `srcset` from the large one's address. */
export function pictureSources(url: string): { src: string; srcSet: string } {
  const size = (s: 's' | 'm' | 'l') => url.replace(/_l\.webp/, `_${s}.webp`);
  return { src: size('m'), srcSet: `${size('s')} 200w, ${size('m')} 400w, ${size('l')} 800w` };
}
