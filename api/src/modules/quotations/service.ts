// Sell-to-us quotations (spec §3 'Quotation', §7 'Quotations'; issue #14): what a member does
// with a quote: start one for a model of a funnel category, answer, get the offer, accept it or
// cancel. Storage and state moves are store.ts's.
import type { QuoteAnswer, QuoteState } from '@shop/shared/api';
import { QUOTE_PRICE_LOCK_DAYS } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import type { PayoutChoice } from './payout-choice.js';
import type { SettingsService } from '../settings/routes.js';
import { mergeAnswers } from './answers.js';
import { computeOffer } from './offer.js';
import { questionsFor } from './questions.js';
import { quoteExpired, stateConflict } from './states.js';
import { assertTolerance, draftQuote, guestEstimate, offerableQuestions, sameAcceptance, startableQuote, type QuotePhotoCheck, type QuoteStart } from './quote-actions.js';
import { listQuotes, quoteDetail, quoteVerdict, sellToUsDepartments } from './quote-views.js';
import { createQuoteStore, DAY_MS, QUOTE_COLUMNS, type QuoteOwners, type QuoteRow } from './store.js';
import { lockMember } from '../members/rows.js';

export { createQuoteOwners, quoteAccessOf } from './store.js';
export type { QuotePhotoCheck, QuoteStart } from './quote-actions.js';
export const LIST_MAX = 50;

export interface QuotationServiceOptions {
  db: Db;
  settings: SettingsService;
  now: () => Date;
  owners: QuoteOwners;
  publicUrl: string;
  photos: QuotePhotoCheck;
  /** The trade-up bonus a model's voucher earns, 0 off the list (trade-up/bonus.ts: trade-up imports quotations, so it is given). */
  tradeUpBonusOf: (q: Queryable, masterBoxId: string) => Promise<number>;
}

export function createQuotationService({ db, settings, now, owners, publicUrl, photos, tradeUpBonusOf }: QuotationServiceOptions) {
  const { move, load, expireLapsed } = createQuoteStore({ db, now, publicUrl });
  const startable = (input: QuoteStart) => startableQuote(settings, input);
  const detail = (row: QuoteRow) => quoteDetail(row, now());
  const verdict = (row: QuoteRow) => quoteVerdict(row, now());

  return {
    detail,
    load,

    /** The funnel's categories with their product lines and super-categories (§5), from the catalogue. */
    wizard: (superCatId?: number) => sellToUsDepartments(db, superCatId),
    /**
     * A guest's exact price (issue 32 §6): the offer these answers get, computed as a quote's
     * offer is, with nothing stored. Photos and acceptance come after signing in, on a quote
     * started with the same answers; its offer is this one unless the answers change.
     */
    async estimate(input: QuoteStart & { answers: QuoteAnswer[] }) {
      const { model } = await startable(input);
      return guestEstimate(model, input, now());
    },

    async create(memberId: string, input: QuoteStart) {
      const { model, limit } = await startable(input);
      const at = now();
      const quoteId = await db.transaction(async (tx) => {
        // The member row's lock keeps two quotes made at once from both passing the total limit.
        await lockMember(tx, memberId);
        await expireLapsed(memberId, tx);
        return draftQuote(tx, { memberId, model, quantity: input.quantity, limit, at });
      });
      owners.remember(quoteId, memberId);
      return detail(await load(quoteId));
    },

    /** A member's quotes, newest first, LIST_MAX at most a page; `before` is the last quote id of the page before. */
    async list(memberId: string, options: { status?: QuoteState; before?: string; limit: number }) {
      await expireLapsed(memberId);
      return listQuotes(db, memberId, options);
    },

    /** Answers (some or all); changing the answers of an offered quote takes the offer back. */
    async answer(quoteId: string, memberId: string, incoming: QuoteAnswer[]) {
      const row = await load(quoteId);
      if (row.state === 'expired') throw quoteExpired(row.offer_expires_at);
      if (row.state !== 'draft' && row.state !== 'offered') throw stateConflict(`The answers of a quote that is ${row.state} cannot change.`);
      const answers = mergeAnswers(questionsFor(row.category_id), row.answers, incoming, now());
      if (JSON.stringify(answers) === JSON.stringify(row.answers)) return detail(row);
      if (row.state === 'offered') {
        return detail(await move(db, row, 'draft', 'member', memberId, { answers, offer: null, offer_cash: null, offer_exchange: null, offered_at: null, offer_expires_at: null }));
      }
      const [updated] = await db.query<QuoteRow>(`UPDATE quotations SET answers = $2::jsonb, updated_at = $3 WHERE quote_id = $1 AND state = 'draft' RETURNING ${QUOTE_COLUMNS}`, [
        quoteId,
        JSON.stringify(answers),
        now(),
      ]);
      if (!updated) throw stateConflict('This quote has just changed. Please look at it again.');
      return detail({ ...updated, history: row.history });
    },

    /** The offer: computed once per set of answers; asked again while it stands, the same offer (the price lock does not restart). */
    async offer(quoteId: string, memberId: string) {
      const row = await load(quoteId);
      if (row.state === 'offered') return detail(row);
      if (row.state === 'expired') throw quoteExpired(row.offer_expires_at);
      if (row.state !== 'draft') throw stateConflict(`A quote that is ${row.state} has its offer already.`);
      const questions = offerableQuestions(row, () => verdict(row), photos);
      const today = now();
      const offer = computeOffer({ modelName: row.model_name, newPrice: row.new_price, questions, answers: row.answers, quantity: row.quantity, today });
      try {
        const updated = await move(db, row, 'offered', 'member', memberId, {
          offer,
          offer_cash: offer.total.cash,
          offer_exchange: offer.total.exchange,
          offered_at: today,
          offer_expires_at: new Date(today.getTime() + QUOTE_PRICE_LOCK_DAYS * DAY_MS),
        });
        return detail(updated);
      } catch (err) {
        // Asked twice at once (a double click): the one that lost answers with the winner's offer.
        const again = await load(quoteId);
        if (again.state === 'offered') return detail(again);
        throw err;
      }
    },

    /**
     * Accepts the offer with how the member will be paid (payouts/choice.ts checked it) and how
     * much less staff may pay after inspection without asking. The same acceptance again is the
     * one acceptance; a different one is 409.
     */
    async accept(quoteId: string, memberId: string, choice: PayoutChoice) {
      const row = await load(quoteId);
      const same = () => sameAcceptance(db, quoteId, choice);
      if (row.state === 'accepted' && row.payout_type === choice.payoutType && (await same())) return detail(row);
      if (row.state === 'expired') throw quoteExpired(row.offer_expires_at);
      if (row.state === 'accepted') throw stateConflict(`This quote was accepted for ${row.payout_type}${row.payout_type === choice.payoutType ? ' with another payout' : ''}.`);
      if (row.state === 'offered') assertTolerance(row, choice);
      try {
        // A voucher earns the model's trade-up bonus, as the list has it now (issue 32 §4).
        const bonus = choice.method === 'voucher' ? await tradeUpBonusOf(db, row.master_box_id) : 0;
        const updated = await move(db, { ...row, payout_charity_name: choice.charityName }, 'accepted', 'member', memberId, {
          trade_up_bonus_pence: bonus,
          payout_type: choice.payoutType,
          accepted_at: now(),
          payout_method: choice.method,
          payout_bank_account_id: choice.bankAccountId,
          payout_charity_id: choice.charityId,
          revision_tolerance: choice.revisionTolerance,
        });
        return detail(updated);
      } catch (err) {
        // Two acceptances at once: the one that lost sees the winner's.
        const again = await load(quoteId);
        if (again.state === 'accepted' && again.payout_type === choice.payoutType && (await same())) return detail(again);
        throw err;
      }
    },

    /** 'No wear to show' (or taken back): while the photos may change, before the offer is made. */
    async noWearToShow(quoteId: string, memberId: string, noWear: boolean) {
      const row = await load(quoteId);
      if (row.state !== 'draft') throw stateConflict(`The photos of a quote that is ${row.state} cannot change.`);
      const [updated] = await db.query<QuoteRow>(`UPDATE quotations SET no_wear_to_show = $3, updated_at = $4 WHERE quote_id = $1 AND member_id = $2 AND state = 'draft' RETURNING ${QUOTE_COLUMNS}`, [
        quoteId,
        memberId,
        noWear,
        now(),
      ]);
      if (!updated) throw stateConflict('This quote has just changed. Please look at it again.');
      return detail({ ...updated, history: row.history });
    },

    async cancel(quoteId: string, memberId: string) {
      const row = await load(quoteId);
      if (row.state === 'cancelled') return detail(row);
      return detail(await move(db, row, 'cancelled', 'member', memberId));
    },
  };
}

export type QuotationService = ReturnType<typeof createQuotationService>;
