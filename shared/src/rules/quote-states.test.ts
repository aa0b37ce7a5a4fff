import { QUOTE_STATES, type QuoteState } from '@shop/shared/api';
import { canMoveQuote, FINAL_QUOTE_STATES, nextQuoteStates, OPEN_QUOTE_STATES, quoteMoveProblem, type QuoteActor } from './quote-states';

// The expected table, written out independently of QUOTE_TRANSITIONS: from -> to -> who may.
const LEGAL: Partial<Record<QuoteState, Partial<Record<QuoteState, QuoteActor[]>>>> = {
  draft: { offered: ['member'], cancelled: ['member', 'staff'], expired: ['system'] },
  offered: { draft: ['member'], accepted: ['member'], expired: ['system'], cancelled: ['member', 'staff'] },
  accepted: { sent: ['member', 'staff'], cancelled: ['member', 'staff'], expired: ['system'] },
  sent: { accepted: ['member', 'staff'], received: ['staff'] },
  received: { inspected: ['staff'] },
  inspected: { paid: ['staff'], revised: ['staff'], returned: ['staff'] },
  revised: { paid: ['member', 'staff'], returned: ['member', 'staff'] },
};
const ACTORS: QuoteActor[] = ['member', 'staff', 'system'];

const cases = QUOTE_STATES.flatMap((from) => QUOTE_STATES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

describe('quote state machine: every pair of states, for every actor', () => {
  it('covers all 11 states × 11 states × 3 actors', () => {
    expect(QUOTE_STATES).toHaveLength(11);
    expect(cases).toHaveLength(363);
  });

  it.each(cases)('%s -> %s by %s', (from, to, actor) => {
    const allowed = LEGAL[from]?.[to];
    const expected = !allowed ? 'illegal' : allowed.includes(actor) ? null : 'actor';
    expect(quoteMoveProblem(from, to, actor)).toBe(expected);
    expect(canMoveQuote(from, to, actor)).toBe(expected === null);
  });
});

describe('final and open states', () => {
  it('never leaves a final state', () => {
    for (const from of FINAL_QUOTE_STATES) for (const actor of ACTORS) expect(nextQuoteStates(from, actor)).toEqual([]);
  });
  it('counts every other state as open (towards the sell limits)', () => {
    expect([...OPEN_QUOTE_STATES].sort()).toEqual(['accepted', 'draft', 'inspected', 'offered', 'received', 'revised', 'sent']);
  });
  it('lists where a member can take an offered quote', () => {
    expect(nextQuoteStates('offered', 'member').sort()).toEqual(['accepted', 'cancelled', 'draft']);
  });
  it('has no move from a state to itself', () => {
    for (const s of QUOTE_STATES) for (const actor of ACTORS) expect(canMoveQuote(s, s, actor)).toBe(false);
  });
});
