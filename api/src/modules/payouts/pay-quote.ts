// Paying a quote once: its row locked, its state and payout choice checked, the amount worked
// out, the ledger row written with the quote's move to 'paid', then a bank payout sent.
import { QUOTE_CODES } from '@shop/shared/api';
import { payoutAmount } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';
import { stateConflict } from '../quotations/states.js';
import { quoteNotFound } from '../quotations/store.js';
import { lockQuoteToPay } from '../quotations/payout-choice.js';
import { memberContact } from '../members/rows.js';
import { charityName } from '../payments/charity-names.js';
import type { Queryable } from '../../db/db.js';
import { sentIfPending } from './bank-transfer.js';
import type { PayoutDeps } from './payout-deps.js';
import { record, rowOf } from './payout-ledger.js';
import { recordOf, type PayableQuote, type PayoutActor, type PayoutRecord, type PayoutRow } from './payout-model.js';

/**
 * The quote to pay, locked (quotations), with the member's first name (members), the chosen
 * charity's name (payments) and how many photos its revision shows (staff, given in the deps).
 */
async function payableQuote({ revisionPhotoIdsOf }: Pick<PayoutDeps, 'revisionPhotoIdsOf'>, tx: Queryable, quoteId: string): Promise<PayableQuote | undefined> {
  const q = await lockQuoteToPay(tx, quoteId);
  if (!q) return undefined;
  const member = await memberContact(tx, q.member_id);
  return {
    ...q,
    // null for a member who is not there, as the subquery that read it before answered.
    member_first_name: member?.firstName ?? (null as unknown as string),
    payout_charity_name: await charityName(tx, q.payout_charity_id),
    revision_photos: (await revisionPhotoIdsOf(tx, q.quote_id)).length,
  };
}

/** Pays an inspected or revised quote exactly once; repeated, the first payout (a pending bank one sent again). */
export async function payQuote(deps: PayoutDeps, quoteId: string, actor: PayoutActor): Promise<PayoutRecord> {
  const { db, now, move } = deps;
  const earlier = await rowOf(db, quoteId);
  if (earlier) return recordOf(await sentIfPending(deps, earlier, true));
  let row: PayoutRow;
  try {
    row = await db.transaction(async (tx) => {
      const q = await payableQuote(deps, tx, quoteId);
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
