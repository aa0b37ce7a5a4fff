// Schemas of the popular-searches utility (spec §7 'Utilities': GET searchbucket).
import { SEARCH_TEXT_MAX, SUGGESTIONS_MAX } from '@shop/shared/rules';
import { objectOf, replies, routeSchema } from '../../http/envelope.js';

export const searchBucketSchema = routeSchema('utilities', 'Popular searches that start with the typed text, most shoppers first (only texts many shoppers typed)', {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: SEARCH_TEXT_MAX * 4, default: '', description: 'What the shopper has typed so far; empty for the most popular' },
      limit: { type: 'integer', minimum: 1, maximum: SUGGESTIONS_MAX, default: SUGGESTIONS_MAX },
    },
  },
  response: replies(objectOf({ searchBucket: { type: 'array', maxItems: SUGGESTIONS_MAX, items: objectOf({ query: { type: 'string' } }) } })),
});
