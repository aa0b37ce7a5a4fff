// The life of a sell-to-us quotation (spec §3 'Quotation', §7 'Quotations' GET statuses), written
// down once: every state, every move between two states and who may make it. The API enforces
// it (an illegal move answers 409 QUOTE_STATE_CONFLICT); the sell-to-us pages read it to show a
// quote's status and what can happen next.

export const QUOTE_STATES = ['draft', 'offered', 'accepted', 'sent', 'received', 'inspected', 'revised', 'paid', 'returned', 'expired', 'cancelled'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** Who moves a quote: the member, a member of staff (later tasks), or the shop's own clock. */
export type QuoteActor = 'member' | 'staff' | 'system';

export interface QuoteTransition {
  from: QuoteState;
  to: QuoteState;
  /** What happened, for the history a quote keeps. */
  event: string;
  actors: readonly QuoteActor[];
}

/** Every legal move. Anything not listed here is illegal, for everyone. */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  // Being answered: the wizard's questions, then the offer.
  { from: 'draft', to: 'offered', event: 'offer', actors: ['member'] },
  { from: 'draft', to: 'cancelled', event: 'cancel', actors: ['member', 'staff'] },
  { from: 'draft', to: 'expired', event: 'expire', actors: ['system'] },
  // An offer stands for the price lock; changed answers take it back to be priced again.
  { from: 'offered', to: 'draft', event: 'reopen', actors: ['member'] },
  { from: 'offered', to: 'accepted', event: 'accept', actors: ['member'] },
  { from: 'offered', to: 'expired', event: 'expire', actors: ['system'] },
  { from: 'offered', to: 'cancelled', event: 'cancel', actors: ['member', 'staff'] },
  // Accepted: the member sends the item (post or a store) before the price lock ends.
  { from: 'accepted', to: 'sent', event: 'send', actors: ['member', 'staff'] },
  { from: 'accepted', to: 'cancelled', event: 'cancel', actors: ['member', 'staff'] },
  { from: 'accepted', to: 'expired', event: 'expire', actors: ['system'] },
  // In the shop's hands: received, inspected, then paid as offered, re-priced, or sent back.
  // A web buy order cancelled before its parcel arrives takes its quotes back to accepted (the
  // price lock still runs: one that has ended expires when next read).
  { from: 'sent', to: 'accepted', event: 'unsend', actors: ['member', 'staff'] },
  { from: 'sent', to: 'received', event: 'receive', actors: ['staff'] },
  { from: 'received', to: 'inspected', event: 'inspect', actors: ['staff'] },
  { from: 'inspected', to: 'paid', event: 'pay', actors: ['staff'] },
  { from: 'inspected', to: 'revised', event: 'revise', actors: ['staff'] },
  { from: 'inspected', to: 'returned', event: 'return', actors: ['staff'] },
  // A revised offer: the member takes it (then it is paid) or declines (the item comes back).
  { from: 'revised', to: 'paid', event: 'accept-revision', actors: ['member', 'staff'] },
  { from: 'revised', to: 'returned', event: 'decline-revision', actors: ['member', 'staff'] },
];

/** States a quote never leaves. */
export const FINAL_QUOTE_STATES: readonly QuoteState[] = ['paid', 'returned', 'expired', 'cancelled'];

/** States whose items count towards the §9 sell limits (the member's items in progress). */
export const OPEN_QUOTE_STATES: readonly QuoteState[] = QUOTE_STATES.filter((s) => !FINAL_QUOTE_STATES.includes(s));

export const isQuoteState = (value: unknown): value is QuoteState => typeof value === 'string' && (QUOTE_STATES as readonly string[]).includes(value);

/** The move from one state to another, or null when there is none. */
export const transitionOf = (from: QuoteState, to: QuoteState): QuoteTransition | null => QUOTE_TRANSITIONS.find((t) => t.from === from && t.to === to) ?? null;

/** Why a move cannot be made ('illegal': no such move; 'actor': not by this actor), or null when it can. */
export function quoteMoveProblem(from: QuoteState, to: QuoteState, actor: QuoteActor): 'illegal' | 'actor' | null {
  const move = transitionOf(from, to);
  if (!move) return 'illegal';
  return move.actors.includes(actor) ? null : 'actor';
}

export const canMoveQuote = (from: QuoteState, to: QuoteState, actor: QuoteActor) => quoteMoveProblem(from, to, actor) === null;

/** Where a quote in `from` can go next, for an actor (what a page offers as buttons). */
export const nextQuoteStates = (from: QuoteState, actor: QuoteActor): QuoteState[] => QUOTE_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor)).map((t) => t.to);

/** The API's failure codes for quotations beyond §8's (which has none for these). */
export const QUOTE_CODES = {
  /** §8 Quotations */
  memberId: 1001,
  superCat: 1010,
  category: 1011,
  question: 1012,
  answerNotFound: 1017,
  missingQuestion: 1018,
  attributeItem: 1021,
  attributeValue: 1046,
  /** §8 Basket codes reused for the §9 sell limits */
  sellTotalLimit: 2030,
  sellItemLimit: 2040,
  /** Ours: no quote by that id; a move the state machine forbids; the price lock ended; a car seat we may not buy. */
  notFound: 'QUOTE_NOT_FOUND',
  stateConflict: 'QUOTE_STATE_CONFLICT',
  expired: 'QUOTE_EXPIRED',
  unsafe: 'QUOTE_UNSAFE',
  /** Ours, for the payout chosen at acceptance: no way to be paid (or payoutType and payoutMethod disagree); a bank
   *  account that is not the member's or cannot be used; a charity we do not give to; a tolerance out of range. */
  payoutMethod: 'QUOTE_PAYOUT_METHOD',
  payoutBankAccount: 'QUOTE_PAYOUT_BANK_ACCOUNT',
  payoutCharity: 'QUOTE_PAYOUT_CHARITY',
  revisionTolerance: 'QUOTE_REVISION_TOLERANCE',
} as const;

/** How long an offer's price stands (the price lock), in days. */
export const QUOTE_PRICE_LOCK_DAYS = 21;
