// Card payments go through a CardProvider: the embedded test provider below by default, or
// Adyen's Checkout API (adyen.ts) when its credentials are set. Both speak Adyen's protocol:
// authorise ~ POST /payments (idempotent on the merchant reference); a 3-D Secure check on the
// provider's page, which sends the shopper back to the return URL with a `redirectResult`;
// verify ~ POST /payments/details with that redirectResult (spec §7 `verifyadyenorder`).
// Apple Pay tokens are authorised like cards (Adyen: paymentMethod.type 'applepay').
// Saved cards follow Adyen's stored payment methods:
//   authorise({ storeFor })        ~ POST /payments with shopperReference, storePaymentMethod: true,
//                                    recurringProcessingModel 'CardOnFile'; the authorised result's
//                                    additionalData 'tokenization.storedPaymentMethodId' -> storedCard.id
//   authorise({ stored })          ~ POST /payments with paymentMethod.storedPaymentMethodId and the
//                                    CVC, shopperInteraction 'Ecommerce'
//   disableStored(shopper, id)     ~ DELETE /storedPaymentMethods/{id}?shopperReference=&merchantAccount=
// The shop keeps the provider's id, brand, last 4 and expiry (member_card_tokens); the number
// stays with the provider. The embedded test provider never moves money.
// The embedded provider's books are in test-card-records.ts, its test cards in test-cards.ts.
import { randomBytes } from 'node:crypto';
import { cardDataProblem, type CardDataProblem } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { pspOf, recordPayment, settledOutcome, storedMethod, type TestPayment } from './test-card-records.js';
import { TEST_CARDS, testCardOutcome } from './test-cards.js';
export { luhnValid } from '@shop/shared/rules';
export { TEST_CARDS } from './test-cards.js';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

/** A card the provider keeps for a shopper: its id is the token the shop pays with later. */
export interface StoredCard {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type CardOutcome =
  | { status: 'authorised'; pspReference: string; storedCard?: StoredCard }
  // 'cancelled': the payment was stopped before it finished (Adyen's Cancelled, 'Shopper Cancelled').
  | { status: 'refused'; pspReference: string; reason: 'declined' | 'insufficient_funds' | 'authentication_failed' | 'cancelled' }
  | { status: 'challenge'; pspReference: string; challengeUrl: string };

/** An Apple Pay payment token as Apple Pay JS hands it over (ApplePayPayment.token), passed to the provider as it is. */
export interface ApplePayToken {
  paymentData: Record<string, unknown>;
  paymentMethod: { displayName?: string; network?: string; type?: string };
  transactionIdentifier: string;
}

export interface AuthoriseInput {
  merchantReference: string;
  amountPence: number;
  /** Absolute URL the provider sends the shopper back to after 3-D Secure (it adds `redirectResult`). */
  returnUrl: string;
  /** A card typed now, or one the provider keeps for this shopper (with the security code typed now). */
  card?: CardDetails;
  stored?: { shopperReference: string; id: string; cvc: string };
  /** Keep the typed card for this shopper once the payment is authorised (the shopper ticked 'save'). */
  storeFor?: string;
  /** Pay with Apple Pay instead of a card. */
  applePay?: ApplePayToken;
}

/** The shopper came back from the provider's 3-D Secure page with this. */
export interface VerifyInput {
  /** The payment the order is waiting for, and the order's merchant reference: a result for another payment is refused. */
  pspReference: string;
  merchantReference: string;
  redirectResult: string;
}

/** The provider refused the card data as malformed (spec §8 1520): nothing was taken. */
export class CardDataError extends Error {
  constructor(message = 'The card details are not valid.') {
    super(message);
    this.name = 'CardDataError';
  }
}

/** A redirect result that is not this order's payment (replayed from another order, or made up): nothing changes. */
export class VerificationMismatch extends Error {
  constructor() {
    super("That payment result is not this order's.");
    this.name = 'VerificationMismatch';
  }
}

export interface CardProvider {
  /** Which provider's tokens these are ('test', 'adyen'): saved cards are kept per provider. */
  readonly name: string;
  /** Authorise a payment; the same merchant reference always gives the same payment (never two charges). */
  authorise(input: AuthoriseInput): Promise<CardOutcome>;
  /** How a payment ended, from the redirect result the shopper came back with (throws VerificationMismatch for another payment's). */
  verify(input: VerifyInput): Promise<CardOutcome>;
  /** Forget a stored card; forgetting one already gone is not an error. */
  disableStored(shopperReference: string, id: string): Promise<void>;
  /**
   * Before a member's data is erased (issue 31 §7): the provider forgets the shopper, its stored
   * cards and the card details of their payments (the payments themselves stay in its books).
   * Absent where the provider keeps its own records under its own duties (Adyen: stored cards are
   * disabled one by one; see docs/account.md 'What is kept after erasure').
   */
  forgetShopper?(shopperReference: string, merchantReferences: string[]): Promise<void>;
  /**
   * The payment made for a merchant reference, null when none reached the provider, undefined
   * when the provider has not said yet (Adyen's webhook may still be on its way): how an order
   * whose instance died mid-payment is settled. Absent where the provider cannot say.
   */
  lookup?(merchantReference: string): Promise<CardOutcome | null | undefined>;
  /**
   * A payment the shopper walked away from before it was authorised (they left the 3-D Secure
   * page and paid another way): the provider ends it, so it can never complete later (Adyen:
   * POST /payments/{pspReference}/cancels). Ending one already ended is not an error.
   */
  cancel?(pspReference: string, merchantReference: string): Promise<void>;
}

/** The card scheme from the number's first digits (what a shopper recognises the card by). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Card';
}

const CARD_DATA_WORDS: Record<CardDataProblem, string> = {
  number: 'The card number is not valid.',
  expired: 'The card has expired.',
  expiry: 'The card has expired.',
  cvc: 'The security code is not valid.',
  name: 'Please enter the name on the card.',
};

/** Why card data cannot be sent at all (§8 1520), or null when it is well formed: the checkout form's own rules. */
export function cardProblem(card: CardDetails, now = new Date()): string | null {
  const problem = cardDataProblem(card, now);
  return problem ? CARD_DATA_WORDS[problem] : null;
}

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
