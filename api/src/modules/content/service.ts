// The content service (issue #17, spec §3 content items, §7 'Content / settings'): every text
// block of the shop that is not product data, by platform and content key. Markdown items are
// published with a history (content_versions, migration 035) and served as clean HTML; structured
// items (home.*: quick links, USP tiles...) stay JSON and are served as they are.
//
// Cache: each platform's live rows are read once and kept in process with the content stamp
// (the newest content_versions id) they were read at. A publish here empties the cache at once;
// a publish elsewhere (another instance, the staff CLI) is seen within stampTtlMs, when the stamp
// is read again and found newer. Rendering happens once, at publish: a read never parses Markdown.
import { BLOG_CATEGORIES } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { DRAWINGS } from '../catalogue/reference.js';
import { parseFaq, parseFrontMatter, plainText, readingMinutes, renderMarkdown } from './render.js';
import type { FaqGroup, PostSummary, PressSummary } from '@shop/shared/rules';

/** The key of a content item (§3 contentKey): letters, digits, '.', '_' and '-'. */
export const CONTENT_KEY = /^[A-Za-z0-9._-]{1,100}$/;
/** A post's or press release's id: the slug after 'blog.' or 'press.'. */
export const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_MARKDOWN = 200_000;
/** Structured items: JSON the pages lay out themselves, not Markdown. */
const STRUCTURED = /^home\./;

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

const NOT_FOUND = 4; // §8 generic: no such thing
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

const badInput = (message: string) => new ApiError(400, BAD_INPUT, message);
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

export interface ContentServiceOptions {
  db: Db;
  /** How long a cached platform is trusted before the stamp is read again (another instance may have published). */
  stampTtlMs?: number;
  clock?: () => number;
}

interface Cached {
  stamp: number;
  checkedAt: number;
  items: Map<string, LiveItem>;
}

export function createContentService({ db, stampTtlMs = 2000, clock = Date.now }: ContentServiceOptions) {
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

  async function liveVersion(platformId: number, contentKey: string): Promise<number | null> {
    const [row] = await db.query<{ version: number | null }>('SELECT version FROM content WHERE platform_id = $1 AND content_key = $2', [platformId, contentKey]);
    return row?.version ?? null;
  }

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
      const note = (input.note ?? '').trim();
      if (!CONTENT_KEY.test(input.contentKey)) throw badInput('A content key is letters, digits, ".", "_" or "-", up to 100 characters.');
      if (STRUCTURED.test(input.contentKey)) throw badInput(`${input.contentKey} is structured content (JSON the page lays out), not Markdown.`);
      if (!PUBLISHER.test(input.publishedBy)) throw badInput('published by must be a staff id or cli:<user>');
      if (input.markdown.trim().length === 0) throw badInput('The Markdown is empty.');
      if (input.markdown.length > MAX_MARKDOWN) throw badInput(`The Markdown is longer than ${MAX_MARKDOWN} characters.`);
      if (note.length > 500) throw badInput('The note is longer than 500 characters.');
      // Checked (and rendered) before anything is written: a bad file changes nothing.
      contentFor(input.contentKey, input.markdown, 1, new Date(0).toISOString());
      for (let attempt = 0; ; attempt++) {
        try {
          const published = await db.transaction(async (tx) => {
            const [{ next }] = (await tx.query<{ next: number }>('SELECT coalesce(max(version), 0)::int + 1 AS next FROM content_versions WHERE platform_id = $1 AND content_key = $2', [
              input.platformId,
              input.contentKey,
            ])) as [{ next: number }];
            const [{ at }] = (await tx.query<{ at: Date | string }>('SELECT now() AS at')) as [{ at: Date | string }];
            const publishedAt = new Date(at).toISOString();
            const { content, html } = contentFor(input.contentKey, input.markdown, next, publishedAt);
            await tx.query(
              `INSERT INTO content_versions (platform_id, content_key, version, markdown, html, published_by, published_at, note)
               VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8)`,
              [input.platformId, input.contentKey, next, input.markdown, html, input.publishedBy, publishedAt, note],
            );
            await tx.query(
              `INSERT INTO content (platform_id, content_key, content, version, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz)
               ON CONFLICT (platform_id, content_key) DO UPDATE SET content = EXCLUDED.content, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
              [input.platformId, input.contentKey, JSON.stringify(content), next, publishedAt],
            );
            return { contentKey: input.contentKey, platformId: input.platformId, version: next, publishedBy: input.publishedBy, publishedAt, note };
          });
          cache.delete(input.platformId);
          return published;
        } catch (err) {
          // Two publishes of one key at once: the second takes the next number.
          if ((err as { code?: string }).code === '23505' && attempt < 3) continue;
          throw err;
        }
      }
    },

    /** A key's versions, newest first, with who published each and why (no sources). */
    async history(platformId: number, contentKey: string) {
      const rows = await db.query<{ version: number; published_by: string; staff_name: string | null; published_at: Date | string; note: string; chars: number }>(
        `SELECT v.version, v.published_by, s.name AS staff_name, v.published_at, v.note, char_length(v.markdown)::int AS chars
           FROM content_versions v LEFT JOIN staff_accounts s ON s.staff_id = v.published_by
          WHERE v.platform_id = $1 AND v.content_key = $2 ORDER BY v.version DESC`,
        [platformId, contentKey],
      );
      if (rows.length === 0) throw new ApiError(404, NOT_FOUND, `No published versions of ${contentKey}.`);
      return {
        contentKey,
        platformId,
        liveVersion: await liveVersion(platformId, contentKey),
        versions: rows.map((r) => ({
          version: r.version,
          publishedBy: r.published_by,
          publishedByName: r.staff_name,
          publishedAt: new Date(r.published_at).toISOString(),
          note: r.note,
          characters: r.chars,
        })),
      };
    },

    /** The Markdown source of a key's newest version (the CLI's `content show`), or null. */
    async source(platformId: number, contentKey: string): Promise<{ version: number; markdown: string } | null> {
      const [row] = await db.query<{ version: number; markdown: string }>('SELECT version, markdown FROM content_versions WHERE platform_id = $1 AND content_key = $2 ORDER BY version DESC LIMIT 1', [
        platformId,
        contentKey,
      ]);
      return row ?? null;
    },

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
