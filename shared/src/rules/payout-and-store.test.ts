import { cardExpired, cardExpiryText } from './card-tokens';
import { formatMembershipNumber, luhnCheckDigit, maskEmail, normaliseMembershipNumber } from './payout-and-store';

describe('wallet e-mail mask', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('jane.doe@example.co.uk')).toBe('j***@example.co.uk');
    expect(maskEmail('j@example.co.uk')).toBe('j***@example.co.uk');
  });
  it('hides everything of a text that is not an address', () => {
    expect(maskEmail('@example.co.uk')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('in-store membership number', () => {
  it('computes the Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('1234567')).toBe(4);
  });
  it('takes the printed form, spaces, hyphens and lower case, and keeps one form', () => {
    expect(normaliseMembershipNumber('LL 1234 5674')).toBe('LL12345674');
    expect(normaliseMembershipNumber(' ll-1234-5674 ')).toBe('LL12345674');
    expect(formatMembershipNumber('LL12345674')).toBe('LL 1234 5674');
  });
  it('refuses a wrong check digit, swapped digits, other letters and hostile text', () => {
    expect(normaliseMembershipNumber('LL 1234 5675')).toBeNull();
    expect(normaliseMembershipNumber('LL 2134 5674')).toBeNull();
    expect(normaliseMembershipNumber('LX 1234 5674')).toBeNull();
    expect(normaliseMembershipNumber('LL 1234 567')).toBeNull();
    expect(normaliseMembershipNumber("LL12345674'; DROP TABLE members;--")).toBeNull();
    expect(normaliseMembershipNumber(`LL${' '.repeat(40)}12345674`)).toBeNull();
  });
});

describe('saved card expiry', () => {
  it('is good to the end of its month', () => {
    expect(cardExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cardExpiryText(3, 2029)).toBe('03/29');
  });
});
