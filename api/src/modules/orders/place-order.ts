// Placing an order (generate): one transaction reads the member's basket (locked), checks prices,
// limits, postcode and voucher, takes the stock with conditional updates and records the order.
// Idempotent: the same Idempotency-Key returns the same order, never a second one. One order per
// checkout (issue 30): generating again for the same basket reuses the member's open order, a
// changed basket replaces it.
import { CHECKOUT_POSTCODE_CODES, type DeliveryAddress } from '@shop/shared/api';
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { chargeSettingsOf, toPence } from '@shop/shared/rules';
import { freeVoucher, reserveVoucher, usableVoucher } from '../payments/vouchers.js';
import { paymentTypeProvider } from '../payments/payment-types.js';
import { creditToUse, holdCredit, releaseCredit } from '../store-credit/ledger.js';
import { deliverablePostcode } from './postcodes.js';
import { holdsStock, moveOrder, Raw } from './order-states.js';
import { ORDER_COLUMNS, orderErrors, PAYMENT, type GenerateInput, type ItemRow, type OrderRow, type OrderView } from './order-model.js';
import { find, items, openOrder, view } from './order-reads.js';
import { release, takeOrderStock } from './order-holds.js';
import { abandonAtProvider, releaseExpired } from './order-expiry.js';
import type { CheckoutLimits, CheckoutLine, OrderDeps } from './order-deps.js';

const optionalPence = (pounds: number | undefined) => (pounds === undefined ? undefined : toPence(pounds));

function requestHash(input: Omit<GenerateInput, 'idempotencyKey'>): string {
  const credit = input.useStoreCredit ? (input.storeCreditAmount ?? 'as much as covers') : null;
  const canonical = JSON.stringify([input.paymentTypeId, input.address ?? null, input.voucherCode?.toUpperCase() ?? null, input.expectedTotal, ...(credit === null ? [] : [credit])]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The advisory lock class of a member's checkout: one generate at a time per member. */
const CHECKOUT_LOCK = 30_001;

async function checkPaymentType({ db, providers }: Pick<OrderDeps, 'db' | 'providers'>, paymentTypeId: number) {
  const provider = await paymentTypeProvider(db, paymentTypeId);
  if (provider === undefined || !providers.has(provider)) throw orderErrors.paymentTypeUnavailable();
}

async function existing(q: Queryable, memberId: string, key: string, hash: string): Promise<OrderView | null> {
  const [o] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key]);
  if (!o) return null;
  if (o.request_hash !== hash) throw orderErrors.keyReused();
  // An order that lapsed or was replaced is no answer to a checkout made again: the key is let go.
  if (o.status === 'expired') {
    await q.query(`UPDATE web_sell_orders SET idempotency_key = idempotency_key || '~' || order_id WHERE order_id = $1`, [o.order_id]);
    return null;
  }
  return view(q, o);
}

/** The same lines, quantities and prices: paying this basket is paying that order. */
function sameLines(ordered: ItemRow[], lines: CheckoutLine[]): boolean {
  const key = (boxId: string, method: number, store: number | null, quantity: number, price: number, charge: number) => [boxId, method, store ?? 0, quantity, price, charge].join('|');
  const a = ordered.map((i) => key(i.box_id, i.delivery_method_id, i.store_id, i.quantity, i.unit_price_pence, i.delivery_charge_pence)).sort();
  const b = lines.map((l) => key(l.boxId, l.deliveryMethodId, l.storeId, l.quantity, l.pricePence, l.deliveryChargePence)).sort();
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export async function generate(deps: OrderDeps, memberId: string, input: GenerateInput): Promise<{ order: OrderView; created: boolean }> {
  const { db, basket, settings } = deps;
  const hash = requestHash(input);
  const before = await existing(db, memberId, input.idempotencyKey, hash);
  if (before) return { order: before, created: false };
  await checkPaymentType(deps, input.paymentTypeId);
  await releaseExpired(deps);
  const lim = (await settings.prelogin()) as { limits: CheckoutLimits & { minimumBasketAmount: number }; featureFlags: { waiveDeliveryCharge?: boolean } };
  const abandoned: OrderRow[] = [];

  try {
    const result = await db.transaction(async (tx) => {
      // One checkout of a member at a time: a second Pay waits here, then finds the first's order.
      await tx.query('SELECT pg_advisory_xact_lock($1, $2::int)', [CHECKOUT_LOCK, Number(memberId) % 2_147_483_647]);
      const replay = await existing(tx, memberId, input.idempotencyKey, hash);
      if (replay) return { orderId: Number(replay.orderId), created: false };
      const open = await openOrder(tx, memberId, true);
      if (open?.status === 'charging') throw orderErrors.inProgress();

      const lines: CheckoutLine[] = await basket.checkoutLines(tx, memberId, { ...lim.limits, ...chargeSettingsOf(lim) });
      if (lines.length === 0) throw orderErrors.emptyBasket();
      const limit = lim.limits.buyItemQuantityLimit;
      if (limit > 0 && lines.some((l) => l.quantity > limit)) throw orderErrors.itemLimit(limit);
      const sellCost = lines.reduce((n, l) => n + l.pricePence * l.quantity, 0);
      const deliveryCharge = lines.reduce((n, l) => n + l.deliveryChargePence, 0);
      if (sellCost < lim.limits.minimumBasketAmount) throw orderErrors.minimumBasket(lim.limits.minimumBasketAmount);

      let address: DeliveryAddress | null = null;
      if (lines.some((l) => l.deliveryMethodId === 1)) {
        if (!input.address) throw new ApiError(400, CHECKOUT_POSTCODE_CODES.missing, 'Please enter a delivery address.');
        address = { ...input.address, postcode: await deliverablePostcode(tx, input.address.postcode) };
      }

      // The open order is this checkout's when the basket is the same (paid again, never doubled);
      // otherwise it is over and gives back what it held. Either way its voucher is free to be checked again.
      const reuse = open && sameLines(await items(tx, open.order_id), lines) ? open : null;
      if (open && !reuse) {
        await release(deps, tx, open, 'expired', null);
        if (open.status === 'awaiting_3ds') abandoned.push(open);
      }
      if (reuse) {
        await freeVoucher(tx, reuse.order_id);
        await releaseCredit(tx, reuse.order_id);
      }

      const total = sellCost + deliveryCharge;
      let voucherPence = 0;
      let voucherCode: string | null = null;
      if (input.voucherCode) {
        const v = await usableVoucher(tx, input.voucherCode, sellCost, true, memberId);
        voucherPence = Math.min(v.balance_pence, total);
        voucherCode = v.code;
      }
      if (toPence(input.expectedTotal) !== total) throw orderErrors.priceChanged();
      // Store credit pays after the voucher (issue 33 §2): what was asked for, or as much as covers the rest.
      const creditPence = input.useStoreCredit ? await creditToUse(tx, memberId, total - voucherPence, optionalPence(input.storeCreditAmount)) : 0;
      const toPay = total - voucherPence - creditPence;
      const paymentTypeId = toPay > 0 ? input.paymentTypeId : creditPence > 0 ? PAYMENT.storeCredit : PAYMENT.voucher;
      if (toPay > 0 && paymentTypeId === PAYMENT.voucher) throw orderErrors.paymentFailed('The voucher does not cover the whole order. Please choose how to pay the rest.');
      if (toPay > 0 && paymentTypeId === PAYMENT.storeCredit) throw orderErrors.paymentFailed('Your store credit does not cover the whole order. Please choose how to pay the rest.');

      let orderId: number;
      if (reuse) {
        // A failed payment gave the stock back: this try takes it again. A shopper back from the
        // provider's page to pay another way leaves that attempt: the next payment is a new one.
        if (!holdsStock(reuse.status)) await takeOrderStock(tx, lines);
        if (reuse.status === 'awaiting_3ds') abandoned.push(reuse);
        if (reuse.status !== 'awaiting_payment') {
          await moveOrder(tx, reuse.order_id, 'awaiting_payment', {
            from: [reuse.status],
            set: reuse.status === 'awaiting_3ds' ? { payment_attempt: new Raw('payment_attempt + 1'), charging_since: null } : {},
          });
        }
        // The key of an order this one replaced long ago may be the same: keys belong to the newest.
        await tx.query(
          `UPDATE web_sell_orders SET idempotency_key = $2, request_hash = $3, delivery_address = $4, voucher_code = $5, voucher_pence = $6,
               to_pay_pence = $7, payment_type_id = $8, store_credit_pence = $9, payment_failure = NULL, payment_redirect_url = NULL, reserved_at = now()
             WHERE order_id = $1`,
          [reuse.order_id, input.idempotencyKey, hash, address, voucherCode, voucherPence, toPay, paymentTypeId, creditPence],
        );
        orderId = reuse.order_id;
      } else {
        await takeOrderStock(tx, lines);
        const [o] = await tx.query<{ order_id: number }>(
          `INSERT INTO web_sell_orders (order_id, order_number, member_id, idempotency_key, request_hash, status, delivery_address,
               sell_cost_pence, delivery_charge_pence, voucher_code, voucher_pence, to_pay_pence, payment_type_id, store_credit_pence)
             SELECT n, 'WS' || n, $1, $2, $3, 'awaiting_payment', $4, $5, $6, $7, $8, $9, $10, $11 FROM (SELECT nextval('web_sell_order_ids') AS n) id
             RETURNING order_id`,
          [memberId, input.idempotencyKey, hash, address, sellCost, deliveryCharge, voucherCode, voucherPence, toPay, paymentTypeId, creditPence],
        );
        orderId = o!.order_id;
        for (const l of lines) {
          await tx.query(
            `INSERT INTO web_sell_order_items (order_id, box_id, box_name, delivery_method_id, store_id, quantity, unit_price_pence, delivery_charge_pence)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [orderId, l.boxId, l.boxName, l.deliveryMethodId, l.storeId, l.quantity, l.pricePence, l.deliveryChargePence],
          );
        }
      }
      if (voucherCode) await reserveVoucher(tx, voucherCode, orderId);
      await holdCredit(tx, memberId, orderId, creditPence);
      return { orderId, created: !reuse };
    });
    for (const o of abandoned) await abandonAtProvider(deps, o);
    return { order: await view(db, await find(db, memberId, String(result.orderId))), created: result.created };
  } catch (error) {
    // A key last used by an order long since replaced: that order lets it go, and this request is new.
    if ((error as { code?: string }).code === '23505') {
      const after = await existing(db, memberId, input.idempotencyKey, hash);
      if (after) return { order: after, created: false };
    }
    throw error;
  }
}
