// Schemas of the trade-up list (spec §7 'Device list': GET and POST nvidiatradeups/devices).
import { replies } from '../../http/envelope.js';
import { MASTER_BOX_ID_PATTERN } from '../quotations/schemas.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const device = {
  type: 'object',
  required: ['masterBoxId', 'brand', 'modelName', 'bonus'],
  properties: { masterBoxId: str, brand: str, modelName: str, categoryName: str, exchangePrice: int, bonus: { ...int, description: 'The trade-up bonus, in pence' } },
} as const;

export const devicesSchema = {
  tags: ['trade-up'],
  summary: "The models that earn a trade-up bonus when their exchange value is spent in the shop (spec §7 'Device list')",
  response: replies({ type: 'object', required: ['devices'], properties: { devices: { type: 'array', items: device } } }),
} as const;

export const addDeviceSchema = {
  tags: ['trade-up'],
  summary: 'Adds a model to the trade-up list, or changes its bonus (staff)',
  body: {
    type: 'object',
    required: ['masterBoxId', 'bonus'],
    additionalProperties: false,
    properties: { masterBoxId: { type: 'string', pattern: MASTER_BOX_ID_PATTERN, maxLength: 110 }, bonus: { type: 'integer', minimum: 1, maximum: 100_000 } },
  },
  response: replies({ type: 'object', required: ['device'], properties: { device } }, { status: 201 }),
} as const;
