// Schemas of members/{id}/cardtokens: the answers in the v3 envelope, and the DELETE that names
// its card in the query (?cardTokenId=) or the body ({ cardTokenId }), §8 'Card tokens' codes.
import { CARD_TOKEN_CODES as CODES, CARD_TOKEN_ID_PATTERN } from '@shop/shared/rules';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { objectOf, replies } from '../../http/envelope.js';
import { idParams } from '../../http/schemas.js';

const tags = ['members: card tokens'];
const savedCard = objectOf({
  cardTokenId: { type: 'string', pattern: CARD_TOKEN_ID_PATTERN },
  brand: { type: 'string' },
  last4: { type: 'string', pattern: '^[0-9]{4}$' },
  expiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
  expiryYear: { type: 'integer' },
  expired: { type: 'boolean' },
  createdAt: { type: 'string', format: 'date-time' },
  lastUsedAt: { type: ['string', 'null'], format: 'date-time' },
});
const cardTokenId = { type: 'string', maxLength: 36, pattern: CARD_TOKEN_ID_PATTERN } as const;
const naming = { type: 'object', additionalProperties: false, properties: { cardTokenId } } as const;

export const cardTokenCodes: FieldCodes = { cardTokenId: CODES.format };
export const listSchema = { tags, summary: "The member's saved cards (brand, last 4 digits, expiry)", params: idParams, response: replies(objectOf({ cardTokens: { type: 'array', items: savedCard } })) };
export const deleteSchema = {
  tags,
  summary: 'Forget a saved card',
  params: idParams,
  querystring: naming,
  body: { ...naming, nullable: true },
  response: replies(objectOf({ deleted: { type: 'boolean' } })),
};
