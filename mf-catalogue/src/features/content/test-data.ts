// Content service answers for the content pages' unit tests (shapes as GET blog, blog/{id},
// blog/press, contact/faq and content give them).
import type { BlogPage, ContentItem, Faq, Post, PostSummary, PressRelease, PressSummary } from './api/content-api';

export const summary = (id: string, o: Partial<PostSummary> = {}): PostSummary => ({
  id,
  title: `Post ${id}`,
  summary: `What ${id} is about.`,
  topic: 'safety',
  topicTitle: 'Safety first',
  category: 'UK',
  author: 'Grace Evans, clothing buyer',
  publishedOn: '2026-11-04',
  readingMinutes: 3,
  image: { url: `/images/blog/${id}_l.webp?v=1`, alt: `A picture for ${id}`, width: 800, height: 800 },
  ...o,
});

export const post = (o: Partial<Post> = {}): Post => ({
  ...summary('winter-layers', { title: 'Keeping little ones warm this winter, safely' }),
  description: 'How to layer babies and toddlers for cold days.',
  html: '<p>The first cold snap.</p><h2>Layers, not bulk</h2><p>Several thin layers.</p>',
  version: 1,
  updatedAt: '2026-11-05T09:00:00.000Z',
  ...o,
});

export const blogPage = (o: Partial<BlogPage> = {}): BlogPage => ({
  category: 'UK',
  topic: null,
  total: 13,
  page: 1,
  pageSize: 9,
  pageCount: 2,
  topics: [
    { topic: 'safety', title: 'Safety first', count: 3 },
    { topic: 'family-life', title: 'Family life', count: 2 },
  ],
  posts: [summary('winter-layers', { title: 'Keeping little ones warm this winter, safely' }), summary('toy-rotation', { title: 'Toy rotation', topic: 'family-life', topicTitle: 'Family life' })],
  ...o,
});

export const pressSummary = (id: string): PressSummary => ({ id, title: `Press ${id}`, summary: `News ${id}.`, place: 'Belfast', publishedOn: '2026-10-01' });
export const pressRelease = (o: Partial<PressRelease> = {}): PressRelease => ({
  ...pressSummary('belfast-store-opens'),
  title: 'Little Loop opens its 25th store',
  description: 'The first Northern Ireland store.',
  html: '<p><strong>Belfast</strong>, 1 October 2026.</p>',
  version: 1,
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...o,
});

export const faq = (): Faq => ({
  title: 'Frequently asked questions',
  version: 1,
  updatedAt: '2026-11-26T17:10:58.320Z',
  faqGroups: [
    {
      groupId: 'buying-from-us',
      title: 'Buying from us',
      questions: [
        { questionId: 'can-i-return', question: 'Can I return something?', answer: '<p>Yes, within <strong>30 days</strong>.</p>', answerText: 'Yes, within 30 days.' },
        { questionId: 'is-it-clean', question: 'Is everything cleaned?', answer: '<p>Every fabric is washed.</p>', answerText: 'Every fabric is washed.' },
      ],
    },
    {
      groupId: 'click-and-collect',
      title: 'Click and collect',
      questions: [{ questionId: 'how-long-held', question: 'How long do you hold my order?', answer: '<p>Seven days in the store.</p>', answerText: 'Seven days in the store.' }],
    },
  ],
});

export const campaign = (o: Partial<ContentItem> = {}): ContentItem => ({
  format: 'markdown',
  title: 'Pre-loved, checked by hand',
  heading: 'Everything your little one needs, for less',
  description: 'Prams, car seats and cots, checked and graded.',
  html: '<p>Babies grow fast.</p>',
  version: 1,
  publishedAt: '2026-11-26T17:10:58.303Z',
  cta: 'Shop pre-loved',
  ctaHref: '/products',
  secondaryCta: 'Sell to us',
  secondaryCtaHref: '/sell-to-us',
  ...o,
});
