// How the selling panel says states and dates, and where a quote is on its way to being paid.
import type { QuoteState } from '@shop/shared/api';
import { t } from '../../i18n';
import type { TrackingStatus, WebBuyOrderState } from '@shop/shared/rules';
import type { SellingOrder } from './api/types';
import { dateFormat } from '@shop/shared/rules';

export const quoteStateWord = (state: QuoteState) => t(`account.selling.state.${state}`);
export const orderStateWord = (state: WebBuyOrderState) => t(`account.selling.orderState.${state}`);

const collectionDay = dateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** A collection day (YYYY-MM-DD) as a parent reads it: 'Tuesday 24 November'. */
export const collectionDate = (day: string) => collectionDay.format(new Date(`${day}T12:00:00Z`));
const eventTime = dateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
export const trackingTime = (iso: string) => eventTime.format(new Date(iso));
export const trackingWord = (status: TrackingStatus) => t(`account.selling.tracking.${status}`);

/**
 * Where a parcel is, in the member's words (issue 32 §2): a parcel the courier collects is
 * 'Waiting for collection on <date>' until its first scan, then the courier's last scan; a parcel
 * taken to a store is 'Ready to take to <store>' until the store receives it (no scan to know
 * better). It never reads 'On its way to us' before anyone has it.
 */
export function parcelStateWord(order: Pick<SellingOrder, 'status' | 'collection' | 'handover' | 'store'>): string {
  const c = order.collection;
  if (order.status === 'sent' && order.handover === 'dropoff') {
    return order.store ? t('account.selling.readyForDropOffAt', { store: order.store.storeName }) : t('account.selling.readyForDropOff');
  }
  if (order.status !== 'sent' || !c) return orderStateWord(order.status);
  return c.status === 'booked' ? t('account.selling.waitingCollection', { date: collectionDate(c.date) }) : trackingWord(c.status);
}

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
export const sellingDate = (iso: string) => longDate.format(new Date(iso));

/** The steps an item goes through when all goes to plan (quote-states.ts has every move). */
export const QUOTE_STEPS: readonly QuoteState[] = ['offered', 'accepted', 'sent', 'received', 'inspected', 'paid'];

/**
 * How far along the steps a quote got: the index of its current step, or, for a quote that left
 * the path (revised, returned, expired, cancelled), of the last step it reached, from its history.
 */
export function stepReached(status: QuoteState, history: Array<{ toStatus: QuoteState }>): number {
  const onPath = QUOTE_STEPS.indexOf(status);
  if (onPath >= 0) return onPath;
  const reached = history.map((h) => QUOTE_STEPS.indexOf(h.toStatus)).filter((i) => i >= 0);
  return reached.length ? Math.max(...reached) : 0;
}
