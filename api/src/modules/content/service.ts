// The content service (issue #17, spec §3 content items, §7 'Content / settings'): every text
// block of the shop that is not product data, by platform and content key. Markdown items are
// published with a history (content_versions, migration 035) and served as clean HTML; structured
// items (home.*: quick links, USP tiles...) stay JSON and are served as they are.
//
// Cache: each platform's live rows are read once and kept in process with the content stamp
// (the newest content_versions id) they were read at. A publish here empties the cache at once;
// a publish elsewhere (another instance, the staff CLI) is seen within stampTtlMs, when the stamp
// is read again and found newer. Rendering happens once, at publish: a read never parses Markdown.
// What a key may be and what an item serves: content-items.ts; publishing and the history:
// content-versions.ts.
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { DRAWINGS } from '../catalogue/reference.js';
import type { FaqGroup, PressSummary } from '@shop/shared/rules';
import { blogImageUrl, UK_BLOG_CATEGORY, type BlogSummary, type LiveItem, type Published, type PublishInput } from './content-items.js';
import { contentHistory, contentSource, publishContent, type StaffNames } from './content-versions.js';

const NOT_FOUND = 4; // §8 generic: no such thing

export interface ContentServiceOptions {
  db: Db;
  /** Who published a version, by staff id (the staff module's answer). */
  staffNames: StaffNames;
  /** How long a cached platform is trusted before the stamp is read again (another instance may have published). */
  stampTtlMs?: number;
  clock?: () => number;
}

interface Cached {
  stamp: number;
  checkedAt: number;
  items: Map<string, LiveItem>;
}

export function createContentService({ db, staffNames, stampTtlMs = 2000, clock = Date.now }: ContentServiceOptions) {
  const cache = new Map<number, Cached>();
  const readStamp = async (q: Queryable = db) => (await q.query<{ stamp: number }>('SELECT coalesce(max(version_id), 0)::bigint AS stamp FROM content_versions'))[0]!.stamp;

  async function live(platformId: number): Promise<Map<string, LiveItem>> {
    const held = cache.get(platformId);
    const now = clock();
    if (held && now - held.checkedAt < stampTtlMs) return held.items;
    const stamp = await readStamp();
    if (held && held.stamp === stamp) {
      held.checkedAt = now;
      return held.items;
    }
    const rows = await db.query<{ content_key: string; content: unknown; version: number | null }>('SELECT content_key, content, version FROM content WHERE platform_id = $1 ORDER BY content_key', [platformId]);
    const items = new Map(rows.map((r) => [r.content_key, { contentKey: r.content_key, content: r.content, version: r.version }]));
    cache.set(platformId, { stamp, checkedAt: now, items });
    return items;
  }

  /** Items of the given kind (key prefix), their content objects. */
  async function ofKind<T>(platformId: number, prefix: string): Promise<T[]> {
    const out: T[] = [];
    for (const item of (await live(platformId)).values()) if (item.contentKey.startsWith(prefix)) out.push(item.content as T);
    return out;
  }

  const newestFirst = (a: { publishedOn: string; id: string }, b: { publishedOn: string; id: string }) => b.publishedOn.localeCompare(a.publishedOn) || a.id.localeCompare(b.id);

  type BlogContent = BlogSummary & { picture?: string; colour?: string; pictureAlt?: string; version: number; html: string; description?: string; publishedAt: string };
  const blogSummary = (p: BlogContent): BlogSummary => ({
    id: p.id,
    title: p.title,
    summary: p.summary,
    topic: p.topic,
    topicTitle: p.topicTitle,
    category: p.category,
    author: p.author,
    publishedOn: p.publishedOn,
    readingMinutes: p.readingMinutes,
    image: p.picture ? { url: blogImageUrl(p.id, 'l', p.version), alt: p.pictureAlt ?? p.title, width: 800, height: 800 } : null,
  });
  type PressContent = PressSummary & { html: string; version: number; description?: string; publishedAt: string };
  const pressSummary = (p: PressContent): PressSummary => ({ id: p.id, title: p.title, summary: p.summary, place: p.place, publishedOn: p.publishedOn });

  const page = <T>(all: T[], pageNo: number, pageSize: number) => ({
    total: all.length,
    page: pageNo,
    pageSize,
    pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
    items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  });

  return {
    /** The live items named (missing keys are left out), by key. */
    async get(platformId: number, keys: string[]): Promise<Array<{ contentKey: string; content: unknown }>> {
      const items = await live(platformId);
      return [...new Set(keys)].sort().flatMap((k) => {
        const item = items.get(k);
        return item ? [{ contentKey: k, content: item.content }] : [];
      });
    },

    /** Publishes Markdown as the next version of a key: rendered, kept in the history, live at once. */
    async publish(input: PublishInput): Promise<Published> {
      const published = await publishContent(db, input);
      cache.delete(input.platformId);
      return published;
    },

    /** A key's versions, newest first, with who published each and why (no sources). */
    history: (platformId: number, contentKey: string) => contentHistory(db, platformId, contentKey, staffNames),

    /** The Markdown source of a key's newest version (the CLI's `content show`), or null. */
    source: (platformId: number, contentKey: string) => contentSource(db, platformId, contentKey),

    /** The FAQ's groups and questions (GET contact/faq). */
    async faq(platformId: number) {
      const item = (await live(platformId)).get('faq')?.content as { groups: FaqGroup[]; title?: string; version: number; publishedAt: string } | undefined;
      if (!item) throw new ApiError(404, NOT_FOUND, 'The FAQ has not been published.');
      return { title: item.title ?? 'Frequently asked questions', version: item.version, updatedAt: item.publishedAt, faqGroups: item.groups };
    },

    /** Blog posts of a country's category (§3), optionally one topic, newest first, a page at a time. */
    async blog(platformId: number, q: { category?: string; topic?: string; page?: number; pageSize?: number }) {
      const category = q.category ?? UK_BLOG_CATEGORY;
      const posts = (await ofKind<BlogContent>(platformId, 'blog.')).filter((p) => p.category === category).sort(newestFirst);
      const topics = new Map<string, { topic: string; title: string; count: number }>();
      for (const p of posts) {
        const t = topics.get(p.topic) ?? { topic: p.topic, title: p.topicTitle, count: 0 };
        t.count++;
        topics.set(p.topic, t);
      }
      const chosen = q.topic ? posts.filter((p) => p.topic === q.topic) : posts;
      const { items, ...paging } = page(chosen, q.page ?? 1, q.pageSize ?? 9);
      return { category, topic: q.topic ?? null, ...paging, topics: [...topics.values()].sort((a, b) => a.title.localeCompare(b.title)), posts: items.map(blogSummary) };
    },

    /** One blog post with its HTML, and up to three more of its topic. */
    async blogPost(platformId: number, id: string) {
      const all = (await ofKind<BlogContent>(platformId, 'blog.')).sort(newestFirst);
      const post = all.find((p) => p.id === id);
      if (!post) throw new ApiError(404, NOT_FOUND, 'We could not find that blog post.');
      const related = all.filter((p) => p.id !== id && p.topic === post.topic && p.category === post.category).slice(0, 3);
      return {
        post: { ...blogSummary(post), description: post.description ?? post.summary, html: post.html, version: post.version, updatedAt: post.publishedAt },
        related: related.map(blogSummary),
      };
    },

    /** A post's picture: its drawing kind and colour (routes.ts draws it), or null. */
    async blogPicture(platformId: number, id: string) {
      const post = (await live(platformId)).get(`blog.${id}`)?.content as BlogContent | undefined;
      return post?.picture ? { kind: post.picture as keyof typeof DRAWINGS, colour: post.colour ?? 'grey', version: post.version } : null;
    },

    async press(platformId: number, q: { page?: number; pageSize?: number }) {
      const all = (await ofKind<PressContent>(platformId, 'press.')).sort(newestFirst);
      const { items, ...paging } = page(all, q.page ?? 1, q.pageSize ?? 10);
      return { ...paging, pressReleases: items.map(pressSummary) };
    },

    async pressRelease(platformId: number, id: string) {
      const item = (await live(platformId)).get(`press.${id}`)?.content as PressContent | undefined;
      if (!item) throw new ApiError(404, NOT_FOUND, 'We could not find that press release.');
      return { pressRelease: { ...pressSummary(item), description: item.description ?? item.summary, html: item.html, version: item.version, updatedAt: item.publishedAt } };
    },

    /** Every post and press release (the sitemap). */
    async listed(platformId: number) {
      const items = await live(platformId);
      return [...items.values()].filter((i) => /^(blog|press)\./.test(i.contentKey)).map((i) => ({ contentKey: i.contentKey, ...(i.content as { id: string; publishedOn: string }) }));
    },

    /** Forget the cache (tests; a publish does this itself). */
    invalidate: () => cache.clear(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
