// The e-mail a member gets when something they sell changes (issue #14, point 7), one place for
// the whole mapping: which change is worth an e-mail and what it says. Plain English for
// parents; amounts and dates, never bank numbers. Queued in the caller's transaction (the move's),
// so an e-mail exists only if the change does. Changes the member made a moment ago on the page
// without anything to tell (answers reopened, a label printed) send nothing.
import { formatMoney, SELL_SEND_PATH, withinTolerance } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { enqueueMessage } from '../outbox/outbox.js';

export interface QuoteFacts {
  firstName: string;
  model: string;
  quantity: number;
  payoutType: 'cash' | 'exchange' | null;
  payoutMethod: 'bank' | 'voucher' | 'charity' | null;
  offerCash: number | null;
  offerExchange: number | null;
  offerExpiresAt: Date | null;
  revisedCash: number | null;
  revisedExchange: number | null;
  revisionReason: string | null;
  /** Pence the member lets staff pay less without asking (chosen at acceptance). */
  revisionTolerance: number;
}

export interface Email {
  subject: string;
  body: string;
}

// One formatter for every e-mail: toLocaleDateString builds a new one per call, ~1 ms of CPU that
// was the largest single cost of an offer (bench:offer's profile).
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const day = (d: Date | null) => (d ? LONG_DATE.format(d) : 'the date on your offer');
const what = (f: QuoteFacts) => (f.quantity > 1 ? `${f.quantity} × ${f.model}` : f.model);
const offered = (f: QuoteFacts) => (f.payoutType === 'exchange' ? f.offerExchange : f.offerCash) ?? 0;
const revised = (f: QuoteFacts) => (f.payoutType === 'exchange' ? f.revisedExchange : f.revisedCash);
const paidAmount = (f: QuoteFacts) => revised(f) ?? offered(f);
const how: Record<NonNullable<QuoteFacts['payoutMethod']>, string> = {
  bank: 'by bank transfer to the account you chose (it can take up to 2 working days to arrive)',
  voucher: 'as a Little Loop voucher, ready to spend in your basket now',
  charity: 'as a donation to the charity you chose. Thank you',
};
const sign = (lines: string[]) => [...lines, '', 'Little Loop'].join('\n');

/** The e-mail for a quote's move (by the move's event, quote-states.ts), or null for none. */
export function quoteEmail(event: string, from: string, f: QuoteFacts, links: { account: string; sell: string; send: string }): Email | null {
  const hello = `Hello ${f.firstName},`;
  switch (event) {
    case 'offer':
      return {
        subject: `Your offer for ${f.model}`,
        body: sign([hello, '', `We can pay ${formatMoney(f.offerCash ?? 0)} in cash, or ${formatMoney(f.offerExchange ?? 0)} to spend with us, for your ${what(f)}.`, `This price is held until ${day(f.offerExpiresAt)}.`, '', `Accept it or see how we worked it out: ${links.account}`]),
      };
    case 'accept':
      return {
        subject: `Thank you: please send your ${f.model} by ${day(f.offerExpiresAt)}`,
        body: sign([hello, '', `You accepted ${formatMoney(offered(f))} ${f.payoutType === 'exchange' ? 'to spend with us' : 'in cash'} for your ${what(f)}.`, `Please send it to us by ${day(f.offerExpiresAt)}, while the price is held. Book a free collection or print your free label here:`, links.send]),
      };
    case 'receive':
      return { subject: `Your ${f.model} has arrived`, body: sign([hello, '', `Your ${what(f)} has reached us. We will check it and let you know.`, '', `Follow it here: ${links.account}`]) };
    case 'inspect':
      return { subject: `We have checked your ${f.model}`, body: sign([hello, '', `We have checked your ${what(f)}. We will let you know as soon as we pay you.`, '', links.account]) };
    case 'pay':
    case 'accept-revision':
      return { subject: `We have paid you for your ${f.model}`, body: sign([hello, '', `We have paid you ${formatMoney(paidAmount(f))} for your ${what(f)}, ${how[f.payoutMethod ?? (f.payoutType === 'exchange' ? 'voucher' : 'bank')]}.`]) };
    case 'revise':
      // Within the member's tolerance the revision is paid at once: the payment's e-mail says so.
      if (withinTolerance(f.payoutMethod ?? (f.payoutType === 'exchange' ? 'voucher' : 'bank'), f, f.revisionTolerance)) return null;
      return {
        subject: `A new offer for your ${f.model}`,
        body: sign([
          hello,
          '',
          `We have checked your ${what(f)} and can offer ${formatMoney(revised(f) ?? 0)} instead of ${formatMoney(offered(f))}.`,
          `Why: ${f.revisionReason ?? 'it is not in the condition described.'}`,
          '',
          `Accept the new offer, or have it sent back to you free: ${links.account}`,
        ]),
      };
    case 'return':
    case 'decline-revision':
      return { subject: `Your ${f.model} is on its way back`, body: sign([hello, '', `We are sending your ${what(f)} back to you, free of charge.`]) };
    case 'expire':
      if (from === 'draft') return null;
      return {
        subject: `Your offer for ${f.model} has ended`,
        body: sign([hello, '', `We held the price for your ${what(f)} for 21 days, and that time is up.`, `You can ask for a new quote at any time: ${links.sell}`]),
      };
    case 'cancel':
      if (from === 'draft') return null;
      return { subject: `Your quote for ${f.model} is cancelled`, body: sign([hello, '', `Your quote for your ${what(f)} is cancelled. Nothing more to do.`, '', `Changed your mind? Ask for a new quote: ${links.sell}`]) };
    default:
      return null;
  }
}

/** The e-mail when a web buy order (a parcel) is cancelled. */
export function webBuyOrderCancelledEmail(firstName: string, orderId: string, link: string): Email {
  return {
    subject: `Your parcel ${orderId} is cancelled`,
    body: sign([`Hello ${firstName},`, '', `Your parcel ${orderId} is cancelled and its label no longer works.`, 'The items in it are still accepted until their prices end: you can put them in a new parcel from your account.', '', link]),
  };
}

const accountLink = (publicUrl: string) => `${publicUrl}/myaccount?tab=orders`;

/** A quote's columns (as moved) and its member's first name: what an e-mail about it is written from. */
export interface QuoteMailRow {
  member_first_name: string;
  model_name: string;
  quantity: number;
  payout_type: QuoteFacts['payoutType'];
  payout_method: QuoteFacts['payoutMethod'];
  offer_cash: number | null;
  offer_exchange: number | null;
  offer_expires_at: Date | string | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  revision_reason: string | null;
  revision_tolerance: number;
}

/** The e-mail for a quote's move, written from the quote as it is after the move; null for none. */
export function quoteMoveEmail(row: QuoteMailRow, move: { event: string; from: string }, publicUrl: string): Email | null {
  const facts: QuoteFacts = {
    firstName: row.member_first_name,
    model: row.model_name,
    quantity: row.quantity,
    payoutType: row.payout_type,
    payoutMethod: row.payout_method,
    offerCash: row.offer_cash,
    offerExchange: row.offer_exchange,
    offerExpiresAt: row.offer_expires_at === null ? null : new Date(row.offer_expires_at),
    revisedCash: row.revised_cash,
    revisedExchange: row.revised_exchange,
    revisionReason: row.revision_reason,
    revisionTolerance: row.revision_tolerance,
  };
  return quoteEmail(move.event, move.from, facts, { account: accountLink(publicUrl), sell: `${publicUrl}/sell-to-us`, send: `${publicUrl}${SELL_SEND_PATH}` });
}

/**
 * Queues the e-mail for a quote's move, in the move's transaction; nothing for an erased member.
 * (A move of a quote read by the quote store's load writes its e-mail in the move's own statement.)
 */
export async function queueQuoteEmail(tx: Queryable, publicUrl: string, move: { quoteId: string; event: string; from: string }) {
  const [row] = await tx.query<QuoteMailRow & { email: string; status: string }>(
    `SELECT m.email, m.status, m.first_name AS member_first_name, q.model_name, q.quantity, q.payout_type, q.payout_method, q.offer_cash, q.offer_exchange,
       q.offer_expires_at, q.revised_cash, q.revised_exchange, q.revision_reason, q.revision_tolerance
     FROM quotations q JOIN members m USING (member_id) WHERE q.quote_id = $1`,
    [move.quoteId],
  );
  if (!row || row.status === 'erased') return;
  const email = quoteMoveEmail(row, move, publicUrl);
  if (email) await enqueueMessage(tx, { channel: 'email', recipient: row.email, ...email });
}

/** Queues the e-mail for a cancelled web buy order, in the cancellation's transaction. */
export async function queueWebBuyOrderCancelledEmail(tx: Queryable, publicUrl: string, orderId: string) {
  const [row] = await tx.query<{ email: string; status: string; first_name: string }>(
    'SELECT m.email, m.status, m.first_name FROM web_buy_orders o JOIN members m USING (member_id) WHERE o.web_buy_order_id = $1',
    [orderId],
  );
  if (!row || row.status === 'erased') return;
  await enqueueMessage(tx, { channel: 'email', recipient: row.email, ...webBuyOrderCancelledEmail(row.first_name, orderId, accountLink(publicUrl)) });
}
