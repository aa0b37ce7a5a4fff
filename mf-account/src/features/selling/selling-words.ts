// How the selling panel says states and dates, and where a quote is on its way to being paid.
import { t } from '../../i18n';
import type { QuoteState, WebBuyOrderState } from '@shop/shared/rules';

export const quoteStateWord = (state: QuoteState) => t(`account.selling.state.${state}`);
export const orderStateWord = (state: WebBuyOrderState) => t(`account.selling.orderState.${state}`);

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
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
