// The feedback code an order confirmation carries (spec §8 'Feedback'): made when the order is
// paid, inside the same transaction as the e-mail, for the address the e-mail goes to. It rates
// the store for click-and-collect lines and the delivery for delivered ones.
import { randomInt } from 'node:crypto';
import { COLLECTION, FEEDBACK_CODE_DAYS } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

// No 0/O or 1/I/L: the code may be typed from a printed e-mail.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newFeedbackCode = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

interface OrderFacts {
  orderId: string;
  email: string;
  items: Array<{ deliveryMethodId: number; storeInfo: { storeId: number } | null }>;
}

/** Issues the order's feedback code (once: an order keeps its first code) and returns the /feedback link. */
export async function issueFeedbackCode(tx: Queryable, order: OrderFacts, publicUrl: string): Promise<string> {
  const collected = order.items.find((i) => i.deliveryMethodId === COLLECTION && i.storeInfo);
  const delivered = order.items.some((i) => i.deliveryMethodId !== COLLECTION);
  const [row] = await tx.query<{ code: string }>(
    `INSERT INTO feedback_codes (code, order_id, email, rates_store, rates_delivery, store_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
     ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id RETURNING code`,
    [newFeedbackCode(), order.orderId, order.email, Boolean(collected), delivered, collected?.storeInfo?.storeId ?? null, FEEDBACK_CODE_DAYS],
  );
  return `${publicUrl.replace(/\/+$/, '')}/feedback?code=${row!.code}`;
}
