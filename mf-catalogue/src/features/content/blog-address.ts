// The blog's addresses: /blog?topic=<topic>&page=<n> (page 1 and all topics are left out), a post
// at /blog-detail?id=<postId> and a press release at /blog-detail?press=<pressId>. Read the same
// way by the pages, the prerender and the page head.
import type { BlogQuery } from './api/content-api';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE = 1000;

/** An id from a query value, or undefined when it cannot be one (the API would refuse it). */
export const idFrom = (value: string | null) => {
  const id = (value ?? '').trim().toLowerCase();
  return id.length <= 80 && ID.test(id) ? id : undefined;
};

export function readBlogQuery(params: URLSearchParams): Required<Pick<BlogQuery, 'page'>> & BlogQuery {
  const page = Number(params.get('page'));
  return { topic: idFrom(params.get('topic')), page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1 };
}

export function blogHref(q: BlogQuery): string {
  const parts = [...(q.topic ? [`topic=${encodeURIComponent(q.topic)}`] : []), ...(q.page && q.page > 1 ? [`page=${q.page}`] : [])];
  return `/blog${parts.length ? `?${parts.join('&')}` : ''}`;
}

export const postHref = (id: string) => `/blog-detail?id=${encodeURIComponent(id)}`;
export const pressHref = (id: string) => `/blog-detail?press=${encodeURIComponent(id)}`;

/** What /blog-detail shows: a post, a press release, or nothing (a 404). */
export function readDetail(params: URLSearchParams): { kind: 'post' | 'press'; id: string } | null {
  const press = params.get('press');
  if (press !== null) {
    const id = idFrom(press);
    return id ? { kind: 'press', id } : null;
  }
  const id = idFrom(params.get('id'));
  return id ? { kind: 'post', id } : null;
}

/** A date of the content service (yyyy-mm-dd, or a timestamp) as '4 November 2026', the same on server and browser. */
export function dateText(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
