import { ACCOUNT_HOLDER_NAME_PATTERN, ACCOUNT_NUMBER_PATTERN, digitsOf, ROLL_NUMBER_PATTERN, SORT_CODE_PATTERN } from './bank-account';

const matches = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

describe('bank details rules', () => {
  it('takes the spaces and hyphens people type out of sort codes and account numbers', () => {
    expect(digitsOf('12-34-56')).toBe('123456');
    expect(digitsOf(' 12 34 56 ')).toBe('123456');
    expect(digitsOf('1234 5678')).toBe('12345678');
  });

  it('wants six digits for a sort code and eight for an account number', () => {
    expect(matches(SORT_CODE_PATTERN, '123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12-34-56', '12345a']) expect(matches(SORT_CODE_PATTERN, bad)).toBe(false);
    expect(matches(ACCOUNT_NUMBER_PATTERN, '00000190')).toBe(true);
    for (const bad of ['1234567', '123456789', '1234 5678']) expect(matches(ACCOUNT_NUMBER_PATTERN, bad)).toBe(false);
  });

  it('accepts names as banks hold them and refuses digits and markup', () => {
    for (const ok of ['Ada Lovelace', "Mr & Mrs O'Neill-Smith", 'Zoë Brontë']) expect(matches(ACCOUNT_HOLDER_NAME_PATTERN, ok)).toBe(true);
    for (const bad of ['R2D2', '<script>', ' Ada', '']) expect(matches(ACCOUNT_HOLDER_NAME_PATTERN, bad)).toBe(false);
  });

  it('accepts roll numbers with slashes, dots and hyphens, not quotes', () => {
    expect(matches(ROLL_NUMBER_PATTERN, '1234/567.89-A')).toBe(true);
    expect(matches(ROLL_NUMBER_PATTERN, "1' OR '1'='1")).toBe(false);
  });
});
