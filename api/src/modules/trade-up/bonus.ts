// The trade-up bonus one model earns when its exchange value is paid as a voucher (spec §7).
// Asked by quotations when a member accepts a quote, given this function where the app composes
// it (trade-up imports quotations).
import type { Queryable } from '../../db/db.js';

export type TradeUpBonusOf = (q: Queryable, masterBoxId: string) => Promise<number>;

/** The model's bonus in pence as the list has it now; 0 for a model not on the list. */
export const tradeUpBonusOf: TradeUpBonusOf = async (q, masterBoxId) => (await q.query<{ bonus_pence: number }>('SELECT bonus_pence FROM trade_up_devices WHERE master_box_id = $1', [masterBoxId]))[0]?.bonus_pence ?? 0;
