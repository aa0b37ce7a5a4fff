// Schemas of the content service (spec §3 content items, §7 'Content / settings': GET content;
// 'Catalogue': blog posts GET base with query and GET {id}, press GET press and press/{id};
// 'Contact': GET contact/faq) and its staff routes (publish, history).
import { GENERIC_CODES } from '@shop/shared/api';
import { BLOG_CATEGORIES, SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { failureAs, nonJson, nullable, okEnvelope, open, openList, orNull, replies, routeSchema } from '../../http/envelope.js';
import { MAX_MARKDOWN } from './content-items.js';

const TAG = 'content';
const platformId = { type: 'integer', minimum: 1, maximum: 1000, description: `The web shop is platform ${SHOP_PLATFORM_ID}` } as const;
const contentKey = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._-]{1,100}$' } as const;
const itemId = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } as const;
const pageNo = { type: 'integer', minimum: 1, maximum: 1000, default: 1 } as const;
const date = { type: 'string', format: 'date' } as const;
const notFound = (what: string) => ({ 404: failureAs(`No such ${what} (4)`), '4xx': failureAs('A query value is wrong (5)'), '5xx': failureAs('Something went wrong') });

export const contentSchema = routeSchema(TAG, 'Content blocks by key (§3 content items): Markdown items come as clean HTML (html, title, text, version), structured ones (home.*) as JSON', {
  querystring: {
    type: 'object',
    required: ['platformId', 'contentKeys'],
    properties: { platformId, contentKeys: { type: 'string', minLength: 2, maxLength: 2000, description: 'A JSON list of up to 50 content keys' } },
  },
  response: replies(open({ contents: openList({ contentKey: { type: 'string' } }) })),
});

const faqQuestion = open({ questionId: { type: 'string' }, question: { type: 'string' }, answer: { type: 'string', description: 'Clean HTML' }, answerText: { type: 'string' } });
export const faqSchema = routeSchema('contact', 'The FAQ: questions and answers in groups', {
  querystring: { type: 'object', additionalProperties: false, properties: { platformId: { ...platformId, default: SHOP_PLATFORM_ID } } },
  response: replies(
    open({
      title: { type: 'string' },
      version: { type: 'integer' },
      updatedAt: { type: 'string', format: 'date-time' },
      faqGroups: { type: 'array', items: open({ groupId: { type: 'string' }, title: { type: 'string' }, questions: { type: 'array', items: faqQuestion } }) },
    }),
  ),
});

const image = orNull(open({ url: { type: 'string' }, alt: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } }));
const postSummary = open({
  id: { type: 'string' },
  title: { type: 'string' },
  summary: { type: 'string' },
  topic: { type: 'string' },
  topicTitle: { type: 'string' },
  category: { type: 'string' },
  author: { type: 'string' },
  publishedOn: date,
  readingMinutes: { type: 'integer' },
  image,
});
const paging = { total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' }, pageCount: { type: 'integer' } };

export const blogListSchema = routeSchema('blog', "Blog posts of a country's blog category (§3: uk → UK), newest first, by topic, a page at a time", {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      platformId: { ...platformId, default: SHOP_PLATFORM_ID },
      category: { type: 'string', enum: Object.values(BLOG_CATEGORIES), description: "The site's blog category (§3 country map); UK by default" },
      topic: { ...itemId, description: 'One topic (the answer lists the topics with their counts)' },
      page: pageNo,
      pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 9 },
    },
  },
  response: replies(
    open({
      category: { type: 'string' },
      topic: nullable('string'),
      ...paging,
      topics: openList({ topic: { type: 'string' }, title: { type: 'string' }, count: { type: 'integer' } }),
      posts: { type: 'array', items: postSummary },
    }),
  ),
});

const byId = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: itemId } } as const;
const detailQuery = { type: 'object', additionalProperties: false, properties: { platformId: { ...platformId, default: SHOP_PLATFORM_ID } } } as const;

export const blogPostSchema = routeSchema('blog', 'One blog post (HTML) and up to three more of its topic', {
  params: byId,
  querystring: detailQuery,
  response: {
    200: okEnvelope(
      open({
        post: { ...postSummary, properties: { ...postSummary.properties, description: { type: 'string' }, html: { type: 'string' }, version: { type: 'integer' }, updatedAt: { type: 'string', format: 'date-time' } } },
        related: { type: 'array', items: postSummary },
      }),
    ),
    ...notFound('blog post'),
  },
});

const pressSummary = open({ id: { type: 'string' }, title: { type: 'string' }, summary: { type: 'string' }, place: { type: 'string' }, publishedOn: date });
export const pressListSchema = routeSchema('blog', 'Press releases, newest first, a page at a time', {
  querystring: { type: 'object', additionalProperties: false, properties: { platformId: { ...platformId, default: SHOP_PLATFORM_ID }, page: pageNo, pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } },
  response: replies(open({ ...paging, pressReleases: { type: 'array', items: pressSummary } })),
});
export const pressReleaseSchema = routeSchema('blog', 'One press release (HTML)', {
  params: byId,
  querystring: detailQuery,
  response: {
    200: okEnvelope(
      open({
        pressRelease: {
          ...pressSummary,
          properties: { ...pressSummary.properties, description: { type: 'string' }, html: { type: 'string' }, version: { type: 'integer' }, updatedAt: { type: 'string', format: 'date-time' } },
        },
      }),
    ),
    ...notFound('press release'),
  },
});
/** A malformed id is no such post (4), like an unknown one. */
export const byIdCodes: FieldCodes = { id: GENERIC_CODES.notFound };

export const blogImageSchema = routeSchema('blog', "A blog post's picture (a drawing of its subject), WebP: <id>_<s|m|l>.webp", {
  params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 100 } } },
  response: nonJson('image/webp', 'The picture', { 404: { description: 'No such picture', content: { 'text/plain': { schema: { type: 'string' } } } } }),
});

// --- staff ---
const keyParams = { type: 'object', required: ['contentKey'], additionalProperties: false, properties: { contentKey } } as const;
const published = open({
  contentKey: { type: 'string' },
  platformId: { type: 'integer' },
  version: { type: 'integer' },
  publishedBy: { type: 'string' },
  publishedAt: { type: 'string', format: 'date-time' },
  note: { type: 'string' },
});

export const staffPublishSchema = routeSchema('staff', 'Publish Markdown as the next version of a content item (staff only): rendered, sanitised, live at once', {
  params: keyParams,
  body: {
    type: 'object',
    required: ['markdown'],
    additionalProperties: false,
    properties: {
      markdown: { type: 'string', minLength: 1, maxLength: MAX_MARKDOWN, description: 'The item as Markdown, with front matter (--- key: value ---) where its kind needs it' },
      note: { type: 'string', maxLength: 500, description: 'Why: shown in the history' },
      platformId: { ...platformId, default: SHOP_PLATFORM_ID },
    },
  },
  response: {
    201: okEnvelope(open({ published }), 'Published'),
    400: failureAs('The key, Markdown or front matter is not accepted (5)'),
    401: failureAs('No staff token (8), or an expired or invalid one (6, 7)'),
    403: failureAs("A member's token on a staff route"),
    '4xx': failureAs('Refused'),
    '5xx': failureAs('Something went wrong'),
  },
});

export const staffHistorySchema = routeSchema('staff', "A content item's versions, newest first: who published each, when and why (staff only)", {
  params: keyParams,
  querystring: detailQuery,
  response: replies(
    open({
      contentKey: { type: 'string' },
      platformId: { type: 'integer' },
      liveVersion: nullable('integer'),
      versions: openList({
        version: { type: 'integer' },
        publishedBy: { type: 'string' },
        publishedByName: nullable('string'),
        publishedAt: { type: 'string', format: 'date-time' },
        note: { type: 'string' },
        characters: { type: 'integer' },
      }),
    }),
  ),
});
