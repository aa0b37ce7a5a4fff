// Promises the shop keeps (issue 33 §5): every page that states the delivery rule states the one
// in shared (deliveryPromise, from the settings the basket and orders charge with), the store count
// is the stores table's, and the company's number and registered office are shared's COMPANY.
// Two halves: the served pages quote the figures, and no text anywhere writes a figure of its own
// (so editing one place only fails here).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chargeSettingsOf, COMPANY, deliveryPromise, type ChargeSettings } from '@shop/shared/rules';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { seedFiles } from './seed/seed.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const data = async (url: string) => {
  const res = await t.app.inject({ url });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json().response.data;
};
const item = async (key: string) => (await data(`/v3/content?platformId=16&contentKeys=${encodeURIComponent(JSON.stringify([key]))}`)).contents[0].content;
const promise = async () => {
  const prelogin = (await data('/v3/settings/prelogin?platformId=16')).preLoginSettings as { limits: ChargeSettings; featureFlags?: { waiveDeliveryCharge?: boolean } };
  return deliveryPromise(chargeSettingsOf(prelogin));
};
const text = (v: unknown) => JSON.stringify(v).replace(/\\u00a3/g, '£');

/** Every text the shop writes for people: content seed Markdown and every package's source (tests aside). */
function shopTexts(): Array<{ file: string; lines: string[] }> {
  const files = seedFiles().map((f) => f.path);
  for (const pkg of [
    'shared/src',
    'host/src',
    'api/src',
    ...readdirSync(ROOT)
      .filter((d) => d.startsWith('mf-'))
      .map((d) => `${d}/src`),
  ]) {
    for (const e of readdirSync(join(ROOT, pkg), { recursive: true, withFileTypes: true })) {
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|testing|mock/.test(join(e.parentPath, e.name))) files.push(join(e.parentPath, e.name));
    }
  }
  return files.map((f) => ({ file: relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n') }));
}

describe('the delivery rule', () => {
  it('is stated by the terms, the FAQ and the home page as shared words it, with the live figures', async () => {
    const p = await promise();
    assert.match(p.headline, /£\d/, 'the seeded settings charge for delivery under a threshold');
    const detail = `${[p.otherwise, p.collect].filter(Boolean).join('. ')}.`;
    const pages = { terms: await item('page.terms'), faq: await data('/v3/contact/faq?platformId=16'), home: await data('/v3/content/home') };
    for (const [name, page] of Object.entries(pages)) {
      assert.ok(text(page).includes(p.headline), `${name} states '${p.headline}'`);
      assert.ok(text(page).includes(detail), `${name} states '${detail}'`);
      assert.doesNotMatch(text(page), /\{delivery\.\w+\}/, `${name} has no unfilled placeholder`);
    }
  });

  it('is worded nowhere else: a text promising free delivery over a figure quotes the rule', () => {
    // A statement of the rule: free delivery together with a figure or threshold.
    const states = (l: string) => /free[- ](uk )?deliver|delivered free|delivery is free/i.test(l) && /over|threshold|£\d|\{threshold\}/i.test(l);
    // Allowed: shared's own wording (delivery-promise.ts's catalogue key) and content quoting it.
    const quotes = (file: string, l: string) => l.includes('{delivery.headline}') || (file === 'shared/src/i18n/en-GB.ts' && l.includes("'delivery.freeFrom'")) || /^\s*(\/\/|\*|\/\*\*)/.test(l);
    const own = shopTexts().flatMap(({ file, lines }) => lines.filter((l) => states(l) && !quotes(file, l)).map((l) => `${file}: ${l.trim()}`));
    assert.deepEqual(own, []);
  });
});

describe('the store count', () => {
  it('is the number of stores the finder lists, wherever a page gives it', async () => {
    const { count } = await data('/v3/stores/count');
    assert.equal(count, (await data('/v3/stores')).stores.length);
    for (const key of ['campaign.landing', 'page.about']) assert.ok(text(await item(key)).includes(`${count} stores`), `${key} says ${count} stores`);
    assert.ok(text(await data('/v3/blog/press/belfast-store-opens?platformId=16')).includes(`through ${count} stores`), 'press boilerplate');
  });

  it('is typed as a figure in no text', () => {
    const own = shopTexts().flatMap(({ file, lines }) => lines.filter((l) => /\b\d+ (stores|shops)\b/i.test(l) && !/^\s*(\/\/|\*|\/\*\*)/.test(l)).map((l) => `${file}: ${l.trim()}`));
    assert.deepEqual(own, []);
  });
});

describe('the company', () => {
  it('is named in the terms from the one company record', async () => {
    const terms = text(await item('page.terms'));
    for (const fact of [COMPANY.legalName, COMPANY.number, COMPANY.registeredOffice, COMPANY.registeredIn]) assert.ok(terms.includes(fact), `terms give ${fact}`);
  });

  it('has its name, number and office written only in shared', () => {
    const facts = [COMPANY.legalName, COMPANY.number, COMPANY.registeredOffice];
    const own = shopTexts().flatMap(({ file, lines }) => (file === 'shared/src/rules/company.ts' ? [] : lines.filter((l) => facts.some((f) => l.includes(f))).map((l) => `${file}: ${l.trim()}`)));
    assert.deepEqual(own, []);
  });
});

describe("the shop's own text", () => {
  it('reaches a shop that ran an older edition, and never replaces what staff published', async () => {
    const { seedContent } = await import('./seed/seed.js');
    const older = '---\ntitle: Terms\n---\nDelivery is free on orders over £50.\n';
    const next = async (key: string) => ((await t.db.query<{ v: number }>('SELECT max(version) AS v FROM content_versions WHERE platform_id = 16 AND content_key = $1', [key]))[0]!.v ?? 0) + 1;
    for (const [key, by] of [
      ['page.terms', 'seed'],
      ['page.about', 'cli:ceri'],
    ] as const) {
      await t.db.query(`INSERT INTO content_versions (platform_id, content_key, version, markdown, html, published_by) VALUES (16, $1, $2, $3, '<p>old</p>', $4)`, [key, await next(key), older, by]);
    }
    assert.deepEqual(await seedContent(t.db, t.app.content), ['page.terms']);
    assert.deepEqual(await seedContent(t.db, t.app.content), [], 'an edition already published is not published again');
  });
});
