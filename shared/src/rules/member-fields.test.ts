import { ADDRESS_LINE_PATTERN, UK_POSTCODE_PATTERN } from '@shop/shared/api';
import { normaliseUkPhone, normaliseUkPostcode } from './address';
import { isPastDate, normaliseNiNumber } from './profile';

describe('address and profile field rules', () => {
  it('normalises UK postcodes and refuses what is not one', () => {
    expect(normaliseUkPostcode(' sw111nz ')).toBe('SW11 1NZ');
    expect(normaliseUkPostcode('M1 1AE')).toBe('M1 1AE');
    expect(normaliseUkPostcode('12345')).toBeNull();
    expect(new RegExp(UK_POSTCODE_PATTERN).test('EC1A 1BB')).toBe(true);
    expect(new RegExp(UK_POSTCODE_PATTERN).test('EC1A')).toBe(false);
  });

  it('keeps UK phone numbers in national digits and refuses others', () => {
    expect(normaliseUkPhone('07700 900123')).toBe('07700900123');
    expect(normaliseUkPhone('+44 (0)20 7946 0958')).toBe('02079460958');
    expect(normaliseUkPhone('+447700900123')).toBe('07700900123');
    expect(normaliseUkPhone('+1 202 555 0100')).toBeNull();
    expect(normaliseUkPhone('0770')).toBeNull();
  });

  it('accepts address lines and refuses script or SQL text', () => {
    const line = new RegExp(ADDRESS_LINE_PATTERN, 'u');
    expect(line.test("Flat 2/3, St Mary's Court")).toBe(true);
    expect(line.test('<script>alert(1)</script>')).toBe(false);
    expect(line.test("1 High St'; DROP TABLE members; --")).toBe(false);
  });

  it('checks National Insurance numbers', () => {
    expect(normaliseNiNumber('ab 12 34 56 c')).toBe('AB123456C');
    expect(normaliseNiNumber('gB123456A')).toBeNull();
    expect(normaliseNiNumber('GB123456A')).toBeNull();
    expect(normaliseNiNumber('AB123456E')).toBeNull();
  });

  it('takes only real past dates of birth', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(isPastDate('1990-02-28', today)).toBe(true);
    expect(isPastDate('1990-02-30', today)).toBe(false);
    expect(isPastDate('2026-11-23', today)).toBe(false);
    expect(isPastDate('2030-01-01', today)).toBe(false);
    expect(isPastDate('23/11/1990', today)).toBe(false);
  });
});
