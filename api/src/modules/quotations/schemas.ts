// Request and response schemas of the quotations resource (spec §7 'Quotations', 'Attributes'
// GET buyinwizards), with the §8 code each field's failure carries. Every route has `tags` and
// its `response` envelope.
import {
  buyInDepartmentSchema,
  buyInModelListingSchema,
  GENERIC_CODES,
  QUOTE_CODES,
  QUOTE_QUESTION_TYPES,
  QUOTE_STATES,
  quoteAnswersInputSchema,
  quoteAnswersSchema,
  quoteOfferSchema,
  quoteSafetySchema,
} from '@shop/shared/api';
import { REVISION_TOLERANCE_MAX, SELL_PAYOUT_METHODS } from '@shop/shared/rules';
import { nullable, responses } from '../../http/envelope.js';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { LIST_MAX } from './service.js';
import { QUOTE_ID_PATTERN } from './quote-id.js';
import { image } from '../quote-images/schemas.js';
import { NO_FIELDS as noFields } from '../../http/empty-body.js';

const tags = ['quotations'];
const int = (maximum = 1_000_000) => ({ type: 'integer', minimum: 1, maximum }) as const;
const str = { type: 'string' } as const;
const money = { type: 'object', required: ['cash', 'exchange'], properties: { cash: { type: 'integer' }, exchange: { type: 'integer' } } } as const;
// A bank account's id (bank-accounts: a random UUID).
const BANK_ACCOUNT_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const MASTER_BOX_ID_PATTERN = '^[Mm][0-9]{2,7}-[A-Za-z0-9]{1,100}$';

// --- data shapes ---
// A question as GET questions sends it (@shop/shared/api QuoteQuestion); the answers' body is the
// contract's too (quoteAnswersInputSchema).
const option = {
  type: 'object',
  required: ['answerId', 'text'],
  properties: {
    answerId: str,
    text: str,
    effect: { type: 'object', properties: { grade: str, percent: { type: 'number' }, pence: { type: 'integer' } } },
    refuse: str,
  },
} as const;
const question = {
  type: 'object',
  required: ['questionId', 'text', 'type', 'required'],
  properties: {
    questionId: str,
    text: str,
    help: str,
    type: { type: 'string', enum: [...QUOTE_QUESTION_TYPES] },
    required: { type: 'boolean' },
    options: { type: 'array', items: option },
    pattern: str,
    maxLength: { type: 'integer' },
  },
} as const;
const offer = quoteOfferSchema;
const safety = quoteSafetySchema;
const status = { type: 'string', enum: [...QUOTE_STATES] } as const;
// The payout chosen at acceptance and, once paid, the payout (payouts/choice.ts): masked numbers only.
const maskedBankAccount = {
  type: ['object', 'null'],
  properties: { bankAccountId: str, accountHolderName: str, sortCode: { ...str, description: 'Masked' }, bankAccountNumber: { ...str, description: 'Masked' } },
} as const;
const charity = { type: ['object', 'null'], properties: { charityId: { type: 'integer' }, name: str } } as const;
const payoutChoiceSchema = {
  type: ['object', 'null'],
  properties: {
    method: { type: 'string', enum: [...SELL_PAYOUT_METHODS] },
    revisionTolerance: { type: 'integer' },
    tradeUpBonus: { type: 'integer', description: 'Pence paid on top of a voucher for a model on the trade-up list (kept at acceptance; 0 for none)' },
    bankAccount: maskedBankAccount,
    charity,
  },
} as const;
const payoutSchema = {
  type: ['object', 'null'],
  properties: {
    payoutId: str,
    quoteId: str,
    method: { type: 'string', enum: [...SELL_PAYOUT_METHODS] },
    amountPence: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'paid', 'failed'] },
    reference: str,
    voucherCode: nullable('string'),
    charityId: nullable('integer'),
    createdAt: str,
    bankAccount: maskedBankAccount,
    charity,
  },
} as const;
export const quotation = {
  type: 'object',
  properties: {
    quoteId: str,
    status,
    nextStatuses: { type: 'array', items: status },
    superCatId: { type: 'integer' },
    categoryId: { type: 'integer' },
    masterBoxId: str,
    brand: str,
    modelName: str,
    quantity: { type: 'integer' },
    answers: {
      type: 'array',
      items: { type: 'object', required: ['questionId'], properties: { questionId: str, answerIds: { type: 'array', items: str }, value: str } },
    },
    safety,
    offer,
    offeredAt: nullable('string'),
    offerExpiresAt: nullable('string'),
    payoutType: nullable('string'),
    acceptedAt: nullable('string'),
    webBuyOrderId: nullable('string'),
    photosOnProductPage: { type: 'boolean', description: "The member's answer at upload: the shop may show their photos on the product page when it sells the item on (default no)" },
    noWearToShow: { type: 'boolean', description: "The member's answer at upload: no wear or damage to show, so no wear close-up is needed (issue 32 §6)" },
    revision: {
      type: ['object', 'null'],
      description: 'The offer after inspection, when staff changed the grade',
      properties: {
        grade: str,
        total: money,
        reason: str,
        revisedAt: nullable('string'),
        photos: {
          type: 'array',
          description: "Staff photos of the item that show why (each size at the member's own photo address, owner-checked, no-store)",
          items: image,
        },
      },
    },
    payoutChoice: payoutChoiceSchema,
    payout: payoutSchema,
    createdAt: str,
    updatedAt: str,
    history: {
      type: 'array',
      items: { type: 'object', properties: { fromStatus: nullable('string'), toStatus: str, event: str, by: str, at: str } },
    },
  },
} as const;
const quotationData = { type: 'object', required: ['quotation'], properties: { quotation } } as const;

// --- requests ---
const quoteParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: QUOTE_ID_PATTERN } } } as const;

export const questionsSchema = {
  tags,
  summary: "The wizard's questions for a funnel category, with each answer's effect on the offer",
  querystring: { type: 'object', required: ['categoryId'], additionalProperties: false, properties: { categoryId: int(), superCatId: int() } },
  response: responses({ 200: { type: 'object', properties: { categoryId: { type: 'integer' }, carSeat: { type: 'boolean' }, questions: { type: 'array', items: question } } } }),
} as const;

export const questionsCodes: FieldCodes = { categoryId: QUOTE_CODES.category, superCatId: QUOTE_CODES.superCat };

export const wizardSchema = {
  tags,
  summary: 'The sell-to-us funnel (§5): departments and the categories we buy in each',
  querystring: { type: 'object', additionalProperties: false, properties: { superCatId: int() } },
  response: responses({
    200: {
      type: 'object',
      properties: {
        buyInWizards: {
          type: 'array',
          items: buyInDepartmentSchema,
        },
      },
    },
  }),
} as const;

export const statusesSchema = {
  tags,
  summary: 'Every status a quote can have, and the moves between them',
  response: responses({
    200: {
      type: 'object',
      properties: {
        statuses: { type: 'array', items: { type: 'object', properties: { status, final: { type: 'boolean' } } } },
        transitions: { type: 'array', items: { type: 'object', properties: { from: status, to: status, event: str, actors: { type: 'array', items: str } } } },
        priceLockDays: { type: 'integer' },
      },
    },
  }),
} as const;

const buyInModel = buyInModelListingSchema;

export const modelsSchema = {
  tags,
  summary: '"What are you selling?": models we buy, with what we pay for one like new, cash and exchange',
  querystring: {
    type: 'object',
    additionalProperties: false,
    // No words with a category lists the category's models (the category page); neither is 5.
    properties: { query: { type: 'string', maxLength: 100, default: '' }, categoryId: int(), limit: { ...int(50), default: 10 } },
  },
  response: responses({
    200: {
      type: 'object',
      properties: {
        models: {
          type: 'array',
          items: buyInModel,
        },
      },
    },
  }),
} as const;

const quoteStart = {
  categoryId: int(),
  superCatId: int(),
  masterBoxId: { type: 'string', maxLength: 120, pattern: MASTER_BOX_ID_PATTERN },
  quantity: { ...int(100), default: 1 },
} as const;

export const createSchema = {
  tags,
  summary: 'Starts a quote for one model of a funnel category',
  body: {
    type: 'object',
    required: ['categoryId', 'masterBoxId'],
    additionalProperties: false,
    properties: quoteStart,
  },
  response: responses({ 201: quotationData }),
} as const;

export const createCodes: FieldCodes = {
  categoryId: QUOTE_CODES.category,
  superCatId: QUOTE_CODES.superCat,
  masterBoxId: QUOTE_CODES.attributeItem,
  quantity: { maximum: QUOTE_CODES.sellItemLimit, default: GENERIC_CODES.format },
};

export const listSchema = {
  tags,
  summary: "The member's quotes, newest first",
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { status, before: { type: 'string', pattern: QUOTE_ID_PATTERN }, limit: { ...int(LIST_MAX), default: 20 } },
  },
  response: responses({
    200: {
      type: 'object',
      properties: {
        quotations: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              quoteId: str,
              status,
              categoryId: { type: 'integer' },
              brand: str,
              modelName: str,
              quantity: { type: 'integer' },
              offerCash: nullable('integer'),
              offerExchange: nullable('integer'),
              offerExpiresAt: nullable('string'),
              createdAt: str,
            },
          },
        },
        nextBefore: nullable('string'),
      },
    },
  }),
} as const;

export const getSchema = { tags, summary: 'One quote: answers, safety check, offer and history', params: quoteParams, response: responses({ 200: quotationData }) } as const;

export const answersSchema = {
  tags,
  summary: "Answers some or all of the quote's questions (an offered quote goes back to draft if they change)",
  params: quoteParams,
  body: quoteAnswersInputSchema,
  response: responses({ 200: quotationData }),
} as const;

export const answersCodes: FieldCodes = { answers: { required: QUOTE_CODES.missingQuestion, minItems: QUOTE_CODES.missingQuestion, default: QUOTE_CODES.attributeValue } };

export const modelSchema = {
  tags,
  summary: 'One model we buy, with what we pay for one like new (the guest price page names it)',
  params: { type: 'object', required: ['masterBoxId'], additionalProperties: false, properties: { masterBoxId: { type: 'string', maxLength: 120, pattern: MASTER_BOX_ID_PATTERN } } },
  response: responses({ 200: { type: 'object', properties: { model: buyInModel } } }),
} as const;

export const estimateSchema = {
  tags,
  summary: "A guest's exact price: the offer these answers get, line by line, with nothing stored (photos and acceptance come after signing in)",
  body: { type: 'object', required: ['categoryId', 'masterBoxId', 'answers'], additionalProperties: false, properties: { ...quoteStart, answers: quoteAnswersSchema } },
  response: responses({
    200: {
      type: 'object',
      properties: {
        estimate: {
          type: 'object',
          required: ['masterBoxId', 'brand', 'modelName', 'categoryId', 'quantity', 'safety', 'offer'],
          properties: { masterBoxId: str, brand: str, modelName: str, categoryId: { type: 'integer' }, quantity: { type: 'integer' }, safety, offer },
        },
      },
    },
  }),
} as const;

export const estimateCodes: FieldCodes = { ...createCodes, ...answersCodes };

/** A call that takes nothing in its body: none, or `{}`. */

export const offerSchema = {
  tags,
  summary: 'The offer, line by line, cash and exchange; held for the price lock. Needs a photo of every required view first (1042 names the missing ones)',
  params: quoteParams,
  body: noFields,
  response: responses({ 200: quotationData }),
} as const;

export const acceptSchema = {
  tags,
  summary: 'Accepts the offer with how to be paid: bank transfer, exchange voucher or a donation (the same acceptance twice is one acceptance)',
  params: quoteParams,
  body: {
    type: 'object',
    additionalProperties: false,
    description: 'payoutMethod, or (as before) payoutType alone: exchange is a voucher; cash alone leaves the method to choose later.',
    properties: {
      payoutType: { type: 'string', enum: ['cash', 'exchange'] },
      payoutMethod: { type: 'string', enum: [...SELL_PAYOUT_METHODS] },
      bankAccountId: { type: 'string', pattern: BANK_ACCOUNT_ID_PATTERN, description: "One of the member's bank accounts (GET /v3/members/{id}/bankaccounts); for bank" },
      charityId: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'One of GET /v3/payments/charities; for charity' },
      revisionTolerance: { type: 'integer', minimum: 0, maximum: REVISION_TOLERANCE_MAX, description: 'Pence staff may pay less after inspection without asking again (at most the offer)' },
    },
  },
  response: responses({ 200: quotationData }),
} as const;

export const acceptCodes: FieldCodes = {
  payoutType: QUOTE_CODES.payoutMethod,
  payoutMethod: QUOTE_CODES.payoutMethod,
  bankAccountId: QUOTE_CODES.payoutBankAccount,
  charityId: QUOTE_CODES.payoutCharity,
  revisionTolerance: QUOTE_CODES.revisionTolerance,
};

export const noWearSchema = {
  tags,
  summary: "The member's answer at upload: no wear or damage to show, so the wear close-up is not needed for the offer (while the quote is a draft)",
  params: quoteParams,
  body: { type: 'object', required: ['noWearToShow'], additionalProperties: false, properties: { noWearToShow: { type: 'boolean' } } },
  response: responses({ 200: quotationData }),
} as const;

export const photoConsentSchema = {
  tags,
  summary: "The member's answer: may the shop show their photos on the product page when it sells the item on (a no once it is on sale takes them off)",
  params: quoteParams,
  body: { type: 'object', required: ['photosOnProductPage'], additionalProperties: false, properties: { photosOnProductPage: { type: 'boolean' } } },
  response: responses({ 200: quotationData }),
} as const;

export const cancelSchema = { tags, summary: 'Cancels a quote before the item is sent', params: quoteParams, body: noFields, response: responses({ 200: quotationData }) } as const;
