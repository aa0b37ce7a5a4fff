import { formLocale } from './form-messages';

const all = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : all(v as object)));

describe('form messages (yup locale)', () => {
  it('words every rule from the catalogue (§5), with yup placeholders and never the regex or the value', () => {
    const locale = formLocale();
    expect(locale.mixed.required).toBe('${path} is a required field');
    expect(locale.string.min).toBe('${path} must be at least ${min} characters');
    expect(locale.string.max).toBe('${path} must be at most ${max} characters');
    expect(locale.string.email).toBe('${path} must be a valid e-mail');
    expect(locale.string.matches).toBe('Please check ${path}.');
    for (const message of all(locale)) {
      expect(message).not.toMatch(/\$\{(regex|value|originalValue|type)\}|must match/);
      expect(message).not.toMatch(/\{(?!path\}|min\}|max\})[^}]*\}/);
    }
  });
});
