// The stock-alert calls' client (the account's member client) and the shapes they answer.
import type { StockFacts } from '@shop/shared/rules';
import type { CardBox } from '../../../components/BoxCard';

export { api, failureMessage, memberPath, type Data } from '../../../api/member-client';

/** boxIds=A&boxIds=B (axios would write boxIds[]=A). */
export const boxIdsQuery = (boxIds: string[]) => new URLSearchParams(boxIds.map((id) => ['boxIds', id])).toString();

/** A box with an alert on it, as GET stockalerts lists it, with the stock its status reads (cardStockState). */
export interface AlertBox extends CardBox, StockFacts {
  outOfStock: 0 | 1;
  alertedSince: string;
  lastNotifiedAt: string | null;
}
