// Schemas of the staff API (issue #14 'Staff'), each with `tags`, a `summary` and its `response`
// envelope; member-auth marks every one x-staff-only with a bearer token in the OpenAPI document.
import { INSPECTION_GRADES, QUOTE_STATES } from '@shop/shared/api';
import { BOX_ID_PATTERN, QUOTE_ID_PATTERN, QUOTE_PHOTO_CODES, QUOTE_PHOTO_LIMITS, QUOTE_PHOTO_SIZES, QUOTE_VIEW_NUMBERS, WEB_BUY_ORDER_ID_PATTERN, WEB_BUY_ORDER_STATES } from '@shop/shared/rules';
import { failureAs, nonJson, nullable, replies } from '../../http/envelope.js';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { quotation } from '../quotations/schemas.js';
import { REASON_MAX, REVISION_PHOTOS_MAX } from './goods-in.js';

const tags = ['staff'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const noFields = { type: 'object', additionalProperties: false, properties: {} } as const;
const orderParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: WEB_BUY_ORDER_ID_PATTERN } } } as const;
const quoteParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: QUOTE_ID_PATTERN } } } as const;
const quoteStatus = { type: 'string', enum: [...QUOTE_STATES] } as const;

const item = {
  type: 'object',
  required: ['quoteId', 'status', 'modelName', 'offered', 'revision'],
  properties: {
    quoteId: str,
    status: quoteStatus,
    brand: str,
    modelName: str,
    quantity: int,
    declaredGrade: nullable('string'),
    payoutType: nullable('string'),
    payoutMethod: nullable('string'),
    offered: { ...int, description: 'What the member was offered, in pence, by the payout they chose' },
    revisionTolerance: { ...int, description: 'How much less (pence) the member lets staff pay without asking' },
    revision: {
      type: ['object', 'null'],
      properties: { grade: str, amount: int, reason: str },
    },
  },
} as const;

export const staffOrder = {
  type: 'object',
  required: ['webBuyOrderId', 'memberId', 'status', 'items', 'history'],
  properties: {
    webBuyOrderId: str,
    memberId: str,
    status: { type: 'string', enum: [...WEB_BUY_ORDER_STATES] },
    handover: nullable('string'),
    storeId: nullable('integer'),
    collectionFrom: { type: ['object', 'null'], properties: { town: str, postcode: str } },
    labelGeneratedAt: nullable('string'),
    createdAt: str,
    updatedAt: str,
    items: { type: 'array', items: item },
    history: {
      type: 'array',
      items: { type: 'object', properties: { fromStatus: str, toStatus: str, event: str, by: str, actorId: nullable('string'), at: str } },
    },
  },
} as const;
const orderData = { type: 'object', required: ['webBuyOrder'], properties: { webBuyOrder: staffOrder } } as const;

export const arrivingSchema = {
  tags,
  summary: 'Parcels on their way to the shop (web buy orders sent), oldest first, with their items',
  querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 100 } } },
  response: replies({
    type: 'object',
    required: ['webBuyOrders', 'claims'],
    properties: {
      webBuyOrders: { type: 'array', items: staffOrder },
      claims: {
        type: 'array',
        description: 'Items staff have open at the bench (issue 35), each until it expires',
        items: { type: 'object', required: ['quoteId', 'staffId', 'by', 'expiresAt'], properties: { quoteId: str, staffId: str, by: str, expiresAt: str } },
      },
    },
  }),
} as const;

export const internalSchema = {
  tags,
  summary: "The staff view of one web buy order: each item's offer, revision and payout, and who did what when",
  params: orderParams,
  response: replies(orderData),
} as const;

export const receiveSchema = {
  tags,
  summary: 'A parcel arrived: the order and each of its items are received (received twice is one receipt)',
  params: orderParams,
  body: noFields,
  response: replies(orderData),
} as const;

export const inspectSchema = {
  tags,
  summary: 'Inspects one item: confirm its grade, revise it with a reason (re-priced; paid at once within the member’s tolerance), or return it',
  params: quoteParams,
  body: {
    type: 'object',
    required: ['outcome'],
    additionalProperties: false,
    properties: {
      outcome: { type: 'string', enum: ['confirm', 'revise', 'return'] },
      grade: { type: 'string', enum: [...INSPECTION_GRADES] },
      reason: { type: 'string', minLength: 1, maxLength: REASON_MAX, pattern: '\\S' },
      photoIds: {
        type: 'array',
        maxItems: REVISION_PHOTOS_MAX,
        uniqueItems: true,
        items: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
        description: 'Staff photos of this item (POST /v3/staff/quotations/{id}/images) the revision shows the member',
      },
    },
    // A revision names the new grade and why; only a revision carries photos.
    if: { properties: { outcome: { const: 'revise' } } },
    then: { required: ['grade', 'reason'] },
    else: { not: { required: ['photoIds'] } },
  },
  response: replies({
    type: 'object',
    required: ['status', 'paidWithoutAsking'],
    properties: { status: quoteStatus, paidWithoutAsking: { type: 'boolean', description: 'A revision within the member’s tolerance is paid at once' } },
  }),
} as const;

export const paySchema = {
  tags,
  summary: 'Releases payment of one inspected item (each item is paid on its own; paid twice is one payout)',
  params: quoteParams,
  body: noFields,
  response: replies({ type: 'object', required: ['status'], properties: { status: quoteStatus, payout: { type: 'object', additionalProperties: true } } }),
} as const;

export const revisionSchema = {
  tags: ['quotations'],
  summary: "The member's answer to a revised offer: accept (paid) or decline (the item is returned free)",
  params: quoteParams,
  body: { type: 'object', required: ['accept'], additionalProperties: false, properties: { accept: { type: 'boolean' } } },
  response: replies({ type: 'object', required: ['quotation'], properties: { quotation } }),
} as const;

const photoParams = {
  type: 'object',
  required: ['id', 'imageId', 'size'],
  additionalProperties: false,
  properties: { id: quoteParams.properties.id, imageId: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' }, size: { type: 'string', enum: Object.keys(QUOTE_PHOTO_SIZES) } },
} as const;
const photo = {
  type: 'object',
  required: ['imageId', 'view', 'viewName', 'urls', 'takenBy'],
  properties: {
    imageId: str,
    takenBy: { type: 'string', enum: ['member', 'staff'], description: "The member's photo, or one staff took at inspection" },
    view: int,
    viewName: str,
    contentType: str,
    width: int,
    height: int,
    urls: { type: 'object', properties: { l: str, m: str, s: str } },
    createdAt: str,
  },
} as const;

export const photosSchema = {
  tags,
  summary: "The member's photos of an item, to inspect it against, then the staff's own (addresses under /v3/staff/, never the member's id)",
  params: quoteParams,
  response: replies({ type: 'object', required: ['images'], properties: { images: { type: 'array', items: photo } } }),
} as const;

export const photoFileSchema = {
  tags,
  summary: 'One display size of a photo of an item (l 1600, m 800, s 320 px)',
  produces: ['image/webp'],
  params: photoParams,
  response: nonJson('image/webp', 'The picture, with the content type it was stored as'),
} as const;

export const staffUploadSchema = {
  tags,
  summary: 'A staff photo of an item at inspection (multipart/form-data, one file field "photo"; checked and stripped like a member\'s), for a revision to show the member',
  consumes: ['multipart/form-data'],
  params: quoteParams,
  querystring: { type: 'object', required: ['view'], additionalProperties: false, properties: { view: { type: 'integer', enum: QUOTE_VIEW_NUMBERS } } },
  response: {
    ...replies({ type: 'object', required: ['image', 'images'], properties: { image: photo, images: { type: 'array', items: photo } } }, { status: 201, description: 'Stored' }),
    409: failureAs(`The item is not received or being inspected (QUOTE_STATE_CONFLICT), or already has ${QUOTE_PHOTO_LIMITS.maxPerQuote} staff photos (1044)`),
    413: failureAs(`The photo is over ${QUOTE_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB (1043)`),
    415: failureAs('Not a JPEG, PNG, WebP or HEIC by its content (1045), or not multipart/form-data (5)'),
  },
} as const;
export const staffUploadCodes: FieldCodes = { view: QUOTE_PHOTO_CODES.imageType };

// A box's photos (box-photos.ts): the staff's own, replacing the drawing until the box has one.
const boxParams = { type: 'object', required: ['boxId'], additionalProperties: false, properties: { boxId: { type: 'string', pattern: BOX_ID_PATTERN } } } as const;
const boxPictures = {
  type: 'object',
  required: ['boxId', 'imageViews', 'photos'],
  properties: {
    boxId: str,
    imageViews: { type: 'array', items: int, description: "The box's pictures' view numbers: its photos', or the drawing's front view (1) when it has none" },
    photos: {
      type: 'array',
      items: {
        type: 'object',
        required: ['view', 'takenBy', 'url'],
        properties: {
          view: int,
          takenBy: { type: 'string', enum: ['member', 'staff'], description: "The member's (shown with their yes at upload) or the shop's" },
          url: { ...str, description: 'The large size at its public address' },
        },
      },
    },
  },
} as const;

export const boxPicturesSchema = {
  tags,
  summary: "A box's photos and whose each is (a box with none is drawn)",
  params: boxParams,
  response: replies(boxPictures),
} as const;

export const boxPhotoUploadSchema = {
  tags,
  summary: 'A staff photo of a box on sale (multipart/form-data, one file field "photo"; checked and stripped like a quote photo): replaces the drawing, or the photo of that view',
  consumes: ['multipart/form-data'],
  params: boxParams,
  querystring: { type: 'object', required: ['view'], additionalProperties: false, properties: { view: { type: 'integer', enum: QUOTE_VIEW_NUMBERS } } },
  response: {
    ...replies(boxPictures, { status: 201, description: 'Stored; on the product page at once' }),
    404: failureAs('No such box (2042)'),
    413: failureAs(`The photo is over ${QUOTE_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB (1043)`),
    415: failureAs('Not a JPEG, PNG, WebP or HEIC by its content (1045), or not multipart/form-data (5)'),
  },
} as const;
export const boxPhotoUploadCodes: FieldCodes = { view: QUOTE_PHOTO_CODES.imageType };
