// Paying a quote once: its row locked, its state and payout choice checked, the amount worked
// out, the ledger row written with the quote's move to 'paid', then a bank payout sent.
import { payoutAmount, QUOTE_CODES } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { stateConflict } from '../quotations/states.js';
import { QUOTE_COLUMNS, quoteNotFound } from '../quotations/store.js';
import { sentIfPending } from './bank-transfer.js';
import type { PayoutDeps } from './payout-deps.js';
import { record, rowOf } from './payout-ledger.js';
import { recordOf, type PayableQuote, type PayoutActor, type PayoutRecord, type PayoutRow } from './payout-model.js';

/** Pays an inspected or revised quote exactly once; repeated, the first payout (a pending bank one sent again). */
export async function payQuote(deps: PayoutDeps, quoteId: string, actor: PayoutActor): Promise<PayoutRecord> {
  const { db, now, move } = deps;
  const earlier = await rowOf(db, quoteId);
  if (earlier) return recordOf(await sentIfPending(deps, earlier, true));
  let row: PayoutRow;
  try {
    row = await db.transaction(async (tx) => {
      const [q] = await tx.query<PayableQuote>(
        `SELECT ${QUOTE_COLUMNS}, payout_method, payout_bank_account_id, payout_charity_id, revised_cash, revised_exchange, trade_up_bonus_pence, revision_tolerance,
           (SELECT m.first_name FROM members m WHERE m.member_id = q.member_id) AS member_first_name,
           (SELECT c.name FROM charities c WHERE c.charity_id = q.payout_charity_id) AS payout_charity_name,
           (SELECT count(*)::int FROM quote_revision_photos p WHERE p.quote_id = q.quote_id) AS revision_photos
         FROM quotations q WHERE quote_id = $1 FOR UPDATE OF q`,
        [quoteId],
      );
      if (!q) throw quoteNotFound();
      // Paid while this call waited for the row: that payout is the one.
      const paid = await rowOf(tx, quoteId);
      if (paid) return paid;
      if (q.state !== 'inspected' && q.state !== 'revised') throw stateConflict(`A quote that is ${q.state} cannot be paid.`);
      // Accepted before the payout choice existed: exchange is a voucher; cash needs a method.
      const method = q.payout_method ?? (q.payout_type === 'exchange' ? 'voucher' : null);
      if (!method) throw new ApiError(409, QUOTE_CODES.payoutMethod, 'This quote has no way to be paid chosen yet.');
      const amount = payoutAmount(method, { offerCash: q.offer_cash, offerExchange: q.offer_exchange, revisedCash: q.revised_cash, revisedExchange: q.revised_exchange });
      // Nothing to pay (no offer, or revised to nothing): staff return the item instead.
      if (amount === null || amount < 1) throw stateConflict('This quote has nothing to pay.');
      // A voucher adds the trade-up bonus kept at acceptance (0 for a model not on the list).
      const written = await record(deps, tx, q, method, method === 'voucher' ? amount + q.trade_up_bonus_pence : amount, actor);
      await move(tx, q, 'paid', actor.type, actor.id, { paid_at: now() }, written.mail);
      return written.row;
    });
  } catch (err) {
    // Two first payments at once on a server that let both read "not paid": the ledger's
    // UNIQUE(quote_id) stopped the second; it answers with the first.
    if ((err as { code?: string }).code === '23505') {
      const first = await rowOf(db, quoteId);
      if (first) return recordOf(first);
    }
    throw err;
  }
  return recordOf(await sentIfPending(deps, row, false));
}
