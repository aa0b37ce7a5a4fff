// The sell-to-us wizard's questions and answers on the wire (spec §7 'Quotations': GET
// quotations/questions, POST quotations/{id}/questions, POST quotations/estimate), one contract
// for both sides: a question as the API sends it (its response schema stays loose, so a plain
// interface), and the answers' body as the API checks it with the types inferred from it. The
// §8 Quotations codes are QUOTE_CODES in @shop/shared/rules (this layer imports no other folder).
import type { FromSchema } from 'json-schema-to-ts';

/** single: one option; multiple: any options (none is an answer); included: the parts there (missing ones cost); month: YYYY-MM; text: free, short. */
export const QUOTE_QUESTION_TYPES = ['single', 'multiple', 'included', 'month', 'text'] as const;
export type QuoteQuestionType = (typeof QUOTE_QUESTION_TYPES)[number];

/** An answer's effect on the offer: a grade, a share of the graded price, or an amount of cash in pence (exchange pays more). */
export type QuoteAnswerEffect = { grade: 'B' | 'C' } | { percent: number } | { pence: number };

/** Why choosing an option means the item cannot be bought (the API's safety check says it in words). */
export type QuoteOptionRefusal = 'collision' | 'standard' | 'damage';

export interface QuoteQuestionOption {
  answerId: string;
  text: string;
  /** single/multiple: applied when chosen. 'included' questions: applied when NOT ticked. */
  effect?: QuoteAnswerEffect;
  /** Choosing it means the item cannot be bought. */
  refuse?: QuoteOptionRefusal;
}

/** One of the wizard's questions for a funnel category, as GET quotations/questions sends it. */
export interface QuoteQuestion {
  questionId: string;
  text: string;
  help?: string;
  type: QuoteQuestionType;
  required: boolean;
  options?: QuoteQuestionOption[];
  /** For text answers. */
  pattern?: string;
  maxLength?: number;
}

/** A question's or an option's id as an answer names it. */
export const QUOTE_ANSWER_ID_PATTERN = '^[A-Za-z0-9-]{1,40}$';
/** At most this many answers in one call, and this many options ticked in one answer. */
export const QUOTE_ANSWERS_MAX = 20;
/** A month's or a text answer's value, at most (a question's own maxLength may be shorter). */
export const QUOTE_ANSWER_VALUE_MAX = 40;

/** The answers of POST quotations/{id}/questions and POST quotations/estimate: an option list, or a value. */
export const quoteAnswersSchema = {
  type: 'array',
  minItems: 1,
  maxItems: QUOTE_ANSWERS_MAX,
  items: {
    type: 'object',
    required: ['questionId'],
    additionalProperties: false,
    properties: {
      questionId: { type: 'string', pattern: QUOTE_ANSWER_ID_PATTERN },
      answerIds: { type: 'array', maxItems: QUOTE_ANSWERS_MAX, items: { type: 'string', pattern: QUOTE_ANSWER_ID_PATTERN } },
      value: { type: 'string', maxLength: QUOTE_ANSWER_VALUE_MAX },
    },
  },
} as const;
/** One answer: the options chosen (single, multiple, included) or the value given (month, text). */
export type QuoteAnswer = FromSchema<(typeof quoteAnswersSchema)['items']>;

/** The body of POST quotations/{id}/questions. */
export const quoteAnswersInputSchema = {
  type: 'object',
  required: ['answers'],
  additionalProperties: false,
  properties: {
    answers: quoteAnswersSchema,
  },
} as const;
export type QuoteAnswersInput = FromSchema<typeof quoteAnswersInputSchema>;
