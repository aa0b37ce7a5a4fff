// A package's t, tRich and tPlural over its catalogues (issue 18): a key is looked up in the
// package's own catalogue first, then in the shared one. Not a Module Federation singleton
// (`@shop/shared/i18n/translator` is not in SHARED_PARTS): each package bundles this ~1 KB itself,
// so a remote built after the split still runs under a host built before it, whose
// `@shop/shared/i18n` has no factory (the remote passes that host's full catalogue as the shared one).

type Params = Record<string, string | number>;
type Catalogue = Readonly<Record<string, string>>;

export interface Translator<K extends string> {
  /** The text for a key, with {name} placeholders filled; an unknown key gives the fallback. */
  t(key: K | (string & {}), params?: Params, fallback?: string): string;
  /**
   * The text for a key as parts, for a sentence with an element inside it ("We have sent a link
   * to <strong>{email}</strong>."): string and number params are filled in, any other param (a
   * React element, with its own key) is put in its place, so the sentence stays one key.
   */
  tRich<T>(key: K | (string & {}), params: Record<string, string | number | T>): Array<string | T>;
  /**
   * The text for a count: `key.one` or `key.other`, as en-GB's plural rules choose for it, with
   * {count} filled (pass a formatted count in params to write 12,345).
   */
  tPlural(key: string, count: number, params?: Params): string;
}

const plurals = new Intl.PluralRules('en-GB');

export function createTranslator<Own extends Catalogue, Shared extends Catalogue = Record<never, string>>(own: Own, shared?: Shared): Translator<Extract<keyof Own | keyof Shared, string>> {
  const find = (key: string): string | undefined => own[key] ?? shared?.[key];

  const t = (key: string, params: Params = {}, fallback?: string): string => (find(key) ?? fallback ?? key).replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));

  function tRich<T>(key: string, params: Record<string, string | number | T>): Array<string | T> {
    const template = find(key) ?? key;
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

  const tPlural = (key: string, count: number, params: Params = {}): string => t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count, ...params });

  return { t, tRich, tPlural };
}
