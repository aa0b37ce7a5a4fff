// Request schema of the member's data export.
import { idParams } from '../../http/schemas.js';
import { failureEnvelope, routeSchema } from '../../http/envelope.js';

export const exportSchema = routeSchema('member data', "Download the member's data (JSON or CSV)", {
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['json', 'csv'], default: 'json' } },
  },
  // A download (Content-Disposition: attachment), not the envelope.
  'x-envelope': false,
  response: {
    200: {
      description: "The member's data as a file",
      content: { 'application/json': { schema: { type: 'object', additionalProperties: true } }, 'text/csv': { schema: { type: 'string' } } },
    },
    '4xx': failureEnvelope,
  },
});
