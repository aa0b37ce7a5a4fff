// Where a member's data lives besides the tables with a member_id column (member-tables.ts): rows
// found by their e-mail addresses (a guest enquiry or a feedback comment sent with the same
// address), their phone numbers (texts), their pseudonyms (a conversion event's hashed id), or
// through their own rows (the payout provider's transfer for their payout). Each owning module
// answers for its own rows (what it holds about the person, and erasing it); export and erasure
// read this one list, so what the shop exports of a person is what it erases (issue 31 §7).
import type { Queryable } from '../../db/db.js';
import { enquiriesFrom, eraseEnquiriesFrom } from '../contact/enquiries-about-person.js';
import { eraseFeedbackOf, feedbackCodesOf, orderFeedbackOf } from '../feedback/feedback-about-person.js';
import { eraseFranchiseEnquiriesFrom, franchiseEnquiriesFrom } from '../franchises/enquiries-about-person.js';
import { applicationsFrom, eraseApplicationsFrom } from '../jobs/applications-kept.js';
import { memberContactsHeld } from '../members/account-closing.js';
import { memberOrderIds } from '../orders/member-orders.js';
import { eraseMessagesAbout, messagesAbout } from '../outbox/messages-about.js';
import { forgetPayeeNames, memberBankTransfers } from '../payouts/payee-transfers.js';
import { conversionEventsUnder, eraseConversionEventsUnder } from '../tracking/events-about-person.js';
import { memberExternalId } from '../tracking/service.js';
import { memberUnlockPhones } from '../unlock/member-unlock-data.js';

/** How rows about the member are found: their id, e-mail addresses, phone numbers, orders and pseudonym in tracking events. */
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
  /** The ids of the member's orders (their feedback codes are found through them). */
  orderIds: string[];
  externalId: string;
}

/** A phone number as compared: its last ten digits, whatever the spaces, 0 or +44. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export async function personOf(q: Queryable, memberId: string): Promise<Person | null> {
  const held = await memberContactsHeld(q, memberId);
  if (!held) return null;
  const phones = [...held.phones, ...(await memberUnlockPhones(q, memberId))].filter((p): p is string => p !== null);
  return {
    memberId,
    emails: held.emails,
    phones: [...new Set(phones.map(phoneKey).filter((p) => p.length === 10))],
    orderIds: await memberOrderIds(q, memberId),
    externalId: memberExternalId(memberId),
  };
}

type Row = Record<string, unknown>;

/** What an owning module holds about the person (every column), and erasing it (answering what is left to remove after commit, if anything). */
interface FiledByPerson {
  rows(q: Queryable, p: Person): Promise<Row[]>;
  erase(tx: Queryable, p: Person): Promise<unknown>;
}

export const FOUND_BY_PERSON = {
  /** Enquiries and price requests: a member's own, and a guest's sent with the same address. */
  contact_enquiries: { rows: (q, p) => enquiriesFrom(q, p.memberId, p.emails), erase: (tx, p) => eraseEnquiriesFrom(tx, p.memberId, p.emails) },
  franchise_enquiries: { rows: (q, p) => franchiseEnquiriesFrom(q, p.emails), erase: (tx, p) => eraseFranchiseEnquiriesFrom(tx, p.emails) },
  /** Erasing answers the CV files' keys. */
  job_applications: { rows: (q, p) => applicationsFrom(q, p.emails), erase: (tx, p) => eraseApplicationsFrom(tx, p.emails) },
  /** The codes of the member's orders' feedback e-mails, and the feedback sent with them (erased together, the feedback first). */
  feedback_codes: { rows: (q, p) => feedbackCodesOf(q, p), erase: (tx, p) => eraseFeedbackOf(tx, p) },
  order_feedback: { rows: (q, p) => orderFeedbackOf(q, p), erase: (tx, p) => eraseFeedbackOf(tx, p) },
  /** The payout provider's record of a transfer to them (the embedded stand-in's book): kept, without the payee's name. */
  embedded_bank_transfers: { rows: (q, p) => memberBankTransfers(q, p.memberId), erase: (tx, p) => forgetPayeeNames(tx, p.memberId) },
  /** Conversion events queued or kept for support (30 days), under their pseudonym. */
  conversion_events: { rows: (q, p) => conversionEventsUnder(q, p.externalId), erase: (tx, p) => eraseConversionEventsUnder(tx, p.externalId) },
  /** Messages to their addresses and numbers, and those about them sent elsewhere (`elsewhere`): the shop inbox's copies of what they sent, a confirmation to an address they asked for. */
  outbox: { rows: (q, p) => messagesAbout(q, p), erase: (tx, p) => eraseMessagesAbout(tx, p) },
} satisfies Record<string, FiledByPerson>;

export type FoundByPerson = keyof typeof FOUND_BY_PERSON;
