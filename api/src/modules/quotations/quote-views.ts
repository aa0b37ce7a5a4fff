// What the member reads of their quotes: one quote in full, their list, and the departments and
// categories the sell-to-us wizard offers. The actions on a quote are service.ts's.
import { type BuyInDepartment, QUOTE_CODES, type QuoteDetail, type QuoteSafety, type QuoteState } from '@shop/shared/api';
import { isCarSeatCategory, nextQuoteStates, SELL_TO_US_CATEGORY_IDS } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { placedCategories } from '../catalogue/category-place.js';
import { safetyCheck } from './car-seat-safety.js';
import { questionsFor } from './questions.js';
import { iso, QUOTE_COLUMNS, type QuoteRow } from './store.js';

const modelOf = (row: QuoteRow) => ({ brand: row.brand_name, name: row.model_name });

/** Whether the model may be bought (car seats: age, recalls, accidents), as of `today`. */
export function quoteVerdict(row: QuoteRow, today: Date): QuoteSafety {
  return safetyCheck({ ...modelOf(row), carSeat: isCarSeatCategory(row.category_id), questions: questionsFor(row.category_id), answers: row.answers, today });
}

/** A quote as the member reads it (spec §7 'Quotations'). */
export function quoteDetail(row: QuoteRow, today: Date): QuoteDetail {
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
    safety: quoteVerdict(row, today),
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
      row.revised_grade === null ? null : { grade: row.revised_grade, total: { cash: row.revised_cash ?? 0, exchange: row.revised_exchange ?? 0 }, reason: row.revision_reason ?? '', revisedAt: iso(row.revised_at) },
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    history: (row.history ?? []).map((h) => ({ fromStatus: h.from_state, toStatus: h.to_state, event: h.event, by: h.actor_type, at: iso(h.at)! })),
  };
}

/** The funnel's categories with their product lines and super-categories (§5), from the catalogue. */
export async function sellToUsDepartments(db: Db, superCatId?: number) {
  const rows = await placedCategories(db, SELL_TO_US_CATEGORY_IDS, superCatId ?? null);
  if (superCatId !== undefined && rows.length === 0) throw new ApiError(404, QUOTE_CODES.superCat, 'We do not buy anything in that department.');
  const superCats: BuyInDepartment[] = [];
  for (const r of rows) {
    let s = superCats.find((x) => x.superCatId === r.super_cat_id);
    if (!s) superCats.push((s = { superCatId: r.super_cat_id, superCatFriendlyName: r.super_cat_friendly_name, categories: [] }));
    s.categories.push({ categoryId: r.category_id, categoryName: r.category_name, productLineId: r.product_line_id, productLineName: r.product_line_name, carSeat: isCarSeatCategory(r.category_id) });
  }
  return superCats;
}

/** A member's quotes, newest first, `limit` at most; `before` is the last quote id of the page before. */
export async function listQuotes(db: Db, memberId: string, options: { status?: QuoteState; before?: string; limit: number }) {
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
}
