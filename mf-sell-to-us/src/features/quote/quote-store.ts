// The wizard's state for one quote, split by operation: open (create or load), answer (answers,
// then the offer unless the item cannot be bought), accept. Each operation is one function that
// takes the state it needs and returns the next; the hook only wires them to React.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { acceptOffer, answerQuestions, createQuote, getQuestions, getQuote } from './api/quote';
import { failureMessage } from '../../api/client';
import type { PayoutChoice } from '../payout';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from './api/types';

export type WizardState = { phase: 'loading' } | { phase: 'failed'; error: string } | { phase: 'questions' | 'refused' | 'offer' | 'accepted' | 'ended'; quote: Quotation; questions: QuoteQuestion[]; error?: string };

export type Opening = { quoteId: string } | { masterBoxId: string; categoryId: number };

/** Start a quote for a model, or load one; the phase follows what the quote is. */
export async function openQuote(opening: Opening): Promise<WizardState> {
  const quote = 'quoteId' in opening ? await getQuote(opening.quoteId) : await createQuote(opening);
  // A new quote is where selling to us begins (§7 analytics: begin sell to us); a reopened one is not.
  if (!('quoteId' in opening)) bus.emit('host:analytics-event', { event: 'begin_sell_to_us', params: { quote_id: quote.quoteId, item_category: String(quote.categoryId), item_id: opening.masterBoxId } });
  return { phase: phaseOf(quote), quote, questions: await getQuestions(quote.categoryId) };
}

/** Send the answers; a sellable item goes on to its photos (the offer needs them), a refused one says why. */
export const answerQuote = (quote: Quotation, answers: QuoteAnswer[]): Promise<Quotation> => answerQuestions(quote.quoteId, answers);

export const acceptQuote = (quote: Quotation, payout: PayoutChoice) => acceptOffer(quote.quoteId, payout);

export function phaseOf(quote: Quotation): 'questions' | 'refused' | 'offer' | 'accepted' | 'ended' {
  // An offer past its price lock (or a draft left as long): it says when it ended, and how to ask again.
  if (quote.status === 'expired') return 'ended';
  if (!quote.safety.sellable) return 'refused';
  if (quote.status === 'offered' && quote.offer) return 'offer';
  if (quote.status === 'draft' || quote.status === 'offered') return 'questions';
  return 'accepted';
}

export function useQuoteWizard(opening: Opening | null) {
  const [state, setState] = useState<WizardState>({ phase: 'loading' });
  const live = useRef(true);
  const key = opening ? JSON.stringify(opening) : '';
  const held = useRef<string | null>(null);
  held.current = 'quote' in state ? state.quote.quoteId : null;
  useEffect(() => {
    live.current = true;
    // The quote just started moving into the URL is the one already held: nothing to open.
    if (opening && 'quoteId' in opening && opening.quoteId === held.current) return;
    if (!opening) setState({ phase: 'failed', error: failureMessage({ code: 'QUOTE_NOT_FOUND' }) });
    else
      openQuote(opening).then(
        // The step renders in a transition, a few ms at a time: never one long task on a slow phone.
        (s) => live.current && startTransition(() => setState(s)),
        (e: unknown) => live.current && setState({ phase: 'failed', error: failureMessage(e) }),
      );
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Run an operation on the current quote; its failure shows beside the form, the state stays. Answers the quote, or null. */
  const run = useCallback(
    async (operation: (quote: Quotation) => Promise<Quotation>): Promise<Quotation | null> => {
      if (!('quote' in state)) return null;
      try {
        const quote = await operation(state.quote);
        if (live.current) setState({ ...state, phase: phaseOf(quote), quote, error: undefined });
        return quote;
      } catch (e) {
        // The price lock ended while the page was open: the page says so (QUOTE_EXPIRED, its own code).
        const ended = (e as { code?: unknown }).code === 'QUOTE_EXPIRED';
        if (live.current) setState(ended ? { ...state, phase: 'ended', quote: { ...state.quote, status: 'expired' }, error: undefined } : { ...state, error: failureMessage(e) });
        return null;
      }
    },
    [state],
  );

  const editAnswers = useCallback(() => 'quote' in state && setState({ ...state, phase: 'questions', error: undefined }), [state]);
  return { state, run, editAnswers };
}
