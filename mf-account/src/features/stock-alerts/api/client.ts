// What the stock-alert calls send and answer, and the message a failed one shows.
import type { StockFacts } from '@shop/shared/rules';
import type { CardBox } from '../../../components/BoxCard';

export { failureMessage } from '../../../api/failure-message';

/** boxIds=A&boxIds=B (axios would write boxIds[]=A). */
export const boxIdsQuery = (boxIds: string[]) => new URLSearchParams(boxIds.map((id) => ['boxIds', id])).toString();

/** A box with an alert on it, as GET stockalerts lists it, with the stock its status reads (cardStockState). */
export interface AlertBox extends CardBox, StockFacts {
  outOfStock: 0 | 1;
  alertedSince: string;
  lastNotifiedAt: string | null;
}
