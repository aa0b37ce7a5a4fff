// The embedded card provider's documented test cards (docs/buying.md 'Test cards') and the
// outcome each leads to; the Adyen stand-in's cards behave the same.

/** The documented test cards of the embedded provider (docs/buying.md 'Test cards'). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

/** The outcome a test card number leads to: any other number is declined. */
export const testCardOutcome = (number: string): ['authorised' | 'refused' | 'challenge', 'declined' | 'insufficient_funds' | null] =>
  number === TEST_CARDS.success
    ? ['authorised', null]
    : number === TEST_CARDS.declined
      ? ['refused', 'declined']
      : number === TEST_CARDS.insufficientFunds
        ? ['refused', 'insufficient_funds']
        : number === TEST_CARDS.threeDSecure
          ? ['challenge', null]
          : ['refused', 'declined'];
