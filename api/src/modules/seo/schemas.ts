// Schemas of the files for search engines: the sitemap and robots.txt.
import { nonJson, routeSchema } from '../../http/envelope.js';

const TAG = 'seo';

export const sitemapSchema = routeSchema(TAG, 'Every public page, listing and product page, for search engines (sitemaps.org XML)', {
  response: nonJson('application/xml', 'The sitemap', {}),
});

export const sitemapPartSchema = routeSchema(TAG, 'One part of the sitemap index, when the shop has more than 50,000 addresses (sitemaps.org XML)', {
  params: { type: 'object', required: ['n'], additionalProperties: false, properties: { n: { type: 'integer', minimum: 1, maximum: 1000 } } },
  response: nonJson('application/xml', 'A sitemap part', {}),
});

export const robotsSchema = routeSchema(TAG, 'What search engines may crawl, and where the sitemap is', {
  response: nonJson('text/plain', 'robots.txt', {}),
});
