// The embedded card provider (card-provider.ts says what a provider does): Adyen's protocol with
// test cards, a 3-D Secure page of its own and books in the database (test-card-records.ts). It
// never moves money; Adyen (adyen.ts) takes its place when its credentials are set.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { cardBrand, CardDataError, VerificationMismatch, type AuthoriseInput, type CardProvider } from './card-provider.js';
import { pspOf, recordPayment, settledOutcome, storedMethod, type TestPayment } from './test-card-records.js';
import { TEST_CARDS, testCardOutcome } from './test-cards.js';

/** What the embedded provider makes of an authorisation: the card, its test-card outcome, and the stored card paid with. */
async function testPaymentOf(db: Queryable, { card, stored, applePay }: AuthoriseInput): Promise<TestPayment> {
  if (applePay) {
    // The token of the embedded Apple Pay stand-in (docs/buying.md 'Apple Pay'): its card is told by
    // the last 4 digits of paymentMethod.displayName, as the test cards are; Apple Pay has
    // already authenticated the shopper, so there is no 3-D Secure step.
    const data = applePay.paymentData;
    if (data.version !== 'EC_v1' || typeof data.data !== 'string' || typeof data.signature !== 'string' || typeof data.header !== 'object') {
      throw new CardDataError('The Apple Pay payment could not be read. Please try again or pay by card.');
    }
    const last4 = /([0-9]{4})\s*$/.exec(applePay.paymentMethod.displayName ?? '')?.[1] ?? '0000';
    const [status, reason] = testCardOutcome(Object.values(TEST_CARDS).find((n) => n.endsWith(last4)) ?? '');
    return { status: status === 'challenge' ? 'authorised' : status, reason, brand: applePay.paymentMethod.network ?? 'Card', last4, month: null, year: null, storedId: null };
  }
  if (stored) {
    const m = await storedMethod(db, stored);
    const usable = m && /^[0-9]{3,4}$/.test(stored.cvc) && Date.UTC(m.expiry_year, m.expiry_month, 1) > Date.now();
    return m
      ? { status: !usable ? 'refused' : m.challenge ? 'challenge' : 'authorised', reason: usable ? null : 'declined', brand: m.brand, last4: m.last4, month: m.expiry_month, year: m.expiry_year, storedId: stored.id }
      : { status: 'refused', reason: 'declined', brand: 'Card', last4: '0000', month: 1, year: 2000, storedId: null };
  }
  if (card) {
    const number = card.number.replace(/[\s-]/g, '');
    const [status, reason] = testCardOutcome(number);
    return { status, reason, brand: cardBrand(number), last4: number.slice(-4), month: card.expiryMonth, year: card.expiryYear, storedId: null };
  }
  throw new Error('authorise needs a card, a stored card or an Apple Pay token');
}

export function createTestCardProvider(
  db: Queryable,
  { challengeBase }: { challengeBase: string },
): CardProvider & {
  completeChallenge(pspReference: string, approved: boolean): Promise<string | null>;
  challengePending(pspReference: string): Promise<{ amountPence: number } | null>;
} {
  return {
    name: 'test',

    async authorise(input) {
      const payment = await testPaymentOf(db, input);
      return settledOutcome(db, await recordPayment(db, input, payment), challengeBase);
    },

    async verify({ pspReference, merchantReference, redirectResult }) {
      const [row] = await db.query<{ psp_reference: string; merchant_reference: string }>('SELECT psp_reference, merchant_reference FROM test_card_payments WHERE redirect_result = $1', [redirectResult]);
      if (!row || row.psp_reference !== pspReference || row.merchant_reference !== merchantReference) throw new VerificationMismatch();
      return settledOutcome(db, pspReference, challengeBase);
    },

    async lookup(merchantReference) {
      const psp = await pspOf(db, merchantReference);
      return psp ? settledOutcome(db, psp, challengeBase) : null;
    },

    async cancel(pspReference) {
      // A check still waiting ends as failed: its page says there is nothing to confirm.
      await db.query("UPDATE test_card_payments SET status = 'challenge_failed' WHERE psp_reference = $1 AND status = 'challenge'", [pspReference]);
    },

    async disableStored(shopperReference, id) {
      await db.query('UPDATE test_card_stored_methods SET disabled_at = now() WHERE stored_method_id = $1 AND shopper_reference = $2 AND disabled_at IS NULL', [id, shopperReference]);
    },

    async forgetShopper(shopperReference, merchantReferences) {
      // The payments stay (amount, outcome: the provider's books); what they said of the card goes.
      await db.query(
        `UPDATE test_card_payments SET card_last4 = '', card_brand = NULL, card_expiry_month = NULL, card_expiry_year = NULL, store_for = NULL, stored_method_id = NULL
         WHERE store_for = $1 OR merchant_reference = ANY($2::text[]) OR stored_method_id IN (SELECT stored_method_id FROM test_card_stored_methods WHERE shopper_reference = $1)`,
        [shopperReference, merchantReferences],
      );
      await db.query('DELETE FROM test_card_stored_methods WHERE shopper_reference = $1', [shopperReference]);
    },

    /** The challenge page's answer; returns where the shopper goes next: the return URL with a one-off redirectResult, as Adyen's. */
    async completeChallenge(psp, approved) {
      const redirectResult = randomBytes(24).toString('base64url');
      const [row] = await db.query<{ return_url: string }>("UPDATE test_card_payments SET status = $2, redirect_result = $3 WHERE psp_reference = $1 AND status = 'challenge' RETURNING return_url", [
        psp,
        approved ? 'authorised' : 'challenge_failed',
        redirectResult,
      ]);
      if (!row) return null;
      return `${row.return_url}${row.return_url.includes('?') ? '&' : '?'}redirectResult=${redirectResult}`;
    },

    /** The payment whose challenge waits for the shopper (the page shows only then, with its amount); null when none waits. */
    async challengePending(psp) {
      const [row] = await db.query<{ amount_pence: number }>("SELECT amount_pence FROM test_card_payments WHERE psp_reference = $1 AND status = 'challenge'", [psp]);
      return row ? { amountPence: Number(row.amount_pence) } : null;
    },
  };
}

export type TestCardProvider = ReturnType<typeof createTestCardProvider>;
