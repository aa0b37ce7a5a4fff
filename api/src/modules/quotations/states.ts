// The server's side of the quote state machine (shared/src/rules/quote-states.ts holds the
// states and moves, once, for the pages too): a move the machine forbids is 409 with a code.
import { QUOTE_CODES, type QuoteState } from '@shop/shared/api';
import { QUOTE_PRICE_LOCK_DAYS, quoteMoveProblem, type QuoteActor } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

export const stateConflict = (message: string) => new ApiError(409, QUOTE_CODES.stateConflict, message);

const ENDED_ON = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** 409 QUOTE_EXPIRED: the offer's price lock ended (with its date when known); the member can ask for a new quote. */
export const quoteExpired = (endedAt?: Date | string | null) =>
  new ApiError(
    409,
    QUOTE_CODES.expired,
    endedAt
      ? `This offer ended on ${ENDED_ON.format(new Date(endedAt))}: its price was held for ${QUOTE_PRICE_LOCK_DAYS} days. Ask for a new quote.`
      : `This offer has ended: its price was held for ${QUOTE_PRICE_LOCK_DAYS} days. Ask for a new quote.`,
  );

/**
 * Throws unless `actor` may move a quote from `from` to `to`: 409 QUOTE_EXPIRED for any move out
 * of an ended offer (its own code, issue 32 §3), else 409 QUOTE_STATE_CONFLICT.
 */
export function assertMove(from: QuoteState, to: QuoteState, actor: QuoteActor, endedAt?: Date | string | null): void {
  if (from === 'expired' && to !== 'expired') throw quoteExpired(endedAt);
  const problem = quoteMoveProblem(from, to, actor);
  if (problem === 'illegal') throw stateConflict(`A quote that is ${from} cannot become ${to}.`);
  if (problem === 'actor') throw stateConflict(`A quote that is ${from} can only become ${to} through the shop.`);
}
