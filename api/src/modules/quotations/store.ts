// A quote as stored: its row, its history, and the one way it changes state (`move`: a
// conditional update and the history row in one statement, checked against the state machine).
// A price lock that has ended, or a draft left alone as long, is expired when the quote is read.
import { type Offer, QUOTE_CODES, type QuoteState } from '@shop/shared/api';
import { QUOTE_PRICE_LOCK_DAYS, transitionOf, type QuoteActor } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { categoryPlaceSql } from '../catalogue/category-place.js';
import { memberFirstNameSql, unerasedMemberEmailSql } from '../members/mail-sql.js';
import { queueEmailSql } from '../outbox/queue-email-sql.js';
import { charityNameSql } from '../payments/charity-names.js';
import { memberPhotographedViewsSql } from '../quote-images/item-photos.js';
import { queueQuoteEmail, quoteMoveEmail, type Email, type QuoteMailRow } from '../live/status-emails.js';
import { quoteForMail } from './quote-for-mail.js';
import type { Answers } from './car-seat-safety.js';
import { assertMove, stateConflict } from './states.js';

export const DAY_MS = 86_400_000;

export interface QuoteRow {
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
  /** The web buy order (parcel) the quote is in, if any. */
  web_buy_order_id: string | null;
  /** After inspection, when staff changed the grade (staff/goods-in.ts). */
  revised_grade: string | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  revision_reason: string | null;
  revised_at: Date | string | null;
  /** The member's answer at upload: may the product page show their photos (migration 060; default no). */
  photos_on_product_page: boolean;
  /** The member's answer at upload: nothing worn to photograph, so no wear close-up is needed (migration 065). */
  no_wear_to_show: boolean;
  state: QuoteState;
  created_at: Date | string;
  updated_at: Date | string;
  /** Read with the quote (load), in order. */
  history?: HistoryRow[];
  /** Read with the quote (load): the offer's and the e-mails' reads, in the same round trip. */
  category_place?: { superCatId: number; productLineId: number } | null;
  photographed_views?: number[];
  member_first_name?: string;
  payout_method?: QuoteMailRow['payout_method'];
  revision_tolerance?: number;
  payout_charity_name?: string | null;
}

export interface HistoryRow {
  /** Only the state machine's moves are written (states.ts), so only its states are read. */
  from_state: QuoteState | null;
  to_state: QuoteState;
  event: string;
  actor_type: string;
  at: Date | string;
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const QUOTE_COLUMNS = `quote_id, member_id::text AS member_id, super_cat_id, category_id, master_box_id, brand_name, model_name, new_price, quantity, answers,
  offer, offer_cash, offer_exchange, offered_at, offer_expires_at, payout_type, accepted_at, web_buy_order_id,
  revised_grade, revised_cash, revised_exchange, revision_reason, revised_at, photos_on_product_page, no_wear_to_show, state, created_at, updated_at`;

// A quote's history read in the same query as the quote.
export const HISTORY_COLUMN = `(SELECT coalesce(json_agg(json_build_object('from_state', h.from_state, 'to_state', h.to_state, 'event', h.event, 'actor_type', h.actor_type, 'at', h.at) ORDER BY h.id), '[]'::json)
  FROM quotation_history h WHERE h.quote_id = q.quote_id) AS history`;

// What the offer reads besides the quote (the category's place, which decides the views it needs;
// the views photographed, 1042) and what a move's e-mail is written from (the member's first
// name, the payout chosen): read with the quote, so an offer is one read and one write. Each
// owner gives its part as SQL for this one statement (offer-round-trips.test.ts counts the trips).
const LOAD_EXTRAS = `${categoryPlaceSql('q.category_id')} AS category_place,
  ${memberPhotographedViewsSql('q.quote_id')} AS photographed_views,
  ${memberFirstNameSql('q.member_id')} AS member_first_name,
  payout_method, revision_tolerance, ${charityNameSql('q.payout_charity_id')} AS payout_charity_name`;

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
export const quoteAccessOf =
  (db: Queryable) =>
  async (memberId: string, quoteId: string): Promise<'ok' | 'missing' | 'foreign' | 'locked'> => {
    const [row] = await db.query<{ member_id: string; state: QuoteState }>('SELECT member_id::text AS member_id, state FROM quotations WHERE quote_id = $1', [quoteId]);
    if (!row) return 'missing';
    if (row.member_id !== memberId) return 'foreign';
    return row.state === 'draft' || row.state === 'offered' ? 'ok' : 'locked';
  };

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).transaction === 'function';

/** A quote to move: its id and state at least; read by load(), it carries what its e-mail is written from. */
type MovableQuote = Pick<QuoteRow, 'quote_id' | 'state'> & Partial<Pick<QuoteRow, 'history' | 'member_first_name' | 'payout_charity_name' | 'offer_expires_at'>>;
const readByLoad = (quote: MovableQuote): quote is MovableQuote & QuoteMailRow => quote.member_first_name !== undefined;

/**
 * `publicUrl`: the shop's public address for links in e-mails, config.publicUrl (PUBLIC_URL), the
 * one setting every process reads (the API, the staff CLI): never a default of its own here.
 */
export function createQuoteStore({ db, now, publicUrl }: { db: Db; now: () => Date; publicUrl: string }) {
  /**
   * Moves a quote from `from` to `to` if it is still in `from`, and writes the history row (who,
   * when) in the same statement; through the history row's trigger (migration 025), the NOTIFY
   * that tells the member's open pages at commit. The member's e-mail about the change
   * (live/status-emails.ts) goes with it: for a quote read by load(), written here and inserted by
   * the same statement (one round trip, no transaction needed); otherwise read and queued after it,
   * in one transaction (the caller's, or one of its own). Returns the quote with its history, the
   * new row added to what the caller had read. `mail`: the caller's own e-mail for the move (a
   * payment's, with its voucher code or account), sent instead; null: none.
   */
  async function move(q: Queryable, quote: MovableQuote, to: QuoteState, actor: QuoteActor, actorId: string | null, set: Record<string, unknown> = {}, mail?: Email | null) {
    assertMove(quote.state, to, actor, quote.offer_expires_at);
    const event = transitionOf(quote.state, to)!.event;
    const email = mail !== undefined ? mail : readByLoad(quote) ? quoteMoveEmail({ ...quote, ...set }, { event, from: quote.state }, publicUrl) : undefined;
    if (email !== undefined || !isDb(q)) return moveIn(q, quote, to, event, actor, actorId, set, email);
    return q.transaction((tx) => moveIn(tx, quote, to, event, actor, actorId, set, undefined));
  }

  /** `email`: the e-mail to insert with the move (null: none to send); undefined: read and queue it after the move, in q's transaction. */
  async function moveIn(q: Queryable, quote: MovableQuote, to: QuoteState, event: string, actor: QuoteActor, actorId: string | null, set: Record<string, unknown>, email: Email | null | undefined) {
    const at = now();
    const columns = Object.keys(set);
    const json = (c: string) => c === 'offer' || c === 'answers';
    const assignments = columns.map((c, i) => `, ${c} = $${i + 8}${json(c) ? '::jsonb' : ''}`).join('');
    const mailAt = 8 + columns.length;
    // As outbox.enqueueMessage writes it; nothing for an erased member.
    const mailed = email
      ? `, mailed AS (
         ${queueEmailSql(`SELECT ${unerasedMemberEmailSql('moved.member_id::bigint')} AS recipient FROM moved`, `$${mailAt}::text`, `$${mailAt + 1}::text`)}
       )`
      : '';
    const rows = await q.query<QuoteRow>(
      `WITH moved AS (
         UPDATE quotations SET state = $3::text, updated_at = $4::timestamptz${assignments} WHERE quote_id = $1 AND state = $2::text RETURNING ${QUOTE_COLUMNS}
       ), logged AS (
         INSERT INTO quotation_history (quote_id, from_state, to_state, event, actor_type, actor_id, at) SELECT quote_id, $2::text, $3::text, $5::text, $6::text, $7::text, $4::timestamptz FROM moved
       )${mailed}
       SELECT * FROM moved`,
      [quote.quote_id, quote.state, to, at, event, actor, actorId, ...columns.map((c) => (json(c) ? JSON.stringify(set[c]) : set[c])), ...(email ? [email.subject, email.body] : [])],
    );
    if (!rows[0]) throw stateConflict('This quote has just changed. Please look at it again.');
    if (email === undefined) await queueQuoteEmail(q, publicUrl, await quoteForMail(q, quote.quote_id), { event, from: quote.state });
    return { ...rows[0], history: [...(quote.history ?? []), { from_state: quote.state, to_state: to, event, actor_type: actor, at: at.toISOString() }] };
  }

  /** An offer or acceptance whose price lock has ended, or a draft left alone as long. */
  const lapsed = (row: Pick<QuoteRow, 'state' | 'offer_expires_at' | 'updated_at'>) =>
    row.state === 'draft'
      ? new Date(row.updated_at).getTime() <= now().getTime() - QUOTE_PRICE_LOCK_DAYS * DAY_MS
      : (row.state === 'offered' || row.state === 'accepted') && row.offer_expires_at !== null && new Date(row.offer_expires_at) <= now();

  /** A quote as it stands now: a price lock that has ended expires it first (the shop's clock). */
  async function load(quoteId: string): Promise<QuoteRow> {
    const [row] = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS}, ${HISTORY_COLUMN}, ${LOAD_EXTRAS} FROM quotations q WHERE quote_id = $1`, [quoteId]);
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

  /**
   * The shop's clock, for everyone: members with a lapsed quote (up to `batch`) have them expired,
   * so the e-mail and the live update go out when the price lock ends, not when the quote is next read.
   */
  async function expireAllLapsed(batch = 200): Promise<number> {
    const at = now();
    const members = await db.query<{ member_id: string }>(
      `SELECT DISTINCT member_id::text AS member_id FROM quotations
       WHERE (state IN ('offered', 'accepted') AND offer_expires_at <= $1) OR (state = 'draft' AND updated_at <= $2) LIMIT $3`,
      [at, new Date(at.getTime() - QUOTE_PRICE_LOCK_DAYS * DAY_MS), batch],
    );
    for (const m of members) await expireLapsed(m.member_id);
    return members.length;
  }

  return { move, load, expireLapsed, expireAllLapsed, publicUrl };
}

export type QuoteStore = ReturnType<typeof createQuoteStore>;
