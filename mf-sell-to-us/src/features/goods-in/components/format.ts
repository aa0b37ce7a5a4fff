// How the bench writes dates, payout methods and statuses (one place for both pages).
import { t } from '../../../i18n';
import { dateFormat } from '@shop/shared/rules';

const WHEN = dateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
export const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '');
export const payoutWords = (method: string | null) => (method ? t(`goodsIn.payout.${method}`, {}, method) : '');
export const statusWords = (status: string) => t(`goodsIn.status.${status}`, {}, status);
export const parcelStatusWords = (status: string) => t(`goodsIn.parcelStatus.${status}`, {}, status);
