// Request schema of the member's data export.
import { idParams } from '../members/schemas.js';

export const exportSchema = {
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { format: { type: 'string', enum: ['json', 'csv'], default: 'json' } },
  },
};
