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

const BLOG_CATEGORIES: Record<string, string> = {
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

// Building an Intl.NumberFormat costs far more than formatting with one (a listing formats
// 80+ prices while it renders): one formatter, made on first use.
let moneyFormat: Intl.NumberFormat | null = null;

/** Money from integer pence, two decimal places, locale symbol. */
export function formatMoney(pence: number): string {
  moneyFormat ??= new Intl.NumberFormat(LOCALE.locale, {
    style: 'currency',
    currency: LOCALE.currency,
    minimumFractionDigits: LOCALE.decimalPlaces,
    maximumFractionDigits: LOCALE.decimalPlaces,
  });
  return moneyFormat.format(pence / 100);
}
