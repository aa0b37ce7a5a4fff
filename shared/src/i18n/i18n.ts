import { enGB, type MessageKey } from './en-GB';

type Params = Record<string, string | number>;

/** The text for a key, with {name} placeholders filled; an unknown key gives the fallback. */
export function t(key: MessageKey | (string & {}), params: Params = {}, fallback?: string): string {
  const template = (enGB as Record<string, string>)[key] ?? fallback ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Page title from its key (spec §2), with the default when the key is unknown. */
export function pageTitle(key: string | undefined): string {
  const brand = enGB['brand.name'];
  const text = key && key in enGB ? t(key) : enGB['pageTitle.default'];
  return `${text} | ${brand}`;
}
