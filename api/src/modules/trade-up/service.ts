// The trade-up list (spec §7 'Device list'): models whose exchange value, spent in the shop,
// earns a bonus on top. Names and prices come from the catalogue's models (buy-in-models.ts), so
// the list only ever names a model the shop really buys; staff add one or change its bonus.
import { QUOTE_CODES } from '@shop/shared/api';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { buyInModel } from '../quotations/buy-in-models.js';

interface DeviceRow {
  master_box_id: string;
  bonus_pence: number;
}

function view(row: DeviceRow) {
  const model = buyInModel(row.master_box_id);
  if (!model) return null;
  return { masterBoxId: model.masterBoxId, brand: model.brand, modelName: model.name, categoryName: model.categoryName, exchangePrice: model.top.exchange, bonus: row.bonus_pence };
}

export function createTradeUpService(db: Db) {
  return {
    /** The list, A to Z by name; a model no longer bought drops out of it. */
    async devices() {
      const rows = await db.query<DeviceRow>('SELECT master_box_id, bonus_pence FROM trade_up_devices');
      return rows
        .map(view)
        .filter((d) => d !== null)
        .sort((a, b) => a.modelName.localeCompare(b.modelName));
    },

    /** Adds a model (or sets its bonus again), kept with the staff account that did it. */
    async add(input: { masterBoxId: string; bonus: number }, staffId: string) {
      const model = buyInModel(input.masterBoxId);
      if (!model) throw new ApiError(400, QUOTE_CODES.attributeItem, 'We could not find that model among the ones we buy.');
      const [row] = await db.query<DeviceRow>(
        `INSERT INTO trade_up_devices (master_box_id, bonus_pence, added_by) VALUES ($1, $2, $3)
         ON CONFLICT (master_box_id) DO UPDATE SET bonus_pence = EXCLUDED.bonus_pence, added_by = EXCLUDED.added_by, added_at = now()
         RETURNING master_box_id, bonus_pence`,
        [model.masterBoxId, input.bonus, staffId],
      );
      return view(row!)!;
    },
  };
}

export type TradeUpService = ReturnType<typeof createTradeUpService>;
