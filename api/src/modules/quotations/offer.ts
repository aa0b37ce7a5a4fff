// The offer for a quote (issue #14, §3 cashPrice / exchangePrice): what the shop pays for the
// model like new, then each answer's effect, then the total, in pence, cash and exchange side by
// side (exchange is store credit and always worth more). Every line is a whole number of pence
// and the lines add up to the total exactly, so what the member reads is what they are paid.
import type { Offer, OfferLine, QuoteAnswerEffect, QuoteQuestion } from '@shop/shared/api';
import { formatMoney } from '@shop/shared/rules';
import { BUY_SHARE } from '../catalogue/reference.js';
import { gradePrices } from './buy-in-models.js';
import { monthIndex, monthOf, type Answers } from './car-seat-safety.js';

/** A car seat with less than this many months left before its expiry date is worth less: a buyer gets less use of it. */
export const EXPIRY_SOON_MONTHS = 12;
export const EXPIRY_SOON_PERCENT = 25;

/** Exchange pays more than cash for the same thing, in the shop's own proportion (pricing.ts). */
const EXCHANGE_PER_CASH = BUY_SHARE.exchange / BUY_SHARE.cash;

/** A deduction of a share of an amount, to whole pence; a half penny goes the member's way. */
export const percentOf = (amount: number, percent: number) => Math.max(0, Math.ceil((amount * percent) / 100 - 0.5));

const minus = (pence: number) => (pence < 0 ? `−${formatMoney(-pence)}` : `+${formatMoney(pence)}`);
const line = (l: Omit<OfferLine, 'text'>): OfferLine => ({ ...l, text: `${l.label} ${l.percent !== undefined ? `−${l.percent}%` : minus(l.cash)}` });

const GRADE_WORDS = { B: 'good', C: 'well used' } as const;

/** An answer's effect as a line, against the graded price (percentages do not compound). */
function effectLine(effect: QuoteAnswerEffect, graded: { cash: number; exchange: number }, at: Pick<OfferLine, 'questionId' | 'answerId' | 'label'>): OfferLine | null {
  if ('percent' in effect) {
    return line({ kind: 'answer', ...at, percent: effect.percent, cash: -percentOf(graded.cash, effect.percent), exchange: -percentOf(graded.exchange, effect.percent) });
  }
  if ('pence' in effect) return line({ kind: 'answer', ...at, cash: -effect.pence, exchange: -Math.round(effect.pence * EXCHANGE_PER_CASH) });
  return null;
}

/**
 * The offer for `quantity` of a model with these answers. The answers are assumed checked
 * (service.ts): every required question answered, every option known.
 */
export function computeOffer(input: { modelName: string; newPrice: number; questions: QuoteQuestion[]; answers: Answers; quantity: number; today: Date }): Offer {
  const top = gradePrices(input.newPrice, 'A');
  const lines: OfferLine[] = [line({ kind: 'top', label: `${input.modelName}, like new`, cash: top.cash, exchange: top.exchange })];
  let graded = top;
  for (const q of input.questions) {
    const chosen = input.answers[q.questionId]?.answerIds ?? [];
    for (const option of q.options ?? []) {
      const effect = option.effect;
      if (!effect) continue;
      const applies = q.type === 'included' ? !chosen.includes(option.answerId) : chosen.includes(option.answerId);
      if (!applies) continue;
      if ('grade' in effect) {
        const price = gradePrices(input.newPrice, effect.grade);
        const percent = Math.round((1 - price.cash / top.cash) * 100);
        lines.push(
          line({
            kind: 'grade',
            questionId: q.questionId,
            answerId: option.answerId,
            label: `Condition ${GRADE_WORDS[effect.grade]}: grade ${effect.grade}`,
            percent,
            cash: price.cash - top.cash,
            exchange: price.exchange - top.exchange,
          }),
        );
        graded = price;
        continue;
      }
      const label = q.type === 'included' ? `No ${option.text.charAt(0).toLowerCase()}${option.text.slice(1)}` : option.text;
      const l = effectLine(effect, graded, { questionId: q.questionId, answerId: option.answerId, label });
      if (l) lines.push(l);
    }
  }
  const expiry = input.answers.expiryDate?.value;
  if (expiry && monthIndex(expiry) - monthOf(input.today) < EXPIRY_SOON_MONTHS) {
    lines.push(effectLine({ percent: EXPIRY_SOON_PERCENT }, graded, { questionId: 'expiryDate', label: `Expires within ${EXPIRY_SOON_MONTHS} months` })!);
  }
  const sum = (key: 'cash' | 'exchange') => lines.reduce((n, l) => n + l[key], 0);
  const raw = { cash: sum('cash'), exchange: sum('exchange') };
  if (raw.cash < 0 || raw.exchange < 0) {
    lines.push(line({ kind: 'floor', label: 'An offer never goes below £0.00', cash: Math.max(0, -raw.cash), exchange: Math.max(0, -raw.exchange) }));
  }
  const perItem = { cash: Math.max(0, raw.cash), exchange: Math.max(0, raw.exchange) };
  return { lines, perItem, quantity: input.quantity, total: { cash: perItem.cash * input.quantity, exchange: perItem.exchange * input.quantity } };
}
