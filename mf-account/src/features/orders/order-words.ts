// The words of an order's states (the list and the order page say them the same way) and dates.
import { t } from '../../i18n';
import type { OrderState, PaymentState } from '@shop/shared/rules';
import { dateFormat } from '@shop/shared/rules';

export const orderStateWord = (state: OrderState) => t(`account.orders.state.${state}`);
export const paymentStateWord = (state: PaymentState) => t(`account.orders.payment.${state}`);

// UK dates; Europe/London so a late-evening order is on the day the member placed it.
const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
export const orderDate = (iso: string) => longDate.format(new Date(iso));

/** The URL of an order's page inside the Orders tab (its own entry in the history, so Back returns to the list). */
export const orderSearch = (orderId: string) => `?tab=orders&order=${encodeURIComponent(orderId)}`;
