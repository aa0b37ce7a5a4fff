// The operations page's t: its own texts (en-GB.ts, in this chunk), then the host's and the shared.
import { createTranslator } from '@shop/shared/i18n/translator';
import { enGB as shared } from '@shop/shared/i18n';
import { enGB as host } from '../../i18n';
import { enGB as page } from './en-GB';

export const { t } = createTranslator({ ...host, ...page }, shared);
