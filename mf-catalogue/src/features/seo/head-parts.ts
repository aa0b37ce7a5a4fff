// What every page head of the catalogue's is made of (page-head.ts, content-head.ts,
// enquiry-head.ts): the schema.org address, descriptions cut to what search results show, titles
// that name the shop, and the shop as an Organization.
import { t } from '../../i18n';

export const SCHEMA = 'https://schema.org';
const DESCRIPTION_MAX = 160;

export const brandName = () => t('brand.name');
/** A description no longer than a search result shows, cut at a word. */
export const shorten = (text: string) => (text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`);
export const titled = (name: string) => `${name} | ${brandName()}`;
export const organisation = (origin: string) => ({ '@type': 'Organization', name: brandName(), url: `${origin}/` });
