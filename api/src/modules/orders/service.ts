// Web sell orders (spec §7 'Orders', §8 'Checkout'): the shop sells, the member buys.
//
// generate: one transaction reads the member's basket (locked), checks prices, limits,
//   postcode and voucher, takes the stock with conditional updates and records the order.
//   Idempotent: the same Idempotency-Key returns the same order, never a second one. One order
//   per checkout (issue 30): a member has at most one open order; generating again for the same
//   basket reuses it (paying it again after a refusal), a changed basket replaces it.
// process:  moves the order to 'charging' with a conditional update, so only one request ever
//   talks to the provider for an order; the provider is idempotent on the payment's reference.
//   Paid -> basket lines leave, voucher used, e-mail queued. Refused or card data refused -> the
//   stock goes back in the same transaction, the basket is untouched, and the order can be paid
//   again (a new payment attempt at the provider). The states and their moves: order-states.ts.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { BasketService, CheckoutLine, Limits } from '../basket/service.js';
import { chargeSettingsOf, formatMoney, orderPayments, toPence, toPounds } from '@shop/shared/rules';
import { returnStock, takeStock } from '../catalogue/stock.js';
import { createBackInStockAnnouncer } from '../stock-alerts/back-in-stock.js';
import type { MemberService } from '../members/service.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ApplePayToken, CardDetails, CardOutcome, CardProvider } from '../payments/card-provider.js';
import { CardDataError, cardProblem, VerificationMismatch } from '../payments/card-provider.js';
import { shopperReference, type CardTokenService } from '../card-tokens/service.js';
import { enabledProviders, type RedirectProviders } from '../payments/providers.js';
import { ProviderError, type RedirectOrder, type RedirectProvider } from '../payments/redirect-provider.js';
import { freeVoucher, reserveVoucher, usableVoucher, useVoucher } from '../payments/vouchers.js';
import { creditToUse, holdCredit, releaseCredit, spendCredit } from '../store-credit/ledger.js';
import type { SettingsService } from '../settings/routes.js';
import { confirmationEmail } from './confirmation-email.js';
import { issueFeedbackCode } from '../feedback/codes.js';
import { deliverablePostcode } from './postcodes.js';
import { HOLDS_UNPAID, holdsStock, moveOrder, NOW, OPEN, PAYABLE, Raw, type OrderStatus } from './order-states.js';
import { collectionStores, deliveryExpected } from './fulfilment.js';
import type { StoreRow } from '../catalogue/stores.js';

/** A card payment's saved-card choices: save the typed card, or pay with a saved one (its CVV typed now); or an Apple Pay token. */
export interface SavedCardChoice {
  saveCard?: boolean;
  storedCard?: { cardTokenId: string; cvc: string };
  applePay?: ApplePayToken;
}

/** §9's payment ids, and store credit's (30: the shop's own, issue 33 §2). */
export const PAYMENT = { paypal: 8, voucher: 12, card: 20, klarna: 26, klarnaPayLater: 5, klarnaPayIn3: 6, applePay: 22, storeCredit: 30 } as const;
/** An order 'charging' this long has lost the instance that was paying it (a payment takes seconds). */
export const CHARGING_STALE_SECONDS = 120;
/** Unpaid orders hold their stock this long (from when they took it); a failed payment holds nothing at all. */
export const RESERVATION_MINUTES = 30;
/** The merchant reference of an order's payment attempt at the provider: WS500023, then WS500023-2, … */
export const paymentReferenceOf = (o: { order_number: string; payment_attempt: number }) => (o.payment_attempt > 1 ? `${o.order_number}-${o.payment_attempt}` : o.order_number);

export const orderErrors = {
  generic: (message = 'Sorry, we could not place your order. Please try again.') => new ApiError(500, 'C000', message),
  notFound: () => new ApiError(404, 'C000', 'We could not find that order.'),
  emptyBasket: () => new ApiError(422, 'C001', 'Your basket is empty.'),
  itemLimit: (limit: number) => new ApiError(422, 50001, `You can buy at most ${limit} of one item.`),
  paymentFailed: (message: string) => new ApiError(402, 50002, message),
  priceChanged: () => new ApiError(409, 50003, 'Some prices in your basket have changed. Please check your basket before paying.'),
  outOfStockOnline: (boxName: string) => new ApiError(409, 50023, `Sorry, ${boxName} has just sold out online.`),
  outOfStockInStore: (boxName: string) => new ApiError(409, 50025, `Sorry, ${boxName} is no longer available in the store you chose.`),
  minimumBasket: (pence: number) => new ApiError(422, 1231, `The minimum order is ${formatMoney(pence)}.`),
  invalidCard: (message: string) => new ApiError(400, 1520, message),
  keyReused: () => new ApiError(422, 'C000', 'This checkout was already used for a different order. Please reload the page.'),
  paymentTypeUnavailable: () => new ApiError(400, 5, 'That payment method is not available.'),
  notPayable: () => new ApiError(409, 'C000', 'This order can no longer be paid. Please check out again.'),
  inProgress: () => new ApiError(409, 'C000', 'Your payment is being processed. Please wait a moment.'),
  // verifyadyenorder (spec §7): only an order waiting for its card check, only once, only with its own result.
  notAwaitingVerification: () => new ApiError(409, 'C000', 'This order is not waiting for a card check.'),
  alreadyVerified: () => new ApiError(409, 'C000', 'This payment has already been confirmed.'),
  verificationMismatch: () => new ApiError(409, 'C000', 'That payment result does not belong to this order. Nothing has changed.'),
};

const REFUSALS: Record<string, string> = {
  declined: 'Your card was declined. No money has been taken. Please try another card.',
  insufficient_funds: 'Your card was declined for insufficient funds. No money has been taken. Please try another card.',
  authentication_failed: 'Your bank could not confirm this payment (3-D Secure). No money has been taken. Please try again.',
  cancelled: 'The payment was not completed. No money has been taken. Please try again or choose another way to pay.',
};

export interface OrderAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  county?: string;
  postcode: string;
  phone?: string;
}

export interface GenerateInput {
  idempotencyKey: string;
  paymentTypeId: number;
  address?: OrderAddress;
  voucherCode?: string;
  /** Pay with the member's store credit (issue 33 §2): `storeCreditAmount` pounds, or without it as much as covers the order. */
  useStoreCredit?: boolean;
  storeCreditAmount?: number;
  /** The total the shopper saw, in pounds; a different total now is 50003 (price changed). */
  expectedTotal: number;
}

interface OrderRow {
  order_id: number;
  order_number: string;
  member_id: number;
  status: OrderStatus;
  request_hash: string;
  delivery_address: OrderAddress | null;
  sell_cost_pence: number;
  delivery_charge_pence: number;
  voucher_code: string | null;
  voucher_pence: number;
  store_credit_pence: number;
  to_pay_pence: number;
  payment_type_id: number;
  /** payment_types.name of payment_type_id. */
  payment_name: string;
  payment_reference: string | null;
  payment_redirect_url: string | null;
  payment_failure: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  payment_attempt: number;
  charging_since: Date | string | null;
}

interface ItemRow {
  box_id: string;
  box_name: string;
  delivery_method_id: 1 | 2;
  store_id: number | null;
  store_name: string | null;
  quantity: number;
  unit_price_pence: number;
  delivery_charge_pence: number;
  /** The collection store (null for delivery): its address and hours say when the line is ready. */
  store: StoreRow | null;
}

/** An order row's payments (voucher, store credit, the rest by its way to pay), for every view of an order. */
export function paymentsOfRow(o: { voucher_code: string | null; voucher_pence: number; store_credit_pence: number; to_pay_pence: number; payment_type_id: number; payment_name: string }) {
  return orderPayments({
    voucherCode: o.voucher_code,
    voucherAmount: toPounds(o.voucher_pence),
    storeCreditAmount: toPounds(o.store_credit_pence),
    toPay: toPounds(o.to_pay_pence),
    paymentTypeId: o.payment_type_id,
    method: o.payment_name,
  });
}
const optionalPence = (pounds: number | undefined) => (pounds === undefined ? undefined : toPence(pounds));
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function requestHash(input: Omit<GenerateInput, 'idempotencyKey'>): string {
  const credit = input.useStoreCredit ? (input.storeCreditAmount ?? 'as much as covers') : null;
  const canonical = JSON.stringify([input.paymentTypeId, input.address ?? null, input.voucherCode?.toUpperCase() ?? null, input.expectedTotal, ...(credit === null ? [] : [credit])]);
  return createHash('sha256').update(canonical).digest('hex');
}

function toView(o: OrderRow, items: ItemRow[]) {
  return {
    orderId: String(o.order_id),
    orderNumber: o.order_number,
    status: o.status,
    createdAt: iso(o.created_at),
    paidAt: iso(o.paid_at),
    items: items.map((i) => ({
      boxId: i.box_id,
      boxName: i.box_name,
      quantity: i.quantity,
      deliveryMethodId: i.delivery_method_id,
      storeInfo: i.store_id ? { storeId: i.store_id, storeName: i.store_name } : null,
      unitPrice: toPounds(i.unit_price_pence),
      totalPrice: toPounds(i.unit_price_pence * i.quantity),
      deliveryCharge: toPounds(i.delivery_charge_pence),
    })),
    sellCost: toPounds(o.sell_cost_pence),
    deliveryCharge: toPounds(o.delivery_charge_pence),
    voucherCode: o.voucher_code,
    voucherAmount: toPounds(o.voucher_pence),
    storeCreditAmount: toPounds(o.store_credit_pence),
    totalCost: toPounds(o.sell_cost_pence + o.delivery_charge_pence),
    toPay: toPounds(o.to_pay_pence),
    paymentTypeId: o.payment_type_id,
    // Issue 33 §2: every way the order is paid, store credit like any payment.
    payments: paymentsOfRow(o),
    deliveryAddress: o.delivery_address,
    paymentFailure: o.payment_failure,
    // Issue 30: when the delivered lines arrive, and where and from when the others can be collected.
    expectedDelivery: deliveryExpected(o.paid_at, items),
    stores: collectionStores(o.paid_at, items),
  };
}

export type OrderView = ReturnType<typeof toView>;
export type ProcessResult = { order: OrderView; payment: { status: 'paid' } | { status: 'challenge'; challengeUrl: string } };

const ORDER_COLUMNS = `order_id, order_number, member_id, status, request_hash, delivery_address, sell_cost_pence, delivery_charge_pence,
  voucher_code, voucher_pence, store_credit_pence, to_pay_pence, payment_type_id,
  (SELECT p.name FROM payment_types p WHERE p.payment_type_id = web_sell_orders.payment_type_id) AS payment_name, payment_reference, payment_redirect_url, payment_failure, created_at, paid_at,
  payment_attempt, charging_since`;
/** The advisory lock class of a member's checkout: one generate at a time per member. */
const CHECKOUT_LOCK = 30_001;

export interface OrderServiceDeps {
  db: Db;
  basket: BasketService;
  settings: SettingsService;
  members: Pick<MemberService, 'get'>;
  outbox: Outbox;
  cards: CardProvider;
  /** Saved cards: kept after a payment that asked to save its card, paid with after the CVV. */
  cardTokens?: CardTokenService;
  /** Providers the shopper pays on their own page; each is off unless configured. */
  redirects?: RedirectProviders;
  /** Absolute base of the links providers send the shopper back to. */
  publicUrl: string;
  /** Apple Pay is offered (configured, or the embedded stand-in); its tokens go to `cards`. */
  applePay?: boolean;
}

export function createOrderService({ db, basket, settings, members, outbox, cards, cardTokens, redirects = {}, publicUrl, applePay = false }: OrderServiceDeps) {
  const providers = enabledProviders(redirects, { applePay });
  // Stock an order gives back may bring a box back: members with an alert hear of it.
  const backInStock = createBackInStockAnnouncer({ outbox, publicUrl });
  /** The redirect provider of a payment type, or null for card and voucher. */
  function redirectFor(paymentTypeId: number): RedirectProvider | null {
    if (paymentTypeId === PAYMENT.paypal) return redirects.paypal ?? null;
    if ([PAYMENT.klarna, PAYMENT.klarnaPayLater, PAYMENT.klarnaPayIn3].includes(paymentTypeId as 26)) return redirects.klarna ?? null;
    return null;
  }

  async function redirectOrder(o: OrderRow): Promise<RedirectOrder> {
    const lines = await items(db, o.order_id);
    const back = `${publicUrl}/buy/process?orderId=${o.order_id}`;
    const charged = lines.map((i) => ({ name: i.box_name, reference: i.box_id, quantity: i.quantity, unitPence: i.unit_price_pence, totalPence: i.unit_price_pence * i.quantity }));
    if (o.delivery_charge_pence > 0) charged.push({ name: 'Delivery', reference: 'DELIVERY', quantity: 1, unitPence: o.delivery_charge_pence, totalPence: o.delivery_charge_pence });
    if (o.voucher_pence > 0) charged.push({ name: `Voucher ${o.voucher_code}`, reference: 'VOUCHER', quantity: 1, unitPence: -o.voucher_pence, totalPence: -o.voucher_pence });
    if (o.store_credit_pence > 0) charged.push({ name: 'Store credit', reference: 'STORE-CREDIT', quantity: 1, unitPence: -o.store_credit_pence, totalPence: -o.store_credit_pence });
    return { merchantReference: paymentReferenceOf(o), amountPence: o.to_pay_pence, lines: charged, returnUrl: back, cancelUrl: `${back}&cancelled=1` };
  }

  async function items(q: Queryable, orderId: number): Promise<ItemRow[]> {
    return q.query<ItemRow>(
      `SELECT i.box_id, i.box_name, i.delivery_method_id, i.store_id, s.store_name, i.quantity, i.unit_price_pence, i.delivery_charge_pence, to_jsonb(s) AS store
       FROM web_sell_order_items i LEFT JOIN stores s ON s.store_id = i.store_id WHERE i.order_id = $1 ORDER BY i.box_id, i.delivery_method_id`,
      [orderId],
    );
  }

  async function find(q: Queryable, memberId: string, orderId: string, lock = false): Promise<OrderRow> {
    if (!/^[0-9]{1,18}$/.test(orderId)) throw orderErrors.notFound();
    const [o] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE order_id = $1${lock ? ' FOR UPDATE' : ''}`, [orderId]);
    // Someone else's order is "not found": its existence is not theirs to learn.
    if (!o || String(o.member_id) !== memberId) throw orderErrors.notFound();
    return o;
  }

  const view = async (q: Queryable, o: OrderRow) => toView(o, await items(q, o.order_id));
  const lockOrder = async (tx: Queryable, orderId: number) => (await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE order_id = $1 FOR UPDATE`, [orderId]))[0];

  /** Takes the stock of an order's lines again (paying again after a failure): the §8 code when a line has gone, and nothing changed. */
  async function takeOrderStock(tx: Queryable, lines: Array<{ boxId: string; boxName: string; deliveryMethodId: number; storeId: number | null; quantity: number }>) {
    // Always in one order (box, then method), so two checkouts never wait on each other in a cycle.
    const byBox = [...lines].sort((x, y) => x.boxId.localeCompare(y.boxId) || x.deliveryMethodId - y.deliveryMethodId);
    for (const l of byBox) {
      if (!(await takeStock(tx, l))) throw l.deliveryMethodId === 2 ? orderErrors.outOfStockInStore(l.boxName) : orderErrors.outOfStockOnline(l.boxName);
    }
  }
  const orderLines = (rows: ItemRow[]) => rows.map((i) => ({ boxId: i.box_id, boxName: i.box_name, deliveryMethodId: i.delivery_method_id, storeId: i.store_id, quantity: i.quantity }));

  /**
   * Moves a locked order to payment_failed (payable again, holding nothing) or expired (over),
   * giving back its stock in the same transaction; an expired order frees its voucher too (a
   * failed one keeps it reserved: it is the same checkout, paid again). `nextAttempt`: the
   * provider gave a definite answer, so paying again is a new payment there.
   */
  async function release(tx: Queryable, o: OrderRow, to: 'payment_failed' | 'expired', failure: string | null, nextAttempt = false): Promise<boolean> {
    const moved = await moveOrder(tx, o.order_id, to, {
      from: [o.status],
      set: { payment_failure: failure, charging_since: null, ...(nextAttempt ? { payment_attempt: new Raw('payment_attempt + 1') } : {}) },
    });
    if (!moved) return false;
    if (holdsStock(o.status)) {
      for (const i of await items(tx, o.order_id)) {
        await returnStock(tx, { boxId: i.box_id, deliveryMethodId: i.delivery_method_id, storeId: i.store_id, quantity: i.quantity }, backInStock);
      }
    }
    if (to === 'expired') await freeVoucher(tx, o.order_id);
    // Store credit goes back like the stock (issue 33 §2): a refusal holds nothing; paying again takes it again.
    await releaseCredit(tx, o.order_id);
    return true;
  }

  /** Tells the provider a payment attempt the shopper walked away from is over (best effort: it has taken nothing). */
  async function abandonAtProvider(o: Pick<OrderRow, 'order_number' | 'payment_attempt' | 'payment_reference' | 'payment_type_id'>) {
    if (redirectFor(o.payment_type_id) || !o.payment_reference || !cards.cancel) return;
    await cards.cancel(o.payment_reference, paymentReferenceOf(o)).catch(() => undefined);
  }

  /**
   * Unpaid orders past their reservation give back what they hold (30 minutes after they took
   * it; a shopper who left the provider's page, 30 minutes after they were sent there). Run
   * before new orders and once a minute (charging-job.ts).
   */
  async function releaseExpired(): Promise<number> {
    const stale = await db.query<{ order_id: number }>(
      `SELECT order_id FROM web_sell_orders
       WHERE (status IN ('awaiting_payment', 'payment_failed') AND reserved_at < now() - make_interval(mins => $1))
          OR (status = 'awaiting_3ds' AND charging_since < now() - make_interval(mins => $1))
       LIMIT 50`,
      [RESERVATION_MINUTES],
    );
    for (const { order_id } of stale) {
      const abandoned = await db.transaction(async (tx) => {
        const o = await lockOrder(tx, order_id);
        if (!o || !['awaiting_payment', 'payment_failed', 'awaiting_3ds'].includes(o.status)) return null;
        await release(tx, o, 'expired', null);
        return o.status === 'awaiting_3ds' ? o : null;
      });
      if (abandoned) await abandonAtProvider(abandoned);
    }
    return stale.length;
  }

  async function checkPaymentType(paymentTypeId: number) {
    const [t] = await db.query<{ provider: string }>('SELECT provider FROM payment_types WHERE payment_type_id = $1', [paymentTypeId]);
    if (!t || !providers.has(t.provider)) throw orderErrors.paymentTypeUnavailable();
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

  /** The member's open order (unpaid, not over), locked when asked; at most one exists. */
  async function openOrder(q: Queryable, memberId: string, lock = false): Promise<OrderRow | undefined> {
    const [o] = await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE member_id = $1 AND status = ANY($2::text[]) ORDER BY order_id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [memberId, OPEN]);
    return o;
  }

  /** The same lines, quantities and prices: paying this basket is paying that order. */
  function sameLines(ordered: ItemRow[], lines: CheckoutLine[]): boolean {
    const key = (boxId: string, method: number, store: number | null, quantity: number, price: number, charge: number) => [boxId, method, store ?? 0, quantity, price, charge].join('|');
    const a = ordered.map((i) => key(i.box_id, i.delivery_method_id, i.store_id, i.quantity, i.unit_price_pence, i.delivery_charge_pence)).sort();
    const b = lines.map((l) => key(l.boxId, l.deliveryMethodId, l.storeId, l.quantity, l.pricePence, l.deliveryChargePence)).sort();
    return a.length === b.length && a.every((k, i) => k === b[i]);
  }

  async function generate(memberId: string, input: GenerateInput): Promise<{ order: OrderView; created: boolean }> {
    const hash = requestHash(input);
    const before = await existing(db, memberId, input.idempotencyKey, hash);
    if (before) return { order: before, created: false };
    await checkPaymentType(input.paymentTypeId);
    await releaseExpired();
    const lim = (await settings.prelogin()) as { limits: Limits & { minimumBasketAmount: number }; featureFlags: { waiveDeliveryCharge?: boolean } };
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

        let address: OrderAddress | null = null;
        if (lines.some((l) => l.deliveryMethodId === 1)) {
          if (!input.address) throw new ApiError(400, 1600, 'Please enter a delivery address.');
          address = { ...input.address, postcode: await deliverablePostcode(tx, input.address.postcode) };
        }

        // The open order is this checkout's when the basket is the same (paid again, never doubled);
        // otherwise it is over and gives back what it held. Either way its voucher is free to be checked again.
        const reuse = open && sameLines(await items(tx, open.order_id), lines) ? open : null;
        if (open && !reuse) {
          await release(tx, open, 'expired', null);
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
      for (const o of abandoned) await abandonAtProvider(o);
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

  async function markPaid(o: OrderRow, pspReference: string | null): Promise<void> {
    const member = await members.get(String(o.member_id));
    await db.transaction(async (tx) => {
      const row = await moveOrder<OrderRow>(tx, o.order_id, 'paid', {
        from: ['charging', 'awaiting_3ds'],
        set: { paid_at: NOW, payment_reference: pspReference, payment_failure: null },
        columns: ORDER_COLUMNS,
      });
      if (!row) return;
      await useVoucher(tx, o.order_id);
      await spendCredit(tx, o.order_id);
      const ordered = await items(tx, o.order_id);
      await basket.removeOrdered(
        tx,
        String(o.member_id),
        ordered.map((i) => ({ boxId: i.box_id, deliveryMethodId: i.delivery_method_id, quantity: i.quantity })),
      );
      const order = toView(row, ordered);
      const feedbackLink = await issueFeedbackCode(tx, { ...order, email: member.email }, publicUrl);
      const mail = confirmationEmail(order, member.firstName, feedbackLink);
      await outbox.enqueue(tx, { channel: 'email', recipient: member.email, ...mail });
    });
  }

  /**
   * A payment that ended without money taken: the order gives its stock back at once and can be
   * paid again (issue 30). `nextAttempt`: the provider answered, so the next try is a new payment.
   */
  async function fail(o: OrderRow, message: string, error: ApiError = orderErrors.paymentFailed(message), nextAttempt = true): Promise<never> {
    await db.transaction(async (tx) => {
      const row = await lockOrder(tx, o.order_id);
      if (row && HOLDS_UNPAID.includes(row.status)) await release(tx, row, 'payment_failed', message, nextAttempt);
    });
    throw error;
  }

  async function settle(o: OrderRow, outcome: CardOutcome): Promise<ProcessResult> {
    if (outcome.status === 'authorised') {
      await markPaid(o, outcome.pspReference);
      // The card the shopper asked to save (or paid with again); the order is paid whatever happens here.
      if (outcome.storedCard && cardTokens) await cardTokens.remember(String(o.member_id), outcome.storedCard).catch(() => undefined);
    } else if (outcome.status === 'refused') await fail(o, (redirectFor(o.payment_type_id) && outcome.reason === 'authentication_failed' ? REFUSALS.cancelled : REFUSALS[outcome.reason]) ?? REFUSALS.declined!);
    else {
      const challengeUrl = outcome.challengeUrl || o.payment_redirect_url || '';
      await moveOrder(db, o.order_id, 'awaiting_3ds', { from: ['charging', 'awaiting_3ds'], set: { payment_reference: outcome.pspReference, payment_redirect_url: challengeUrl || null } });
      return { order: await view(db, await find(db, String(o.member_id), String(o.order_id))), payment: { status: 'challenge', challengeUrl } };
    }
    return { order: await view(db, await find(db, String(o.member_id), String(o.order_id))), payment: { status: 'paid' } };
  }

  /** A redirect payment after the shopper came back (or not yet): complete it with the provider. */
  async function completeRedirect(o: OrderRow, provider: RedirectProvider, returned: Record<string, string> | undefined): Promise<ProcessResult> {
    if (!returned || Object.keys(returned).length === 0) {
      return { order: await view(db, o), payment: { status: 'challenge', challengeUrl: o.payment_redirect_url ?? '' } };
    }
    let outcome: CardOutcome;
    try {
      outcome = await provider.complete(o.payment_reference!, returned, await redirectOrder(o));
    } catch (error) {
      if (!(error instanceof ProviderError) && !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      // Unknown outcome: the order stays open; asking again is safe (the provider is idempotent).
      throw orderErrors.paymentFailed('We could not confirm your payment just now. Please try again in a moment.');
    }
    return settle(o, outcome);
  }

  /** Card data that cannot be sent (§8 1520): the order holds nothing while the shopper corrects it. */
  async function refuseCardData(o: OrderRow, message: string): Promise<never> {
    return fail(o, message, orderErrors.invalidCard(message), false);
  }

  /**
   * Starts paying: payment_failed takes its stock again (or answers the §8 out-of-stock code,
   * changing nothing), then the order moves to 'charging' — once, whatever is pressed twice.
   */
  async function claim(o: OrderRow): Promise<OrderRow | undefined> {
    return db.transaction(async (tx) => {
      const row = await lockOrder(tx, o.order_id);
      if (!row || !PAYABLE.includes(row.status)) return undefined;
      if (!holdsStock(row.status)) {
        await takeOrderStock(tx, orderLines(await items(tx, row.order_id)));
        // A refusal gave the credit back: this try takes it again (STORE_CREDIT_SHORT, nothing changed, if it has gone meanwhile).
        await holdCredit(tx, String(row.member_id), row.order_id, row.store_credit_pence);
      }
      return moveOrder<OrderRow>(tx, row.order_id, 'charging', { from: [row.status], set: { charging_since: NOW, reserved_at: NOW }, columns: ORDER_COLUMNS });
    });
  }

  async function process(memberId: string, orderId: string, card: CardDetails | undefined, returned?: Record<string, string>, saved: SavedCardChoice = {}): Promise<ProcessResult> {
    const o = await find(db, memberId, orderId);
    const redirect = redirectFor(o.payment_type_id);
    let stored: { shopperReference: string; id: string; cvc: string } | undefined;
    if (o.status === 'paid') return { order: await view(db, o), payment: { status: 'paid' } };
    // A card's 3-D Secure check ends only through verify (the provider's redirect result); until then the page is offered again.
    if (o.status === 'awaiting_3ds') return redirect ? completeRedirect(o, redirect, returned) : { order: await view(db, o), payment: { status: 'challenge', challengeUrl: o.payment_redirect_url ?? '' } };
    if (o.status === 'charging') throw orderErrors.inProgress();
    if (!PAYABLE.includes(o.status)) throw orderErrors.notPayable();
    if (o.to_pay_pence > 0 && !redirect) {
      if (o.payment_type_id === PAYMENT.applePay) {
        if (!applePay) throw orderErrors.paymentTypeUnavailable();
        if (!saved.applePay) await refuseCardData(o, 'The Apple Pay payment is missing. Please try again.');
      } else if (o.payment_type_id !== PAYMENT.card) throw orderErrors.paymentTypeUnavailable();
      else if (saved.storedCard) {
        if (!cardTokens) throw orderErrors.paymentTypeUnavailable();
        if (!/^[0-9]{3,4}$/.test(saved.storedCard.cvc)) await refuseCardData(o, 'The security code is not valid.');
        stored = { ...(await cardTokens.forPayment(memberId, saved.storedCard.cardTokenId)), cvc: saved.storedCard.cvc };
      } else {
        if (!card) await refuseCardData(o, 'Please enter your card details.');
        const problem = cardProblem(card!);
        if (problem) await refuseCardData(o, problem);
      }
    }
    // Only one request moves the order on; a double click or retry finds it charging or paid.
    const claimed = await claim(o);
    if (!claimed) return process(memberId, orderId, undefined, returned);
    const reference = paymentReferenceOf(claimed);
    const applePayToken = claimed.payment_type_id === PAYMENT.applePay ? saved.applePay : undefined;
    if (claimed.to_pay_pence === 0) {
      await markPaid(claimed, null);
      return { order: await view(db, await find(db, memberId, orderId)), payment: { status: 'paid' } };
    }
    const unknownOutcome = () => moveOrder(db, claimed.order_id, 'awaiting_payment', { from: ['charging'], set: { charging_since: null } });
    if (redirect) {
      try {
        const order = await redirectOrder(claimed);
        const started = redirects.klarna && redirect === redirects.klarna ? await redirects.klarna.startFor(order, claimed.payment_type_id) : await redirect.start(order);
        await moveOrder(db, claimed.order_id, 'awaiting_3ds', { from: ['charging'], set: { payment_reference: started.reference, payment_redirect_url: started.redirectUrl } });
        return { order: await view(db, await find(db, memberId, orderId)), payment: { status: 'challenge', challengeUrl: started.redirectUrl } };
      } catch (error) {
        await unknownOutcome();
        if (error instanceof ProviderError || (error instanceof Error && /fetch|Timeout/i.test(`${error.name} ${error.message}`))) {
          throw orderErrors.paymentFailed(`We could not reach ${redirect.name === 'paypal' ? 'PayPal' : 'Klarna'}. No money has been taken. Please try again.`);
        }
        throw error;
      }
    }
    let outcome: CardOutcome;
    try {
      outcome = await cards.authorise({
        merchantReference: reference,
        amountPence: claimed.to_pay_pence,
        returnUrl: `${publicUrl}/buy/process?orderId=${claimed.order_id}`,
        ...(applePayToken ? { applePay: applePayToken } : stored ? { stored } : { card: card!, ...(saved.saveCard && cardTokens ? { storeFor: shopperReference(memberId) } : {}) }),
      });
    } catch (error) {
      // The provider read the card data and refused it: nothing was taken; the next try is a new payment.
      if (error instanceof CardDataError) return fail(claimed, error.message, orderErrors.invalidCard(error.message));
      // The provider could not be reached: the outcome is unknown, so the order keeps its stock and
      // its payment reference (asking again under it cannot charge twice).
      await unknownOutcome();
      throw orderErrors.paymentFailed('We could not reach the payment provider. No money has been taken. Please try again.');
    }
    return settle(claimed, outcome);
  }

  /**
   * §7 verifyadyenorder: the shopper is back from the card provider's 3-D Secure page with its
   * redirect result; the provider says how the payment ended. Only an order waiting for that
   * check, only its own result, and once: a replay, a result too early or another order's is
   * refused and changes nothing; two at once confirm the order once (markPaid is conditional).
   */
  async function verify(memberId: string, orderId: string, redirectResult: string): Promise<ProcessResult> {
    const o = await find(db, memberId, orderId);
    if (redirectFor(o.payment_type_id)) throw orderErrors.notAwaitingVerification();
    if (o.status === 'paid') throw orderErrors.alreadyVerified();
    if (o.status !== 'awaiting_3ds') throw orderErrors.notAwaitingVerification();
    if (!o.payment_reference) throw orderErrors.notPayable();
    let outcome: CardOutcome;
    try {
      outcome = await cards.verify({ pspReference: o.payment_reference, merchantReference: paymentReferenceOf(o), redirectResult });
    } catch (error) {
      if (error instanceof VerificationMismatch) throw orderErrors.verificationMismatch();
      if (error instanceof CardDataError) return fail(o, error.message, orderErrors.invalidCard(error.message));
      // Unknown outcome: the order stays open; asking again is safe (verifying never charges).
      throw orderErrors.paymentFailed('We could not confirm your payment just now. Please try again in a moment.');
    }
    return settle(o, outcome);
  }

  /**
   * Orders left 'charging' by an instance that stopped mid-payment (killed, crashed): after
   * `olderThanSeconds` the provider's own record settles them (paid, or refused with everything
   * given back); a payment that never reached the provider lets the order be paid again. A
   * redirect payment (PayPal, Klarna) had taken nothing before the shopper was sent away, so it
   * goes back to awaiting payment. Answers how many were settled.
   */
  async function reconcileCharging(olderThanSeconds = CHARGING_STALE_SECONDS): Promise<number> {
    const stale = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE status = 'charging' AND charging_since < now() - make_interval(secs => $1) ORDER BY order_id LIMIT 50`, [olderThanSeconds]);
    let settled = 0;
    for (const o of stale) {
      const backToPayable = () => moveOrder(db, o.order_id, 'awaiting_payment', { from: ['charging'], set: { charging_since: null } });
      if (redirectFor(o.payment_type_id)) {
        await backToPayable();
        settled++;
        continue;
      }
      if (!cards.lookup) continue;
      const outcome = await cards.lookup(paymentReferenceOf(o));
      if (outcome === undefined) continue; // not known yet: asked again next time
      if (!outcome) await backToPayable();
      else
        await settle(o, outcome).catch((error) => {
          // A refusal settles by throwing the shopper's message (the order is released): nothing to raise here.
          if (!(error instanceof ApiError)) throw error;
        });
      settled++;
    }
    return settled;
  }

  /**
   * The member's open order as checkout and the product page read it (issue 30: 'say where it
   * stands'): its lines, whether it holds their stock, and the provider's page to go back to.
   */
  async function openFor(memberId: string) {
    const o = await openOrder(db, memberId);
    if (!o) return null;
    return { ...(await view(db, o)), holdsStock: holdsStock(o.status), challengeUrl: o.status === 'awaiting_3ds' ? o.payment_redirect_url : null };
  }

  return {
    generate,
    process,
    verify,
    releaseExpired,
    reconcileCharging,
    open: openFor,
    async detail(memberId: string, orderId: string): Promise<OrderView> {
      return view(db, await find(db, memberId, orderId));
    },
    /** §7 checkout: the delivery address of the member's most recent order that had one, offered as a one-click choice. */
    async lastAddress(memberId: string): Promise<OrderAddress | null> {
      const [row] = await db.query<{ delivery_address: OrderAddress }>(
        'SELECT delivery_address FROM web_sell_orders WHERE member_id = $1 AND delivery_address IS NOT NULL ORDER BY created_at DESC, order_id DESC LIMIT 1',
        [memberId],
      );
      return row?.delivery_address ?? null;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
