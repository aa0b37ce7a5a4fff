// What the quote's tests share (test code only; no page or component imports it): a quote as the
// API answers one still being answered, and the questions every kind is asked as the API asks them.
import type { QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from './api/types';

const GRADE_TEXT = { A: 'Like new', B: 'Good', C: 'Well used' } as const;

/** The condition question: one option per grade letter given (the shop's grades, like new first). */
export const conditionQuestion = (grades: Array<keyof typeof GRADE_TEXT> = ['A', 'B']): QuoteQuestion => ({
  questionId: 'condition',
  text: 'What condition is it in?',
  type: 'single',
  required: true,
  options: grades.map((g) => ({ answerId: g, text: GRADE_TEXT[g] })),
});

/** The car-seat gate's collision question. */
export const collisionQuestion: QuoteQuestion = {
  questionId: 'collision',
  text: 'Has it ever been in a car during a collision, even a minor one?',
  type: 'single',
  required: true,
  options: [
    { answerId: 'no', text: 'No, never' },
    { answerId: 'yes', text: 'Yes' },
  ],
};

/** A Bugaboo Fox 5 quote, a draft: nothing answered, no offer. */
export const draftQuote: Quotation = {
  quoteId: 'Q01JDRAFT',
  status: 'draft',
  categoryId: 83,
  masterBoxId: 'M83-BUGABOO-FOX-5',
  brand: 'Bugaboo',
  modelName: 'Fox 5',
  quantity: 1,
  answers: [],
  safety: { sellable: true, refusals: [], whereInstead: null, moreDetail: null },
  offer: null,
  offerExpiresAt: null,
  payoutType: null,
};
