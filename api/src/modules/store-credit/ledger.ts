// Store credit spent online (issue 33 §2; migration 069). The credit is the linked in-store
// memberships' own balance (in_store_memberships.store_credit_pence, never below nought: the DB
// refuses an overspend). An order takes what it uses off the balances when it is placed and holds
// it like its stock: one store_credit_spends row per membership it drew on. Payment marks the rows
// spent; a refusal or an abandoned order puts the amounts back (releaseCredit, in the transaction
// that gives the stock back); paying again after a refusal takes them again (holdCredit). The rows'
// key (membership, order) and 'already held' mean a retried payment never takes twice.
import { formatMoney, STORE_CREDIT_CODES, toPounds, tradeabilitiesOf } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { creditBalances, giveCreditBack, takeCredit } from '../unlock/credit-balances.js';
import { tradeabilityFacts } from '../unlock/memberships.js';

export const storeCreditErrors = {
  notAllowed: () => new ApiError(403, STORE_CREDIT_CODES.notAllowed, 'Store credit can be spent online once your in-store card is linked to this account and your mobile number is verified.'),
  short: (availablePence: number) => new ApiError(409, STORE_CREDIT_CODES.short, `Your store credit is ${formatMoney(availablePence)} now, less than the amount you chose. Please check it and try again.`),
};

/** What checkout can offer: the credit across the linked cards and whether the account may spend it (the shared rule). */
export async function spendableCredit(q: Queryable, memberId: string) {
  const facts = await tradeabilityFacts(q, memberId);
  const rows = await creditBalances(q, memberId);
  const rules = facts ? tradeabilitiesOf(facts) : null;
  return {
    available: toPounds(rows.reduce((n, r) => n + r.store_credit_pence, 0)),
    canSpend: rules?.canSpendStoreCredit ?? false,
    needsMobileVerification: rules?.needsMobileVerification ?? false,
    memberships: rows.map((r) => ({ membershipNumber: r.membership_number, balance: toPounds(r.store_credit_pence) })),
  };
}

/**
 * The credit (pence) an order placed now uses towards `duePence`: `askedPence`, or without it as
 * much as covers what is due; never more than is due. Asking for more than the cards hold is
 * STORE_CREDIT_SHORT; an account that may not spend credit is STORE_CREDIT_NOT_ALLOWED.
 * Call in the checkout's transaction, after the order being replaced has given its credit back.
 */
export async function creditToUse(tx: Queryable, memberId: string, duePence: number, askedPence?: number): Promise<number> {
  const facts = await tradeabilityFacts(tx, memberId);
  if (!facts || !tradeabilitiesOf(facts).canSpendStoreCredit) throw storeCreditErrors.notAllowed();
  const available = facts.storeCreditPence;
  if (askedPence !== undefined && askedPence > available) throw storeCreditErrors.short(available);
  return Math.min(askedPence ?? duePence, duePence, available);
}

/**
 * The order takes `pence` off the member's cards (oldest link first), one held row per card.
 * Nothing happens when the order already holds its credit (a retry). STORE_CREDIT_SHORT when the
 * cards hold less now; the DB's CHECK refuses any balance below nought whatever the caller does.
 */
export async function holdCredit(tx: Queryable, memberId: string, orderId: number, pence: number): Promise<void> {
  if (pence <= 0) return;
  // The linked cards, oldest link first (credit is drawn in that order), locked until the order is placed.
  const cards = await creditBalances(tx, memberId, true);
  const [held] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM store_credit_spends WHERE order_id = $1', [orderId]);
  if (held!.n > 0) return;
  const available = cards.reduce((n, c) => n + c.store_credit_pence, 0);
  if (available < pence) throw storeCreditErrors.short(available);
  let left = pence;
  for (const card of cards) {
    const take = Math.min(card.store_credit_pence, left);
    if (take <= 0) continue;
    const after = await takeCredit(tx, card.membership_number, take);
    await tx.query("INSERT INTO store_credit_spends (membership_number, order_id, amount_pence, balance_after_pence, state) VALUES ($1, $2, $3, $4, 'held')", [card.membership_number, orderId, take, after]);
    left -= take;
    if (left === 0) break;
  }
}

/** A refused or abandoned order gives its held credit back to the cards it came from; a spent one keeps it. */
export async function releaseCredit(tx: Queryable, orderId: number): Promise<void> {
  const freed = await tx.query<{ membership_number: string; amount_pence: number }>("DELETE FROM store_credit_spends WHERE order_id = $1 AND state = 'held' RETURNING membership_number, amount_pence", [orderId]);
  for (const f of freed) {
    await giveCreditBack(tx, f.membership_number, f.amount_pence);
  }
}

/** The paid order's held credit is spent. */
export const spendCredit = (tx: Queryable, orderId: number) => tx.query("UPDATE store_credit_spends SET state = 'spent', spent_at = now() WHERE order_id = $1 AND state = 'held'", [orderId]);
