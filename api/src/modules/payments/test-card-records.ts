// The embedded test card provider's books (test_card_payments, test_card_stored_methods): a
// payment recorded once per merchant reference, its outcome as Adyen would answer it, and the
// cards kept for shoppers who asked (card-provider.ts createTestCardProvider uses them).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import type { AuthoriseInput, CardOutcome } from './card-provider.js';
import { TEST_CARDS } from './test-cards.js';

export interface PaymentRow {
  psp_reference: string;
  status: 'authorised' | 'refused' | 'challenge' | 'challenge_failed';
  refusal_reason: 'declined' | 'insufficient_funds' | null;
  stored_method_id: string | null;
  brand: string | null;
  last4: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

/** What a payment is made with, as the provider records it. */
export interface TestPayment {
  status: PaymentRow['status'];
  reason: PaymentRow['refusal_reason'];
  brand: string;
  last4: string;
  month: number | null;
  year: number | null;
  storedId: string | null;
}

const PAYMENT_COLUMNS = `p.psp_reference, p.status, p.refusal_reason, p.stored_method_id, m.brand, m.last4, m.expiry_month, m.expiry_year`;
// A card forgotten since (disableStored) is not offered back.
const PAYMENT_FROM = 'test_card_payments p LEFT JOIN test_card_stored_methods m ON m.stored_method_id = p.stored_method_id AND m.disabled_at IS NULL';

/** The embedded provider's pages are the shop's own: it sends the shopper back by path, on whatever host they use. */
function sameSite(returnUrl: string): string {
  const url = new URL(returnUrl, 'http://shop.invalid');
  return `${url.pathname}${url.search}`;
}

function outcomeOf(row: PaymentRow, challengeBase: string): CardOutcome {
  if (row.status === 'authorised') {
    const storedCard = row.stored_method_id && row.brand ? { id: row.stored_method_id, brand: row.brand!, last4: row.last4!, expiryMonth: Number(row.expiry_month), expiryYear: Number(row.expiry_year) } : undefined;
    return { status: 'authorised', pspReference: row.psp_reference, ...(storedCard ? { storedCard } : {}) };
  }
  if (row.status === 'challenge') return { status: 'challenge', pspReference: row.psp_reference, challengeUrl: `${challengeBase}/${row.psp_reference}` };
  return { status: 'refused', pspReference: row.psp_reference, reason: row.status === 'challenge_failed' ? 'authentication_failed' : (row.refusal_reason ?? 'declined') };
}

/**
 * Keeps the card of an authorised payment that asked for it, once per shopper and card (like a
 * provider's vault). Only the last 4 digits are kept here too: the 3-D Secure test card is told
 * by them, so that paying with it again asks for the check again.
 */
async function storeCard(db: Queryable, psp: string): Promise<void> {
  const [p] = await db.query<{ store_for: string | null; stored_method_id: string | null; card_brand: string; card_last4: string; card_expiry_month: number; card_expiry_year: number; challenged: boolean }>(
    `SELECT store_for, stored_method_id, card_brand, card_last4, card_expiry_month, card_expiry_year, card_last4 = $2 AS challenged
     FROM test_card_payments WHERE psp_reference = $1 AND status = 'authorised'`,
    [psp, TEST_CARDS.threeDSecure.slice(-4)],
  );
  if (!p || !p.store_for || p.stored_method_id) return;
  const [existing] = await db.query<{ stored_method_id: string }>(
    `SELECT stored_method_id FROM test_card_stored_methods WHERE shopper_reference = $1 AND brand = $2 AND last4 = $3 AND expiry_month = $4 AND expiry_year = $5 AND disabled_at IS NULL`,
    [p.store_for, p.card_brand, p.card_last4, p.card_expiry_month, p.card_expiry_year],
  );
  const id = existing?.stored_method_id ?? `TS${randomBytes(12).toString('hex').toUpperCase()}`;
  if (!existing) {
    await db.query(`INSERT INTO test_card_stored_methods (stored_method_id, shopper_reference, brand, last4, expiry_month, expiry_year, challenge) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      p.store_for,
      p.card_brand,
      p.card_last4,
      p.card_expiry_month,
      p.card_expiry_year,
      p.challenged,
    ]);
  }
  await db.query('UPDATE test_card_payments SET stored_method_id = $2 WHERE psp_reference = $1', [psp, id]);
}

/** How a payment stands now, its card kept first when it asked to be and was authorised. */
export async function settledOutcome(db: Queryable, psp: string, challengeBase: string): Promise<CardOutcome> {
  await storeCard(db, psp);
  const [row] = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.psp_reference = $1`, [psp]);
  return outcomeOf(row!, challengeBase);
}

/** A card the provider keeps for this shopper (not forgotten), or undefined. */
export async function storedMethod(db: Queryable, stored: NonNullable<AuthoriseInput['stored']>) {
  const [m] = await db.query<{ brand: string; last4: string; expiry_month: number; expiry_year: number; challenge: boolean }>(
    'SELECT brand, last4, expiry_month, expiry_year, challenge FROM test_card_stored_methods WHERE stored_method_id = $1 AND shopper_reference = $2 AND disabled_at IS NULL',
    [stored.id, stored.shopperReference],
  );
  return m;
}

/** Records the payment, idempotent on the merchant reference (as real providers are on their key): the psp reference of the first. */
export async function recordPayment(db: Queryable, { merchantReference, amountPence, stored, storeFor, returnUrl, applePay }: AuthoriseInput, payment: TestPayment): Promise<string> {
  const psp = `TP${randomBytes(8).toString('hex').toUpperCase()}`;
  await db.query(
    `INSERT INTO test_card_payments (psp_reference, merchant_reference, amount_pence, card_last4, status, refusal_reason, return_url, card_brand, card_expiry_month, card_expiry_year, store_for, stored_method_id, wallet)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (merchant_reference) DO NOTHING`,
    [
      psp,
      merchantReference,
      amountPence,
      payment.last4,
      payment.status,
      payment.reason,
      sameSite(returnUrl),
      payment.brand,
      payment.month,
      payment.year,
      stored || applePay ? null : (storeFor ?? null),
      payment.storedId,
      applePay ? 'applepay' : null,
    ],
  );
  return (await pspOf(db, merchantReference))!;
}

/** The psp reference of the payment made for a merchant reference, or undefined when none was. */
export async function pspOf(db: Queryable, merchantReference: string): Promise<string | undefined> {
  const [row] = await db.query<{ psp_reference: string }>('SELECT psp_reference FROM test_card_payments WHERE merchant_reference = $1', [merchantReference]);
  return row?.psp_reference;
}
