export { t, tPlural, tRich, pageTitle } from './i18n';
export { enGB } from './en-GB';
export type { MessageKey } from './en-GB';
