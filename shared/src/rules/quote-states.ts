// The life of a sell-to-us quotation (spec §3 'Quotation', §7 'Quotations' GET statuses), written
// down once: every state, every move between two states and who may make it. The API enforces
// it (an illegal move answers 409 QUOTE_STATE_CONFLICT); the sell-to-us pages read it to show a
// quote's status and what can happen next.

// The states themselves, and the codes a refused move answers, are the wire contract (@shop/shared/api quotations.ts).
import { QUOTE_STATES, type QuoteState } from '@shop/shared/api';

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

/** How long an offer's price stands (the price lock), in days. */
export const QUOTE_PRICE_LOCK_DAYS = 21;
