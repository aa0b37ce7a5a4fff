// The home page's structured content (home.*: quick links, USP tiles...): its first edition, and
// the rows as stored for the catalogue's GET /v3/content/home (the content table is this module's,
// issue 34 §3). Read at each call, not from the service's cache: these rows have no version.
import { SHOP_PLATFORM_ID } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

/** The shop's home.* items, key and content. */
export const homeContentRows = (q: Queryable) => q.query<{ content_key: string; content: unknown }>(`SELECT content_key, content FROM content WHERE platform_id = $1 AND content_key LIKE 'home.%'`, [SHOP_PLATFORM_ID]);

/**
 * The home page's first edition (quick links, USP tiles, quality steps, about links), written where
 * a key is missing: a key staff have changed is kept. Run at every start, after the pages' seed.
 */
export async function seedHomeContent(db: Queryable): Promise<void> {
  const content: Record<string, unknown> = {
    'home.quickLinks': {
      top: [
        // Each opens what it names: a category of its line where the line holds more ('Prams &
        // Pushchairs' has double buggies too), the word the catalogue uses where no category is one.
        { label: 'Travel systems', href: '/products?superCatId=7&productLineId=701&category=Travel%20Systems' },
        { label: 'Car seats', href: '/products?productLineId=702&superCatId=7' },
        { label: 'Cot beds', href: '/products?superCatId=4&productLineId=401&category=Cots%20%26%20Cot%20Beds' },
        { label: 'Baby monitors', href: '/products?superCatId=4&productLineId=402&category=Baby%20Monitors' },
        { label: 'Highchairs', href: '/products?superCatId=3&productLineId=302&category=Highchairs' },
        { label: 'Baby clothes', href: '/products?productLineId=201&superCatId=2' },
        { label: 'Wooden toys', href: '/products?superCatId=5&q=wood' },
        { label: 'Reduced', href: '/products?priceReduced=1' },
      ],
      bottom: [
        { label: 'Sell to us', href: '/sell-to-us' },
        { label: 'Find a store', href: '/store' },
        { label: 'Brands A to Z', href: '/brand-directory' },
        { label: 'Bathing & changing', href: '/products?superCatId=1' },
        { label: 'Feeding', href: '/products?superCatId=3' },
        { label: 'Toys', href: '/products?superCatId=5' },
        { label: 'FAQ', href: '/faq' },
        { label: 'Contact us', href: '/contactus' },
      ],
    },
    'home.uspIcons': [
      { icon: 'check', title: 'Checked by hand', text: 'Every item tested and cleaned by our store teams.' },
      // A template: the API fills in the terms from settings (§5), the ones the basket charges.
      { icon: 'truck', title: '{delivery.headline}', text: '{delivery.detail}' },
      { icon: 'pound', title: 'Cash for your kit', text: 'Instant quotes when you sell to us.' },
      { icon: 'shield', title: 'One-year warranty', text: 'On every pushchair, car seat and nursery item.' },
    ],
    'home.qualitySteps': [
      { step: 1, title: 'Checked', text: 'We test every part works as it should.' },
      { step: 2, title: 'Cleaned', text: 'Fabrics washed, frames and plastics sanitised.' },
      { step: 3, title: 'Graded', text: 'A like new, B good, or C well used: always honest.' },
      { step: 4, title: 'Priced fairly', text: 'A fraction of the new price.' },
    ],
    'home.aboutUs': Array.from({ length: 12 }, (_, i) => ({
      title: ['Our story', 'Our stores', 'Sustainability', 'Safety first', 'Careers', 'Franchise', 'Press', 'Blog', 'Grading explained', 'Warranty', 'Delivery', 'Returns'][i],
      href: ['/about', '/store', '/about', '/faq', '/careers', '/franchise', '/about', '/blog', '/faq', '/terms', '/faq', '/terms'][i],
    })),
  };
  for (const [key, value] of Object.entries(content)) {
    await db.query(`INSERT INTO content (platform_id, content_key, content) VALUES ($1, $2, $3::jsonb) ON CONFLICT (platform_id, content_key) DO NOTHING`, [SHOP_PLATFORM_ID, key, JSON.stringify(value)]);
  }
}
