// sitemap.xml and robots.txt: every product, listing and public page listed at its canonical
// address; private routes kept out; both cached.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ROUTES } from '@shop/shared/routes';
import { canonicalProductPath } from '@shop/shared/rules';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { PRODUCT_LINES } from '../catalogue/reference.js';
import { sitemapDocuments } from './sitemap.js';

const ORIGIN = 'https://www.littleloop.example';
let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '250', PUBLIC_URL: ORIGIN });
});
after(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('GET /sitemap.xml', () => {
  it('lists every product at the address its page names as canonical, with the date it went on sale', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^application\/xml/);
    assert.match(res.headers['cache-control'] as string, /public, max-age=\d+/);
    assert.match(res.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const listed = new Set(locs(res.body));
    const boxes = await t.db.query<{ box_id: string; box_name: string; category_name: string; super_cat_friendly_name: string }>(
      'SELECT b.box_id, b.box_name, c.category_name, s.super_cat_friendly_name FROM boxes b JOIN categories c USING (category_id) JOIN product_lines pl USING (product_line_id) JOIN supercats s ON s.super_cat_id = pl.super_cat_id',
    );
    assert.equal(boxes.length, 250);
    for (const b of boxes) {
      const url = ORIGIN + canonicalProductPath({ boxId: b.box_id, boxName: b.box_name, categoryName: b.category_name, superCatFriendlyName: b.super_cat_friendly_name });
      assert.ok(listed.has(url), `${url} is listed`);
    }
    // Products and blog posts carry a date; the products' are 250.
    assert.equal([...res.body.matchAll(/<loc>(?![^<]*\/blog-detail\?)[^<]*<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].length, 250);
  });

  it('lists every super-category, product line and category listing, and the public pages, but no private page', async () => {
    const listed = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    for (const line of PRODUCT_LINES) {
      assert.ok(
        listed.some((u) => u.includes(`productLineId=${line.id}&`) && !u.includes('category=')),
        `line ${line.name}`,
      );
      for (const category of line.categories)
        assert.ok(
          listed.some((u) => u.includes(`productLineId=${line.id}&`) && u.endsWith(`&category=${encodeURIComponent(category)}`)),
          `${line.name} / ${category}`,
        );
    }
    for (const superCatId of [1, 2, 3, 4, 5, 7])
      assert.ok(
        listed.some((u) => u.startsWith(`${ORIGIN}/products?superCatId=${superCatId}&superCatName=`) && !u.includes('productLineId')),
        `super-category ${superCatId}`,
      );
    for (const page of ['/', '/products', '/faq', '/blog', '/about', '/store', '/terms', '/brand-directory', '/contactus', '/privacy', '/cookies']) assert.ok(listed.includes(ORIGIN + page), page);
    for (const page of ['/basket', '/buy', '/myaccount', '/sell-to-us', '/unlock', '/ui-components', '/product-detail', '/blog-detail']) assert.ok(!listed.includes(ORIGIN + page), `${page} is not listed`);
    assert.equal(new Set(listed).size, listed.length, 'no address twice');
  });

  it("lists every blog post of the content service at its /blog-detail address, with the post's date", async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const posts = (await t.app.inject({ url: '/v3/blog?pageSize=50' })).json().response.data.posts as Array<{ id: string; publishedOn: string }>;
    assert.ok(posts.length >= 12);
    for (const p of posts) assert.ok(body.includes(`<url><loc>${ORIGIN}/blog-detail?id=${p.id}</loc><lastmod>${p.publishedOn}</lastmod></url>`), p.id);
  });

  it('lists every press release at the address the press list links to', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const releases = (await t.app.inject({ url: '/v3/blog/press?pageSize=50' })).json().response.data.pressReleases as Array<{ id: string; publishedOn: string }>;
    assert.ok(releases.length >= 4);
    for (const p of releases) assert.ok(body.includes(`<url><loc>${ORIGIN}/blog-detail?press=${p.id}</loc><lastmod>${p.publishedOn}</lastmod></url>`), p.id);
  });
});

describe('a sitemap past 50,000 addresses', () => {
  it('becomes an index of numbered parts, each within the limit, listing every address once', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({ path: `/p${i}`, lastModified: '2026-11-01' }));
    const { main, parts } = sitemapDocuments(entries, ORIGIN, 3);
    assert.match(main, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    assert.deepEqual(
      [...main.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
      [1, 2, 3].map((n) => `${ORIGIN}/sitemaps/${n}.xml`),
    );
    assert.deepEqual(
      parts.map((p) => [...p.matchAll(/<loc>/g)].length),
      [3, 3, 1],
    );
    assert.equal(parts.join('').match(/<loc>[^<]+<\/loc>/g)!.length, 7);
    const small = sitemapDocuments(entries, ORIGIN, 10);
    assert.match(small.main, /<urlset /);
    assert.deepEqual(small.parts, []);
  });

  it('serves no part while the shop fits one file', async () => {
    const res = await t.app.inject({ url: '/sitemaps/1.xml' });
    assert.equal(res.statusCode, 404);
    assert.equal((await t.app.inject({ url: '/sitemaps/0.xml' })).statusCode, 400);
  });
});

describe('GET /robots.txt', () => {
  it('keeps account, basket, checkout, sell and unlock routes out and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    assert.match(res.headers['cache-control'] as string, /public, max-age=\d+/);
    const disallowed = res.body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    const blocked = (path: string) => disallowed.some((d) => path === d || path.startsWith(d.endsWith('/') ? d : `${d}/`) || path.startsWith(`${d}?`));
    for (const route of ROUTES.filter((r) => ['account', 'basket-checkout', 'sell-to-us', 'unlock'].includes(r.owner) || r.guard)) assert.ok(blocked(route.path), `${route.path} is kept out`);
    for (const path of ['/', '/products', '/product-detail', '/faq', '/images/boxes/LL000001_1_m.webp']) assert.ok(!blocked(path), `${path} is open`);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });
});

describe('the staff pages (/ops/releases, the goods-in bench)', () => {
  it("are kept out by robots.txt, and served noindex and no-store; a shopper's page is not", async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    assert.match(robots.body, /^Disallow: \/ops\/releases$/m);
    assert.match(robots.body, /^Disallow: \/staff\/goods-in$/m);
    for (const url of ['/ops/releases', '/ops/releases/', '/ops/releases?target=catalogue', '/staff/goods-in', '/staff/goods-in/parcel?order=WB0000ABCD']) {
      const res = await t.app.inject({ url });
      assert.equal(res.headers['cache-control'], 'no-store', url);
      assert.equal(res.headers['x-robots-tag'], 'noindex, nofollow', url);
    }
    const shop = await t.app.inject({ url: '/faq' });
    assert.equal(shop.headers['x-robots-tag'], undefined);
    assert.notEqual(shop.headers['cache-control'], 'no-store');
  });
});

describe('OpenAPI', () => {
  it('describes both files', async () => {
    const doc = (await t.app.inject({ url: '/v3/openapi.json' })).json();
    assert.ok(doc.paths['/sitemap.xml']?.get);
    assert.ok(doc.paths['/robots.txt']?.get);
  });
});
