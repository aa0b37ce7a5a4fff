// What the sitemap (seo/sitemap.ts) asks of the content (the content table is this module's, issue
// 34 §3): the id and publication date of every live blog post and press release, each one query.
import type { Queryable } from '../../db/db.js';

export interface PublishedPage {
  id: string;
  published_on: string | null;
}

/** A platform's blog posts of one blog category, newest first, then by key. */
export function publishedBlogPosts(q: Queryable, platformId: number, category: string) {
  return q.query<PublishedPage>(
    `SELECT content->>'id' AS id, content->>'publishedOn' AS published_on FROM content
      WHERE platform_id = $1 AND content_key LIKE 'blog.%' AND content->>'category' = $2 ORDER BY content->>'publishedOn' DESC, content_key`,
    [platformId, category],
  );
}

/** A platform's press releases, newest first, then by key. */
export function publishedPressReleases(q: Queryable, platformId: number) {
  return q.query<PublishedPage>(
    `SELECT content->>'id' AS id, content->>'publishedOn' AS published_on FROM content
      WHERE platform_id = $1 AND content_key LIKE 'press.%' ORDER BY content->>'publishedOn' DESC, content_key`,
    [platformId],
  );
}
