// Card payments go through a CardProvider. The default is the embedded test provider below: it
// behaves like a hosted card provider in test mode (documented test cards, 3-D Secure challenge
// on the provider's own page, idempotent on the merchant reference) and never moves money.
// A real provider (Adyen, whose web-order verification the spec names) would implement the
// same interface; it is not built yet.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export type CardOutcome =
  | { status: 'authorised'; pspReference: string }
  | { status: 'refused'; pspReference: string; reason: 'declined' | 'insufficient_funds' | 'authentication_failed' }
  | { status: 'challenge'; pspReference: string; challengeUrl: string };

export interface CardProvider {
  /** Authorise a payment; the same merchant reference always gives the same payment (never two charges). */
  authorise(input: { merchantReference: string; amountPence: number; card: CardDetails; returnUrl: string }): Promise<CardOutcome>;
  /** The result of a payment after its 3-D Secure challenge ('challenge' while the shopper has not finished). */
  result(pspReference: string): Promise<CardOutcome>;
}

/** The documented test cards of the embedded provider (README 'Test cards'). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why card data cannot be sent at all (§8 1520), or null when it is well formed. */
export function cardProblem(card: CardDetails, now = new Date()): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(number) || !luhnValid(number)) return 'The card number is not valid.';
  const endOfExpiryMonth = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1));
  if (card.expiryMonth < 1 || card.expiryMonth > 12 || endOfExpiryMonth <= now) return 'The card has expired.';
  if (!/^[0-9]{3,4}$/.test(card.cvc)) return 'The security code is not valid.';
  if (!card.holderName.trim()) return 'Please enter the name on the card.';
  return null;
}

interface PaymentRow {
  psp_reference: string;
  status: 'authorised' | 'refused' | 'challenge' | 'challenge_failed';
  refusal_reason: 'declined' | 'insufficient_funds' | null;
}

export function createTestCardProvider(db: Queryable, { challengeBase }: { challengeBase: string }): CardProvider & {
  completeChallenge(pspReference: string, approved: boolean): Promise<string | null>;
  challengePending(pspReference: string): Promise<boolean>;
} {
  const outcome = (row: PaymentRow): CardOutcome => {
    if (row.status === 'authorised') return { status: 'authorised', pspReference: row.psp_reference };
    if (row.status === 'challenge') return { status: 'challenge', pspReference: row.psp_reference, challengeUrl: `${challengeBase}/${row.psp_reference}` };
    return { status: 'refused', pspReference: row.psp_reference, reason: row.status === 'challenge_failed' ? 'authentication_failed' : (row.refusal_reason ?? 'declined') };
  };
  const find = async (psp: string) => (await db.query<PaymentRow>('SELECT psp_reference, status, refusal_reason FROM test_card_payments WHERE psp_reference = $1', [psp]))[0];

  return {
    async authorise({ merchantReference, amountPence, card, returnUrl }) {
      const number = card.number.replace(/[\s-]/g, '');
      const [status, reason] =
        number === TEST_CARDS.success
          ? ['authorised', null]
          : number === TEST_CARDS.declined
            ? ['refused', 'declined']
            : number === TEST_CARDS.insufficientFunds
              ? ['refused', 'insufficient_funds']
              : number === TEST_CARDS.threeDSecure
                ? ['challenge', null]
                : ['refused', 'declined'];
      const psp = `TP${randomBytes(8).toString('hex').toUpperCase()}`;
      // Idempotent on the merchant reference, as real providers are on their idempotency key.
      await db.query(
        `INSERT INTO test_card_payments (psp_reference, merchant_reference, amount_pence, card_last4, status, refusal_reason, return_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_reference) DO NOTHING`,
        [psp, merchantReference, amountPence, number.slice(-4), status, reason, returnUrl],
      );
      const [row] = await db.query<PaymentRow & { psp_reference: string }>(
        'SELECT psp_reference, status, refusal_reason FROM test_card_payments WHERE merchant_reference = $1',
        [merchantReference],
      );
      return outcome(row!);
    },

    async result(psp) {
      const row = await find(psp);
      if (!row) throw new Error(`Unknown payment ${psp}`);
      return outcome(row);
    },

    /** The challenge page's answer; returns where the shopper goes next. */
    async completeChallenge(psp, approved) {
      const [row] = await db.query<{ return_url: string }>(
        "UPDATE test_card_payments SET status = $2 WHERE psp_reference = $1 AND status = 'challenge' RETURNING return_url",
        [psp, approved ? 'authorised' : 'challenge_failed'],
      );
      return row?.return_url ?? null;
    },

    /** Whether a challenge is waiting for the shopper (the page shows only then). */
    async challengePending(psp) {
      return (await find(psp))?.status === 'challenge';
    },
  };
}

export type TestCardProvider = ReturnType<typeof createTestCardProvider>;
