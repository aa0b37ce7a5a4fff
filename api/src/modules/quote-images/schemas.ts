// Schemas of the quote photo routes: params, query, body, every answer (the v3 envelope per
// status) and tags. The limits come from @shop/shared/rules, which the page reads too.
import { GENERIC_CODES, QUOTE_CODES } from '@shop/shared/api';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS as LIMITS, QUOTE_PHOTO_SIZES, QUOTE_VIEW_NUMBERS } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { failureAs, okEnvelope } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const tags = ['quotations'];

/** The quotations module's id, as text: digits or a ULID-like token, nothing a path could abuse. */
const quoteId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;
const imageId = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;
const size = { type: 'string', enum: Object.keys(QUOTE_PHOTO_SIZES) } as const;

const quoteParams = { type: 'object', required: ['id', 'quoteId'], additionalProperties: false, properties: { id: idParams.properties.id, quoteId } } as const;
const imageParams = { type: 'object', required: ['id', 'quoteId', 'imageId'], additionalProperties: false, properties: { ...quoteParams.properties, imageId } } as const;
const fileParams = { type: 'object', required: ['id', 'quoteId', 'imageId', 'size'], additionalProperties: false, properties: { ...imageParams.properties, size } } as const;

/** One photo as a member reads it (also a revision's staff photos on GET /v3/quotations/{id}). */
export const image = {
  type: 'object',
  required: ['imageId', 'view', 'viewName', 'contentType', 'width', 'height', 'urls', 'createdAt'],
  additionalProperties: false,
  properties: {
    imageId,
    view: { type: 'integer' },
    viewName: { type: 'string' },
    contentType: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    urls: { type: 'object', required: ['l', 'm', 's'], additionalProperties: false, properties: { l: { type: 'string' }, m: { type: 'string' }, s: { type: 'string' } } },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
const images = { type: 'array', items: image } as const;

const limits = {
  type: 'object',
  required: ['maxBytes', 'maxPerQuote', 'maxPixels', 'maxPixelsLossless', 'maxPixelsHeic', 'minEdge', 'acceptedTypes'],
  additionalProperties: false,
  properties: {
    maxBytes: { type: 'integer' },
    maxPerQuote: { type: 'integer' },
    maxPixels: { type: 'integer', description: "Pixels of a JPEG at most (a phone camera's largest)" },
    maxPixelsLossless: { type: 'integer', description: 'Pixels of a PNG or WebP at most' },
    maxPixelsHeic: { type: 'integer', description: 'Pixels of a HEIC or HEIF (iPhone, Mac) at most; it is converted' },
    minEdge: { type: 'integer' },
    acceptedTypes: { type: 'array', items: { type: 'string' } },
  },
} as const;

const imageType = {
  type: 'object',
  required: ['view', 'name', 'required'],
  additionalProperties: false,
  properties: { view: { type: 'integer' }, name: { type: 'string' }, required: { type: 'boolean' } },
} as const;

const refused = {
  400: failureAs('Bad input: 1043 unreadable, empty, too small or too many pixels; 1014 unknown view; 1042 no photo sent; 5 malformed'),
  401: failureAs('No valid access token (6, 7, 8)'),
  403: failureAs("Another member's account or quote (1002)"),
  404: failureAs('No such quote (4) or photo (1042)'),
  500: failureAs('Unexpected failure (-1) or the photo could not be stored or removed (1047)'),
} as const;

export const imageTypesSchema = {
  tags,
  summary: 'The views the shop asks for, for a category (spec §9 view numbers), and the photo limits',
  querystring: {
    type: 'object',
    required: ['categoryId'],
    additionalProperties: false,
    properties: { categoryId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
  response: {
    200: okEnvelope({
      type: 'object',
      required: ['categoryId', 'imageTypes', 'limits'],
      additionalProperties: false,
      properties: { categoryId: { type: 'integer' }, imageTypes: { type: 'array', items: imageType }, limits },
    }),
    400: failureAs('categoryId missing or not a number (1011)'),
    404: failureAs('No such category (1011)'),
    500: refused[500],
  },
} as const;
export const imageTypesCodes: FieldCodes = { categoryId: QUOTE_CODES.category };

export const listSchema = {
  tags,
  summary: "A quote's photos, oldest first",
  params: quoteParams,
  response: { 200: okEnvelope({ type: 'object', required: ['images'], additionalProperties: false, properties: { images } }), ...refused },
} as const;

export const uploadSchema = {
  tags,
  summary: 'Add one photo of a view to a quote (multipart/form-data, one file field named "photo")',
  consumes: ['multipart/form-data'],
  params: quoteParams,
  querystring: {
    type: 'object',
    required: ['view'],
    additionalProperties: false,
    properties: { view: { type: 'integer', enum: QUOTE_VIEW_NUMBERS } },
  },
  // Read as a stream by the handler (never buffered whole by the framework); described for OpenAPI.
  response: {
    201: okEnvelope({ type: 'object', required: ['image', 'images'], additionalProperties: false, properties: { image, images } }, 'Stored'),
    ...refused,
    409: failureAs(`The quote already holds ${LIMITS.maxPerQuote} photos (1044), or its photos can no longer change (1047)`),
    413: failureAs(`The photo is over ${LIMITS.maxBytes / 1024 / 1024} MB (1043)`),
    415: failureAs('Not a JPEG, PNG, WebP or HEIC by its content (1045), or not multipart/form-data (5)'),
  },
} as const;
export const uploadCodes: FieldCodes = { view: C.imageType, quoteId: GENERIC_CODES.notFound };

export const removeSchema = {
  tags,
  summary: 'Remove one photo from a quote: its files and its row together',
  params: imageParams,
  response: {
    200: okEnvelope({ type: 'object', required: ['imageId', 'images'], additionalProperties: false, properties: { imageId, images } }),
    ...refused,
    409: failureAs("The quote's photos can no longer change (1047)"),
  },
} as const;
export const imageCodes: FieldCodes = { quoteId: GENERIC_CODES.notFound, imageId: C.missing, size: C.missing };

export const fileSchema = {
  tags,
  summary: 'One display size of a photo (l 1600, m 800, s 320 px); HEAD answers its content type',
  produces: ['image/webp'],
  params: fileParams,
  response: {
    200: { description: 'The picture, with the content type it was stored as', type: 'string', format: 'binary' },
    ...refused,
  },
} as const;
