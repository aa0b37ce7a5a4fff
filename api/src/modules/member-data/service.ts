// 'Your data': everything the shop holds on one member, generated on request, as JSON or CSV.
// Secrets are left out (password and token hashes, encrypted numbers): they describe nothing
// the member could read, and a download must never carry them.
import type { Db } from '../../db/db.js';
import { memberTables, quoteIdent } from './member-tables.js';

type Row = Record<string, unknown>;

export interface MemberExport {
  exportedAt: string;
  memberId: string;
  /** One list of records per kind of data, named after where it is kept. */
  data: Record<string, Row[]>;
}

const SECRET_COLUMN = /(hash|secret|encrypted|cipher|token|_iv$|nonce)/i;
const isSecret = (c: { name: string; type: string }) => SECRET_COLUMN.test(c.name) || c.type === 'bytea';
// Links in e-mails carry one-time tokens; the copy in the export must not work.
const withoutLinkTokens = (text: unknown) => (typeof text === 'string' ? text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1[removed]') : text);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const plainRow = (r: Row): Row => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)]));

export function createMemberDataService(db: Db) {
  return {
    async export(memberId: string, now = new Date()): Promise<MemberExport> {
      const data: Record<string, Row[]> = {};
      for (const { table, columns } of await memberTables(db)) {
        const shown = columns.filter((c) => !isSecret(c)).map((c) => quoteIdent(c.name));
        const rows = await db.query<Row>(`SELECT ${shown.join(', ')} FROM ${quoteIdent(table)} WHERE member_id = $1`, [memberId]);
        data[table] = rows.map(plainRow);
      }
      // What hangs off the member's rows without naming the member itself.
      data.web_sell_order_items = await db.query<Row>(
        `SELECT i.* FROM web_sell_order_items i JOIN web_sell_orders o ON o.order_id = i.order_id WHERE o.member_id = $1 ORDER BY i.order_id`,
        [memberId],
      );
      // In-store memberships joined to the account (unlock or combine) and their trades.
      data.in_store_memberships = (await db.query<Row>('SELECT * FROM in_store_memberships WHERE linked_member_id = $1 ORDER BY membership_number', [memberId])).map(plainRow);
      data.in_store_trades = (
        await db.query<Row>(
          'SELECT t.* FROM in_store_trades t JOIN in_store_memberships m ON m.membership_number = t.membership_number WHERE m.linked_member_id = $1 ORDER BY t.traded_on, t.trade_id',
          [memberId],
        )
      ).map(plainRow);
      const emails = await db.query<Row>(
        `SELECT o.channel, o.recipient, o.subject, o.body, o.created_at, o.sent_at FROM outbox o
         WHERE lower(o.recipient) IN (SELECT lower(email) FROM members WHERE member_id = $1 UNION SELECT lower(pending_email) FROM members WHERE member_id = $1 AND pending_email IS NOT NULL)
         ORDER BY o.id`,
        [memberId],
      );
      data.messages_sent = emails.map((e) => ({ ...e, body: withoutLinkTokens(e.body), created_at: plain(e.created_at), sent_at: plain(e.sent_at) }));
      return { exportedAt: now.toISOString(), memberId, data };
    },
  };
}

/** A spreadsheet cell that starts with one of these is run as a formula: quote it (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV for every kind of data: a row per field (dataset, record number, field, value). */
export function exportToCsv(exported: MemberExport): string {
  const lines = [['dataset', 'record', 'field', 'value'].join(',')];
  for (const [dataset, rows] of Object.entries(exported.data)) {
    rows.forEach((row, i) => {
      for (const [field, value] of Object.entries(row)) lines.push([dataset, i + 1, field, value].map(csvCell).join(','));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

export type MemberDataService = ReturnType<typeof createMemberDataService>;
