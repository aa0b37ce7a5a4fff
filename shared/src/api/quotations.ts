// The sell-to-us wizard on the wire (spec §7 'Quotations': GET quotations/questions, POST
// quotations/{id}/questions, POST quotations/estimate, GET quotations/{id}, GET quotations/models,
// GET attributes/buyinwizards), one contract for both sides: the answers' body as the API checks
// it with the types inferred from it; and what the API answers (a question, a quote's offer and
// safety check, a model we buy, a department), each as the response schema the API publishes and,
// as those schemas stay loose, the plain interface beside it; a quote's states (the moves between
// them are rules' quote-states.ts) and the §8 Quotations codes, QUOTE_CODES.
import type { FromSchema } from 'json-schema-to-ts';

/** Every state a quote can be in (spec §3 'Quotation'); the moves between them are rules' QUOTE_TRANSITIONS. */
export const QUOTE_STATES = ['draft', 'offered', 'accepted', 'sent', 'received', 'inspected', 'revised', 'paid', 'returned', 'expired', 'cancelled'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

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

// --- What a quote answers: its offer, line by line, and its safety check ---

/** An amount in pence, cash and exchange side by side (exchange is store credit, always worth more). */
export interface QuoteMoney {
  cash: number;
  exchange: number;
}
const quoteMoneySchema = { type: 'object', required: ['cash', 'exchange'], properties: { cash: { type: 'integer' }, exchange: { type: 'integer' } } } as const;

/** One line of an offer, as the member reads it; the lines add up to the total exactly. */
export interface OfferLine {
  /** top: the model like new; grade: its condition; answer: one answer's effect; floor: keeps the offer at £0.00 or above. */
  kind: 'top' | 'grade' | 'answer' | 'floor';
  questionId?: string;
  answerId?: string;
  /** What the line is about ('No rain cover'); `text` adds the amount ('No rain cover −£4.00'). */
  label: string;
  text: string;
  percent?: number;
  cash: number;
  exchange: number;
}
export const offerLineSchema = {
  type: 'object',
  required: ['kind', 'label', 'text', 'cash', 'exchange'],
  properties: {
    kind: { type: 'string' },
    questionId: { type: 'string' },
    answerId: { type: 'string' },
    label: { type: 'string' },
    text: { type: 'string' },
    percent: { type: 'number' },
    cash: { type: 'integer' },
    exchange: { type: 'integer' },
  },
} as const;

/** A quote's offer: each line, what one item is worth, how many, and the total; null until every question is answered. */
export interface Offer {
  lines: OfferLine[];
  perItem: QuoteMoney;
  quantity: number;
  total: QuoteMoney;
}
export const quoteOfferSchema = {
  type: ['object', 'null'],
  required: ['lines', 'perItem', 'quantity', 'total'],
  properties: { lines: { type: 'array', items: offerLineSchema }, perItem: quoteMoneySchema, quantity: { type: 'integer' }, total: quoteMoneySchema },
} as const;

/** Why the shop may not buy an item, whatever the price, in words for the member. */
export interface SafetyRefusal {
  reason: 'collision' | 'expired' | 'standard' | 'damage' | 'recall' | 'recall-unchecked';
  message: string;
  /** The recall it matches, with where to read it. */
  recall?: { recallId: string; product: string; hazard: string; authority: string; source: string };
}

/** The safety check of a quote's answers: whether it may be bought, why not, and where it can go instead. */
export interface QuoteSafety {
  sellable: boolean;
  refusals: SafetyRefusal[];
  /**
   * Not a refusal: a recall covers some of this model and the label's batch number or date would
   * let us check this one ('We need one more detail'). Null when nothing more is needed.
   */
  moreDetail: { questionId: 'batchCode' | 'manufactureDate'; message: string } | null;
  /** Where an item we cannot buy can go (null when sellable). */
  whereInstead: string | null;
}
export const quoteSafetySchema = {
  type: 'object',
  required: ['sellable', 'refusals', 'whereInstead'],
  properties: {
    sellable: { type: 'boolean' },
    refusals: {
      type: 'array',
      items: {
        type: 'object',
        required: ['reason', 'message'],
        properties: {
          reason: { type: 'string' },
          message: { type: 'string' },
          recall: {
            type: 'object',
            properties: { recallId: { type: 'string' }, product: { type: 'string' }, hazard: { type: 'string' }, authority: { type: 'string' }, source: { type: 'string' } },
          },
        },
      },
    },
    whereInstead: { type: ['string', 'null'] },
    // A recall covers some of this model: the one answer that lets us check this one ('We need one more detail').
    moreDetail: {
      type: ['object', 'null'],
      required: ['questionId', 'message'],
      properties: { questionId: { type: 'string', enum: ['batchCode', 'manufactureDate'] }, message: { type: 'string' } },
    },
  },
} as const;

// --- A quote as its member reads it (GET quotations/{id}) ---

/** A quote as its member reads it: the model, the answers, the safety check, the offer and its life so far. */
export interface QuoteDetail {
  quoteId: string;
  status: QuoteState;
  /** Where the member may move it next. */
  nextStatuses: QuoteState[];
  superCatId: number;
  categoryId: number;
  masterBoxId: string;
  brand: string;
  modelName: string;
  quantity: number;
  answers: QuoteAnswer[];
  safety: QuoteSafety;
  offer: Offer | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  payoutType: 'cash' | 'exchange' | null;
  acceptedAt: string | null;
  webBuyOrderId: string | null;
  /** The member's answer at upload: the shop may show their photos on the product page when it sells the item on (no until they say yes). */
  photosOnProductPage: boolean;
  /** The member's answer at upload: no wear or damage to show (the wear close-up is then not needed). */
  noWearToShow: boolean;
  /** What inspection found, when staff changed the grade: the member accepts it or has the item back. */
  revision: { grade: string; total: QuoteMoney; reason: string; revisedAt: string | null } | null;
  createdAt: string;
  updatedAt: string;
  history: Array<{ fromStatus: QuoteState | null; toStatus: QuoteState; event: string; by: string; at: string }>;
}

// --- The funnel: the models we buy and the departments they are in ---

/** A model we buy as GET quotations/models lists it, with what we pay for one like new (pence). */
export interface BuyInModelListing {
  masterBoxId: string;
  brand: string;
  name: string;
  categoryId: number;
  categoryName: string;
  superCatId: number;
  cashPrice: number;
  exchangePrice: number;
}
export const buyInModelListingSchema = {
  type: 'object',
  properties: {
    masterBoxId: { type: 'string' },
    brand: { type: 'string' },
    name: { type: 'string' },
    categoryId: { type: 'integer' },
    categoryName: { type: 'string' },
    superCatId: { type: 'integer' },
    cashPrice: { type: 'integer' },
    exchangePrice: { type: 'integer' },
  },
} as const;

/** A department of the funnel (GET attributes/buyinwizards) with the kinds we buy in it. */
export interface BuyInDepartment {
  superCatId: number;
  superCatFriendlyName: string;
  categories: Array<{ categoryId: number; categoryName: string; productLineId: number; productLineName: string; carSeat: boolean }>;
}
export const buyInDepartmentSchema = {
  type: 'object',
  properties: {
    superCatId: { type: 'integer' },
    superCatFriendlyName: { type: 'string' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: { categoryId: { type: 'integer' }, categoryName: { type: 'string' }, productLineId: { type: 'integer' }, productLineName: { type: 'string' }, carSeat: { type: 'boolean' } },
      },
    },
  },
} as const;
