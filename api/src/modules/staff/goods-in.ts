// Goods-in (issue #14 'Staff'): what staff do with a member's parcel once it arrives, shared by
// the staff API (routes.ts) and the CLI (`npm run staff -- ...`). Each quote moves only through
// the quote state machine (quotations/store.ts `move`, which keeps who and when); each item is
// inspected and paid on its own, so one in dispute never holds back the others of its parcel.
//   receive: the parcel (order sent → received) and its items (quotes sent → received)
//   inspect: confirm the grade (→ inspected), revise it with a reason and staff photos of the item
//            (→ inspected → revised; a revision within the member's tolerance is paid at once,
//            otherwise the member is asked and sees the photos), or return the item (→ returned)
//   pay:     release payment of an inspected item (payouts.payQuote, then the item goes on sale)
import { GENERIC_CODES, type InspectOutcome, QUOTE_CODES, type QuoteState } from '@shop/shared/api';
import { QUOTE_PHOTO_CODES, withinTolerance } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Outbox } from '../outbox/outbox.js';
import type { Answers } from '../quotations/car-seat-safety.js';
import { computeOffer } from '../quotations/offer.js';
import { questionsFor } from '../quotations/questions.js';
import { stateConflict } from '../quotations/states.js';
import { lockInspectedQuote, lockQuoteStates, quoteStateOf, type InspectedQuote } from '../quotations/goods-in-reads.js';
import { createQuoteStore, quoteNotFound } from '../quotations/store.js';
import { staffPhotosAmong } from '../quote-images/item-photos.js';
import { markOrderReceived, sentOrders } from '../web-buy-orders/goods-in-orders.js';
import { amounts, loadOrder, methodOf, orderConflict, orderView } from './order-view.js';

export const REASON_MAX = 500;
/** Staff photos one revision shows the member (of the 12 staff may take of an item). */
export const REVISION_PHOTOS_MAX = 6;

export type Actor = { type: 'staff' | 'member'; id: string };

/** Payment of one quote (payouts/service.ts): moves inspected → paid or revised → paid once, with its ledger row. */
export interface PayQuote {
  payQuote(quoteId: string, actor: Actor): Promise<unknown>;
}
/** A paid item goes on sale as a new box (restock/service.ts); idempotent. */
export interface PutOnSale {
  putOnSale(quoteId: string, restockedBy?: string): Promise<{ boxId: string }>;
}

export function createGoodsIn(deps: { db: Db; now: () => Date; outbox: Outbox; payouts: () => PayQuote | null; restock: () => PutOnSale | null; publicUrl: string; logFailure: (err: unknown, what: string) => void }) {
  const { db, now } = deps;
  const quotes = createQuoteStore({ db, now, publicUrl: deps.publicUrl });

  async function lockQuote(tx: Queryable, quoteId: string): Promise<InspectedQuote> {
    const row = await lockInspectedQuote(tx, quoteId);
    if (!row) throw quoteNotFound();
    return row;
  }

  /**
   * The staff photos a revision shows the member, in the order given: each must be a staff photo
   * of this quote (404 1042 otherwise, and the revision is not made).
   */
  async function attachRevisionPhotos(tx: Queryable, quoteId: string, photoIds: string[]) {
    if (photoIds.length === 0) return;
    const found = await staffPhotosAmong(tx, quoteId, photoIds);
    if (found.length !== photoIds.length) throw new ApiError(404, QUOTE_PHOTO_CODES.missing, 'A photo named is not a staff photo of this item: add it first (POST /v3/staff/quotations/{id}/images).');
    await tx.query('INSERT INTO quote_revision_photos (quote_id, image_id, position) SELECT $1, id, n - 1 FROM unnest($2::text[]) WITH ORDINALITY AS p (id, n)', [quoteId, photoIds]);
  }

  /** Received → inspected, or already inspected: the inspection stands (one history row). */
  /** `quietly`: the check goes straight on (a revision, a return), whose own e-mail says what was found: no 'we have checked it' before it. */
  async function inspected(tx: Queryable, row: InspectedQuote, staffId: string, quietly = false): Promise<InspectedQuote> {
    if (row.state === 'inspected') return row;
    await quotes.move(tx, row, 'inspected', 'staff', staffId, {}, quietly ? null : undefined);
    return { ...row, state: 'inspected' };
  }

  /**
   * Pays a quote through the payout service, then puts the item on sale. The member is paid
   * whatever happens to the restock: one that fails is logged, and `npm run staff -- restock
   * <quoteId>` puts the item on sale later (putOnSale is idempotent, so a retried pay does too).
   */
  async function release(quoteId: string, actor: Actor) {
    const payouts = deps.payouts();
    if (!payouts) throw new ApiError(503, GENERIC_CODES.system, 'Payouts are not available on this server.');
    const payout = await payouts.payQuote(quoteId, actor);
    try {
      await deps.restock()?.putOnSale(quoteId, `${actor.type}:${actor.id}`);
    } catch (err) {
      deps.logFailure(err, 'restock after payout failed');
    }
    return payout;
  }

  return {
    /** Parcels on their way (orders sent), oldest first, with their items. */
    async arriving(limit = 100) {
      const orders = await sentOrders(db, limit);
      return Promise.all(orders.map((o) => orderView(db, o)));
    },

    /** The staff view of one order: its items with offers, revisions and payouts, and its history. */
    async internal(orderId: string) {
      return orderView(db, await loadOrder(db, orderId));
    },

    /** The parcel has arrived: the order and each of its sent items are received (by whom, when). Received twice is one receipt. */
    async receive(orderId: string, staffId: string) {
      return db.transaction(async (tx) => {
        const order = await loadOrder(tx, orderId, true);
        if (order.state === 'received') return orderView(tx, order);
        if (order.state !== 'sent') throw orderConflict(`An order that is ${order.state} cannot be received: only a sent parcel arrives.`);
        const rows = await lockQuoteStates(tx, order.quote_ids);
        for (const row of rows) if (row.state === 'sent') await quotes.move(tx, row, 'received', 'staff', staffId);
        const at = now();
        const received = await markOrderReceived(tx, orderId, at);
        await tx.query(`INSERT INTO web_buy_order_history (web_buy_order_id, from_state, to_state, event, actor_type, actor_id, at) VALUES ($1, $2, 'received', 'receive', 'staff', $3, $4)`, [
          orderId,
          order.state,
          staffId,
          at,
        ]);
        return orderView(tx, received!);
      });
    },

    /**
     * Inspects one item. Confirm: the grade stands (→ inspected; payment is released by pay).
     * Revise: the offer is recomputed at the new grade (offer.ts) and kept in revised_*; when it
     * is no more than the member's tolerance below what was offered it is paid at once, otherwise
     * the member is asked. Return: the item goes back to the member (→ returned).
     */
    async inspect(quoteId: string, staffId: string, outcome: InspectOutcome): Promise<{ status: QuoteState; paidWithoutAsking: boolean }> {
      const result = await db.transaction(async (tx) => {
        const row = await lockQuote(tx, quoteId);
        if (row.state !== 'received' && row.state !== 'inspected') throw stateConflict(`A quote that is ${row.state} cannot be inspected: only a received item can.`);
        if (outcome.outcome === 'confirm') {
          await inspected(tx, row, staffId);
          return { status: 'inspected' as const, payNow: false };
        }
        if (outcome.outcome === 'return') {
          await quotes.move(tx, await inspected(tx, row, staffId, true), 'returned', 'staff', staffId, outcome.reason ? { revision_reason: outcome.reason } : {});
          return { status: 'returned' as const, payNow: false };
        }
        const answers: Answers = { ...row.answers, condition: { answerIds: [outcome.grade] } };
        const revised = computeOffer({ modelName: row.model_name, newPrice: row.new_price, questions: questionsFor(row.category_id), answers, quantity: row.quantity, today: now() });
        const method = methodOf(row);
        const revisedAmounts = amounts(row, revised.total);
        await attachRevisionPhotos(tx, quoteId, outcome.photoIds ?? []);
        await quotes.move(tx, await inspected(tx, row, staffId, true), 'revised', 'staff', staffId, {
          revised_grade: outcome.grade,
          revised_cash: revised.total.cash,
          revised_exchange: revised.total.exchange,
          revision_reason: outcome.reason,
          revised_at: now(),
          revised_by: staffId,
        });
        const payNow = withinTolerance(method, revisedAmounts, row.revision_tolerance);
        // Beyond the tolerance the member is asked: the move's e-mail (live/status-emails.ts) does it.
        return { status: 'revised' as const, payNow };
      });
      if (!result.payNow) return { status: result.status, paidWithoutAsking: false };
      // Within the member's tolerance: paid without asking (a payout has its own transaction).
      await release(quoteId, { type: 'staff', id: staffId });
      return { status: 'paid', paidWithoutAsking: true };
    },

    /** Releases payment of an inspected item (a revised one waits for the member's answer). */
    async pay(quoteId: string, staffId: string) {
      const state = await quoteStateOf(db, quoteId);
      if (!state) throw quoteNotFound();
      if (state === 'revised') throw stateConflict('The member has not answered the revised offer yet.');
      if (state !== 'inspected' && state !== 'paid') throw stateConflict(`A quote that is ${state} cannot be paid: inspect it first.`);
      return release(quoteId, { type: 'staff', id: staffId });
    },

    /** The member's answer to a revised offer: accept (paid) or decline (the item comes back free). */
    async answerRevision(quoteId: string, memberId: string, accept: boolean) {
      const state = await quoteStateOf(db, quoteId);
      if (!state) throw quoteNotFound();
      // The same answer sent again is the one answer.
      if ((accept && state === 'paid') || (!accept && state === 'returned')) return;
      if (state !== 'revised') throw new ApiError(409, QUOTE_CODES.stateConflict, `A quote that is ${state} has no revised offer to answer.`);
      if (accept) {
        await release(quoteId, { type: 'member', id: memberId });
        return;
      }
      await db.transaction(async (tx) => {
        const locked = await lockQuote(tx, quoteId);
        await quotes.move(tx, locked, 'returned', 'member', memberId);
      });
    },
  };
}

export type GoodsIn = ReturnType<typeof createGoodsIn>;
