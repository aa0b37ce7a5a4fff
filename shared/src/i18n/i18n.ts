import { enGB, type MessageKey } from './en-GB';

type Params = Record<string, string | number>;

/** The text for a key, with {name} placeholders filled; an unknown key gives the fallback. */
export function t(key: MessageKey | (string & {}), params: Params = {}, fallback?: string): string {
  const template = (enGB as Record<string, string>)[key] ?? fallback ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * The text for a key as parts, for a sentence with an element inside it ("We have sent a link
 * to <strong>{email}</strong>."): string and number params are filled in, any other param (a
 * React element, with its own key) is put in its place, so the sentence stays one key.
 */
export function tRich<T>(key: MessageKey | (string & {}), params: Record<string, string | number | T>): Array<string | T> {
  const template = (enGB as Record<string, string>)[key] ?? key;
  const parts: Array<string | T> = [];
  let text = '';
  for (const [i, piece] of template.split(/\{(\w+)\}/).entries()) {
    if (i % 2 === 0) text += piece;
    else if (!(piece in params)) text += `{${piece}}`;
    else {
      const value = params[piece]!;
      if (typeof value === 'string' || typeof value === 'number') text += String(value);
      else {
        if (text) parts.push(text);
        text = '';
        parts.push(value as T);
      }
    }
  }
  if (text) parts.push(text);
  return parts;
}

const plurals = new Intl.PluralRules('en-GB');

/**
 * The text for a count: `key.one` or `key.other`, as en-GB's plural rules choose for it, with
 * {count} filled (pass a formatted count in params to write 12,345).
 */
export function tPlural(key: string, count: number, params: Params = {}): string {
  const form = plurals.select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}`, { count, ...params });
}

/** Page title from its key (spec §2), with the default when the key is unknown. */
export function pageTitle(key: string | undefined): string {
  const brand = enGB['brand.name'];
  const text = key && key in enGB ? t(key) : enGB['pageTitle.default'];
  return `${text} | ${brand}`;
}
