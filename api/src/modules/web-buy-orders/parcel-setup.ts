// Setting the parcel up while the order is open: how it reaches the shop (collected from one of
// the member's addresses, or dropped at a store, nearest first) and which item goes in which box.
import { ADDRESS_CODES } from '@shop/shared/api';
import { boxesProblem, COLLECTION_CODES, WEB_BUY_ORDER_CODES as CODES, type HandoverMethod } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { collectionAddressOf, memberPostcode } from '../addresses/member-address-reads.js';
import { milesBetween } from '../catalogue/geo.js';
import { allStores } from '../catalogue/stores.js';
import type { CollectionAddress } from './carriers.js';
import type { WebBuyOrderDeps } from './order-deps.js';
import { ORDER_COLUMNS, orderConflict, type OrderRow } from './order-model.js';
import { detail, loadOrder, storeOf } from './order-reads.js';

/** How the parcel reaches the shop: collected from one of the member's addresses, or dropped at a store. */
export async function setHandover({ db, now }: Pick<WebBuyOrderDeps, 'db' | 'now'>, orderId: string, memberId: string, choice: { handover: HandoverMethod; addressId?: number; storeId?: number }) {
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, orderId, true);
    if (order.state !== 'open') throw orderConflict(`An order that is ${order.state} cannot change how it is sent.`);
    let set: { address_id: number | null; collection_address: CollectionAddress | null; store_id: number | null };
    if (choice.handover === 'collection') {
      const a = (await collectionAddressOf(tx, memberId, choice.addressId)) as CollectionAddress | undefined;
      if (!a) throw new ApiError(404, ADDRESS_CODES.notFound, 'Address not found.');
      set = { address_id: choice.addressId!, collection_address: a, store_id: null };
    } else {
      if (!(await storeOf(tx, choice.storeId!))) throw new ApiError(404, CODES.storeNotFound, 'We could not find that store.');
      set = { address_id: null, collection_address: null, store_id: choice.storeId! };
    }
    const [updated] = await tx.query<OrderRow>(
      `UPDATE web_buy_orders SET handover = $2, address_id = $3, collection_address = $4::jsonb, store_id = $5, updated_at = $6 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`,
      [orderId, choice.handover, set.address_id, set.collection_address && JSON.stringify(set.collection_address), set.store_id, now()],
    );
    return detail(tx, updated!);
  });
}

/** Which items go in which box (issue 32 §2): every item of the order once, while it is open. */
export async function setBoxes({ db, now }: Pick<WebBuyOrderDeps, 'db' | 'now'>, orderId: string, boxes: string[][]) {
  return db.transaction(async (tx) => {
    const order = await loadOrder(tx, orderId, true);
    if (order.state !== 'open') throw orderConflict(`An order that is ${order.state} cannot be packed again.`);
    const problem = boxesProblem(order.quote_ids, boxes);
    if (problem) throw new ApiError(422, COLLECTION_CODES.badBoxes, `Each item of the parcel goes in exactly one box (${problem}).`);
    const [updated] = await tx.query<OrderRow>(`UPDATE web_buy_orders SET boxes = $2::jsonb, updated_at = $3 WHERE web_buy_order_id = $1 RETURNING ${ORDER_COLUMNS}`, [orderId, JSON.stringify(boxes), now()]);
    return detail(tx, updated!);
  });
}

/** Stores to drop the parcel at, nearest first to the member's address (the default, or `addressId`). */
export async function dropOffStores({ db, locate }: Pick<WebBuyOrderDeps, 'db' | 'locate'>, memberId: string, addressId: number | undefined, limit: number) {
  const stores = await allStores(db);
  const postcode = await memberPostcode(db, memberId, addressId);
  const from = postcode !== undefined ? await locate(postcode) : null;
  const at = from && 'lat' in from ? from : null;
  const listed = stores.map((s) => ({ s, d: at ? milesBetween(at, { lat: s.latitude, lon: s.longitude }) : null }));
  if (at) listed.sort((a, b) => a.d! - b.d!);
  return listed.slice(0, limit).map(({ s, d }) => ({
    storeId: s.store_id,
    storeName: s.store_name,
    address: { line1: s.address_line1, town: s.town, postcode: s.postcode },
    distanceMiles: d === null ? null : Math.round(d * 10) / 10,
  }));
}
