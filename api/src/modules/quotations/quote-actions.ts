// The checks and writes behind a member's actions on a quote (service.ts): may it start, the
// draft it opens, a guest's estimate, may it be offered, and is an acceptance the same one again.
import { QUOTE_CODES } from '@shop/shared/api';
import type { QuoteAnswer, QuoteSafety } from '@shop/shared/api';
import { formatMoney, isCarSeatCategory, isSellToUsCategory, OPEN_QUOTE_STATES, QUOTE_PHOTO_CODES, QUOTE_VIEWS, REVISION_TOLERANCE_MAX, toleranceProblem } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { FUNNEL_CATEGORY_IDS, PRODUCT_LINES } from '../catalogue/reference.js';
import type { PayoutChoice } from './payout-choice.js';
import type { SettingsService } from '../settings/routes.js';
import { firstUnanswered, mergeAnswers } from './answers.js';
import { buyInModel, type BuyInModel } from './buy-in-models.js';
import { safetyCheck } from './car-seat-safety.js';
import { computeOffer } from './offer.js';
import { newQuoteId } from './quote-id.js';
import { questionsFor } from './questions.js';
import type { QuoteRow } from './store.js';

export interface QuoteStart {
  categoryId: number;
  superCatId?: number;
  masterBoxId: string;
  quantity: number;
}

/** The photos a quote still needs before an offer (quote-images' missingAmong); §8 1042. */
export interface QuotePhotoCheck {
  /** The views a category (its department and product line) requires with no photo among `photographed`. */
  missingViews(category: { superCatId: number; productLineId: number }, photographed: number[]): Array<{ name: string }>;
}

interface Limits {
  sellItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
}

/** The department (super-category) of each funnel category, from the catalogue's reference data. */
const FUNNEL_SUPER_CATS = new Map(Object.entries(FUNNEL_CATEGORY_IDS).map(([key, id]) => [id, PRODUCT_LINES.find((p) => p.id === Number(key.split('/')[0]))!.superCatId]));

async function quoteLimits(settings: SettingsService): Promise<Limits> {
  const s = (await settings.prelogin()) as { limits?: Partial<Limits> };
  return { sellItemQuantityLimit: s.limits?.sellItemQuantityLimit ?? 10, sellTotalBasketItemLimit: s.limits?.sellTotalBasketItemLimit ?? 20 };
}

/** The model a quote may start for, and the limits it started under: the checks of create and of a guest's price alike. */
export async function startableQuote(settings: SettingsService, input: QuoteStart) {
  if (!isSellToUsCategory(input.categoryId)) throw new ApiError(400, QUOTE_CODES.category, 'We do not buy items of that kind online.');
  if (input.superCatId !== undefined && input.superCatId !== FUNNEL_SUPER_CATS.get(input.categoryId)) {
    throw new ApiError(400, QUOTE_CODES.superCat, 'That department does not hold that kind of item.');
  }
  const model = buyInModel(input.masterBoxId);
  if (!model || model.categoryId !== input.categoryId) throw new ApiError(400, QUOTE_CODES.attributeItem, 'We could not find that model among the ones we buy.');
  const limit = await quoteLimits(settings);
  if (input.quantity > limit.sellItemQuantityLimit) {
    throw new ApiError(400, QUOTE_CODES.sellItemLimit, `You can sell up to ${limit.sellItemQuantityLimit} of one item in a quote.`);
  }
  return { model, limit };
}

/**
 * The member's draft for this model and quantity: the one open already (a second tab, a double
 * click), or a new one within the total limit of items in quotes. In the caller's transaction,
 * after the member's row is locked.
 */
export async function draftQuote(tx: Queryable, { memberId, model, quantity, limit, at }: { memberId: string; model: BuyInModel; quantity: number; limit: Limits; at: Date }): Promise<string> {
  // A second tab (or a double click) on the same model opens the member's draft for it, never a second one.
  const [draft] = await tx.query<{ quote_id: string }>("SELECT quote_id FROM quotations WHERE member_id = $1 AND master_box_id = $2 AND quantity = $3 AND state = 'draft' ORDER BY created_at DESC LIMIT 1", [
    memberId,
    model.masterBoxId,
    quantity,
  ]);
  if (draft) return draft.quote_id;
  const newId = newQuoteId(at.getTime());
  const [open] = await tx.query<{ n: number }>('SELECT coalesce(sum(quantity), 0)::int AS n FROM quotations WHERE member_id = $1 AND state = ANY($2::text[])', [memberId, OPEN_QUOTE_STATES]);
  if (Number(open!.n) + quantity > limit.sellTotalBasketItemLimit) {
    throw new ApiError(409, QUOTE_CODES.sellTotalLimit, `You can have up to ${limit.sellTotalBasketItemLimit} items in quotes at once; you have ${open!.n}.`);
  }
  await tx.query(
    `INSERT INTO quotations (quote_id, member_id, super_cat_id, category_id, master_box_id, brand_name, model_name, new_price, quantity, created_at, updated_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [newId, memberId, model.superCatId, model.categoryId, model.masterBoxId, model.brand, model.name, model.newPrice, quantity, at],
  );
  await tx.query(`INSERT INTO quotation_history (quote_id, from_state, to_state, event, actor_type, actor_id, at) VALUES ($1, NULL, 'draft', 'create', 'member', $2, $3)`, [newId, memberId, at]);
  return newId;
}

/** A guest's exact price: the offer these answers get on `today`, with nothing stored. */
export function guestEstimate(model: BuyInModel, input: QuoteStart & { answers: QuoteAnswer[] }, today: Date) {
  const questions = questionsFor(model.categoryId);
  const answers = mergeAnswers(questions, {}, input.answers, today);
  const missing = firstUnanswered(questions, answers);
  if (missing) throw new ApiError(400, QUOTE_CODES.missingQuestion, `Please answer: ${missing.text}`);
  const safety = safetyCheck({ brand: model.brand, name: model.name, carSeat: isCarSeatCategory(model.categoryId), questions, answers, today });
  const offer = safety.sellable ? computeOffer({ modelName: model.name, newPrice: model.newPrice, questions, answers, quantity: input.quantity, today }) : null;
  return { masterBoxId: model.masterBoxId, brand: model.brand, modelName: model.name, categoryId: model.categoryId, quantity: input.quantity, safety, offer };
}

/** The questions of a quote that may be offered: all answered, the model sellable, every required photo there. */
export function offerableQuestions(row: QuoteRow, verdict: () => QuoteSafety, photos: QuotePhotoCheck) {
  const questions = questionsFor(row.category_id);
  const missing = firstUnanswered(questions, row.answers);
  if (missing) throw new ApiError(400, QUOTE_CODES.missingQuestion, `Please answer: ${missing.text}`);
  const safety = verdict();
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
  return questions;
}

/** Whether the stored acceptance is this one (the same payout, account, charity and tolerance). */
export async function sameAcceptance(db: Db, quoteId: string, choice: PayoutChoice): Promise<boolean> {
  const [stored] = await db.query<{ payout_method: string | null; payout_bank_account_id: string | null; payout_charity_id: number | null; revision_tolerance: number }>(
    'SELECT payout_method, payout_bank_account_id, payout_charity_id, revision_tolerance FROM quotations WHERE quote_id = $1',
    [quoteId],
  );
  return stored!.payout_method === choice.method && stored!.payout_bank_account_id === choice.bankAccountId && stored!.payout_charity_id === choice.charityId && stored!.revision_tolerance === choice.revisionTolerance;
}

/** How much less staff may pay without asking: no more than the offer, nor the most allowed. */
export function assertTolerance(row: QuoteRow, choice: PayoutChoice): void {
  const offered = choice.payoutType === 'exchange' ? row.offer_exchange : row.offer_cash;
  if (toleranceProblem(choice.revisionTolerance, offered ?? 0)) {
    throw new ApiError(400, QUOTE_CODES.revisionTolerance, `You can let us pay up to ${formatMoney(Math.min(REVISION_TOLERANCE_MAX, offered ?? 0))} less, no more.`);
  }
}
