// The heads of the content pages (issue #17 'Pages search engines can read'): a blog post is a
// BlogPosting (headline, dates, picture, author, the shop as publisher) with its BreadcrumbList;
// a press release a NewsArticle; the FAQ an FAQPage of its questions and answers; the blog, about,
// policies and campaigns a WebPage. All from the responses the first view was painted from.
import { t } from '../../i18n';
import { brandName, organisation, SCHEMA, shorten, titled } from './head-parts';
import type { PageHead } from '@shop/shared/api';
import { payloadKey } from '../../api/page-payload';
import { blogRequest, type BlogPage, type ContentItem, type Faq, type Post, type PressRelease } from '../content';
import { blogHref, postHref, pressHref, readBlogQuery, readDetail } from '../content/blog-address';
import { contentPageAt } from '../content/content-pages';

function breadcrumbs(items: Array<{ name: string; url: string }>) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}
/** Home › Blog › the page: the trail the post's page shows (Crumbs). */
const blogTrail = (origin: string, name: string, url: string) =>
  breadcrumbs([
    { name: t('blog.home'), url: `${origin}/` },
    { name: t('pageTitle.blog'), url: origin + blogHref({}) },
    { name, url },
  ]);

/** 'Grace Evans, clothing buyer' → a Person named Grace Evans whose job title is the rest. */
function author(byline: string, origin: string) {
  const [name, ...role] = byline.split(',').map((s) => s.trim());
  return { '@type': 'Person', name: name || brandName(), ...(role.length ? { jobTitle: role.join(', ') } : {}), worksFor: organisation(origin) };
}

export function postHead(post: Post, origin: string): PageHead {
  const canonical = origin + postHref(post.id);
  const image = post.image ? origin + post.image.url : undefined;
  const description = shorten(post.description || post.summary);
  return {
    title: titled(post.title),
    description,
    canonical,
    type: 'article',
    image,
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        url: canonical,
        mainEntityOfPage: canonical,
        datePublished: post.publishedOn,
        dateModified: post.updatedAt,
        ...(image ? { image: [image] } : {}),
        articleSection: post.topicTitle,
        timeRequired: `PT${post.readingMinutes}M`,
        inLanguage: 'en-GB',
        author: author(post.author, origin),
        publisher: organisation(origin),
      },
      blogTrail(origin, post.title, canonical),
    ],
  };
}

export function pressHead(release: PressRelease, origin: string): PageHead {
  const canonical = origin + pressHref(release.id);
  const description = shorten(release.description || release.summary);
  return {
    title: titled(release.title),
    description,
    canonical,
    type: 'article',
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'NewsArticle',
        headline: release.title,
        description,
        url: canonical,
        mainEntityOfPage: canonical,
        datePublished: release.publishedOn,
        dateModified: release.updatedAt,
        dateline: release.place,
        inLanguage: 'en-GB',
        author: organisation(origin),
        publisher: organisation(origin),
      },
      blogTrail(origin, release.title, canonical),
    ],
  };
}

export function blogHead(url: URL, blog: BlogPage | undefined, origin: string): PageHead {
  const query = readBlogQuery(url.searchParams);
  const topic = blog?.topics.find((x) => x.topic === query.topic);
  // Each topic and page is its own address (their posts differ); an unknown topic is the blog itself.
  const canonical = origin + blogHref({ topic: topic?.topic, page: query.page });
  const name = topic ? `${topic.title}: ${t('pageTitle.blog')}` : t('pageTitle.blog');
  const first = blog?.posts[0]?.image;
  return {
    title: titled(query.page > 1 ? `${name} (${t('blog.pageOf', { page: query.page, pages: blog?.pageCount ?? query.page })})` : name),
    description: topic ? shorten(t('seo.blogTopicDescription', { topic: topic.title })) : t('seo.blogDescription'),
    canonical,
    type: 'website',
    image: first ? origin + first.url : undefined,
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'WebPage',
        name,
        url: canonical,
        inLanguage: 'en-GB',
        publisher: organisation(origin),
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: (blog?.posts ?? []).map((p, i) => ({ '@type': 'ListItem', position: i + 1, url: origin + postHref(p.id), name: p.title })),
        },
      },
      breadcrumbs([{ name: t('blog.home'), url: `${origin}/` }, { name: t('pageTitle.blog'), url: origin + blogHref({}) }, ...(topic ? [{ name: topic.title, url: origin + blogHref({ topic: topic.topic }) }] : [])]),
    ],
  };
}

export function faqHead(faq: Faq, origin: string): PageHead {
  const canonical = `${origin}/faq`;
  return {
    title: titled(t('pageTitle.faq')),
    description: t('seo.faqDescription'),
    canonical,
    type: 'website',
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'FAQPage',
        name: t('pageTitle.faq'),
        url: canonical,
        inLanguage: 'en-GB',
        dateModified: faq.updatedAt,
        mainEntity: faq.faqGroups.flatMap((g) => g.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answerText } }))),
      },
    ],
  };
}

export function contentHead(path: string, item: ContentItem, origin: string): PageHead | null {
  const page = contentPageAt(path);
  if (!page) return null;
  const canonical = origin + page.canonicalPath;
  const name = page.campaign && item.heading ? item.heading : item.title;
  const description = shorten(item.description || item.title);
  return {
    title: titled(item.title),
    description,
    canonical,
    type: 'website',
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'WebPage',
        name,
        headline: item.title,
        description,
        url: canonical,
        inLanguage: 'en-GB',
        dateModified: item.publishedAt,
        publisher: organisation(origin),
      },
    ],
  };
}

/** The head of a content page from its payload, or undefined when the path is not one. */
export function contentPageHead(path: string, url: URL, payload: Record<string, unknown>, origin: string): PageHead | null | undefined {
  const page = contentPageAt(path);
  if (page) {
    const item = payload[payloadKey.content(page.contentKey)] as ContentItem | null | undefined;
    return item ? contentHead(path, item, origin) : null;
  }
  switch (path) {
    case '/blog':
      return blogHead(url, payload[payloadKey.blog(blogRequest(readBlogQuery(url.searchParams)))] as BlogPage | undefined, origin);
    case '/blog-detail': {
      const detail = readDetail(url.searchParams);
      if (!detail) return null;
      if (detail.kind === 'press') {
        const release = payload[payloadKey.pressRelease(detail.id)] as PressRelease | undefined;
        return release ? pressHead(release, origin) : null;
      }
      const found = payload[payloadKey.blogPost(detail.id)] as { post: Post } | undefined;
      return found ? postHead(found.post, origin) : null;
    }
    case '/faq': {
      const faq = payload[payloadKey.faq()] as Faq | undefined;
      return faq ? faqHead(faq, origin) : null;
    }
    default:
      return undefined;
  }
}
