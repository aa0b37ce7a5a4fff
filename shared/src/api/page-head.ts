// A prerendered page's head, as a remote's prerender gives it with its first view and the API
// writes it into index.html (api/src/modules/deployment/page-head.ts): one type for both sides.

/**
 * What a search engine or a link preview reads of a page: the server writes it into index.html's
 * head (title, description, canonical address, Open Graph tags, schema.org JSON-LD). Addresses
 * are absolute, made from the shop's public origin the server passes in.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph type: 'product' for a product page, 'article' for a blog post or press release, 'website' otherwise. */
  type: 'website' | 'product' | 'article';
  image?: string;
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd: object[];
}
