import { t } from '../i18n';
import { formatPounds } from '@shop/shared/rules';

/**
 * The delivery line of a basket: what the API charges; 'Free' when nothing is, except while the
 * §6 flag waives every charge, when it reads £0.00 (the rule the shopper saw was waived, not met).
 */
export const deliveryLine = (pounds: number, waived: boolean) => (pounds > 0 || waived ? formatPounds(pounds) : t('basket.free'));
