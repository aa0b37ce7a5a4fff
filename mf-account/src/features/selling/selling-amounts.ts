// What a quote's card says the member gets (issue 32 §3): what was paid once paid, before that a
// revision's amount, else the offer; a donation in its own words (never 'cash'); and whether a
// revision went through within the tolerance the member allowed.
import { formatMoney } from '@shop/shared/rules';
import { t } from '../../i18n';
import type { SellingQuote } from './api/types';

const pick = (q: SellingQuote, total: { cash: number; exchange: number }) => (q.payoutType === 'exchange' ? total.exchange : total.cash);

export const offeredAmount = (q: SellingQuote): number | null => (q.offer ? pick(q, q.offer.total) : null);
export const revisedAmount = (q: SellingQuote): number | null => (q.revision ? pick(q, q.revision.total) : null);
/** The trade-up bonus a voucher brings on top of the offer (0 for any other payout). */
export const tradeUpBonus = (q: SellingQuote): number => (q.payoutChoice?.method === 'voucher' ? (q.payoutChoice.tradeUpBonus ?? 0) : 0);
/** What the member gets: the payout once made, else the revised amount, else the offer (a voucher's bonus included). */
export function amountDue(q: SellingQuote): number | null {
  if (q.payout) return q.payout.amountPence;
  const before = revisedAmount(q) ?? offeredAmount(q);
  return before === null ? null : before + tradeUpBonus(q);
}

/** Staff paid a revision without asking: it was within the member's tolerance (staff's accept-revision). */
export const paidWithinTolerance = (q: SellingQuote): boolean => q.status === 'paid' && q.revision != null && q.history.some((h) => h.event === 'accept-revision' && h.by === 'staff');

/** The amount line: 'We will give £48.15 to NSPCC on your behalf', '£26.00 to spend with us', '£26.00 in cash'. */
export function amountWords(q: SellingQuote, amount: number): string {
  const charity = q.payout?.charity?.name ?? q.payoutChoice?.charity?.name;
  if ((q.payout?.method ?? q.payoutChoice?.method) === 'charity') return t('account.selling.charityGive', { amount: formatMoney(amount), charity: charity ?? t('account.selling.yourCharity') });
  const bonus = tradeUpBonus(q);
  if (q.payoutType === 'exchange' && bonus > 0) {
    return t(q.status === 'paid' ? 'account.selling.paidExchangeWithBonus' : 'account.selling.offerExchangeWithBonus', { amount: formatMoney(amount), bonus: formatMoney(bonus) });
  }
  if (q.status === 'paid') return t(q.payoutType === 'exchange' ? 'account.selling.paidExchange' : 'account.selling.paidCash', { amount: formatMoney(amount) });
  return t(q.payoutType === 'exchange' ? 'account.selling.offerExchange' : 'account.selling.offerCash', { amount: formatMoney(amount) });
}
