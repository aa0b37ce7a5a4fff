// An order leaves the warehouse: staff record the carrier and its tracking number, and the
// member's order page shows them with the carrier's tracking link. Only a paid order with
// something to deliver can be dispatched; dispatching it again corrects the tracking.
import { CARRIERS, isCarrier, TRACKING_NUMBER_PATTERN, type CarrierId } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { lockOrderForDispatch, recordDispatch } from '../orders/dispatch.js';

export const DISPATCH_USAGE = `usage: staff dispatch <orderId> <carrier> <trackingNumber>   (carrier: ${Object.keys(CARRIERS).join(', ')})`;

export interface DispatchCommand {
  orderId: string;
  carrier: CarrierId;
  trackingNumber: string;
}

/** Parses `dispatch <orderId> <carrier> <trackingNumber>`; null when the arguments are not that. */
export function parseDispatchCommand(args: string[]): DispatchCommand | null {
  const [command, orderId, carrier, tracking] = args;
  if (command !== 'dispatch' || !/^[1-9][0-9]{0,17}$/.test(orderId ?? '') || !carrier || !isCarrier(carrier.toLowerCase())) return null;
  // Carriers print numbers with spaces for reading ("AB 1234 5678 9GB"); they are one code.
  const trackingNumber = (tracking ?? '').replace(/\s+/g, '').toUpperCase();
  if (!new RegExp(TRACKING_NUMBER_PATTERN).test(trackingNumber)) return null;
  return { orderId: orderId!, carrier: carrier.toLowerCase() as CarrierId, trackingNumber };
}

export type DispatchOutcome = { ok: true; orderNumber: string } | { ok: false; reason: 'not-found' | 'not-paid' | 'collection-only' };

export async function dispatchOrder(db: Db, c: DispatchCommand): Promise<DispatchOutcome> {
  return db.transaction(async (tx) => {
    const o = await lockOrderForDispatch(tx, c.orderId);
    if (!o) return { ok: false, reason: 'not-found' };
    if (o.status !== 'paid') return { ok: false, reason: 'not-paid' };
    if (o.deliveries === 0) return { ok: false, reason: 'collection-only' };
    await recordDispatch(tx, c.orderId, c.carrier, c.trackingNumber);
    return { ok: true, orderNumber: o.orderNumber };
  });
}
