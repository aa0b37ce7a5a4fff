// Content items (spec §3 content items): what a key may be, who may publish, and what the shop
// serves for a Markdown item (contentFor: rendered once, at publish, with each kind's fields).
import { BLOG_CATEGORIES, type FaqGroup, type PostSummary } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { DRAWINGS } from '../catalogue/reference.js';
import { parseFaq, parseFrontMatter, plainText, readingMinutes, renderMarkdown } from './render.js';

/** The key of a content item (§3 contentKey): letters, digits, '.', '_' and '-'. */
export const CONTENT_KEY = /^[A-Za-z0-9._-]{1,100}$/;
/** A post's or press release's id: the slug after 'blog.' or 'press.'. */
export const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_MARKDOWN = 200_000;
/** Structured items: JSON the pages lay out themselves, not Markdown. */
export const STRUCTURED = /^home\./;

/** Who published: a staff id, 'cli:<user>' from the staff CLI, or 'seed'. */
export const PUBLISHER = /^(ST[0-9A-HJKMNP-TV-Z]{8}|cli:[A-Za-z0-9._@-]{1,64}|seed)$/;

/** Blog topics (the list's filter); a post names one by its slug. */
export const BLOG_TOPICS: Record<string, string> = {
  'buying-second-hand': 'Buying second-hand',
  safety: 'Safety first',
  'selling-to-us': 'Selling to us',
  sustainability: 'Sustainability',
  'family-life': 'Family life',
};
/** The blog category of the UK site (§3 country map: uk → UK); the default of the list. */
export const UK_BLOG_CATEGORY = BLOG_CATEGORIES.uk!;

const BAD_INPUT = 5; // §8 generic: incorrect format

export interface LiveItem {
  contentKey: string;
  content: unknown;
  version: number | null;
}

/** A post in a blog list (the wire type the pages read). */
export type BlogSummary = PostSummary;
export interface PublishInput {
  platformId: number;
  contentKey: string;
  markdown: string;
  publishedBy: string;
  note?: string;
}

export interface Published {
  contentKey: string;
  platformId: number;
  version: number;
  publishedBy: string;
  publishedAt: string;
  note: string;
}

export const badInput = (message: string) => new ApiError(400, BAD_INPUT, message);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A blog picture's address: drawn from the post's drawing kind (routes.ts), named by version so a new edition is fetched again. */
export const blogImageUrl = (id: string, size: 's' | 'm' | 'l', version: number) => `/images/blog/${id}_${size}.webp?v=${version}`;

/**
 * What the shop serves for a Markdown item: the clean HTML, its front matter, and per kind
 * (by key prefix) what lists and pages need. Throws 400/5 when a kind's required fields are missing.
 */
export function contentFor(contentKey: string, source: string, version: number, publishedAt: string): { content: Record<string, unknown>; html: string } {
  const { meta, body } = parseFrontMatter(source);
  const html = renderMarkdown(body);
  const text = plainText(html);
  const base: Record<string, unknown> = {
    format: 'markdown',
    ...(meta.title ? { title: meta.title } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    html,
    version,
    publishedAt,
  };
  // Short items (the announcement bar, a sign-up note, a reduction banner) also come as plain text.
  if (text.length <= 500) base.text = text;
  const need = (...fields: string[]) => {
    const missing = fields.filter((f) => !meta[f]);
    if (missing.length) throw badInput(`${contentKey} needs ${missing.join(', ')} in its front matter`);
    if (meta.date && !DATE.test(meta.date)) throw badInput(`${contentKey}: date must be YYYY-MM-DD`);
  };
  const [kind, ...rest] = contentKey.split('.');
  const id = rest.join('.');
  if ((kind === 'blog' || kind === 'press') && !ITEM_ID.test(id)) throw badInput(`${kind} ids are lower-case words joined by hyphens: ${kind}.my-post`);
  if (kind === 'blog') {
    need('title', 'summary', 'topic', 'date', 'author');
    if (!ITEM_ID.test(meta.topic!)) throw badInput(`${contentKey}: topic must be a slug (${Object.keys(BLOG_TOPICS).join(', ')})`);
    const category = meta.category ?? UK_BLOG_CATEGORY;
    if (!Object.values(BLOG_CATEGORIES).includes(category)) throw badInput(`${contentKey}: category must be one of ${Object.values(BLOG_CATEGORIES).join(', ')}`);
    if (meta.picture && !(meta.picture in DRAWINGS)) throw badInput(`${contentKey}: picture must be a drawing kind (${Object.keys(DRAWINGS).slice(0, 6).join(', ')}, ...)`);
    return {
      html,
      content: {
        ...base,
        id,
        summary: meta.summary,
        topic: meta.topic,
        topicTitle: meta.topicTitle ?? BLOG_TOPICS[meta.topic!] ?? meta.topic!.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
        category,
        author: meta.author,
        publishedOn: meta.date,
        readingMinutes: readingMinutes(text),
        ...(meta.picture ? { picture: meta.picture, colour: meta.colour ?? 'grey', pictureAlt: meta.pictureAlt ?? meta.title } : {}),
      },
    };
  }
  if (kind === 'press') {
    need('title', 'summary', 'date');
    return { html, content: { ...base, id, summary: meta.summary, place: meta.place ?? 'Leicester', publishedOn: meta.date } };
  }
  if (contentKey === 'faq') {
    const groups: FaqGroup[] = parseFaq(body);
    if (groups.length === 0) throw badInput('faq needs "## Group" headings with "### Question" headings under them');
    // The whole page's HTML is the groups' own, so the two can never disagree.
    return { html, content: { ...base, groups } };
  }
  // Pages, policies, campaigns, banners: their front matter as it is (a campaign's heading and buttons).
  return { html, content: { ...meta, ...base } };
}
