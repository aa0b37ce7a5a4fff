// Sell-to-us quotations (spec §3 'Quotation', §7 'Quotations'; issue #14): a member's quote for
// one model of a funnel category, its answers, the offer and its life. Every move goes through
// `move` (one conditional update and a history row, in one transaction), checked against the
// state machine; a price lock that has ended is noticed whenever a quote is read.
import {
  isCarSeatCategory,
  isSellToUsCategory,
  nextQuoteStates,
  OPEN_QUOTE_STATES,
  QUOTE_CODES,
  QUOTE_PRICE_LOCK_DAYS,
  SELL_TO_US_CATEGORY_IDS,
  transitionOf,
  type QuoteActor,
  type QuoteState,
} from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { FUNNEL_CATEGORY_IDS, PRODUCT_LINES } from '../catalogue/seed/reference-data.js';
import type { SettingsService } from '../settings/routes.js';
import { firstUnanswered, mergeAnswers, type AnswerInput } from './answers.js';
import { buyInModel } from './buy-in-models.js';
import { safetyCheck, type Answers, type SafetyVerdict } from './car-seat-safety.js';
import { computeOffer, type Offer } from './offer.js';
import { newQuoteId } from './quote-id.js';
import { questionsFor } from './questions.js';
import { assertMove, stateConflict } from './states.js';

const DAY_MS = 86_400_000;
export const LIST_MAX = 50;

/** The department (super-category) of each funnel category, from the catalogue's reference data. */
const FUNNEL_SUPER_CATS = new Map(
  Object.entries(FUNNEL_CATEGORY_IDS).map(([key, id]) => [id, PRODUCT_LINES.find((p) => p.id === Number(key.split('/')[0]))!.superCatId]),
);

interface QuoteRow {
  quote_id: string;
  member_id: string;
  super_cat_id: number;
  category_id: number;
  master_box_id: string;
  brand_name: string;
  model_name: string;
  new_price: number;
  quantity: number;
  offer_cash: number | null;
  offer_exchange: number | null;
  answers: Answers;
  offer: Offer | null;
  offered_at: Date | string | null;
  offer_expires_at: Date | string | null;
  payout_type: 'cash' | 'exchange' | null;
  accepted_at: Date | string | null;
  state: QuoteState;
  created_at: Date | string;
  updated_at: Date | string;
  /** Read with the quote (load), in order. */
  history?: HistoryRow[];
}

interface HistoryRow {
  from_state: string | null;
  to_state: string;
  event: string;
  actor_type: string;
  at: Date | string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const QUOTE_COLUMNS = `quote_id, member_id::text AS member_id, super_cat_id, category_id, master_box_id, brand_name, model_name, new_price, quantity, answers,
  offer, offer_cash, offer_exchange, offered_at, offer_expires_at, payout_type, accepted_at, state, created_at, updated_at`;

// A quote's history read in the same query as the quote.
const HISTORY_COLUMN = `(SELECT coalesce(json_agg(json_build_object('from_state', h.from_state, 'to_state', h.to_state, 'event', h.event, 'actor_type', h.actor_type, 'at', h.at) ORDER BY h.id), '[]'::json)
  FROM quotation_history h WHERE h.quote_id = q.quote_id) AS history`;

export const quoteNotFound = () => new ApiError(404, QUOTE_CODES.notFound, 'We could not find that quote.');

/**
 * Who owns a quote (member-auth's owner check on /v3/quotations/:id...), or null when there is
 * none. A quote never changes hands, so owners are remembered (the newest OWNERS_KEPT): the check
 * costs a query only for a quote this instance has not seen.
 */
export function createQuoteOwners(db: Queryable) {
  const known = new Map<string, string>();
  const remember = (quoteId: string, memberId: string) => {
    known.set(quoteId, memberId);
    if (known.size > OWNERS_KEPT) known.delete(known.keys().next().value!);
  };
  return {
    remember,
    async ownerOf(quoteId: string): Promise<string | null> {
      const cached = known.get(quoteId);
      if (cached) return cached;
      const owner = (await db.query<{ member_id: string }>('SELECT member_id::text AS member_id FROM quotations WHERE quote_id = $1', [quoteId]))[0]?.member_id ?? null;
      if (owner) remember(quoteId, owner);
      return owner;
    },
  };
}
export type QuoteOwners = ReturnType<typeof createQuoteOwners>;
const OWNERS_KEPT = 50_000;

/**
 * Whether a member may add or remove a quote's photos (quote-images' QuoteAccess): 'missing' no
 * such quote, 'foreign' another member's, 'locked' past the answering stage, else 'ok'.
 */
export const quoteAccessOf = (db: Queryable) => async (memberId: string, quoteId: string): Promise<'ok' | 'missing' | 'foreign' | 'locked'> => {
  const [row] = await db.query<{ member_id: string; state: QuoteState }>('SELECT member_id::text AS member_id, state FROM quotations WHERE quote_id = $1', [quoteId]);
  if (!row) return 'missing';
  if (row.member_id !== memberId) return 'foreign';
  return row.state === 'draft' || row.state === 'offered' ? 'ok' : 'locked';
};

interface Limits {
  sellItemQuantityLimit: number;
  sellTotalBasketItemLimit: number;
}

export function createQuotationService({ db, settings, now, owners }: { db: Db; settings: SettingsService; now: () => Date; owners: QuoteOwners }) {
  async function limits(): Promise<Limits> {
    const s = (await settings.prelogin()) as { limits?: Partial<Limits> };
    return { sellItemQuantityLimit: s.limits?.sellItemQuantityLimit ?? 10, sellTotalBasketItemLimit: s.limits?.sellTotalBasketItemLimit ?? 20 };
  }

  /**
   * Moves a quote from `from` to `to` if it is still in `from`, and writes the history row (who,
   * when) in the same statement: one round trip, all or nothing. Returns the quote with its
   * history, the new row added to what the caller had read.
   */
  async function move(q: Queryable, quote: Pick<QuoteRow, 'quote_id' | 'state'> & { history?: HistoryRow[] }, to: QuoteState, actor: QuoteActor, actorId: string | null, set: Record<string, unknown> = {}) {
    assertMove(quote.state, to, actor);
    const at = now();
    const event = transitionOf(quote.state, to)!.event;
    const columns = Object.keys(set);
    const json = (c: string) => c === 'offer' || c === 'answers';
    const assignments = columns.map((c, i) => `, ${c} = $${i + 8}${json(c) ? '::jsonb' : ''}`).join('');
    const rows = await q.query<QuoteRow>(
      `WITH moved AS (
         UPDATE quotations SET state = $3::text, updated_at = $4::timestamptz${assignments} WHERE quote_id = $1 AND state = $2::text RETURNING ${QUOTE_COLUMNS}
       ), logged AS (
         INSERT INTO quotation_history (quote_id, from_state, to_state, event, actor_type, actor_id, at) SELECT quote_id, $2::text, $3::text, $5::text, $6::text, $7::text, $4::timestamptz FROM moved
       )
       SELECT * FROM moved`,
      [quote.quote_id, quote.state, to, at, event, actor, actorId, ...columns.map((c) => (json(c) ? JSON.stringify(set[c]) : set[c]))],
    );
    if (!rows[0]) throw stateConflict('This quote has just changed. Please look at it again.');
    return { ...rows[0], history: [...(quote.history ?? []), { from_state: quote.state, to_state: to, event, actor_type: actor, at: at.toISOString() }] };
  }

  /** An offer or acceptance whose price lock has ended, or a draft left alone as long. */
  const lapsed = (row: Pick<QuoteRow, 'state' | 'offer_expires_at' | 'updated_at'>) =>
    row.state === 'draft'
      ? new Date(row.updated_at).getTime() <= now().getTime() - QUOTE_PRICE_LOCK_DAYS * DAY_MS
      : (row.state === 'offered' || row.state === 'accepted') && row.offer_expires_at !== null && new Date(row.offer_expires_at) <= now();

  /** A quote as it stands now: a price lock that has ended expires it first (the shop's clock). */
  async function load(quoteId: string): Promise<QuoteRow> {
    const [row] = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS}, ${HISTORY_COLUMN} FROM quotations q WHERE quote_id = $1`, [quoteId]);
    if (!row) throw quoteNotFound();
    if (lapsed(row)) {
      try {
        return await move(db, row, 'expired', 'system', null);
      } catch (err) {
        if (err instanceof ApiError && err.code === QUOTE_CODES.stateConflict) return load(quoteId);
        throw err;
      }
    }
    return row;
  }

  /** Every quote of a member that has lapsed, expired (before a list, and before counting the sell limits). */
  async function expireLapsed(memberId: string, tx?: Queryable) {
    const at = now();
    const run = async (q: Queryable) => {
      const rows = await q.query<{ quote_id: string; state: QuoteState }>(
        `SELECT quote_id, state FROM quotations
         WHERE member_id = $1 AND ((state IN ('offered', 'accepted') AND offer_expires_at <= $2) OR (state = 'draft' AND updated_at <= $3)) FOR UPDATE`,
        [memberId, at, new Date(at.getTime() - QUOTE_PRICE_LOCK_DAYS * DAY_MS)],
      );
      for (const row of rows) await move(q, row, 'expired', 'system', null);
    };
    return tx ? run(tx) : db.transaction(run);
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

    async create(memberId: string, input: { categoryId: number; superCatId?: number; masterBoxId: string; quantity: number }) {
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
      const quoteId = newQuoteId(now().getTime());
      const at = now();
      await db.transaction(async (tx) => {
        // The member row's lock keeps two quotes made at once from both passing the total limit.
        await tx.query('SELECT member_id FROM members WHERE member_id = $1 FOR UPDATE', [memberId]);
        await expireLapsed(memberId, tx);
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
          [quoteId, memberId, model.superCatId, model.categoryId, model.masterBoxId, model.brand, model.name, model.newPrice, input.quantity, at],
        );
        await tx.query(`INSERT INTO quotation_history (quote_id, from_state, to_state, event, actor_type, actor_id, at) VALUES ($1, NULL, 'draft', 'create', 'member', $2, $3)`, [
          quoteId,
          memberId,
          at,
        ]);
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
      if (row.state !== 'draft') throw stateConflict(`A quote that is ${row.state} has its offer already.`);
      const questions = questionsFor(row.category_id);
      const missing = firstUnanswered(questions, row.answers);
      if (missing) throw new ApiError(400, QUOTE_CODES.missingQuestion, `Please answer: ${missing.text}`);
      const safety = verdict(row);
      if (!safety.sellable) {
        throw new ApiError(422, QUOTE_CODES.unsafe, [...safety.refusals.map((r) => r.message), safety.whereInstead].filter(Boolean).join(' '));
      }
      const today = now();
      const offer = computeOffer({ modelName: row.model_name, newPrice: row.new_price, questions, answers: row.answers, quantity: row.quantity, today });
      const updated = await move(db, row, 'offered', 'member', memberId, {
        offer,
        offer_cash: offer.total.cash,
        offer_exchange: offer.total.exchange,
        offered_at: today,
        offer_expires_at: new Date(today.getTime() + QUOTE_PRICE_LOCK_DAYS * DAY_MS),
      });
      return detail(updated);
    },

    /** Accepts the offer for cash or exchange. The same acceptance again is the one acceptance; another payout is 409. */
    async accept(quoteId: string, memberId: string, payoutType: 'cash' | 'exchange') {
      const row = await load(quoteId);
      if (row.state === 'accepted' && row.payout_type === payoutType) return detail(row);
      if (row.state === 'expired') throw new ApiError(409, QUOTE_CODES.expired, 'This offer has ended: its price was held for 21 days. Ask for a new quote.');
      if (row.state === 'accepted') throw stateConflict(`This quote was accepted for ${row.payout_type}.`);
      try {
        const updated = await move(db, row, 'accepted', 'member', memberId, { payout_type: payoutType, accepted_at: now() });
        return detail(updated);
      } catch (err) {
        // Two acceptances at once: the one that lost sees the winner's.
        const again = await load(quoteId);
        if (again.state === 'accepted' && again.payout_type === payoutType) return detail(again);
        throw err;
      }
    },

    async cancel(quoteId: string, memberId: string) {
      const row = await load(quoteId);
      if (row.state === 'cancelled') return detail(row);
      return detail(await move(db, row, 'cancelled', 'member', memberId));
    },
  };
}

export type QuotationService = ReturnType<typeof createQuotationService>;
