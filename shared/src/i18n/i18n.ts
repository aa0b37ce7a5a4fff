import { enGB } from './en-GB';
import { createTranslator } from './translator';

/** Shared code's texts: the shared catalogue alone. A remote makes its own t (its src/i18n). */
export const { t, tPlural, tRich } = createTranslator(enGB);

/** Page title from its key (spec §2), with the default when the key is unknown. */
export function pageTitle(key: string | undefined): string {
  const brand = enGB['brand.name'];
  const text = key && key in enGB ? t(key) : enGB['pageTitle.default'];
  return `${text} | ${brand}`;
}
