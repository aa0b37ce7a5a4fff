// The server's side of the quote state machine (shared/src/rules/quote-states.ts holds the
// states and moves, once, for the pages too): a move the machine forbids is 409 with a code.
import { QUOTE_CODES, quoteMoveProblem, type QuoteActor, type QuoteState } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

export const stateConflict = (message: string) => new ApiError(409, QUOTE_CODES.stateConflict, message);

/** Throws 409 QUOTE_STATE_CONFLICT unless `actor` may move a quote from `from` to `to`. */
export function assertMove(from: QuoteState, to: QuoteState, actor: QuoteActor): void {
  const problem = quoteMoveProblem(from, to, actor);
  if (problem === 'illegal') throw stateConflict(`A quote that is ${from} cannot become ${to}.`);
  if (problem === 'actor') throw stateConflict(`A quote that is ${from} can only become ${to} through the shop.`);
}
