import { payloadKey } from '../../api/page-payload';
import { blogRequest } from '../content';
import { blogPage, campaign, faq, post, pressRelease } from '../content/test-data';
import { pageHead } from './page-head';

const ORIGIN = 'https://shop.example';
const at = (path: string) => new URL(path, 'http://x');
type Ld = Record<string, any>;

describe('a blog post head', () => {
  const head = pageHead(at('/blog-detail?id=winter-layers'), { [payloadKey.blogPost('winter-layers')]: { post: post(), related: [] } }, ORIGIN)!;

  it('names the post, at its canonical address, as an article with its picture', () => {
    expect(head.title).toBe('Keeping little ones warm this winter, safely | Little Loop');
    expect(head.description).toBe('How to layer babies and toddlers for cold days.');
    expect(head.canonical).toBe(`${ORIGIN}/blog-detail?id=winter-layers`);
    expect(head.type).toBe('article');
    expect(head.image).toBe(`${ORIGIN}/images/blog/winter-layers_l.webp?v=1`);
  });

  it('carries schema.org BlogPosting (headline, date, picture, author, the shop as publisher) and its breadcrumbs', () => {
    const [posting, crumbs] = head.jsonLd as Ld[];
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Keeping little ones warm this winter, safely',
      datePublished: '2026-11-04',
      dateModified: '2026-11-05T09:00:00.000Z',
      image: [`${ORIGIN}/images/blog/winter-layers_l.webp?v=1`],
      author: { '@type': 'Person', name: 'Grace Evans', jobTitle: 'clothing buyer' },
      publisher: { '@type': 'Organization', name: 'Little Loop', url: `${ORIGIN}/` },
      mainEntityOfPage: `${ORIGIN}/blog-detail?id=winter-layers`,
    });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement.map((i: Ld) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', `${ORIGIN}/`],
      [2, 'Blog', `${ORIGIN}/blog`],
      [3, 'Keeping little ones warm this winter, safely', `${ORIGIN}/blog-detail?id=winter-layers`],
    ]);
  });

  it('has no head when the post did not load (an unknown id: the browser shows the 404)', () => {
    expect(pageHead(at('/blog-detail?id=nope'), {}, ORIGIN)).toBeNull();
    expect(pageHead(at('/blog-detail'), {}, ORIGIN)).toBeNull();
  });
});

describe('a press release head', () => {
  it('is a NewsArticle at /blog-detail?press=<id>', () => {
    const head = pageHead(at('/blog-detail?press=belfast-store-opens'), { [payloadKey.pressRelease('belfast-store-opens')]: pressRelease() }, ORIGIN)!;
    expect(head.canonical).toBe(`${ORIGIN}/blog-detail?press=belfast-store-opens`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: 'Little Loop opens its 25th store', datePublished: '2026-10-01', dateline: 'Belfast' });
  });
});

describe('the blog head', () => {
  it('is a WebPage listing its posts; a topic and a later page keep their own canonical address', () => {
    const url = at('/blog?topic=safety&page=2&utm_source=x');
    const head = pageHead(url, { [payloadKey.blog(blogRequest({ topic: 'safety', page: 2 }))]: blogPage({ page: 2 }) }, ORIGIN)!;
    expect(head.canonical).toBe(`${ORIGIN}/blog?topic=safety&page=2`);
    expect(head.title).toBe('Safety first: Blog (Page 2 of 2) | Little Loop');
    expect(head.description).toContain('Safety first');
    const [page, crumbs] = head.jsonLd as Ld[];
    expect(page!['@type']).toBe('WebPage');
    expect(page!.mainEntity.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, url: `${ORIGIN}/blog-detail?id=winter-layers`, name: 'Keeping little ones warm this winter, safely' });
    expect(crumbs!.itemListElement.map((i: Ld) => i.name)).toEqual(['Home', 'Blog', 'Safety first']);
  });

  it('treats an unknown topic as the blog itself', () => {
    const head = pageHead(at('/blog?topic=nothing-here'), { [payloadKey.blog(blogRequest({ topic: 'nothing-here', page: 1 }))]: blogPage({ posts: [] }) }, ORIGIN)!;
    expect(head.canonical).toBe(`${ORIGIN}/blog`);
    expect(head.title).toBe('Blog | Little Loop');
  });
});

describe('the FAQ head', () => {
  it('is an FAQPage with every question and its accepted answer', () => {
    const head = pageHead(at('/faq'), { [payloadKey.faq()]: faq() }, ORIGIN)!;
    expect(head.canonical).toBe(`${ORIGIN}/faq`);
    const [page] = head.jsonLd as Ld[];
    expect(page!['@type']).toBe('FAQPage');
    expect(page!.mainEntity).toHaveLength(3);
    expect(page!.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Can I return something?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 30 days.' } });
  });
});

describe('a content page head', () => {
  it('is a WebPage titled from its item; /policy/cookies names /cookies as canonical', () => {
    const item = campaign({ title: 'Cookie policy', heading: undefined, description: 'The cookies we use.' });
    const head = pageHead(at('/policy/cookies'), { [payloadKey.content('policy.cookies')]: item }, ORIGIN)!;
    expect(head.title).toBe('Cookie policy | Little Loop');
    expect(head.canonical).toBe(`${ORIGIN}/cookies`);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'WebPage', name: 'Cookie policy', description: 'The cookies we use.', url: `${ORIGIN}/cookies` });
  });

  it('names a campaign by its heading; no head when the item is missing', () => {
    const head = pageHead(at('/landing'), { [payloadKey.content('campaign.landing')]: campaign() }, ORIGIN)!;
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'WebPage', name: 'Everything your little one needs, for less', headline: 'Pre-loved, checked by hand' });
    expect(pageHead(at('/about'), {}, ORIGIN)).toBeNull();
  });
});
