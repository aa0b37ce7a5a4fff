// A page's head: the tags search engines read, with nothing in the data able to break out of
// an attribute or a script element.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headTags, withPageHead } from './page-head.js';

const HTML = '<html><head><meta name="description" content="Generic" /><title>Little Loop</title></head><body></body></html>';
const head = {
  title: 'Joie "Mirus" <b> Highchair | Little Loop',
  description: 'Pre-loved & checked',
  canonical: 'https://shop.example/product-detail?id=ll000001&title=Joie',
  type: 'product' as const,
  image: 'https://shop.example/images/boxes/LL000001_1_l.webp',
  jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
};

describe('page head', () => {
  it("replaces the shop's title and description with the page's, escaped", () => {
    const html = withPageHead(HTML, head, 'Little Loop');
    assert.match(html, /<title>Joie &quot;Mirus&quot; &lt;b&gt; Highchair \| Little Loop<\/title>/);
    assert.match(html, /<meta name="description" content="Pre-loved &amp; checked">/);
    assert.doesNotMatch(html, /Generic/);
    assert.equal(html.match(/<title>/g)!.length, 1);
  });

  it('gives the canonical address, Open Graph tags with the picture, and JSON-LD that cannot close its script', () => {
    const tags = headTags(head, 'Little Loop');
    assert.match(tags, /<link rel="canonical" href="https:\/\/shop.example\/product-detail\?id=ll000001&amp;title=Joie">/);
    assert.match(tags, /<meta property="og:type" content="product">/);
    assert.match(tags, /<meta property="og:image" content="https:\/\/shop.example\/images\/boxes\/LL000001_1_l.webp">/);
    assert.match(tags, /<meta property="og:site_name" content="Little Loop">/);
    const scripts = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    assert.deepEqual(scripts, head.jsonLd);
    assert.equal(tags.match(/<\/script>/g)!.length, 1);
  });
});
