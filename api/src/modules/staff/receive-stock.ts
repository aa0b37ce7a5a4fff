// Stock received at the warehouse: raises a box's online stock through the same stock module
// orders use, so members with an alert on a box that was sold out get their restock e-mail
// (queued in the same transaction as the stock change).
import { BOX_ID_PATTERN, DELIVERY } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { onlineQuantity, raiseStock } from '../catalogue/stock.js';
import type { Outbox } from '../outbox/outbox.js';
import { createBackInStockAnnouncer } from '../stock-alerts/back-in-stock.js';

export const USAGE = 'usage: staff stock <boxId> <quantity>   (quantity 1 to 10,000)';
const MAX_RECEIVED = 10_000;

/** Parses `stock <boxId> <quantity>`; null when the arguments are not that. */
export function parseStockCommand(args: string[]): { boxId: string; quantity: number } | null {
  const [command, boxId, quantityText] = args;
  if (command !== 'stock' || !boxId || !new RegExp(BOX_ID_PATTERN).test(boxId) || !/^[0-9]{1,5}$/.test(quantityText ?? '')) return null;
  const quantity = Number(quantityText);
  return quantity >= 1 && quantity <= MAX_RECEIVED ? { boxId: boxId.toUpperCase(), quantity } : null;
}

/** Receives stock online; answers the box's online quantity afterwards, or null for an unknown box. */
export async function receiveStock(db: Db, o: { boxId: string; quantity: number; publicUrl: string; outbox: Outbox }) {
  const backInStock = createBackInStockAnnouncer({ outbox: o.outbox, publicUrl: o.publicUrl });
  return db.transaction(async (tx) => {
    if (!(await raiseStock(tx, { boxId: o.boxId, deliveryMethodId: DELIVERY, storeId: null, quantity: o.quantity }, backInStock))) return null;
    return (await onlineQuantity(tx, o.boxId))!;
  });
}
