// A prerendered page's head for search engines and link previews (the remote's prerender gives
// it with its first view: title, description, canonical address, picture, schema.org data),
// written into index.html in place of the shop's generic title and description.
// The head is the wire contract's PageHead (@shop/shared/api): every address absolute.
import type { PageHead } from '@shop/shared/api';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeText(content)}">`;

/** The tags for a page's head. `siteName` is the shop's name for og:site_name. */
export function headTags(head: PageHead, siteName: string): string {
  return [
    `<link rel="canonical" href="${escapeText(head.canonical)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_GB'),
    ...(head.image ? [meta('property', 'og:image', head.image), meta('name', 'twitter:card', 'summary_large_image')] : [meta('name', 'twitter:card', 'summary')]),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

/** index.html with the page's own title, description and tags in place of the shop's generic ones. */
export function withPageHead(html: string, head: PageHead, siteName: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${headTags(head, siteName)}</head>`);
}
