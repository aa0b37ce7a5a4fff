// sitemap.xml: every address a search engine should know: the shop's public pages, every
// listing (super-category, product line, category) and every product page, each at the one
// address its page names as canonical. Other parts of the shop add theirs as a source
// (SITEMAP_SOURCES below: blog posts and press releases plug in there).
import { ROUTES } from '@shop/shared/routes';
import { BLOG_CATEGORIES, canonicalProductPath, listingBreadcrumbs, SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { boxesForSitemap, categoriesForSitemap } from '../catalogue/sitemap-reads.js';
import { publishedBlogPosts, publishedPressReleases } from '../content/published-pages.js';

export interface SitemapEntry {
  /** A path on the shop's origin, with its query. */
  path: string;
  lastModified?: string;
}
export type SitemapSource = (db: Queryable) => Promise<SitemapEntry[]>;

/** The limit of one sitemap file (sitemaps.org); past it /sitemap.xml is an index of numbered parts. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Catalogue pages with no guard and no required query, less the ones that are not worth a
 * search result: a second address of the same page, and a form reached from an e-mail.
 */
const NOT_LISTED = new Set(['/policy/cookies', '/policy/privacy', '/feedback']);
export const publicPages: SitemapSource = async () =>
  ROUTES.filter((r) => r.owner === 'catalogue' && !r.guard && !r.flag && !r.validate && !NOT_LISTED.has(r.path) && r.path !== '/blog-detail').map((r) => ({ path: r.path }));

/** Every listing a shopper can reach from the menus: as its breadcrumbs link to it, and each category in it. */
export const listings: SitemapSource = async (db) => {
  const rows = await categoriesForSitemap(db);
  const paths = new Set<string>();
  for (const r of rows) {
    const crumbs = listingBreadcrumbs({ priceReduced: false, superCatId: r.super_cat_id, superCatFriendlyName: r.super_cat_friendly_name, productLineId: r.product_line_id, productLineName: r.product_line_name });
    for (const c of crumbs.slice(1)) paths.add(c.href);
    paths.add(`${crumbs[crumbs.length - 1]!.href}&category=${encodeURIComponent(r.category_name)}`);
  }
  return [...paths].map((path) => ({ path }));
};

export const products: SitemapSource = async (db) => {
  const rows = await boxesForSitemap(db);
  return rows.map((r) => ({
    path: canonicalProductPath({ boxId: r.box_id, boxName: r.box_name, categoryName: r.category_name, superCatFriendlyName: r.super_cat_friendly_name }),
    lastModified: new Date(r.created_at).toISOString().slice(0, 10),
  }));
};

/**
 * Blog posts of the UK site, as the content service publishes them (content/service.ts: a
 * 'blog.<id>' item's id, date and category), each at its /blog-detail address.
 */
export const blogPosts: SitemapSource = async (db) => {
  const rows = await publishedBlogPosts(db, SHOP_PLATFORM_ID, BLOG_CATEGORIES.uk!);
  return rows.filter((r) => r.id).map((r) => ({ path: `/blog-detail?id=${encodeURIComponent(r.id)}`, ...(r.published_on ? { lastModified: r.published_on } : {}) }));
};

/** Press releases, at the address the blog's press list links to (/blog-detail?press=<id>). */
export const pressReleases: SitemapSource = async (db) => {
  const rows = await publishedPressReleases(db, SHOP_PLATFORM_ID);
  return rows.filter((r) => r.id).map((r) => ({ path: `/blog-detail?press=${encodeURIComponent(r.id)}`, ...(r.published_on ? { lastModified: r.published_on } : {}) }));
};

/** Where the sitemap's addresses come from, in order. */
export const SITEMAP_SOURCES: SitemapSource[] = [publicPages, blogPosts, pressReleases, listings, products];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlset = (origin: string, entries: SitemapEntry[]) =>
  `${XML}<urlset xmlns="${NS}">\n${entries.map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''}</url>`).join('\n')}\n</urlset>\n`;

/** Where the parts of an index are served: /sitemaps/1.xml, /sitemaps/2.xml, … */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

/**
 * The sitemap as served: one file while the shop has at most `max` addresses; past that,
 * /sitemap.xml is an index (sitemaps.org) of numbered parts of at most `max` each, so a shop of
 * any size lists every product. `parts[n - 1]` is /sitemaps/n.xml.
 */
export function sitemapDocuments(entries: SitemapEntry[], origin: string, max = SITEMAP_MAX_URLS): { main: string; parts: string[] } {
  if (entries.length <= max) return { main: urlset(origin, entries), parts: [] };
  const parts: string[] = [];
  for (let i = 0; i < entries.length; i += max) parts.push(urlset(origin, entries.slice(i, i + max)));
  const index = parts.map((_, i) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc></sitemap>`).join('\n');
  return { main: `${XML}<sitemapindex xmlns="${NS}">\n${index}\n</sitemapindex>\n`, parts };
}

export async function sitemapEntries(db: Queryable, sources: SitemapSource[] = SITEMAP_SOURCES): Promise<SitemapEntry[]> {
  return (await Promise.all(sources.map((source) => source(db)))).flat();
}

export async function sitemapXml(db: Queryable, origin: string, sources: SitemapSource[] = SITEMAP_SOURCES): Promise<string> {
  return sitemapDocuments(await sitemapEntries(db, sources), origin).main;
}
