import { expect, test } from '../support/fixtures';

// Pages search engines can read (issue #17): a product page's HTML, as a crawler fetches it
// with no script run, names the product, its price and its schema.org Product data; listings
// show pictures of each item's own kind; the sitemap and robots.txt are served.

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);

test("a product page's first HTML holds its name, price and schema.org Product with its offer", async ({ request, shop }) => {
  // A product a crawler finds: from the sitemap, at its canonical address.
  const sitemap = await request.get(`${shop.url}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  // The first one sold online: one that is not has its price asked for, never shown (issue 33 §7).
  let productUrl = '';
  let box: { boxId: string; boxName: string; brand: string; sellPrice: number; webSaleAllowed: number } | undefined;
  for (const [, loc] of (await sitemap.text()).matchAll(/<loc>([^<]*\/product-detail\?[^<]*)<\/loc>/g)) {
    productUrl = loc!.replace(/&amp;/g, '&');
    const id = new URL(productUrl).searchParams.get('id')!;
    box = (await (await request.get(`${shop.url}/v3/boxes/${id}/detail`)).json()).response.data.boxDetails[0];
    if (box!.webSaleAllowed === 1) break;
  }
  if (!box) throw new Error('no product in the sitemap');

  const res = await request.get(productUrl);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const price = `£${box.sellPrice.toFixed(2)}`;
  expect(html).toContain(`<title>${box.boxName.replace(/&/g, '&amp;')} | Little Loop</title>`);
  expect(html).toContain(`<link rel="canonical" href="${productUrl.replace(/&/g, '&amp;')}">`);
  expect(html).toContain(`<meta property="og:image" content="${shop.url}/images/boxes/${box.boxId}_1_l.webp?e=`);
  // The painted page itself: the name as its heading and the price.
  const firstView = html.slice(html.indexOf('<div id="shop-prerender"'), html.indexOf('<div id="shop-root"'));
  expect(firstView).toContain(box.boxName.replace(/&/g, '&amp;'));
  expect(firstView).toContain(price);

  const [product, crumbs] = jsonLd(html);
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: box.boxName,
    sku: box.boxId,
    brand: { '@type': 'Brand', name: box.brand },
    offers: { '@type': 'Offer', priceCurrency: 'GBP', price: box.sellPrice.toFixed(2), itemCondition: 'https://schema.org/UsedCondition', url: productUrl },
  });
  expect(['https://schema.org/InStock', 'https://schema.org/InStoreOnly', 'https://schema.org/OutOfStock']).toContain(product!.offers.availability);
  expect(crumbs!['@type']).toBe('BreadcrumbList');
  expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: box.boxName, item: productUrl });
});

test("the shop's own pages each have their description, canonical address and, where it fits, Store or JobPosting data (issue 33 §7)", async ({ request, shop }) => {
  const headOf = async (path: string) => {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    return { html, description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1], canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&') };
  };
  const descriptions = new Set<string | undefined>();
  for (const path of ['/contactus', '/feedback', '/franchise', '/careers', '/store', '/brand-directory']) {
    const head = await headOf(`${path}?utm_source=newsletter`);
    expect(head.canonical, path).toBe(`${shop.url}${path}`);
    descriptions.add(head.description);
  }
  expect(descriptions.size).toBe(6);

  // Every store is a Store with its address and hours, and the finder's first view lists them.
  const stores = (await (await request.get(`${shop.url}/v3/stores`)).json()).response.data.stores as Array<{ storeName: string; address: { postcode: string } }>;
  const finder = await headOf('/store');
  const storeData = jsonLd(finder.html).filter((d) => d['@type'] === 'Store');
  expect(storeData).toHaveLength(stores.length);
  expect(storeData[0]).toMatchObject({ address: { '@type': 'PostalAddress', postalCode: stores[0]!.address.postcode, addressCountry: 'GB' } });
  expect(finder.html.slice(finder.html.indexOf('<div id="shop-prerender"'), finder.html.indexOf('<div id="shop-root"'))).toContain(stores[0]!.storeName);

  // A job's own page is its JobPosting.
  const [job] = (await (await request.get(`${shop.url}/v3/jobvacancies`)).json()).response.data.jobs as Array<{ jobId: string; storeId: number; title: string }>;
  const jobPage = await headOf(`/careers?store=${job!.storeId}&job=${job!.jobId}`);
  expect(jobPage.canonical).toBe(`${shop.url}/careers?store=${job!.storeId}&job=${job!.jobId}`);
  expect(jsonLd(jobPage.html)).toEqual([expect.objectContaining({ '@type': 'JobPosting', title: job!.title, hiringOrganization: expect.objectContaining({ name: 'Little Loop' }) })]);
});

test('a listing shows each item as a picture of its own kind', async ({ page, request, shop }) => {
  const first = async (superCatId: number) => {
    await page.goto(`/products?superCatId=${superCatId}`);
    const card = page.locator('[data-box-id]').first();
    await expect(card).toBeVisible();
    return card.locator('img').first().getAttribute('src');
  };
  const clothing = await first(2);
  const pushchairs = await first(7);
  const [dress, pram] = await Promise.all([clothing, pushchairs].map(async (src) => (await request.get(`${shop.url}${src}`)).body()));
  expect(dress!.length).toBeGreaterThan(1000);
  expect(Buffer.compare(dress!, pram!)).not.toBe(0);
  // Not the same drawing in another colour either: the pictures differ in size by more than a few bytes.
  expect(Math.abs(dress!.length - pram!.length)).toBeGreaterThan(200);
});

test('robots.txt keeps the private journeys out and names the sitemap', async ({ request, shop }) => {
  const robots = await (await request.get(`${shop.url}/robots.txt`)).text();
  for (const path of ['/basket', '/buy', '/myaccount', '/sell-to-us', '/unlock']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
});
