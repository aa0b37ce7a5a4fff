// /v3/basket/{cartId}: the live basket of spec §7 'Basket'. Form-encoded like the original
// service; the cart id of a member is the member id, so every call is owner-checked.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope.js';
import type { BasketService, LineChange, MethodChange } from './service.js';

const BOX_ID = { type: 'string', pattern: '^[A-Za-z]{2}[0-9]{6}$' } as const;
const cartParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } } } as const;
const lineBody = {
  type: 'object',
  properties: {
    boxId: BOX_ID,
    quantity: { type: 'integer', minimum: -1000, maximum: 1000 },
    deliveryMethodId: { type: 'integer', enum: [1, 2] },
    storeId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    mode: { type: 'integer', enum: [2] },
    memberId: { type: 'string', maxLength: 20 },
    cartId: { type: 'string', maxLength: 40 },
    isBulk: { type: 'integer', enum: [0, 1] },
    bulkItemData: { type: 'string', maxLength: 20_000 },
    totalPrice: { type: 'number', minimum: 0, maximum: 1_000_000 },
  },
} as const;

// Switch a line between delivery and collection: the line (box + its method now) and where it goes.
const methodBody = {
  type: 'object',
  required: ['boxId', 'deliveryMethodId', 'newDeliveryMethodId'],
  properties: {
    boxId: BOX_ID,
    deliveryMethodId: { type: 'integer', enum: [1, 2] },
    newDeliveryMethodId: { type: 'integer', enum: [1, 2] },
    storeId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    mode: { type: 'integer', enum: [2] },
    memberId: { type: 'string', maxLength: 20 },
    cartId: { type: 'string', maxLength: 40 },
  },
} as const;

type LineBody = Partial<LineChange> & { isBulk?: number; bulkItemData?: string; memberId?: string };

/** One change, or the bulk list of §7 (`isBulk=1`, `bulkItemData` = JSON list of items). */
function changesFrom(body: LineBody, allowZero: boolean): LineChange[] {
  let raw: unknown[];
  if (body.isBulk === 1) {
    try {
      raw = JSON.parse(body.bulkItemData ?? '');
    } catch {
      throw new ApiError(400, 5, 'bulkItemData must be a JSON list of items');
    }
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 50) throw new ApiError(400, 5, 'bulkItemData must list 1 to 50 items');
  } else {
    raw = [body];
  }
  return raw.map((item) => {
    const i = item as Record<string, unknown>;
    const boxId = String(i.boxId ?? '').toUpperCase();
    const quantity = Number(i.quantity);
    const deliveryMethodId = Number(i.deliveryMethodId ?? 1);
    const storeId = i.storeId === undefined || i.storeId === null || i.storeId === '' ? undefined : Number(i.storeId);
    if (!/^[A-Z]{2}[0-9]{6}$/.test(boxId)) throw new ApiError(400, 5, 'Invalid boxId');
    if (!Number.isInteger(quantity) || quantity > 1000 || quantity < (allowZero ? -1000 : 1)) throw new ApiError(400, 5, 'Invalid quantity');
    if (deliveryMethodId !== 1 && deliveryMethodId !== 2) throw new ApiError(400, 5, 'Invalid deliveryMethodId');
    if (storeId !== undefined && (!Number.isInteger(storeId) || storeId < 1)) throw new ApiError(400, 5, 'Invalid storeId');
    return { boxId, quantity, deliveryMethodId, storeId };
  });
}

export async function basketRoutes(app: FastifyInstance, { basket }: { basket: BasketService }) {
  await app.register(formbody, { bodyLimit: 32 * 1024 });

  app.get<{ Params: { id: string } }>('/v3/basket/:id', { schema: { params: cartParams } }, async (req) => ok(await basket.get(req.params.id)));

  app.post<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id/add', { schema: { params: cartParams, body: lineBody } }, async (req) =>
    ok(await basket.add(req.params.id, changesFrom(req.body ?? {}, false))),
  );

  app.put<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id/update', { schema: { params: cartParams, body: lineBody } }, async (req) =>
    ok(await basket.update(req.params.id, changesFrom(req.body ?? {}, true))),
  );

  app.put<{ Params: { id: string }; Body: MethodChange }>('/v3/basket/:id/deliverymethod', { schema: { params: cartParams, body: methodBody } }, async (req) =>
    ok(await basket.changeMethod(req.params.id, { ...req.body, boxId: req.body.boxId.toUpperCase() })),
  );

  app.delete<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id', { schema: { params: cartParams, body: lineBody } }, async (req) => {
    const [line] = changesFrom({ ...req.body, quantity: 1 }, false);
    return ok(await basket.remove(req.params.id, line!.boxId, line!.deliveryMethodId));
  });
}
