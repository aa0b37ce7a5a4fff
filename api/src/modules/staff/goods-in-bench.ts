// The goods-in bench (issue 35): what the staff's web page needs on top of goods-in.ts (which it
// calls for every change, as the CLI does):
//   - the goods-in permission (staff_goods_in_permissions, migration 071): 403 G001 without it;
//   - claims: the item a staff member has open is theirs for GOODS_IN_CLAIM_MINUTES (renewed while
//     the page is open), so a second staff member sees it taken and cannot inspect or pay it
//     (409 G002); an expired claim is anyone's, and a claim never blocks the CLI;
//   - the parcel as the bench shows it: each item with the member's answers, what each grade would
//     pay and whether that is within the member's tolerance (said before anything is pressed),
//     what was paid, and who did what and when (staff by name);
//   - the listing preview: the item as a shopper will see it once on sale, correctable.
import { type BenchParcel, GOODS_IN_CODES, type GoodsInClaim, INSPECTION_GRADES } from '@shop/shared/api';
import { GOODS_IN_CLAIM_MINUTES, payoutAmount, withinTolerance } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Answers } from '../quotations/car-seat-safety.js';
import { computeOffer } from '../quotations/offer.js';
import { questionsFor } from '../quotations/questions.js';
import { stateConflict } from '../quotations/states.js';
import { benchQuotes, quoteExists, quoteHistories, quoteStateOf, type BenchQuote as BenchQuoteRow } from '../quotations/goods-in-reads.js';
import { iso, quoteNotFound } from '../quotations/store.js';
import { payoutsOfQuotes } from '../payouts/quote-payouts.js';
import { restockedBoxOf } from '../restock/restocked.js';
import type { GoodsIn } from './goods-in.js';
import { amounts, methodOf } from './order-view.js';
import { listingPreview, type ListingCorrection } from './listing-preview.js';

/** An item one staff member has open (the contract's GoodsInClaim). */
export type Claim = GoodsInClaim;

const refuse = () => new ApiError(403, GOODS_IN_CODES.permission, 'Your staff account does not have the goods-in permission. Ask an administrator to grant it (npm run staff -- goods-in-permission grant <email>).');

type BenchQuote = BenchQuoteRow;

/** What confirming or revising to each grade would pay, and whether it is paid at once (within the member's tolerance) or asked. */
function gradeOptions(q: BenchQuote, today: Date) {
  const method = methodOf(q);
  return INSPECTION_GRADES.map((grade) => {
    const answers: Answers = { ...q.answers, condition: { answerIds: [grade] } };
    const total = computeOffer({ modelName: q.model_name, newPrice: q.new_price, questions: questionsFor(q.category_id), answers, quantity: q.quantity, today }).total;
    const revised = amounts(q, total);
    return { grade, amount: payoutAmount(method, revised) ?? 0, withinTolerance: withinTolerance(method, revised, q.revision_tolerance) };
  });
}

/** The member's answers as the bench reads them: each question's words and the options chosen. */
function answersOf(q: BenchQuote) {
  return questionsFor(q.category_id).map((question) => {
    const given = q.answers[question.questionId];
    const chosen = given?.answerIds ?? [];
    const words =
      question.type === 'included'
        ? (question.options ?? []).map((o) => `${o.text}: ${chosen.includes(o.answerId) ? 'included' : 'missing'}`)
        : (question.options ?? []).filter((o) => chosen.includes(o.answerId)).map((o) => o.text);
    const value = given?.value ? [given.value] : [];
    return { question: question.text, answer: [...words, ...value].join('; ') || 'Not answered' };
  });
}

export function createGoodsInBench({ db, now, goodsIn }: { db: Db; now: () => Date; goodsIn: GoodsIn }) {
  const staffNames = async (q: Queryable, ids: Array<string | null>) => {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (wanted.length === 0) return new Map<string, string>();
    const rows = await q.query<{ staff_id: string; name: string }>('SELECT staff_id, name FROM staff_accounts WHERE staff_id = ANY($1::text[])', [wanted]);
    return new Map(rows.map((r) => [r.staff_id, r.name]));
  };

  async function claimsOf(quoteIds: string[]): Promise<Claim[]> {
    const rows = await db.query<{ quote_id: string; staff_id: string; name: string; expires_at: Date | string }>(
      'SELECT c.quote_id, c.staff_id, s.name, c.expires_at FROM goods_in_claims c JOIN staff_accounts s USING (staff_id) WHERE c.quote_id = ANY($1::text[]) AND c.expires_at > $2',
      [quoteIds, now()],
    );
    return rows.map((r) => ({ quoteId: r.quote_id, staffId: r.staff_id, by: r.name, expiresAt: iso(r.expires_at)! }));
  }

  const bench = {
    async mayWork(staffId: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM staff_goods_in_permissions WHERE staff_id = $1', [staffId])).length > 0;
    },
    /** 403 G001 unless the account holds the goods-in permission. */
    async assertMayWork(staffId: string) {
      if (!(await bench.mayWork(staffId))) throw refuse();
    },
    claimsOf,

    /** Takes (or renews) an item for this staff member; 409 G002 while another's claim runs. */
    async claim(quoteId: string, staffId: string): Promise<Claim> {
      if (!(await quoteExists(db, quoteId))) throw quoteNotFound();
      const at = now();
      const until = new Date(at.getTime() + GOODS_IN_CLAIM_MINUTES * 60_000);
      // One statement: of two staff claiming at once, the second finds the first's row and takes it only if it has expired.
      const [taken] = await db.query<{ staff_id: string }>(
        `INSERT INTO goods_in_claims (quote_id, staff_id, claimed_at, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (quote_id) DO UPDATE SET staff_id = EXCLUDED.staff_id, claimed_at = EXCLUDED.claimed_at, expires_at = EXCLUDED.expires_at
         WHERE goods_in_claims.staff_id = EXCLUDED.staff_id OR goods_in_claims.expires_at <= EXCLUDED.claimed_at
         RETURNING staff_id`,
        [quoteId, staffId, at, until],
      );
      if (!taken) throw await bench.takenError(quoteId);
      const [mine] = await claimsOf([quoteId]);
      return mine ?? { quoteId, staffId, by: '', expiresAt: until.toISOString() };
    },

    /** Lets go of an item (only one's own claim); letting go twice is once. */
    async release(quoteId: string, staffId: string) {
      await db.query('DELETE FROM goods_in_claims WHERE quote_id = $1 AND staff_id = $2', [quoteId, staffId]);
    },

    async takenError(quoteId: string) {
      const [other] = await claimsOf([quoteId]);
      const until = other ? new Date(other.expiresAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }) : '';
      return new ApiError(409, GOODS_IN_CODES.claimed, other ? `${other.by} is inspecting this item (until ${until} unless they let it go).` : 'Another staff member is inspecting this item.');
    },

    /** 409 G002 when another staff member's claim on the item runs: a second pair of hands waits. */
    async assertFree(quoteId: string, staffId: string) {
      const [other] = await claimsOf([quoteId]);
      if (other && other.staffId !== staffId) throw await bench.takenError(quoteId);
    },

    /** Parcels on their way, each item with its claim. */
    async arriving(limit: number) {
      const orders = await goodsIn.arriving(limit);
      const claims = await claimsOf(orders.flatMap((o) => o.items.map((i) => i.quoteId)));
      return { webBuyOrders: orders, claims };
    },

    /** One parcel as the bench shows it (see the top of this file). */
    async parcel(orderId: string): Promise<{ parcel: BenchParcel; claims: Claim[] }> {
      const order = await goodsIn.internal(orderId);
      const ids = order.items.map((i) => i.quoteId);
      const quotes = await benchQuotes(db, ids);
      const history = await quoteHistories(db, ids);
      const payouts = await payoutsOfQuotes(db, ids);
      const names = await staffNames(db, [...history.map((h) => (h.actor_type === 'staff' ? h.actor_id : null)), ...order.history.map((h) => (h.by === 'staff' ? h.actorId : null))]);
      const who = (type: string, id: string | null) => (type === 'staff' ? (names.get(id ?? '') ?? 'Staff') : type === 'member' ? 'The member' : 'The shop');
      const today = now();
      const items = order.items.map((item) => {
        const q = quotes.find((x) => x.quote_id === item.quoteId)!;
        const paid = payouts.find((p) => p.quote_id === item.quoteId);
        return {
          ...item,
          answers: answersOf(q),
          photosOnProductPage: q.photos_on_product_page,
          gradeOptions: gradeOptions(q, today),
          // What a voucher adds when it is paid (the payout service adds it): the Pay button says the whole.
          tradeUpBonus: methodOf(q) === 'voucher' ? q.trade_up_bonus_pence : 0,
          payout: paid ? { amount: paid.amount_pence, method: paid.method, at: iso(paid.created_at)! } : null,
          history: history.filter((h) => h.quote_id === item.quoteId).map((h) => ({ fromStatus: h.from_state, toStatus: h.to_state, actor: h.actor_type, by: who(h.actor_type, h.actor_id), at: iso(h.at)! })),
        };
      });
      return {
        parcel: { ...order, items, history: order.history.map((h) => ({ ...h, by: who(h.by, h.actorId) })) },
        claims: await claimsOf(ids),
      };
    },

    listing: (quoteId: string) => listingPreview(db, quoteId),

    /** Staff correct the listing before the item goes on sale: the wear note, and photos left off. */
    async correctListing(quoteId: string, staffId: string, correction: ListingCorrection) {
      if (!(await quoteStateOf(db, quoteId))) throw quoteNotFound();
      if (await restockedBoxOf(db, quoteId)) throw stateConflict('This item is already on sale: correct its product page instead.');
      await db.query(
        `INSERT INTO goods_in_listing_corrections (quote_id, wear_note, hidden_image_ids, corrected_by, corrected_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (quote_id) DO UPDATE SET wear_note = EXCLUDED.wear_note, hidden_image_ids = EXCLUDED.hidden_image_ids, corrected_by = EXCLUDED.corrected_by, corrected_at = EXCLUDED.corrected_at`,
        [quoteId, correction.wearNote?.trim() || null, correction.hiddenImageIds ?? [], staffId, now()],
      );
      return listingPreview(db, quoteId);
    },
  };
  return bench;
}

export type GoodsInBench = ReturnType<typeof createGoodsInBench>;
