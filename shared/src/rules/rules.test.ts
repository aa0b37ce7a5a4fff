import { currencySymbol, formatCount, formatMoney, LOCALE, resolveHostConfig } from './host-config';
import { mask, slugify } from './text';
import { errorMessage } from './error-messages';

describe('config by host name', () => {
  it('treats localhost as development UK', () => {
    const c = resolveHostConfig('localhost');
    expect(c).toMatchObject({ environment: 'development', countryCode: 'uk', blogCategory: 'UK', showKmFirst: false });
    expect(c.authBase).toBe('/auth');
  });

  it.each([
    ['uk.littleloop.shop', 'production', 'uk'],
    ['ie-uat.littleloop.shop', 'user-acceptance', 'ie'],
    ['au-staging.littleloop.shop', 'staging', 'au'],
    ['in-dev.littleloop.shop', 'development', 'in'],
  ])('%s is %s for country %s', (host, environment, countryCode) => {
    expect(resolveHostConfig(host)).toMatchObject({ environment, countryCode });
  });

  it('builds socket, auth and support-desk bases from site and country', () => {
    const c = resolveHostConfig('ie-uat.littleloop.shop');
    expect(c.realtimeSocketBase).toBe('wss://socket-ie-uat.littleloop.shop');
    expect(c.authBase).toBe('https://auth-ie-uat.littleloop.shop');
    expect(c.supportDeskBase).toBe('https://support.littleloop.shop/ie');
  });

  it('maps blog categories and km-first by country; memorial day text is always off', () => {
    expect(resolveHostConfig('ic.littleloop.shop')).toMatchObject({ blogCategory: 'Canarias', showKmFirst: true, showMemorialDayText: false });
    expect(resolveHostConfig('es.littleloop.shop')).toMatchObject({ blogCategory: undefined, showKmFirst: true });
    expect(resolveHostConfig('au.littleloop.shop').blogCategory).toBe('Australia');
    expect(resolveHostConfig('in.littleloop.shop').blogCategory).toBe('India');
  });

  it('fails for a host that matches no environment', () => {
    expect(() => resolveHostConfig('example.com')).toThrow('Matching Config Value could not be found');
  });

  it('takes the currency symbol from the locale, with two decimals', () => {
    expect(currencySymbol()).toBe('£');
    expect(formatMoney(123456)).toBe('£1,234.56');
    expect(formatMoney(5)).toBe('£0.05');
  });

  it('writes money and counts exactly as Intl would for the locale, without Intl', () => {
    const money = new Intl.NumberFormat(LOCALE.locale, { style: 'currency', currency: LOCALE.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(LOCALE.locale);
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 1005, 99999, 100000, 123456, 1234567, 100000000, 987654321];
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 10))));
    for (const n of [...samples, ...samples.filter((x) => x > 0).map((x) => -x)]) {
      expect(formatMoney(n)).toBe(money.format(n / 100));
      expect(formatCount(n)).toBe(count.format(n));
    }
  });
});

describe('text rules', () => {
  it('masks all but the first and last two characters', () => {
    expect(mask('12345678')).toBe('12****78');
    expect(mask('abcd')).toBe('abcd');
  });

  it('slugifies as §5 says', () => {
    expect(slugify('Prams & Pushchairs')).toBe('prams-and-pushchairs');
    expect(slugify('Baby 0-3m (Boys)')).toBe('baby-0-3m--boys-');
  });
});

describe('error messages', () => {
  it('gives each §8 login code its own message, by context', () => {
    const codes = [1005, 1006, 1007, 1027, 1028, 1029, 1202, 1240];
    const messages = codes.map((c) => errorMessage(c, 'login'));
    expect(new Set(messages).size).toBe(codes.length);
    expect(errorMessage(1028, 'email')).toBe('Please enter a valid e-mail address.');
    expect(errorMessage(1059, 'password')).toBe('Your current password is not right.');
  });

  it('gives every quotation code its own message, and keeps the server text where it carries the details', () => {
    const codes = [1001, 1010, 1011, 1012, 1017, 1018, 1021, 1046, 2030, 2040, 'QUOTE_NOT_FOUND', 'QUOTE_STATE_CONFLICT', 'QUOTE_EXPIRED', 'QUOTE_UNSAFE'];
    const messages = codes.map((c) => errorMessage(c, 'quotation'));
    expect(new Set(messages).size).toBe(codes.length);
    expect(messages).not.toContain(errorMessage(99999, 'quotation'));
    expect(errorMessage('QUOTE_UNSAFE', 'quotation', 'A car seat that has been in a collision cannot be bought.')).toMatch(/collision/);
    expect(errorMessage(1011, 'quotation', 'server text')).toBe('We do not buy items of that kind online.');
  });

  it('falls back to the generic error for unknown codes, and names network failures', () => {
    expect(errorMessage(99999, 'login')).toBe('Sorry, something went wrong. Please try again later.');
    expect(errorMessage(-1, 'login', 'connection refused')).toMatch(/could not reach the shop/);
  });
});
