// The content service (issue #17) through the real calls on a real database: the shop's content
// as seeded, the FAQ, the blog and press, Markdown cleaned of anything that could run, and staff
// publishing with its history (who and why), refused to anyone else, seen at once by readers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { OPENAPI_PATH } from '../../http/openapi.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';
import { renderMarkdown } from './render.js';
import { seedContent, seedFiles } from './seed/seed.js';
import { staffNames } from '../staff/staff-names.js';
import { createContentService } from './service.js';
import { shellTexts } from './shell-texts.js';

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffSession>>;
before(async () => {
  t = await startTestApp();
  staff = await staffSession(t.app, 'Ceri Content');
});
after(() => t.close());

type Res = { statusCode: number; json(): any; headers: Record<string, unknown>; body: string };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers }) as Promise<Res>;
const data = async (url: string) => {
  const res = await get(url);
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json().response.data;
};
const contents = (keys: string[]) => data(`/v3/content?platformId=16&contentKeys=${encodeURIComponent(JSON.stringify(keys))}`);
const publish = (key: string, markdown: string, headers: Record<string, string> = staff.auth, note?: string) =>
  t.app.inject({ method: 'POST', url: `/v3/staff/content/${key}`, headers, payload: { markdown, ...(note ? { note } : {}) } }) as Promise<Res>;

const EVIL = `---
title: A post with traps
summary: Nothing in here may run.
topic: safety
date: 2026-11-05
author: Someone
---
Hello <script>alert('x')</script> world.

<img src="/x.png" onerror="alert(1)">

[a javascript link](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">another</a> and <a href="jav&#x09;ascript:alert(3)">a third</a>.

<iframe src="https://evil.example/"></iframe><object data="x"></object><form action="/x"><input name="y"></form>

<p style="position:fixed" onclick="steal()">styled</p> <svg onload="alert(4)"><circle/></svg>

![data picture](data:image/png;base64,AAAA) [fine](https://www.gov.uk/product-safety-alerts-reports-recalls)
`;

describe('content: GET content', () => {
  it('keeps its answer: contents [{ contentKey, content }] by key, missing keys left out, bad lists refused', async () => {
    const d = await contents(['page.about', 'announcement', 'missing', 'home.uspIcons']);
    assert.deepEqual(
      d.contents.map((c: { contentKey: string }) => c.contentKey),
      ['announcement', 'home.uspIcons', 'page.about'],
    );
    const about = d.contents.find((c: { contentKey: string }) => c.contentKey === 'page.about').content;
    assert.equal(about.title, 'About Little Loop');
    assert.match(about.html, /<h2>What we sell<\/h2>/);
    assert.equal(about.version, 1);
    // Structured items are served as they were.
    assert.ok(Array.isArray(d.contents.find((c: { contentKey: string }) => c.contentKey === 'home.uspIcons').content));
    for (const bad of ['not-json', '[]', '[1]', '["a b"]']) assert.equal((await get(`/v3/content?platformId=16&contentKeys=${encodeURIComponent(bad)}`)).statusCode, 400, bad);
  });

  it('serves the policy pages, campaigns and the §9 reduction banners (plain text for short ones)', async () => {
    const keys = [
      'page.terms',
      'policy.cookies',
      'policy.privacy',
      'campaign.landing',
      'campaign.clm',
      ...['all', 'bathing-changing', 'clothing', 'feeding', 'nursery', 'toys', 'pushchairs-travel'].map((k) => `reduction.${k}`),
    ];
    const d = await contents(keys);
    assert.equal(d.contents.length, keys.length);
    const by = Object.fromEntries(d.contents.map((c: { contentKey: string; content: unknown }) => [c.contentKey, c.content]));
    assert.match(by['policy.privacy'].html, /stored encrypted/);
    assert.match(by['policy.privacy'].html, /outbox/);
    assert.match(by['policy.privacy'].html, /never sell your information/);
    assert.equal(by['campaign.landing'].ctaHref, '/products');
    assert.equal(by['campaign.clm'].ctaHref, '/sell-to-us');
    assert.match(by['reduction.toys'].text, /^Play kitchens/);
  });

  it('seeds once: a second run publishes nothing, and every seed file is live', async () => {
    assert.deepEqual(await seedContent(t.db, t.app.content), []);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM content_versions WHERE published_by = 'seed'");
    assert.equal(row!.n, seedFiles().length);
  });
});

describe('content: FAQ', () => {
  it('answers at least 30 questions in groups, answers as clean HTML and plain text', async () => {
    const d = await data('/v3/contact/faq');
    assert.ok(d.faqGroups.length >= 5);
    const questions = d.faqGroups.flatMap((g: { questions: unknown[] }) => g.questions);
    assert.ok(questions.length >= 30, `${questions.length} questions`);
    assert.ok(d.faqGroups.some((g: { title: string }) => g.title === 'Selling to us'));
    const q = questions.find((x: { questionId: string }) => x.questionId === 'how-long-is-my-quote-valid');
    assert.match(q.answer, /^<p>21 days/);
    assert.match(q.answerText, /^21 days\./);
    assert.equal(new Set(questions.map((x: { questionId: string }) => x.questionId)).size, questions.length, 'question ids are unique');
  });
});

describe('content: blog and press', () => {
  it('lists the UK category newest first, paged, with topics and pictures', async () => {
    const first = await data('/v3/blog?pageSize=5');
    assert.equal(first.category, 'UK');
    assert.ok(first.total >= 12);
    assert.equal(first.posts.length, 5);
    assert.equal(first.pageCount, Math.ceil(first.total / 5));
    const dates = first.posts.map((p: { publishedOn: string }) => p.publishedOn);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.ok(first.topics.length >= 4);
    assert.equal(
      first.topics.reduce((n: number, x: { count: number }) => n + x.count, 0),
      first.total,
    );
    const last = await data(`/v3/blog?pageSize=5&page=${first.pageCount}`);
    assert.equal(last.posts.length, first.total - 5 * (first.pageCount - 1));
    assert.equal((await data('/v3/blog?pageSize=5&page=99')).posts.length, 0);
    const picture = first.posts[0].image;
    assert.match(picture.url, /^\/images\/blog\/[a-z0-9-]+_l\.webp\?v=\d+$/);
    const img = await get(picture.url);
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers['content-type'], 'image/webp');
    assert.equal((await get('/images/blog/no-such-post_l.webp')).statusCode, 404);
  });

  it('filters by topic and by country category (§3: uk → UK; no Irish posts yet)', async () => {
    const safety = await data('/v3/blog?topic=safety');
    assert.ok(safety.posts.length >= 2);
    assert.ok(safety.posts.every((p: { topic: string }) => p.topic === 'safety'));
    assert.equal((await data('/v3/blog?category=UK')).total, (await data('/v3/blog')).total);
    assert.equal((await data('/v3/blog?category=Ireland')).total, 0);
    const bad = await get('/v3/blog?category=Narnia');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().response.error.code, 5);
  });

  it('answers one post with its HTML and related posts; an unknown or malformed id is 4', async () => {
    const d = await data('/v3/blog/car-seat-safety-second-hand');
    assert.equal(d.post.title, 'Second-hand car seats: what is safe, and what we will never sell');
    assert.match(d.post.html, /<h2>The four reasons we turn a car seat away<\/h2>/);
    assert.ok(d.post.readingMinutes >= 1);
    assert.ok(d.related.every((p: { topic: string; id: string }) => p.topic === 'safety' && p.id !== 'car-seat-safety-second-hand'));
    for (const id of ['no-such-post', 'Bad_Id!']) {
      const res = await get(`/v3/blog/${encodeURIComponent(id)}`);
      assert.ok([400, 404].includes(res.statusCode), id);
      assert.equal(res.json().response.error.code, 4, id);
    }
    assert.equal((await get('/v3/blog/no-such-post')).statusCode, 404);
  });

  it('lists press releases and answers one; an unknown one is 404/4', async () => {
    const list = await data('/v3/blog/press');
    assert.ok(list.total >= 3);
    assert.equal(list.pressReleases[0].id, 'belfast-store-opens');
    const one = await data('/v3/blog/press/instant-quotes-launch');
    assert.match(one.pressRelease.html, /21 days/);
    const missing = await get('/v3/blog/press/nothing-here');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().response.error.code, 4);
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await get(OPENAPI_PATH)).json() as { paths: Record<string, Record<string, unknown>> };
    for (const op of [
      'get /v3/content',
      'get /v3/contact/faq',
      'get /v3/blog',
      'get /v3/blog/{id}',
      'get /v3/blog/press',
      'get /v3/blog/press/{id}',
      'post /v3/staff/content/{contentKey}',
      'get /v3/staff/content/{contentKey}/versions',
    ]) {
      const [method, path] = op.split(' ') as [string, string];
      assert.ok(doc.paths[path]?.[method], `${op} is in the document`);
    }
  });
});

describe('content: Markdown is cleaned', () => {
  it('renders a post with a script, an onerror attribute and javascript: links with none of them', async () => {
    const res = await publish('blog.a-post-with-traps', EVIL, staff.auth, 'sanitiser check');
    assert.equal(res.statusCode, 201, res.body);
    const { post } = await data('/v3/blog/a-post-with-traps');
    const html: string = post.html;
    assert.doesNotMatch(html, /<script|alert\('x'\)/i);
    assert.doesNotMatch(html, /\bon[a-z]+\s*=/i, 'no inline handler');
    assert.doesNotMatch(html, /javascript:/i);
    assert.doesNotMatch(html, /<iframe|<object|<form|<input|<svg|style=|data:/i);
    assert.match(html, /Hello\s+world\./);
    assert.match(html, /<img src="\/x.png" alt="" \/>/);
    assert.match(html, /<a href="https:\/\/www.gov.uk\/product-safety-alerts-reports-recalls" rel="noopener noreferrer">fine<\/a>/);
    // What is kept in the history is the same clean HTML.
    const [v] = await t.db.query<{ html: string }>("SELECT html FROM content_versions WHERE content_key = 'blog.a-post-with-traps'");
    assert.equal(v!.html, html);
  });

  it('turns a page-level heading into a section heading (the page title is the one h1)', () => {
    assert.equal(renderMarkdown('# Big'), '<h2>Big</h2>');
  });
});

describe('content: staff publishing', () => {
  it('publishes a new version with who published it and why, and readers see it at once (cache emptied)', async () => {
    const before = (await contents(['page.about'])).contents[0].content;
    const res = await publish('page.about', '---\ntitle: About us\n---\nWe are **Little Loop**.', staff.auth, 'Shorter about page');
    assert.equal(res.statusCode, 201, res.body);
    const published = res.json().response.data.published;
    assert.equal(published.version, before.version + 1);
    assert.equal(published.publishedBy, staff.staffId);
    assert.equal(published.note, 'Shorter about page');
    const after = (await contents(['page.about'])).contents[0].content;
    assert.equal(after.title, 'About us');
    assert.equal(after.html, '<p>We are <strong>Little Loop</strong>.</p>');
    assert.equal(after.version, published.version);

    const history = await t.app.inject({ url: '/v3/staff/content/page.about/versions', headers: staff.auth });
    assert.equal(history.statusCode, 200, history.body);
    const h = history.json().response.data;
    assert.equal(h.liveVersion, published.version);
    assert.deepEqual(
      h.versions.map((v: { version: number }) => v.version),
      [published.version, 1],
    );
    assert.equal(h.versions[0].publishedBy, staff.staffId);
    assert.equal(h.versions[0].publishedByName, 'Ceri Content');
    assert.equal(h.versions[1].publishedBy, 'seed');
  });

  it("publishes the shell's announcement like any text: every page's boot data carries it (no deploy)", async () => {
    assert.equal((await shellTexts(t.app.content)).announcement, '{deliveryPromise}');
    const res = await publish('announcement', 'Black Friday: 20% off every pushchair until Monday', staff.auth, 'Sale week');
    assert.equal(res.statusCode, 201, res.body);
    const texts = await shellTexts(t.app.content);
    assert.equal(texts.announcement, 'Black Friday: 20% off every pushchair until Monday');
    assert.match(texts.cookieMessage!, /^We use cookies/);
  });

  it('refuses anyone but staff: no token 401/8, a member 403, a bad token 401', async () => {
    const none = await publish('page.about', 'Hijacked', {});
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().response.error.code, 8);
    const m = await createVerifiedMember(t.app);
    const member = await signedIn(t.app, m.email, m.password);
    const asMember = await publish('page.about', 'Hijacked', member.auth);
    assert.equal(asMember.statusCode, 403);
    assert.equal((await t.app.inject({ url: '/v3/staff/content/page.about/versions', headers: member.auth })).statusCode, 403);
    assert.equal((await publish('page.about', 'Hijacked', { authorization: 'Bearer not-a-token' })).statusCode, 401);
    assert.doesNotMatch(JSON.stringify((await contents(['page.about'])).contents), /Hijacked/);
  });

  it('refuses what cannot be published, and changes nothing', async () => {
    const cases: Array<[string, string]> = [
      ['blog.no-front-matter', 'Just text'],
      ['blog.bad-date', '---\ntitle: T\nsummary: S\ntopic: safety\nauthor: A\ndate: 5 Nov\n---\nx'],
      ['blog.Bad_Id', '---\ntitle: T\nsummary: S\ntopic: safety\nauthor: A\ndate: 2026-01-01\n---\nx'],
      ['home.uspIcons', 'Not JSON'],
      ['faq', 'No groups here'],
    ];
    for (const [key, md] of cases) {
      const res = await publish(key, md);
      assert.equal(res.statusCode, 400, `${key}: ${res.body}`);
      assert.equal(res.json().response.error.code, 5, key);
    }
    assert.equal((await publish('bad key!', 'x')).statusCode, 400);
    const [row] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM content_versions WHERE content_key IN ('blog.no-front-matter', 'blog.bad-date', 'blog.Bad_Id', 'home.uspIcons') OR (content_key = 'faq' AND version > 1)",
    );
    assert.equal(row!.n, 0);
    const missing = await t.app.inject({ url: '/v3/staff/content/never.published/versions', headers: staff.auth });
    assert.equal(missing.statusCode, 404);
  });

  it('keeps the history append-only', async () => {
    await assert.rejects(t.db.query("UPDATE content_versions SET note = 'rewritten'"), /append-only/);
    await assert.rejects(t.db.query('DELETE FROM content_versions'), /append-only/);
  });

  it('another instance sees a publish once its stamp is read again', async () => {
    let now = 0;
    const other = createContentService({ db: t.db, staffNames, stampTtlMs: 1000, clock: () => now });
    const seen = async () => ((await other.get(16, ['reduction.all']))[0]!.content as { text: string }).text;
    const original = await seen();
    await t.app.content.publish({ platformId: 16, contentKey: 'reduction.all', markdown: '---\ntitle: Sale\n---\nEverything reduced this weekend.', publishedBy: 'cli:tester', note: 'weekend' });
    assert.equal(await seen(), original, 'still cached within the stamp interval');
    now += 1001;
    assert.equal(await seen(), 'Everything reduced this weekend.');
  });
});
