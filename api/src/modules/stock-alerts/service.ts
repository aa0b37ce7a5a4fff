// A member's stock alerts ('Tell me when it's back' on an out-of-stock product page). An alert
// stays until removed; a removed one is kept 30 days so the tab can restore it.
import { GENERIC_CODES } from '@shop/shared/api';
import { STOCK_ALERTS_MAX } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { boxExists } from '../catalogue/box-sale.js';
import { BOX_SELECT, toBoxDetail, type BoxRow } from '../catalogue/boxes.js';
import { unknownBox } from '../favourites/service.js';
import { lockMember } from '../members/rows.js';

const RESTORABLE_DAYS = 30;

interface AlertRow extends BoxRow {
  alerted_at: string;
  last_notified_at: string | null;
  removed_at: string | null;
}
const LIST_SQL = `${BOX_SELECT.replace('SELECT ', 'SELECT a.created_at AS alerted_at, a.last_notified_at, a.removed_at, ')}
  JOIN stock_alerts a ON a.box_id = b.box_id
  WHERE a.member_id = $1 AND (a.removed_at IS NULL OR a.removed_at > now() - make_interval(days => ${RESTORABLE_DAYS}))
  ORDER BY a.created_at DESC, a.box_id LIMIT ${STOCK_ALERTS_MAX * 2}`;
const iso = (t: string | Date | null) => (t === null ? null : new Date(t).toISOString());

export function createStockAlertService(db: Db) {
  return {
    async status(memberId: string, boxId: string) {
      const [row] = await db.query('SELECT 1 FROM stock_alerts WHERE member_id = $1 AND box_id = $2 AND removed_at IS NULL', [memberId, boxId]);
      return { boxId, alerted: Boolean(row) };
    },

    /**
     * Live alerts, and the ones removed lately (for restore), newest first, as product cards.
     * One query keyed on the member alone: the box join runs on PostgreSQL's cached generic
     * plan. (A second query for the boxes by `box_id = ANY($1)` was planned afresh on every
     * call, the planner judging its generic plan dearer: planning cost five times the run.)
     */
    async list(memberId: string) {
      const alerts = await db.query<AlertRow>(LIST_SQL, [memberId]);
      const view = (a: AlertRow) => ({ ...toBoxDetail(a), alertedSince: iso(a.alerted_at), lastNotifiedAt: iso(a.last_notified_at) });
      return {
        stockAlerts: alerts.filter((a) => a.removed_at === null).map(view),
        removedStockAlerts: alerts.filter((a) => a.removed_at !== null).map(view),
      };
    },

    async add(memberId: string, boxId: string) {
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        if (!(await boxExists(tx, boxId))) throw unknownBox();
        const [held] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_alerts WHERE member_id = $1 AND removed_at IS NULL AND box_id <> $2', [memberId, boxId]);
        if (Number(held!.n) >= STOCK_ALERTS_MAX) throw new ApiError(409, GENERIC_CODES.tooMany, `You can keep up to ${STOCK_ALERTS_MAX} stock alerts. Remove one to add another.`);
        // Asking again after removing it brings the alert back as new.
        await tx.query(
          `INSERT INTO stock_alerts (member_id, box_id) VALUES ($1, $2)
           ON CONFLICT (member_id, box_id) DO UPDATE SET removed_at = NULL, created_at = CASE WHEN stock_alerts.removed_at IS NULL THEN stock_alerts.created_at ELSE now() END`,
          [memberId, boxId],
        );
      });
      return { boxId, alerted: true };
    },

    async remove(memberId: string, boxIds: string[]) {
      const rows = await db.query('UPDATE stock_alerts SET removed_at = now() WHERE member_id = $1 AND box_id = ANY($2::text[]) AND removed_at IS NULL RETURNING box_id', [memberId, boxIds]);
      return { removed: rows.length };
    },

    async restore(memberId: string, boxIds: string[]) {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [held] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_alerts WHERE member_id = $1 AND removed_at IS NULL', [memberId]);
        if (Number(held!.n) + boxIds.length > STOCK_ALERTS_MAX) throw new ApiError(409, GENERIC_CODES.tooMany, `You can keep up to ${STOCK_ALERTS_MAX} stock alerts.`);
        const rows = await tx.query('UPDATE stock_alerts SET removed_at = NULL WHERE member_id = $1 AND box_id = ANY($2::text[]) AND removed_at IS NOT NULL RETURNING box_id', [memberId, boxIds]);
        return { restored: rows.length };
      });
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
