// The content pages on a phone (375 px), issue #17 'Blog, press, careers' and 'Pages search
// engines can read': a visitor reads a post from the blog list and finds an answer in the FAQ;
// a crawler's fetch of a post and of the FAQ (no script run) holds the title and the schema.org
// data; axe finds nothing on the blog, a post and the FAQ.
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
/** As the head's tags write text (& and " escaped), and as React writes it in the page (' too). */
const inHead = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escaped = (s: string) => inHead(s).replace(/'/g, '&#x27;');
/** The page the server painted, between the prerender's root and the shell's. */
const firstView = (html: string) => html.slice(html.indexOf('<div id="shop-prerender"'), html.indexOf('<div id="shop-root"'));

/** The live page has taken over from the server's first view (which is static HTML until then). */
const live = (page: Page) => expect(page.locator('#shop-prerender')).toHaveCount(0);

test('a visitor opens the blog, reads a post from the list, and finds an answer in the FAQ', async ({ page }) => {
  await page.goto('/blog');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A topic narrows the list (in the address), and its first post opens.
  await page
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('link', { name: /^Safety first/ })
    .click();
  await expect(page).toHaveURL(/\/blog\?topic=safety$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Posts about Safety first' })).toBeVisible();
  const first = page.locator('article h3 a').first();
  const title = (await first.textContent())!;
  await expect(page.locator('article img').first()).toHaveAttribute('srcset', /_s\.webp.* 200w, .*_m\.webp.* 400w, .*_l\.webp.* 800w/);
  await first.click();

  await expect(page).toHaveURL(/\/blog-detail\?id=[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Little Loop`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Blog');
  await expect(page.locator('article img').first()).toBeVisible();
  // The post's own text: its sections are h2s under the title.
  await expect(page.locator('article h2').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The FAQ: type to narrow the questions, then open one with the keyboard.
  await page.goto('/faq');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const all = await page.locator('details').count();
  expect(all).toBeGreaterThanOrEqual(30);
  await page.getByRole('searchbox', { name: 'Find an answer' }).fill('refund');
  await expect(page.getByRole('status')).toContainText('match “refund”');
  const shown = await page.locator('details').count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
  const question = page.locator('details').first();
  await question.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('p').first()).toBeVisible();
  await expect(question).toContainText(/refund/i);
});

test('an unknown post shows the not-found page, and the server answers 404 for it and for an unknown product (no soft 404)', async ({ page }) => {
  const res = await page.goto('/blog-detail?id=no-such-post');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  // The product page takes the shopper home (its own rule); search engines get the 404.
  expect((await page.goto('/product-detail?id=ll999999'))?.status()).toBe(404);
  await expect(page).toHaveURL(/\/$/);
});

test("a post's and the FAQ's first HTML, before any script runs, hold the title and the schema.org data", async ({ request, shop }) => {
  const posts = (await (await request.get(`${shop.url}/v3/blog?pageSize=1`)).json()).response.data.posts as Array<{ id: string; title: string; publishedOn: string }>;
  const post = posts[0]!;
  const postUrl = `${shop.url}/blog-detail?id=${post.id}`;
  const res = await request.get(postUrl);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${inHead(post.title)} | Little Loop</title>`);
  expect(html).toContain(`<link rel="canonical" href="${postUrl}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(firstView(html)).toContain(`<h1`);
  expect(firstView(html)).toContain(escaped(post.title));
  const [posting, crumbs] = jsonLd(html);
  expect(posting).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: post.title, datePublished: post.publishedOn, publisher: { '@type': 'Organization', name: 'Little Loop' } });
  expect(posting!.image[0]).toMatch(/\/images\/blog\/.*_l\.webp/);
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: post.title, item: postUrl });

  const faqHtml = await (await request.get(`${shop.url}/faq`)).text();
  expect(faqHtml).toContain('<title>Frequently asked questions | Little Loop</title>');
  const faq = (await (await request.get(`${shop.url}/v3/contact/faq`)).json()).response.data.faqGroups as Array<{ questions: Array<{ question: string }> }>;
  const question = faq[0]!.questions[0]!.question;
  expect(firstView(faqHtml)).toContain(escaped(question));
  const [faqPage] = jsonLd(faqHtml);
  expect(faqPage!['@type']).toBe('FAQPage');
  expect(faqPage!.mainEntity.length).toBe(faq.reduce((n, g) => n + g.questions.length, 0));
  expect(faqPage!.mainEntity[0]).toMatchObject({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer' } });
});
