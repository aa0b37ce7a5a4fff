// Where a member's data lives besides the tables with a member_id column (member-tables.ts): rows
// found by their e-mail addresses (a guest enquiry or a feedback comment sent with the same
// address), their phone numbers (texts), their pseudonyms (a conversion event's hashed id), or
// through their own rows (the payout provider's transfer for their payout). Export and erasure
// read this one list, so what the shop exports of a person is what it erases (issue 31 §7).
import type { Queryable } from '../../db/db.js';
import { memberExternalId } from '../tracking/service.js';

/** How rows about the member are found: $1 member id, $2 e-mail addresses, $3 phone numbers, $4 their pseudonym in tracking events. */
export interface Person {
  memberId: string;
  /**
   * Lower case: the addresses the account holds or held (its own, every one it proved by a link,
   * and those it replaced: member_contact_history), never one it only asked for: that may be someone else's, whose enquiries are theirs.
   * Mail to an address asked for is found by `regarding` (the account's own address).
   */
  emails: string[];
  /** The last ten digits (a UK number without its 0 or +44): the account's and those it replaced, the mobile it asked a PIN for, its in-store memberships'. */
  phones: string[];
  externalId: string;
}

/** A phone number as compared: its last ten digits, whatever the spaces, 0 or +44. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const PHONE_SQL = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 10)`;

export async function personOf(q: Queryable, memberId: string): Promise<Person | null> {
  const [m] = await q.query<{ emails: string[]; phones: string[] }>(
    `SELECT ARRAY(SELECT DISTINCT lower(e) FROM unnest(ARRAY[m.email] || ARRAY(SELECT t.email FROM member_tokens t WHERE t.member_id = m.member_id AND t.used_at IS NOT NULL AND t.purpose IN ('verify_email', 'change_email'))
                                                    || ARRAY(SELECT h.value FROM member_contact_history h WHERE h.member_id = m.member_id AND h.kind = 'email')) e
                  WHERE e IS NOT NULL AND e <> '') AS emails,
            ARRAY(SELECT DISTINCT p FROM unnest(ARRAY[m.phone] || ARRAY(SELECT mobile FROM member_mobile_pins WHERE member_id = m.member_id)
                                                  || ARRAY(SELECT mobile FROM in_store_memberships WHERE linked_member_id = m.member_id)
                                                  || ARRAY(SELECT h.value FROM member_contact_history h WHERE h.member_id = m.member_id AND h.kind = 'phone')) p WHERE p IS NOT NULL) AS phones
     FROM members m WHERE m.member_id = $1`,
    [memberId],
  );
  if (!m) return null;
  return { memberId, emails: m.emails, phones: [...new Set(m.phones.map(phoneKey).filter((p) => p.length === 10))], externalId: memberExternalId(memberId) };
}

const personParams = (p: Person) => [p.memberId, p.emails, p.phones, p.externalId];

const FEEDBACK_CODES = `lower(email) = ANY($2::text[]) OR order_id IN (SELECT order_id FROM web_sell_orders WHERE member_id = $1)`;

export const FOUND_BY_PERSON = {
  /** Enquiries and price requests: a member's own, and a guest's sent with the same address. */
  contact_enquiries: `member_id = $1 OR lower(email) = ANY($2::text[])`,
  franchise_enquiries: `lower(email) = ANY($2::text[])`,
  job_applications: `lower(email) = ANY($2::text[])`,
  /** The codes of the member's orders' feedback e-mails, and the feedback sent with them. */
  feedback_codes: FEEDBACK_CODES,
  order_feedback: `code IN (SELECT code FROM feedback_codes WHERE ${FEEDBACK_CODES})`,
  /** The payout provider's record of a transfer to them (the embedded stand-in's book). */
  embedded_bank_transfers: `idempotency_key IN (SELECT payout_id FROM quote_payouts WHERE member_id = $1)`,
  /** Conversion events queued or kept for support (30 days), under their pseudonym. */
  conversion_events: `payload #>> '{user_data,external_id,0}' = $4`,
  /** Messages to their addresses and numbers, and those about them sent elsewhere (`regarding`): the shop inbox's copies of what they sent, a confirmation to an address they asked for. */
  outbox: `lower(recipient) = ANY($2::text[]) OR regarding = ANY($2::text[]) OR (channel = 'sms' AND ${PHONE_SQL('recipient')} = ANY($3::text[]))`,
} as const;
export type FoundByPerson = keyof typeof FOUND_BY_PERSON;

/**
 * The condition that finds a table's rows about the person, with the parameters it uses
 * (PostgreSQL refuses a parameter a statement does not use), numbered from $1.
 */
export function aboutPerson(table: FoundByPerson, person: Person): { where: string; params: unknown[] } {
  const all = personParams(person);
  const used = [...new Set([...FOUND_BY_PERSON[table].matchAll(/\$(\d)/g)].map((m) => Number(m[1])))].sort();
  const where = FOUND_BY_PERSON[table].replace(/\$(\d)/g, (_, n: string) => `$${used.indexOf(Number(n)) + 1}`);
  return { where, params: used.map((n) => all[n - 1]) };
}
