// Schemas of the goods-in bench's own routes (issue 35; bench-routes.ts), each with `tags`, a
// `summary` and its `response` envelope; member-auth marks every one x-staff-only.
import { INSPECTION_GRADES } from '@shop/shared/api';
import { LISTING_NOTE_MAX, QUOTE_ID_PATTERN, WEB_BUY_ORDER_ID_PATTERN } from '@shop/shared/rules';
import { failureAs, nullable, replies } from '../../http/envelope.js';
import { staffOrder } from './schemas.js';

const tags = ['staff'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const noFields = { type: 'object', additionalProperties: false, properties: {} } as const;
const orderParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: WEB_BUY_ORDER_ID_PATTERN } } } as const;
const quoteParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: QUOTE_ID_PATTERN } } } as const;
const imageId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;
const refused = { 403: failureAs('A member (STAFF_ONLY), or staff without the goods-in permission (G001)') };

export const claim = {
  type: 'object',
  required: ['quoteId', 'staffId', 'by', 'expiresAt'],
  properties: { quoteId: str, staffId: str, by: { ...str, description: "The staff member's name" }, expiresAt: { ...str, description: 'When the item is anyone’s again unless renewed' } },
} as const;
const claims = { type: 'array', items: claim } as const;

const benchItem = {
  type: 'object',
  properties: {
    ...staffOrder.properties.items.items.properties,
    answers: { type: 'array', items: { type: 'object', required: ['question', 'answer'], properties: { question: str, answer: str } } },
    photosOnProductPage: { type: 'boolean', description: "The member's yes at upload: their photos may be on the product page" },
    gradeOptions: {
      type: 'array',
      description: 'What confirming or revising to each grade pays, and whether that is within the member’s tolerance (paid at once) or the member is asked',
      items: { type: 'object', required: ['grade', 'amount', 'withinTolerance'], properties: { grade: { type: 'string', enum: [...INSPECTION_GRADES] }, amount: int, withinTolerance: { type: 'boolean' } } },
    },
    tradeUpBonus: { ...int, description: 'Pence a voucher adds on top when it is paid (the trade-up bonus kept at acceptance); 0 otherwise' },
    payout: { type: ['object', 'null'], properties: { amount: int, method: str, at: str } },
    history: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          fromStatus: nullable('string'),
          toStatus: str,
          actor: { type: 'string', enum: ['staff', 'member', 'system'] },
          by: { ...str, description: "The staff member's name, 'The member' or 'The shop'" },
          at: str,
        },
      },
    },
  },
} as const;

export const parcelSchema = {
  tags,
  summary: 'One parcel at the goods-in bench: each item with the member’s answers, what each grade pays and whether it is asked, its payout, who did what and when, and who has it open',
  params: orderParams,
  response: {
    ...replies({
      type: 'object',
      required: ['parcel', 'claims'],
      properties: { parcel: { type: 'object', properties: { ...staffOrder.properties, items: { type: 'array', items: benchItem } } }, claims },
    }),
    ...refused,
  },
} as const;

export const claimSchema = {
  tags,
  summary: `Takes an item at the bench (or renews one's own claim): other staff see it taken until it expires`,
  params: quoteParams,
  body: noFields,
  response: { ...replies({ type: 'object', required: ['claim'], properties: { claim } }), ...refused, 409: failureAs('Another staff member has it open (G002)') },
} as const;

export const releaseSchema = {
  tags,
  summary: 'Lets go of an item one has open (letting go twice is once)',
  params: quoteParams,
  response: { ...replies({ type: 'object', required: ['released'], properties: { released: { type: 'boolean' } } }), ...refused },
} as const;

const listing = {
  type: 'object',
  required: ['name', 'grade', 'gradeName', 'wearNote', 'price', 'photos'],
  properties: {
    name: str,
    grade: str,
    gradeName: str,
    wearNote: { ...str, description: 'The product page’s condition words: what staff found, the grade’s note, or staff’s correction' },
    wearNoteCorrected: { type: 'boolean' },
    price: { ...int, description: 'The selling price in pence' },
    priceText: str,
    boxId: nullable('string'),
    photos: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          imageId: str,
          takenBy: { type: 'string', enum: ['member', 'staff'] },
          url: str,
          shown: { type: 'boolean', description: 'On the product page' },
          allowed: { type: 'boolean', description: 'May be shown: the staff’s always, the member’s only with their yes at upload' },
        },
      },
    },
  },
} as const;
const listingData = { type: 'object', required: ['listing'], properties: { listing } } as const;

export const listingSchema = {
  tags,
  summary: 'An item’s listing as a shopper will see it once on sale (grade, what was found, price, photos)',
  params: quoteParams,
  response: { ...replies(listingData), ...refused },
} as const;

export const correctListingSchema = {
  tags,
  summary: 'Corrects an item’s listing before it goes on sale: the condition words, and photos left off',
  params: quoteParams,
  body: {
    type: 'object',
    required: ['wearNote', 'hiddenImageIds'],
    additionalProperties: false,
    properties: {
      wearNote: { type: ['string', 'null'], minLength: 1, maxLength: LISTING_NOTE_MAX, pattern: '\\S', description: 'null: the rule’s words' },
      hiddenImageIds: { type: 'array', maxItems: 24, uniqueItems: true, items: imageId },
    },
  },
  response: { ...replies(listingData), ...refused, 409: failureAs('Already on sale (QUOTE_STATE_CONFLICT)') },
} as const;
