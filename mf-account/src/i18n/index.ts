// The account remote's texts: its own catalogue first, then the shared one (issue 18).
// Import t from here, not from @shop/shared/i18n, whose t knows only the shared keys.
import { enGB as shared } from '@shop/shared/i18n';
import { createTranslator } from '@shop/shared/i18n/translator';
import { enGB } from './en-GB';

export const { t, tPlural, tRich } = createTranslator(enGB, shared);
export { enGB };
