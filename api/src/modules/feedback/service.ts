// Order feedback: a code from the order e-mail (§8 1001 missing, 1002 unknown, 1003 expired,
// 1005 used), the e-mail it was sent to (1006 another address), and the ratings the order calls
// for (1007 the store's, 1008 the delivery's). A code is used once, by one atomic update.
import { FEEDBACK_CODES as C } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { storeNames } from '../catalogue/box-sale.js';

interface CodeRow {
  code: string;
  order_number: string;
  email: string;
  rates_store: boolean;
  rates_delivery: boolean;
  store_name: string | null;
  expires_at: Date;
  expired: boolean;
  used_at: Date | null;
}

export interface FeedbackInput {
  code: string;
  email: string;
  storeRating?: number;
  deliveryRating?: number;
  comment?: string;
}

/** Each order's number, keyed by order id as text (the orders module's answer, passed in where the service is composed: orders imports this module). */
export type OrderNumbers = (q: Queryable, orderIds: string[]) => Promise<Map<string, string>>;

async function checkedCode(q: Queryable, orderNumbers: OrderNumbers, code: string, email: string | undefined, lock = false): Promise<CodeRow> {
  const [found] = await q.query<Omit<CodeRow, 'order_number' | 'store_name'> & { order_id: string; store_id: number | null }>(
    `SELECT f.code, f.order_id::text AS order_id, f.email, f.rates_store, f.rates_delivery, f.store_id, f.expires_at, f.expires_at <= now() AS expired, f.used_at
     FROM feedback_codes f WHERE f.code = $1${lock ? ' FOR UPDATE OF f' : ''}`,
    [code.toUpperCase()],
  );
  const orderNumber = found && (await orderNumbers(q, [found.order_id])).get(found.order_id);
  const storeName = found && found.store_id !== null ? ((await storeNames(q, [found.store_id])).get(Number(found.store_id)) ?? null) : null;
  const row: CodeRow | undefined = found && orderNumber !== undefined ? { ...found, order_number: orderNumber, store_name: storeName } : undefined;
  if (!row) throw new ApiError(404, C.invalid, 'We do not recognise that feedback code. Please check it against your order e-mail.');
  if (row.used_at) throw new ApiError(409, C.redeemed, 'Feedback for this order has already been left. Thank you!');
  if (row.expired) throw new ApiError(410, C.expired, 'This feedback code has expired.');
  if (email !== undefined && email.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw new ApiError(400, C.emailMismatch, 'That is not the e-mail address this order was sent to.');
  }
  return row;
}

const facts = (r: CodeRow) => ({
  code: r.code,
  orderNumber: r.order_number,
  ratesStore: r.rates_store,
  ratesDelivery: r.rates_delivery,
  storeName: r.store_name,
  expiresAt: new Date(r.expires_at).toISOString(),
});

export function createFeedbackService(db: Db, orderNumbers: OrderNumbers) {
  return {
    async validate(code: string) {
      return facts(await checkedCode(db, orderNumbers, code, undefined));
    },

    async store(input: FeedbackInput) {
      return db.transaction(async (tx) => {
        const row = await checkedCode(tx, orderNumbers, input.code, input.email, true);
        if (row.rates_store && input.storeRating === undefined) throw new ApiError(400, C.storeRating, 'Please rate the store.');
        if (row.rates_delivery && input.deliveryRating === undefined) throw new ApiError(400, C.deliveryRating, 'Please rate the delivery.');
        const used = await tx.query('UPDATE feedback_codes SET used_at = now() WHERE code = $1 AND used_at IS NULL RETURNING code', [row.code]);
        if (used.length === 0) throw new ApiError(409, C.redeemed, 'Feedback for this order has already been left. Thank you!');
        await tx.query('INSERT INTO order_feedback (code, store_rating, delivery_rating, comment) VALUES ($1, $2, $3, $4)', [
          row.code,
          row.rates_store ? input.storeRating : null,
          row.rates_delivery ? input.deliveryRating : null,
          input.comment?.trim() || null,
        ]);
        return { thanked: true };
      });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
