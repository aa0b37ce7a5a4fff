// The e-mail a member gets when something they sell changes (issue #14, point 7), one place for
// the whole mapping: which change is worth an e-mail and what it says. Plain English for
// parents; amounts and dates, never bank numbers. Queued in the caller's transaction (the move's),
// so an e-mail exists only if the change does. Changes the member made a moment ago on the page
// without anything to tell (answers reopened, a label printed) send nothing.
import { formatMoney, modelDisplayName, SELL_SEND_PATH, type SellPayoutMethod, withinTolerance } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { unerasedMemberContact } from '../members/rows.js';
import { signed as sign } from '../outbox/email-text.js';
import { enqueueMessage } from '../outbox/outbox.js';
import { charityName } from '../payments/charity-names.js';

export interface QuoteFacts {
  firstName: string;
  /** The model as a parent reads it, the brand said once (modelDisplayName). */
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
  /** The charity chosen for a donation, by name (a donation is never called cash). */
  charityName?: string | null;
}

/** What a payment was, for its one e-mail (payouts/service.ts): none of it for a move without a payout. */
export interface PaymentFacts {
  /** Bank: where it goes (masked) and the statement's reference. */
  accountMasked?: string;
  payeeName?: string;
  reference?: string;
  /** Voucher: its code. */
  voucherCode?: string;
  /** Voucher: the trade-up bonus kept at acceptance, paid on top of the offer (pence; 0 or absent for none). */
  tradeUpBonus?: number;
  /** Whether staff paid a revision within the member's tolerance, without asking. */
  withoutAsking?: boolean;
  /** How many staff photos the revision shows in the account. */
  revisionPhotos?: number;
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
const methodOf = (f: QuoteFacts) => f.payoutMethod ?? (f.payoutType === 'exchange' ? 'voucher' : 'bank');
const charityOf = (f: QuoteFacts) => f.charityName || 'the charity you chose';
/** What the member gets, in words: a donation is never 'cash' (issue 32 §3). */
export function payoutWords(f: QuoteFacts, amount: number): string {
  if (f.payoutMethod === 'charity') return `We will give ${formatMoney(amount)} to ${charityOf(f)} on your behalf`;
  return `${formatMoney(amount)} ${f.payoutType === 'exchange' ? 'to spend with us' : 'in cash'}`;
}

/** A revision's was, now and why, and the tolerance it fell within: the same lines in the payment and the account. */
function revisionLines(f: QuoteFacts, p: PaymentFacts, accountLink: string): string[] {
  const now = revised(f);
  if (now === null) return [];
  return [
    `We checked your ${what(f)} and changed our offer.`,
    `Was: ${formatMoney(offered(f))}`,
    `Now: ${formatMoney(now)}`,
    `Why: ${f.revisionReason ?? 'it is not in the condition described.'}`,
    ...(p.withoutAsking ? [`This is within the ${formatMoney(f.revisionTolerance)} you allowed, so we have paid you without asking.`] : ['You accepted the new offer.']),
    ...(p.revisionPhotos ? [`See the ${p.revisionPhotos > 1 ? 'photos' : 'photo'} we took in your account: ${accountLink}`] : []),
    '',
  ];
}

/** The one e-mail a payment sends: what was paid, how, and (after a revision) what changed and why. */
export function paymentEmail(f: QuoteFacts, p: PaymentFacts, links: { account: string }): Email {
  const amount = formatMoney(paidAmount(f));
  // The voucher is worth what was paid: the offer and any trade-up bonus on top (issue 32 §3).
  const bonus = p.tradeUpBonus ?? 0;
  const voucherAmount = bonus > 0 ? `${formatMoney(paidAmount(f) + bonus)} (${amount} for your ${what(f)} and your ${formatMoney(bonus)} trade-up bonus)` : amount;
  const hello = `Hello ${f.firstName},`;
  const revision = revisionLines(f, p, links.account);
  switch (methodOf(f)) {
    case 'charity':
      return {
        subject: `Your donation to ${charityOf(f)} for your ${f.model}`,
        body: sign([hello, '', ...revision, `${payoutWords(f, paidAmount(f))} for your ${what(f)}. Thank you.`, '', links.account]),
      };
    case 'voucher':
      return {
        subject: `We have paid you for your ${f.model}: your voucher`,
        body: sign([
          hello,
          '',
          ...revision,
          p.voucherCode ? `Here is your Little Loop voucher for ${voucherAmount}: ${p.voucherCode}` : `We have paid you ${voucherAmount} as a Little Loop voucher for your ${what(f)}.`,
          'Enter it at checkout when you are signed in (it is yours alone), within a year.',
          '',
          links.account,
        ]),
      };
    default:
      return {
        // A transfer on its way (pending until the bank has it) is 'paying', not 'paid'.
        subject: p.accountMasked ? `We are paying you for your ${f.model}` : `We have paid you for your ${f.model}`,
        body: sign([
          hello,
          '',
          ...revision,
          p.accountMasked
            ? `We are sending ${amount} for your ${what(f)} to account ${p.accountMasked}${p.payeeName ? ` (${p.payeeName})` : ''}${p.reference ? `, reference ${p.reference}` : ''}.`
            : `We have paid you ${amount} for your ${what(f)} by bank transfer.`,
          'It can take up to 2 working days to arrive.',
          '',
          links.account,
        ]),
      };
  }
}

/** The e-mail for a quote's move (by the move's event, quote-states.ts), or null for none. */
export function quoteEmail(event: string, from: string, f: QuoteFacts, links: { account: string; sell: string; offer: string; send: string }): Email | null {
  const hello = `Hello ${f.firstName},`;
  switch (event) {
    case 'offer':
      return {
        subject: `Your offer for ${f.model}`,
        body: sign([
          hello,
          '',
          `We can pay ${formatMoney(f.offerCash ?? 0)} in cash, or ${formatMoney(f.offerExchange ?? 0)} to spend with us, for your ${what(f)}.`,
          `This price is held until ${day(f.offerExpiresAt)}.`,
          '',
          `See how we worked it out, and accept it: ${links.offer}`,
          `Everything you are selling is in your account: ${links.account}`,
        ]),
      };
    case 'accept':
      return {
        subject: `Thank you: please send your ${f.model} by ${day(f.offerExpiresAt)}`,
        body: sign([
          hello,
          '',
          f.payoutMethod === 'charity' ? `Thank you. ${payoutWords(f, offered(f))} for your ${what(f)}, once we have checked it.` : `You accepted ${payoutWords(f, offered(f))} for your ${what(f)}.`,
          `Please send it to us by ${day(f.offerExpiresAt)}, while the price is held. Book a free collection or print your free label here:`,
          links.send,
        ]),
      };
    case 'receive':
      return { subject: `Your ${f.model} has arrived`, body: sign([hello, '', `Your ${what(f)} has reached us. We will check it and let you know.`, '', `Follow it here: ${links.account}`]) };
    case 'inspect':
      return { subject: `We have checked your ${f.model}`, body: sign([hello, '', `We have checked your ${what(f)}. We will let you know as soon as we pay you.`, '', links.account]) };
    case 'pay':
    case 'accept-revision':
      // A payout writes its own (with the voucher code or the account); this is a move to paid without one.
      return paymentEmail(f, {}, links);
    case 'revise':
      // Within the member's tolerance the revision is paid at once: the payment's e-mail says so.
      if (withinTolerance(methodOf(f), f, f.revisionTolerance)) return null;
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
      return {
        subject: `Your quote for ${f.model} is cancelled`,
        body: sign([hello, '', `Your quote for your ${what(f)} is cancelled. Nothing more to do.`, '', `Changed your mind? Ask for a new quote: ${links.sell}`]),
      };
    default:
      return null;
  }
}

/** The e-mail when a web buy order (a parcel) is cancelled. */
export function webBuyOrderCancelledEmail(firstName: string, orderId: string, link: string): Email {
  return {
    subject: `Your parcel ${orderId} is cancelled`,
    body: sign([
      `Hello ${firstName},`,
      '',
      `Your parcel ${orderId} is cancelled and its label no longer works.`,
      'The items in it are still accepted until their prices end: you can put them in a new parcel from your account.',
      '',
      link,
    ]),
  };
}

const accountLink = (publicUrl: string) => `${publicUrl}/myaccount?tab=orders`;

/** The quote's facts for its e-mail; the member's first name and the charity's name are the caller's to add (QuoteMailRow). */
export interface QuoteForMail {
  quote_id: string;
  member_id: string;
  brand_name: string;
  model_name: string;
  quantity: number;
  payout_type: 'cash' | 'exchange' | null;
  payout_method: SellPayoutMethod | null;
  offer_cash: number | null;
  offer_exchange: number | null;
  offer_expires_at: Date | string | null;
  revised_cash: number | null;
  revised_exchange: number | null;
  revision_reason: string | null;
  revision_tolerance: number;
  payout_charity_id: number | null;
}

/** A quote's columns (as moved) and its member's first name: what an e-mail about it is written from. */
export type QuoteMailRow = Omit<QuoteForMail, 'member_id' | 'payout_charity_id'> & {
  member_first_name: string;
  /** The chosen charity's name (read with the quote; given by the acceptance that chooses it). */
  payout_charity_name?: string | null;
};

/** What an e-mail about a quote is written from, from its row. */
export function quoteFactsOf(row: QuoteMailRow): QuoteFacts {
  return {
    firstName: row.member_first_name,
    model: modelDisplayName(row.brand_name, row.model_name),
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
    charityName: row.payout_charity_name ?? null,
  };
}

/** The links an e-mail about a quote carries, all on the shop's public address (config.publicUrl). */
export const quoteLinks = (publicUrl: string, quoteId: string) => ({
  account: accountLink(publicUrl),
  sell: `${publicUrl}/sell-to-us`,
  send: `${publicUrl}${SELL_SEND_PATH}`,
  // The offer line by line, with Accept (mf-sell-to-us' questions step opens an offered quote at its offer).
  offer: `${publicUrl}/sell-to-us/quotation-questions?${new URLSearchParams({ quote: quoteId })}`,
});

/** The e-mail for a quote's move, written from the quote as it is after the move; null for none. */
export function quoteMoveEmail(row: QuoteMailRow, move: { event: string; from: string }, publicUrl: string): Email | null {
  return quoteEmail(move.event, move.from, quoteFactsOf(row), quoteLinks(publicUrl, row.quote_id));
}

/**
 * Queues the e-mail for a quote's move, in the move's transaction, from the quote as the quote
 * store read it after the move (quotations/quote-for-mail.ts); nothing for an erased member.
 * (A move of a quote read by the quote store's load writes its e-mail in the move's own statement.)
 */
export async function queueQuoteEmail(tx: Queryable, publicUrl: string, quote: QuoteForMail | undefined, move: { event: string; from: string }) {
  if (!quote) return;
  const member = await unerasedMemberContact(tx, quote.member_id);
  if (!member) return;
  const row: QuoteMailRow = { ...quote, member_first_name: member.firstName, payout_charity_name: await charityName(tx, quote.payout_charity_id) };
  const email = quoteMoveEmail(row, move, publicUrl);
  if (email) await enqueueMessage(tx, { channel: 'email', recipient: member.email, ...email });
}

/** Queues the e-mail for a cancelled web buy order, in the cancellation's transaction; nothing for an erased member. */
export async function queueWebBuyOrderCancelledEmail(tx: Queryable, publicUrl: string, order: { orderId: string; memberId: string }) {
  const member = await unerasedMemberContact(tx, order.memberId);
  if (!member) return;
  await enqueueMessage(tx, { channel: 'email', recipient: member.email, ...webBuyOrderCancelledEmail(member.firstName, order.orderId, accountLink(publicUrl)) });
}
