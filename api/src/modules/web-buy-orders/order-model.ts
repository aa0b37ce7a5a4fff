// A web buy order's shapes: its row, its quotes and its booked collection as read, the columns
// that read them, its id, and the errors every part of the service answers with.
import { randomBytes } from 'node:crypto';
import { oneBoxEach, WEB_BUY_ORDER_CODES as CODES, type CollectionStatus, type HandoverMethod, type WebBuyOrderState } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import type { StoreRow } from '../catalogue/stores.js';
import type { QuoteInOrder } from '../quotations/web-buy-order-quotes.js';
import type { CollectionAddress } from './carriers.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newWebBuyOrderId = () => 'WB' + [...randomBytes(8)].map((b) => ALPHABET[b % 32]).join('');

export interface OrderRow {
  web_buy_order_id: string;
  member_id: string;
  state: WebBuyOrderState;
  quote_ids: string[];
  handover: HandoverMethod | null;
  address_id: string | null;
  collection_address: CollectionAddress | null;
  store_id: number | null;
  label_generated_at: Date | string | null;
  cancelled_at: Date | string | null;
  boxes: string[][] | null;
  created_at: Date | string;
  updated_at: Date | string;
}
/** A quote of the order, with what the payout ledger paid for it once paid. */
export type OrderQuote = QuoteInOrder & { paid_amount: number | null };
/** The few columns of a store a web buy order names (the drop-off store). */
export type DropOffStore = Pick<StoreRow, 'store_id' | 'store_name' | 'address_line1' | 'town' | 'postcode'>;

export const ORDER_COLUMNS = `web_buy_order_id, member_id::text AS member_id, state, quote_ids, handover, address_id::text AS address_id, collection_address, store_id,
  label_generated_at, cancelled_at, boxes, created_at, updated_at`;

export interface CollectionRow {
  carrier: string;
  courier: string;
  collection_date: string;
  tracking_number: string;
  carrier_reference: string | null;
  status: CollectionStatus;
}
export const COLLECTION_COLUMNS = "carrier, courier, to_char(collection_date, 'YYYY-MM-DD') AS collection_date, tracking_number, carrier_reference, status";
/** The order's boxes: the member's packing, else one box per item. */
export const boxesOf = (order: Pick<OrderRow, 'boxes' | 'quote_ids'>) => order.boxes ?? oneBoxEach(order.quote_ids);

export const notFound = () => new ApiError(404, CODES.notFound, 'We could not find that order.');
export const orderConflict = (message: string) => new ApiError(409, CODES.stateConflict, message);
