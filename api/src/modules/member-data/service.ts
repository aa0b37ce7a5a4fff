// 'Your data': everything the shop holds on one member, generated on request, as JSON or CSV:
// every table with a member_id column, what hangs off those rows, and what is about them under
// their e-mail address, number or pseudonym (person.ts: the same list the erasure works from).
// Secrets are left out (password and token hashes, encrypted numbers): they describe nothing
// the member could read, and a download must never carry them.
import type { Db } from '../../db/db.js';
import { memberTables, quoteIdent, type MemberTable } from './member-tables.js';
import { memberOrderItems } from '../orders/member-orders.js';
import { linkedMemberships, linkedMembershipTrades } from '../unlock/member-unlock-data.js';
import { FOUND_BY_PERSON, personOf, type FoundByPerson } from './person.js';

type Row = Record<string, unknown>;

export interface MemberExport {
  exportedAt: string;
  memberId: string;
  /** One list of records per kind of data, named after where it is kept. */
  data: Record<string, Row[]>;
}

// `_enc`: the bank numbers' AES-GCM ciphertext (bank-accounts/cipher.ts).
const SECRET_COLUMN = /(hash|secret|encrypted|cipher|token|_iv$|_enc$|nonce)/i;
const isSecret = (c: { name: string; type: string }) => SECRET_COLUMN.test(c.name) || c.type === 'bytea';
// Links in e-mails carry one-time tokens; the copy in the export must not work.
const withoutLinkTokens = (text: unknown) => (typeof text === 'string' ? text.replace(/([?&]token=)[A-Za-z0-9_-]+/g, '$1[removed]') : text);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

const plainRow = (r: Row): Row => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)]));

/** A row read whole from its owner, as the export shows it: secret columns (by name, and binary ones) left out. */
const withoutSecrets = (r: Row): Row => Object.fromEntries(Object.entries(r).filter(([name, value]) => !SECRET_COLUMN.test(name) && !(value instanceof Uint8Array)));

/** Found by person.ts, exported under names of their own (the outbox as messages, below). */
const EXPORTED_BY_PERSON: Array<Exclude<FoundByPerson, 'outbox'>> = ['contact_enquiries', 'franchise_enquiries', 'job_applications', 'feedback_codes', 'order_feedback', 'embedded_bank_transfers', 'conversion_events'];

export function createMemberDataService(db: Db) {
  return {
    async export(memberId: string, now = new Date()): Promise<MemberExport> {
      const data: Record<string, Row[]> = {};
      const tables: MemberTable[] = await memberTables(db);
      for (const { table, columns } of tables) {
        const shown = columns.filter((c) => !isSecret(c)).map((c) => quoteIdent(c.name));
        const rows = await db.query<Row>(`SELECT ${shown.join(', ')} FROM ${quoteIdent(table)} WHERE member_id = $1`, [memberId]);
        data[table] = rows.map(plainRow);
      }
      // What hangs off the member's rows without naming the member itself.
      data.web_sell_order_items = (await memberOrderItems(db, memberId)).map(withoutSecrets);
      // In-store memberships joined to the account (unlock or combine) and their trades.
      data.in_store_memberships = (await linkedMemberships(db, memberId)).map(withoutSecrets).map(plainRow);
      data.in_store_trades = (await linkedMembershipTrades(db, memberId)).map(withoutSecrets).map(plainRow);
      const person = await personOf(db, memberId);
      if (!person) return { exportedAt: now.toISOString(), memberId, data };
      // About them under their address, number or pseudonym: a guest enquiry, feedback, the provider's transfer, tracking events.
      for (const table of EXPORTED_BY_PERSON) data[table] = (await FOUND_BY_PERSON[table].rows(db, person)).map(withoutSecrets).map(plainRow);
      // Messages to them, and those about them sent elsewhere (regarding them: the shop inbox's copies of what they sent, a confirmation to an address they asked for); links without their tokens.
      const messages = await FOUND_BY_PERSON.outbox.rows(db, person);
      const shown = ({ elsewhere: _, ...e }: Row) => plainRow({ ...e, body: withoutLinkTokens(e.body) });
      data.messages_sent = messages.filter((e) => !e.elsewhere).map(shown);
      data.messages_about_you = messages.filter((e) => e.elsewhere).map(shown);
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
