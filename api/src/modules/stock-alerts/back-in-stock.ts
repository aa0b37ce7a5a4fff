// The restock e-mail: when a box comes back from nothing, every member with a live alert on it
// gets one e-mail. Runs inside the stock change's transaction (catalogue/stock.ts raiseStock),
// so the e-mails are queued exactly once per return to stock.
import { productDetailUrl } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { soldOutSql, type BackInStock } from '../catalogue/stock.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';

interface AlertRow {
  member_id: number;
  email: string;
  first_name: string;
  box_id: string;
  box_name: string;
  category_name: string;
  super_cat_name: string;
}

export function backInStockEmail(a: AlertRow, publicUrl: string) {
  const link = `${publicUrl}${productDetailUrl({ boxId: a.box_id, boxName: a.box_name, categoryName: a.category_name, superCatName: a.super_cat_name })}`;
  return {
    subject: `Back in stock: ${a.box_name}`,
    body: signed([
      `Hello ${a.first_name},`,
      '',
      `Good news: ${a.box_name} is back in stock.`,
      `Pre-loved items go quickly, so have a look soon: ${link}`,
      '',
      'You asked us to tell you. To stop these e-mails, remove the alert under My account > Stock alerts.',
    ]),
  };
}

export function createBackInStockAnnouncer({ outbox, publicUrl }: { outbox: Outbox; publicUrl: string }): BackInStock {
  return async (tx: Queryable, boxId: string) => {
    const alerts = await tx.query<AlertRow>(
      `SELECT a.member_id, m.email, m.first_name, b.box_id, b.box_name, c.category_name, s.super_cat_name
       FROM stock_alerts a
       JOIN members m ON m.member_id = a.member_id AND m.status = 'active'
       JOIN boxes b ON b.box_id = a.box_id
       JOIN categories c ON c.category_id = b.category_id
       JOIN product_lines pl ON pl.product_line_id = c.product_line_id
       JOIN supercats s ON s.super_cat_id = pl.super_cat_id
       WHERE a.box_id = $1 AND a.removed_at IS NULL ORDER BY a.member_id`,
      [boxId],
    );
    for (const a of alerts) {
      await outbox.enqueue(tx, { channel: 'email', recipient: a.email, ...backInStockEmail(a, publicUrl) });
    }
    if (alerts.length) await tx.query('UPDATE stock_alerts SET last_notified_at = now() WHERE box_id = $1 AND removed_at IS NULL', [boxId]);
  };
}

/**
 * A new box of a model (a restocked quote): members waiting on a sold-out box of the same model
 * hear of it, once each. The caller knows the new box is on sale.
 */
export function createModelAnnouncer({ outbox, publicUrl }: { outbox: Outbox; publicUrl: string }) {
  return async (tx: Queryable, box: { boxId: string; masterBoxId: string }) => {
    const waiting = await tx.query<Omit<AlertRow, 'box_id'>>(
      `SELECT DISTINCT ON (a.member_id) a.member_id, m.email, m.first_name, nb.box_name, c.category_name, s.super_cat_name
       FROM stock_alerts a
       JOIN members m ON m.member_id = a.member_id AND m.status = 'active'
       JOIN boxes ab ON ab.box_id = a.box_id AND ab.master_box_id = $2 AND ab.box_id <> $1
       JOIN boxes nb ON nb.box_id = $1
       JOIN categories c ON c.category_id = nb.category_id
       JOIN product_lines pl ON pl.product_line_id = c.product_line_id
       JOIN supercats s ON s.super_cat_id = pl.super_cat_id
       WHERE a.removed_at IS NULL
         AND ${soldOutSql('ab')}
       ORDER BY a.member_id`,
      [box.boxId, box.masterBoxId],
    );
    for (const w of waiting) {
      await outbox.enqueue(tx, { channel: 'email', recipient: w.email, ...backInStockEmail({ ...w, box_id: box.boxId }, publicUrl) });
    }
    if (waiting.length) {
      await tx.query(
        `UPDATE stock_alerts a SET last_notified_at = now() FROM boxes ab
         WHERE ab.box_id = a.box_id AND ab.master_box_id = $2 AND ab.box_id <> $1 AND a.removed_at IS NULL AND a.member_id = ANY($3::bigint[])`,
        [box.boxId, box.masterBoxId, waiting.map((w) => w.member_id)],
      );
    }
  };
}
