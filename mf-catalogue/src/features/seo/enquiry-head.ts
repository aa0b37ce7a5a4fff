// The heads of the shop's own pages (issue 33 §7): contact, feedback, franchise, careers, the
// store finder and the brand directory, each with its own description and canonical address, and
// schema.org data where it fits: a ContactPage, each store a Store (address, telephone, opening
// hours), a job's own page its JobPosting. From the responses the first view was painted from,
// written into the HTML head by the server as the product and content pages' are (page-head.ts).
import { t } from '../../i18n';
import { brandName, organisation, SCHEMA, shorten, titled } from './head-parts';
import type { JobVacancy, PageHead } from '@shop/shared/api';
import type { BrandDirectory, Store } from '../../api/catalogue-api';
import { payloadKey } from '../../api/page-payload';

/** A page that is a page of the shop: its name, description and canonical address, as a WebPage or one of its kinds. */
function shopPage(o: { origin: string; path: string; name: string; description: string; kind?: string; extra?: object[] }): PageHead {
  const canonical = o.origin + o.path;
  return {
    title: titled(o.name),
    description: shorten(o.description),
    canonical,
    type: 'website',
    jsonLd: [{ '@context': SCHEMA, '@type': o.kind ?? 'WebPage', name: o.name, description: shorten(o.description), url: canonical, inLanguage: 'en-GB', publisher: organisation(o.origin) }, ...(o.extra ?? [])],
  };
}

const DAY_NAMES: Record<string, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' };

/** '09:00-17:30' on the days a store opens, as schema.org's opening hours (a closed day is left out). */
function openingHours(hours: Store['openingHours']) {
  return Object.entries(hours).flatMap(([day, span]) => {
    const [opens, closes] = (span ?? '').split('-');
    return DAY_NAMES[day] && opens && closes ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `${SCHEMA}/${DAY_NAMES[day]}`, opens, closes }] : [];
  });
}

export function storeJsonLd(store: Store, origin: string) {
  return {
    '@context': SCHEMA,
    '@type': 'Store',
    '@id': `${origin}/store#store-${store.storeId}`,
    name: `${brandName()} ${store.storeName}`,
    url: `${origin}/store`,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [store.address.line1, store.address.line2].filter(Boolean).join(', '),
      addressLocality: store.address.town,
      ...(store.address.county ? { addressRegion: store.address.county } : {}),
      postalCode: store.address.postcode,
      addressCountry: 'GB',
    },
    openingHoursSpecification: openingHours(store.openingHours),
    parentOrganization: organisation(origin),
  };
}

export function storesHead(stores: Store[], origin: string): PageHead {
  return shopPage({ origin, path: '/store', name: t('pageTitle.store'), description: t('seo.storesDescription', { count: stores.length }), extra: stores.map((s) => storeJsonLd(s, origin)) });
}

export function brandsHead(brands: BrandDirectory | undefined, origin: string): PageHead {
  const count = Object.values(brands?.aToZ ?? {}).reduce((n, names) => n + names.length, 0);
  return shopPage({ origin, path: '/brand-directory', name: t('pageTitle.brandDirectory'), description: t('seo.brandsDescription', { count }), kind: 'CollectionPage' });
}

/** '£12.60 an hour' → the pay as schema.org reads it; undefined when it is not written that way. */
function baseSalary(pay: string) {
  const m = /£\s*([\d,]+(?:\.\d+)?)\s+(?:an?|per)\s+(hour|day|week|month|year)/i.exec(pay);
  if (!m) return undefined;
  return { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', value: Number(m[1]!.replace(/,/g, '')), unitText: m[2]!.toUpperCase() } };
}

/** Under 35 hours a week is part time; hours not given as a number say nothing. */
function employmentType(hours: string) {
  const m = /(\d+)\s+hours/i.exec(hours);
  return m ? (Number(m[1]) < 35 ? 'PART_TIME' : 'FULL_TIME') : undefined;
}

/** A job's own page (/careers?store=…&job=…): its JobPosting, the store as where the work is. */
export function jobHead(job: JobVacancy, origin: string): PageHead {
  const path = `/careers?store=${job.storeId}&job=${encodeURIComponent(job.jobId)}`;
  const name = t('careers.jobAt', { title: job.title, store: job.storeName });
  const salary = baseSalary(job.pay);
  const type = employmentType(job.hours);
  const posting = {
    '@context': SCHEMA,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: brandName(), value: job.jobId },
    datePosted: job.postedOn,
    validThrough: `${job.closesOn}T23:59:59+00:00`,
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: { ...organisation(origin), sameAs: `${origin}/` },
    jobLocation: { '@type': 'Place', name: `${brandName()} ${job.storeName}`, address: { '@type': 'PostalAddress', addressLocality: job.town, addressCountry: 'GB' } },
    ...(salary ? { baseSalary: salary } : {}),
    url: origin + path,
  };
  return { ...shopPage({ origin, path, name, description: `${job.summary} ${job.hours}, ${job.pay}.` }), jsonLd: [posting] };
}

/** The head of one of these pages from its payload, or undefined when the path is not one. */
export function enquiryPageHead(path: string, url: URL, payload: Record<string, unknown>, origin: string): PageHead | null | undefined {
  switch (path) {
    case '/contactus':
      return shopPage({ origin, path, name: t('pageTitle.contactUs'), description: t('seo.contactDescription'), kind: 'ContactPage' });
    case '/feedback':
      // Every feedback link carries its code: the page is one address, the code is no part of it.
      return shopPage({ origin, path, name: t('pageTitle.feedback'), description: t('seo.feedbackDescription') });
    case '/franchise':
      return shopPage({ origin, path, name: t('pageTitle.franchise'), description: t('seo.franchiseDescription') });
    case '/careers': {
      const storeId = Number(url.searchParams.get('store'));
      const jobId = url.searchParams.get('job');
      if (jobId && Number.isInteger(storeId) && storeId > 0) {
        const job = payload[payloadKey.job(storeId, jobId)] as JobVacancy | undefined;
        return job ? jobHead(job, origin) : null;
      }
      return shopPage({ origin, path, name: t('pageTitle.careers'), description: t('seo.careersDescription') });
    }
    case '/store': {
      const stores = payload[payloadKey.stores()] as Store[] | undefined;
      return stores ? storesHead(stores, origin) : null;
    }
    case '/brand-directory':
      return brandsHead(payload[payloadKey.brands()] as BrandDirectory | undefined, origin);
    default:
      return undefined;
  }
}
