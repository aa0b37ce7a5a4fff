// Config by host name (spec §3): one build serves every site; the host name decides the rest.

export type Environment = 'development' | 'staging' | 'user-acceptance' | 'production';

export interface HostConfig {
  environment: Environment;
  /** Two letters: the first two of the host name (localhost is the UK). */
  countryCode: string;
  site: string;
  realtimeSocketBase: string;
  authBase: string;
  supportDeskBase: string;
  blogCategory: string | undefined;
  showKmFirst: boolean;
  showMemorialDayText: false;
}

export const BRAND_NAME = 'Little Loop';
export const SITE_DOMAIN = 'littleloop.shop';

/** The UK build (spec §1, §9). */
export const LOCALE = {
  language: 'en',
  locale: 'en-GB',
  currency: 'GBP',
  phoneCountryCode: '44',
  decimalPlaces: 2,
} as const;

/** §3: the blog category of each country's site (the content service files posts under it). */
export const BLOG_CATEGORIES: Record<string, string> = {
  uk: 'UK',
  ie: 'Ireland',
  in: 'India',
  au: 'Australia',
  ic: 'Canarias',
};

// Environments by host: uk.littleloop.shop (production), uk-uat., uk-staging., uk-dev.
const ENVIRONMENT_RULES: Array<{ environment: Environment; test: RegExp }> = [
  { environment: 'development', test: /^(localhost|127\.0\.0\.1|\[::1\])$/ },
  { environment: 'development', test: new RegExp(`^[a-z]{2}-dev\\.${SITE_DOMAIN.replace('.', '\\.')}$`) },
  { environment: 'staging', test: new RegExp(`^[a-z]{2}-staging\\.${SITE_DOMAIN.replace('.', '\\.')}$`) },
  { environment: 'user-acceptance', test: new RegExp(`^[a-z]{2}-uat\\.${SITE_DOMAIN.replace('.', '\\.')}$`) },
  { environment: 'production', test: new RegExp(`^[a-z]{2}\\.${SITE_DOMAIN.replace('.', '\\.')}$`) },
];

export function resolveHostConfig(hostname: string): HostConfig {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const rule = ENVIRONMENT_RULES.find((r) => r.test.test(host));
  if (!rule) throw new Error('Matching Config Value could not be found');
  const local = !host.includes(SITE_DOMAIN);
  const countryCode = local ? 'uk' : host.slice(0, 2);
  const suffix = rule.environment === 'production' ? '' : `-${{ development: 'dev', staging: 'staging', 'user-acceptance': 'uat' }[rule.environment]}`;
  const site = `${countryCode}${suffix}.${SITE_DOMAIN}`;
  return {
    environment: rule.environment,
    countryCode,
    site,
    realtimeSocketBase: `wss://socket-${site}`,
    authBase: local ? '/auth' : `https://auth-${site}`,
    supportDeskBase: `https://support.${SITE_DOMAIN}/${countryCode}`,
    blogCategory: BLOG_CATEGORIES[countryCode],
    showKmFirst: countryCode === 'es' || countryCode === 'ic',
    showMemorialDayText: false,
  };
}

/** The currency symbol as the locale writes it (£ for en-GB). */
export function currencySymbol(locale: string = LOCALE.locale, currency: string = LOCALE.currency): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')!.value;
}

// Intl loads its locale data on its first use in a page: 20-45 ms on a desktop, several times
// that on a phone, in the middle of the first render of a page of prices. The UK build's money
// and counts are simple enough to write directly; rules.test.ts checks them against Intl.
const POUND = '£';
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money from integer pence, two decimal places, locale symbol: £1,234.56, -£0.05. */
export function formatMoney(pence: number): string {
  const unit = 10 ** LOCALE.decimalPlaces;
  const whole = Math.round(Math.abs(pence));
  const sign = pence < 0 ? '-' : '';
  return `${sign}${POUND}${grouped(String(Math.floor(whole / unit)))}.${String(whole % unit).padStart(LOCALE.decimalPlaces, '0')}`;
}

/** A whole number as the locale writes it: 12,345. */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${grouped(String(Math.round(Math.abs(n))))}`;
}
