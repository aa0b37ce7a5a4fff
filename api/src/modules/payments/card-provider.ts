// Card payments go through a CardProvider: the embedded test provider (test-card-provider.ts) by default, or
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
// The embedded provider is test-card-provider.ts; its books are in test-card-records.ts, its test cards in test-cards.ts.
import { cardDataProblem, type CardDataProblem } from '@shop/shared/rules';
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
