// The restock e-mail: when a box comes back from nothing, every member with a live alert on it
// gets one e-mail. Runs inside the stock change's transaction (catalogue/stock.ts raiseStock),
// so the e-mails are queued exactly once per return to stock.
import { productDetailUrl } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { boxPageNames } from '../catalogue/box-names.js';
import { otherBoxesOfModel, type BackInStock } from '../catalogue/stock.js';
import { activeMemberContacts } from '../members/rows.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';

interface AlertRow {
  /** A bigint: as text when read. */
  member_id: number | string;
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

/** The members with a live alert on any of these boxes, each once, by member id (as text). */
async function alertedMembers(tx: Queryable, boxIds: string[]): Promise<string[]> {
  if (boxIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>('SELECT member_id::text AS id FROM stock_alerts WHERE box_id = ANY($1::text[]) AND removed_at IS NULL GROUP BY member_id ORDER BY member_id', [boxIds]);
  return rows.map((r) => r.id);
}

/**
 * The e-mails for these members (by member id) who still have an active account, of the box
 * `boxId`: its names from the catalogue, their addresses from members, each one read for the set.
 */
async function alertsFor(tx: Queryable, memberIds: string[], boxId: string): Promise<AlertRow[]> {
  if (memberIds.length === 0) return [];
  const box = await boxPageNames(tx, boxId);
  if (!box) return [];
  const contacts = await activeMemberContacts(tx, memberIds);
  return memberIds.flatMap((id) => {
    const c = contacts.get(id);
    return c ? [{ member_id: id, email: c.email, first_name: c.firstName, box_id: boxId, box_name: box.boxName, category_name: box.categoryName, super_cat_name: box.superCatName }] : [];
  });
}

export function createBackInStockAnnouncer({ outbox, publicUrl }: { outbox: Outbox; publicUrl: string }): BackInStock {
  return async (tx: Queryable, boxId: string) => {
    const alerts = await alertsFor(tx, await alertedMembers(tx, [boxId]), boxId);
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
    const others = await otherBoxesOfModel(tx, box.masterBoxId, box.boxId);
    const waiting = await alertsFor(
      tx,
      await alertedMembers(
        tx,
        others.filter((b) => b.soldOut).map((b) => b.boxId),
      ),
      box.boxId,
    );
    for (const w of waiting) {
      await outbox.enqueue(tx, { channel: 'email', recipient: w.email, ...backInStockEmail(w, publicUrl) });
    }
    if (waiting.length) {
      await tx.query('UPDATE stock_alerts SET last_notified_at = now() WHERE box_id = ANY($1::text[]) AND removed_at IS NULL AND member_id = ANY($2::bigint[])', [
        others.map((b) => b.boxId),
        waiting.map((w) => w.member_id),
      ]);
    }
  };
}
