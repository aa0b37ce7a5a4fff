// Store credit spent online (issue 33 §2): a linked in-store membership's credit pays at checkout,
// alone or with a card. What it pays is worked out the same way by the checkout page (to show it)
// and the API (to charge it), and an order lists what paid it, credit and voucher included, in the
// order it was taken: voucher first, then store credit, then the card (or other way to pay).
import { toPence, toPounds } from './money';

/** §9's payment ids for the ways to pay that are not a provider; store credit's (30) is this shop's own. */
export const PAYMENT_IDS = { voucher: 12, storeCredit: 30 } as const;

/**
 * Failures of spending store credit. §8 has no store-credit codes, so these are the shop's own
 * (spelt out like the other house codes); the text for each is error.checkout.<code> in en-GB.
 */
export const STORE_CREDIT_CODES = {
  /** The account may not spend store credit online (no linked card, mobile not proved, e-mail not verified). */
  notAllowed: 'STORE_CREDIT_NOT_ALLOWED',
  /** More credit was asked for than the linked cards hold now. */
  short: 'STORE_CREDIT_SHORT',
} as const;

/** GET /v3/members/{id}/storecredit: what checkout can offer. */
export interface StoreCreditOffer {
  /** Pounds across every linked card. */
  available: number;
  canSpend: boolean;
  /** A linked card whose mobile is not proved: spending waits for /verify-phone-number. */
  needsMobileVerification: boolean;
  memberships: Array<{ membershipNumber: string; balance: number }>;
}

/**
 * What store credit pays towards what is due (pounds, to the penny): what was asked for, or
 * without an amount as much as covers it; never more than the balance or what is due.
 */
export function storeCreditSplit(available: number, due: number, asked?: number): { pays: number; left: number } {
  const availablePence = Math.max(0, toPence(available));
  const duePence = Math.max(0, toPence(due));
  const askedPence = asked === undefined ? duePence : Math.max(0, toPence(asked));
  const paysPence = Math.min(availablePence, duePence, askedPence);
  return { pays: toPounds(paysPence), left: toPounds(availablePence - paysPence) };
}

export interface OrderPayment {
  paymentTypeId: number;
  /** The way to pay as the shopper reads it: 'Voucher', 'Store credit', 'Debit or credit card'. */
  method: string;
  /** Pounds this way paid (or pays, while the order is unpaid). */
  amount: number;
  /** The voucher's code; null for the others. */
  reference: string | null;
}

/** An order's payments, each with what it paid; ways that paid nothing are left out. */
export function orderPayments(o: { voucherCode: string | null; voucherAmount: number; storeCreditAmount: number; toPay: number; paymentTypeId: number; method: string }): OrderPayment[] {
  const payments: OrderPayment[] = [];
  if (o.voucherAmount > 0) payments.push({ paymentTypeId: PAYMENT_IDS.voucher, method: 'Voucher', amount: o.voucherAmount, reference: o.voucherCode });
  if (o.storeCreditAmount > 0) payments.push({ paymentTypeId: PAYMENT_IDS.storeCredit, method: 'Store credit', amount: o.storeCreditAmount, reference: null });
  if (o.toPay > 0) payments.push({ paymentTypeId: o.paymentTypeId, method: o.method, amount: o.toPay, reference: null });
  return payments;
}
