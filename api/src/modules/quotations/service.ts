// Sell-to-us quotations (spec §3 'Quotation', §7 'Quotations'; issue #14): what a member does
// with a quote: start one for a model of a funnel category, answer, get the offer, accept it or
// cancel. Storage and state moves are store.ts's.
import {
  formatMoney,
  isCarSeatCategory,
  isSellToUsCategory,
  nextQuoteStates,
  OPEN_QUOTE_STATES,
  QUOTE_CODES,
  QUOTE_PHOTO_CODES,
  QUOTE_PRICE_LOCK_DAYS,
  QUOTE_VIEWS,
  REVISION_TOLERANCE_MAX,
  SELL_TO_US_CATEGORY_IDS,
  toleranceProblem,
  type QuoteState,
} from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { FUNNEL_CATEGORY_IDS, PRODUCT_LINES } from '../catalogue/reference.js';
import type { PayoutChoice } from '../payouts/choice.js';
import type { SettingsService } from '../settings/routes.js';
import { firstUnanswered, mergeAnswers, type AnswerInput } from './answers.js';
import { buyInModel } from './buy-in-models.js';
import { safetyCheck, type SafetyVerdict } from './car-seat-safety.js';
import { computeOffer } from './offer.js';
import { newQuoteId } from './quote-id.js';
import { questionsFor } from './questions.js';
import { quoteExpired, stateConflict } from './states.js';
import { createQuoteStore, DAY_MS, iso, QUOTE_COLUMNS, type QuoteOwners, type QuoteRow } from './store.js';

export { createQuoteOwners, quoteAccessOf } from './store.js';
export const LIST_MAX = 50;

/** The department (super-category) of each funnel category, from the catalogue's reference data. */
const FUNNEL_SUPER_CATS = new Map(
  Object.entries(FUNNEL_CATEGORY_IDS).map(([key, id]) => [id, PRODUCT_LINES.find((p) => p.id === Number(key.split('/')[0]))!.superCatId]),
);

export interface QuoteStart {
  categoryId: number;
  superCatId?: number;
  masterBoxId: string;
  quantity: number;
}

interface Limits {
  sellItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
}

/** The photos a quote still needs before an offer (quote-images' missingAmong); §8 1042. */
export interface QuotePhotoCheck {
  /** The views a category (its department and product line) requires with no photo among `photographed`. */
  missingViews(category: { superCatId: number; productLineId: number }, photographed: number[]): Array<{ name: string }>;
}

export function createQuotationService({
  db,
  settings,
  now,
  owners,
  publicUrl,
  photos,
}: {
  db: Db;
  settings: SettingsService;
  now: () => Date;
  owners: QuoteOwners;
  publicUrl: string;
  photos: QuotePhotoCheck;
}) {
  const { move, load, expireLapsed } = createQuoteStore({ db, now, publicUrl });
  async function limits(): Promise<Limits> {
    const s = (await settings.prelogin()) as { limits?: Partial<Limits> };
    return { sellItemQuantityLimit: s.limits?.sellItemQuantityLimit ?? 10, sellTotalBasketItemLimit: s.limits?.sellTotalBasketItemLimit ?? 20 };
  }


  /** The model a quote may start for, and the limits it started under: the checks of create and of a guest's price alike. */
  async function startable(input: QuoteStart) {
    if (!isSellToUsCategory(input.categoryId)) throw new ApiError(400, QUOTE_CODES.category, 'We do not buy items of that kind online.');
    if (input.superCatId !== undefined && input.superCatId !== FUNNEL_SUPER_CATS.get(input.categoryId)) {
      throw new ApiError(400, QUOTE_CODES.superCat, 'That department does not hold that kind of item.');
    }
    const model = buyInModel(input.masterBoxId);
    if (!model || model.categoryId !== input.categoryId) throw new ApiError(400, QUOTE_CODES.attributeItem, 'We could not find that model among the ones we buy.');
    const limit = await limits();
    if (input.quantity > limit.sellItemQuantityLimit) {
      throw new ApiError(400, QUOTE_CODES.sellItemLimit, `You can sell up to ${limit.sellItemQuantityLimit} of one item in a quote.`);
    }
    return { model, limit };
  }

  const modelOf = (row: QuoteRow) => ({ brand: row.brand_name, name: row.model_name });

  function verdict(row: QuoteRow): SafetyVerdict {
    return safetyCheck({ ...modelOf(row), carSeat: isCarSeatCategory(row.category_id), questions: questionsFor(row.category_id), answers: row.answers, today: now() });
  }

  function detail(row: QuoteRow) {
    return {
      quoteId: row.quote_id,
      status: row.state,
      nextStatuses: nextQuoteStates(row.state, 'member'),
      superCatId: row.super_cat_id,
      categoryId: row.category_id,
      masterBoxId: row.master_box_id,
      brand: row.brand_name,
      modelName: row.model_name,
      quantity: row.quantity,
      answers: Object.entries(row.answers).map(([questionId, a]) => ({ questionId, ...a })),
      safety: verdict(row),
      offer: row.offer,
      offeredAt: iso(row.offered_at),
      offerExpiresAt: iso(row.offer_expires_at),
      payoutType: row.payout_type,
      acceptedAt: iso(row.accepted_at),
      webBuyOrderId: row.web_buy_order_id,
      photosOnProductPage: row.photos_on_product_page,
      noWearToShow: row.no_wear_to_show,
      // What inspection found, when staff changed the grade: the member accepts it or has the item back.
      revision:
        row.revised_grade === null
          ? null
          : { grade: row.revised_grade, total: { cash: row.revised_cash ?? 0, exchange: row.revised_exchange ?? 0 }, reason: row.revision_reason ?? '', revisedAt: iso(row.revised_at) },
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
      history: (row.history ?? []).map((h) => ({ fromStatus: h.from_state, toStatus: h.to_state, event: h.event, by: h.actor_type, at: iso(h.at)! })),
    };
  }

  return {
    detail,
    load,

    /** The funnel's categories with their product lines and super-categories (§5), from the catalogue. */
    async wizard(superCatId?: number) {
      const rows = await db.query<{ super_cat_id: number; super_cat_friendly_name: string; product_line_id: number; product_line_name: string; category_id: number; category_name: string }>(
        `SELECT s.super_cat_id, s.super_cat_friendly_name, pl.product_line_id, pl.product_line_name, c.category_id, c.category_name
         FROM categories c JOIN product_lines pl USING (product_line_id) JOIN supercats s USING (super_cat_id)
         WHERE c.category_id = ANY($1::int[]) AND ($2::int IS NULL OR s.super_cat_id = $2) ORDER BY s.sort_order, pl.product_line_id, c.category_id`,
        [SELL_TO_US_CATEGORY_IDS, superCatId ?? null],
      );
      if (superCatId !== undefined && rows.length === 0) throw new ApiError(404, QUOTE_CODES.superCat, 'We do not buy anything in that department.');
      const superCats: Array<{ superCatId: number; superCatFriendlyName: string; categories: Array<{ categoryId: number; categoryName: string; productLineId: number; productLineName: string; carSeat: boolean }> }> = [];
      for (const r of rows) {
        let s = superCats.find((x) => x.superCatId === r.super_cat_id);
        if (!s) superCats.push((s = { superCatId: r.super_cat_id, superCatFriendlyName: r.super_cat_friendly_name, categories: [] }));
        s.categories.push({ categoryId: r.category_id, categoryName: r.category_name, productLineId: r.product_line_id, productLineName: r.product_line_name, carSeat: isCarSeatCategory(r.category_id) });
      }
      return superCats;
    },

    /**
     * A guest's exact price (issue 32 §6): the offer these answers get, computed as a quote's
     * offer is, with nothing stored. Photos and acceptance come after signing in, on a quote
     * started with the same answers; its offer is this one unless the answers change.
     */
    async estimate(input: QuoteStart & { answers: AnswerInput[] }) {
      const { model } = await startable(input);
      const questions = questionsFor(model.categoryId);
      const today = now();
      const answers = mergeAnswers(questions, {}, input.answers, today);
      const missing = firstUnanswered(questions, answers);
      if (missing) throw new ApiError(400, QUOTE_CODES.missingQuestion, `Please answer: ${missing.text}`);
      const safety = safetyCheck({ brand: model.brand, name: model.name, carSeat: isCarSeatCategory(model.categoryId), questions, answers, today });
      const offer = safety.sellable ? computeOffer({ modelName: model.name, newPrice: model.newPrice, questions, answers, quantity: input.quantity, today }) : null;
      return { masterBoxId: model.masterBoxId, brand: model.brand, modelName: model.name, categoryId: model.categoryId, quantity: input.quantity, safety, offer };
    },

    async create(memberId: string, input: QuoteStart) {
      const { model, limit } = await startable(input);
      const at = now();
      const quoteId = await db.transaction(async (tx) => {
        // The member row's lock keeps two quotes made at once from both passing the total limit.
        await tx.query('SELECT member_id FROM members WHERE member_id = $1 FOR UPDATE', [memberId]);
        await expireLapsed(memberId, tx);
        // A second tab (or a double click) on the same model opens the member's draft for it, never a second one.
        const [draft] = await tx.query<{ quote_id: string }>(
          "SELECT quote_id FROM quotations WHERE member_id = $1 AND master_box_id = $2 AND quantity = $3 AND state = 'draft' ORDER BY created_at DESC LIMIT 1",
          [memberId, model.masterBoxId, input.quantity],
        );
        if (draft) return draft.quote_id;
        const newId = newQuoteId(at.getTime());
        const [open] = await tx.query<{ n: number }>('SELECT coalesce(sum(quantity), 0)::int AS n FROM quotations WHERE member_id = $1 AND state = ANY($2::text[])', [
          memberId,
          OPEN_QUOTE_STATES,
        ]);
        if (Number(open!.n) + input.quantity > limit.sellTotalBasketItemLimit) {
          throw new ApiError(409, QUOTE_CODES.sellTotalLimit, `You can have up to ${limit.sellTotalBasketItemLimit} items in quotes at once; you have ${open!.n}.`);
        }
        await tx.query(
          `INSERT INTO quotations (quote_id, member_id, super_cat_id, category_id, master_box_id, brand_name, model_name, new_price, quantity, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
          [newId, memberId, model.superCatId, model.categoryId, model.masterBoxId, model.brand, model.name, model.newPrice, input.quantity, at],
        );
        await tx.query(`INSERT INTO quotation_history (quote_id, from_state, to_state, event, actor_type, actor_id, at) VALUES ($1, NULL, 'draft', 'create', 'member', $2, $3)`, [
          newId,
          memberId,
          at,
        ]);
        return newId;
      });
      owners.remember(quoteId, memberId);
      return detail(await load(quoteId));
    },

    /** A member's quotes, newest first, LIST_MAX at most a page; `before` is the last quote id of the page before. */
    async list(memberId: string, options: { status?: QuoteState; before?: string; limit: number }) {
      await expireLapsed(memberId);
      const rows = await db.query<QuoteRow>(
        `SELECT ${QUOTE_COLUMNS} FROM quotations q
         WHERE member_id = $1 AND ($2::text IS NULL OR state = $2)
           AND ($3::text IS NULL OR (created_at, quote_id) < (SELECT created_at, quote_id FROM quotations WHERE quote_id = $3 AND member_id = $1))
         ORDER BY created_at DESC, quote_id DESC LIMIT $4`,
        [memberId, options.status ?? null, options.before ?? null, options.limit + 1],
      );
      const page = rows.slice(0, options.limit);
      return {
        quotations: page.map((r) => ({
          quoteId: r.quote_id,
          status: r.state,
          categoryId: r.category_id,
          brand: r.brand_name,
          modelName: r.model_name,
          quantity: r.quantity,
          offerCash: r.offer_cash,
          offerExchange: r.offer_exchange,
          offerExpiresAt: iso(r.offer_expires_at),
          createdAt: iso(r.created_at)!,
        })),
        nextBefore: rows.length > options.limit ? page[page.length - 1]!.quote_id : null,
      };
    },

    /** Answers (some or all); changing the answers of an offered quote takes the offer back. */
    async answer(quoteId: string, memberId: string, incoming: AnswerInput[]) {
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
      const questions = questionsFor(row.category_id);
      const missing = firstUnanswered(questions, row.answers);
      if (missing) throw new ApiError(400, QUOTE_CODES.missingQuestion, `Please answer: ${missing.text}`);
      const safety = verdict(row);
      if (!safety.sellable) {
        throw new ApiError(422, QUOTE_CODES.unsafe, [...safety.refusals.map((r) => r.message), safety.whereInstead].filter(Boolean).join(' '));
      }
      // The offer rests on what the photos show: every required view first (issue #14). Read with the quote (load).
      if (!row.category_place) throw new ApiError(404, QUOTE_CODES.category, 'We do not buy items of that kind online.');
      // 'No wear to show' answers the wear close-up (issue 32 §6).
      const photographed = [...(row.photographed_views ?? []), ...(row.no_wear_to_show ? [QUOTE_VIEWS.wear] : [])];
      const missingPhotos = photos.missingViews(row.category_place, photographed);
      if (missingPhotos.length > 0) {
        throw new ApiError(409, QUOTE_PHOTO_CODES.missing, `Please add a photo of the ${missingPhotos.map((v) => v.name).join(', ')} to see your offer.`);
      }
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
      const same = async () => {
        const [stored] = await db.query<{ payout_method: string | null; payout_bank_account_id: string | null; payout_charity_id: number | null; revision_tolerance: number }>(
          'SELECT payout_method, payout_bank_account_id, payout_charity_id, revision_tolerance FROM quotations WHERE quote_id = $1',
          [quoteId],
        );
        return (
          stored!.payout_method === choice.method &&
          stored!.payout_bank_account_id === choice.bankAccountId &&
          stored!.payout_charity_id === choice.charityId &&
          stored!.revision_tolerance === choice.revisionTolerance
        );
      };
      if (row.state === 'accepted' && row.payout_type === choice.payoutType && (await same())) return detail(row);
      if (row.state === 'expired') throw quoteExpired(row.offer_expires_at);
      if (row.state === 'accepted') throw stateConflict(`This quote was accepted for ${row.payout_type}${row.payout_type === choice.payoutType ? ' with another payout' : ''}.`);
      if (row.state === 'offered') {
        const offered = choice.payoutType === 'exchange' ? row.offer_exchange : row.offer_cash;
        if (toleranceProblem(choice.revisionTolerance, offered ?? 0)) {
          throw new ApiError(400, QUOTE_CODES.revisionTolerance, `You can let us pay up to ${formatMoney(Math.min(REVISION_TOLERANCE_MAX, offered ?? 0))} less, no more.`);
        }
      }
      try {
        // A voucher earns the model's trade-up bonus, as the list has it now (issue 32 §4).
        const [bonus] = choice.method === 'voucher' ? await db.query<{ bonus_pence: number }>('SELECT bonus_pence FROM trade_up_devices WHERE master_box_id = $1', [row.master_box_id]) : [];
        const updated = await move(db, { ...row, payout_charity_name: choice.charityName }, 'accepted', 'member', memberId, {
          trade_up_bonus_pence: bonus?.bonus_pence ?? 0,
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
