// /v3/basket/{cartId}: the live basket of spec §7 'Basket'. Form-encoded like the original
// service; the cart id of a member is the member id, so every call is owner-checked.
import { GENERIC_CODES } from '@shop/shared/api';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope.js';
import { scheduleJob } from '../../lib/schedule-job.js';
import * as schemas from './schemas.js';
import type { BasketService, LineChange, MethodChange } from './service.js';

type LineBody = Partial<LineChange> & { isBulk?: number; bulkItemData?: string; memberId?: string };

/** One change, or the bulk list of §7 (`isBulk=1`, `bulkItemData` = JSON list of items). */
function changesFrom(body: LineBody, allowZero: boolean): LineChange[] {
  let raw: unknown[];
  if (body.isBulk === 1) {
    try {
      raw = JSON.parse(body.bulkItemData ?? '');
    } catch {
      throw new ApiError(400, GENERIC_CODES.format, 'bulkItemData must be a JSON list of items');
    }
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 50) throw new ApiError(400, GENERIC_CODES.format, 'bulkItemData must list 1 to 50 items');
  } else {
    raw = [body];
  }
  return raw.map((item) => {
    const i = item as Record<string, unknown>;
    const boxId = String(i.boxId ?? '').toUpperCase();
    const quantity = Number(i.quantity);
    const deliveryMethodId = Number(i.deliveryMethodId ?? 1);
    const storeId = i.storeId === undefined || i.storeId === null || i.storeId === '' ? undefined : Number(i.storeId);
    if (!/^[A-Z]{2}[0-9]{6}$/.test(boxId)) throw new ApiError(400, GENERIC_CODES.format, 'Invalid boxId');
    if (!Number.isInteger(quantity) || quantity > 1000 || quantity < (allowZero ? -1000 : 1)) throw new ApiError(400, GENERIC_CODES.format, 'Invalid quantity');
    if (deliveryMethodId !== 1 && deliveryMethodId !== 2) throw new ApiError(400, GENERIC_CODES.format, 'Invalid deliveryMethodId');
    if (storeId !== undefined && (!Number.isInteger(storeId) || storeId < 1)) throw new ApiError(400, GENERIC_CODES.format, 'Invalid storeId');
    return { boxId, quantity, deliveryMethodId, storeId };
  });
}

export async function basketRoutes(app: FastifyInstance, { basket }: { basket: BasketService }) {
  await app.register(formbody, { bodyLimit: 32 * 1024 });

  app.get<{ Params: { id: string } }>('/v3/basket/:id', { schema: schemas.getSchema }, async (req) => ok(await basket.get(req.params.id)));

  // Each change may carry an Idempotency-Key (schemas.ts): applied once, however often it is sent.
  const key = (req: FastifyRequest) => req.headers['idempotency-key'] as string | undefined;
  const config = { fieldCodes: schemas.CHANGE_CODES };

  app.post<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id/add', { schema: schemas.addSchema, config }, async (req) => ok(await basket.add(req.params.id, changesFrom(req.body ?? {}, false), key(req))));

  app.put<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id/update', { schema: schemas.updateSchema, config }, async (req) =>
    ok(await basket.update(req.params.id, changesFrom(req.body ?? {}, true), key(req))),
  );

  app.put<{ Params: { id: string }; Body: MethodChange }>('/v3/basket/:id/deliverymethod', { schema: schemas.deliveryMethodSchema, config }, async (req) =>
    ok(await basket.changeMethod(req.params.id, { ...req.body, boxId: req.body.boxId.toUpperCase() }, key(req))),
  );

  app.delete<{ Params: { id: string }; Body: LineBody }>('/v3/basket/:id', { schema: schemas.removeSchema, config }, async (req) => {
    const [line] = changesFrom({ ...req.body, quantity: 1 }, false);
    return ok(await basket.remove(req.params.id, line!.boxId, line!.deliveryMethodId, key(req)));
  });

  scheduleJob(app, { intervalMs: 3_600_000, run: () => basket.forgetChangeKeys(), failed: 'basket change keys sweep failed' });
}
