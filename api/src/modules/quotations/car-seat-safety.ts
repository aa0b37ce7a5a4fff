// What the shop may not buy, whatever the price (issue #14): a car seat that has been in a
// collision, is past its expiry date, carries an old or missing approval label, or is damaged
// where it matters; and any item that matches a product recall. The member is told why, and
// where the item can go instead. Pure: the answers, the model and today in, the verdict out.
import type { QuoteQuestion, QuoteSafety, SafetyRefusal } from '@shop/shared/api';
import { plain } from './buy-in-models.js';
import { RECALL_LIST_URL, RECALLS, type Recall } from './recalls.js';

export type Answers = Record<string, { answerIds?: string[]; value?: string }>;

/** Months as numbers (2026-11 -> 2026 * 12 + 10) to compare and count. */
export const monthIndex = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7)) - 1;
export const monthOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** A seat expires at the start of the month on its label: one expiring this month is already too old to sell on. */
export const isPastExpiry = (expiry: string, today: Date) => monthIndex(expiry) <= monthOf(today);

/** Whether a recall goes by batch or serial codes (else by the date of manufacture, or the whole model). */
const byCodeOf = (recall: Recall) => Boolean(recall.batches?.length || recall.batchRange);

const normalCode = (code: string) => code.replace(/[\s./:#-]+/g, '').toUpperCase();
/** A code's form: 9 for a digit, A for a letter ('23W17' -> '99A99'), so a range holds only codes of its own form. */
const shapeOf = (code: string) => code.replace(/[0-9]/g, '9').replace(/[A-Z]/g, 'A');

/**
 * The codes that may be the batch number in what was typed: the whole of it, each word, and two
 * words together ('Batch 23W20' -> 23W20; 'Batch no 211 X' -> 211X), as labels print it.
 */
export function candidateCodes(typed: string): string[] {
  const words = typed
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const pairs = words.slice(1).map((w, i) => `${words[i]}${w}`);
  return [...new Set([normalCode(typed), ...words, ...pairs])];
}

/** Whether a recall covers this item: 'yes', 'no', or 'unknown' (the recall goes by a date or code we were not given). */
export function recallMatch(recall: Recall, item: { brand: string; name: string; manufactureDate?: string; batchCode?: string }): 'yes' | 'no' | 'unknown' {
  if (plain(recall.brand) !== plain(item.brand)) return 'no';
  const words = plain(item.name).replace(/[^a-z0-9]+/g, ' ');
  if (!` ${words} `.includes(` ${recall.model} `)) return 'no';
  const byDate = Boolean(recall.madeFrom && recall.madeTo);
  const byCode = byCodeOf(recall);
  if (!byDate && !byCode) return 'yes';
  const checks: boolean[] = [];
  if (byDate && item.manufactureDate) {
    const made = monthIndex(item.manufactureDate);
    checks.push(made >= monthIndex(recall.madeFrom!) && made <= monthIndex(recall.madeTo!));
  }
  if (byCode && item.batchCode) {
    const [from, to] = (recall.batchRange ?? []).map(normalCode);
    const listed = new Set(recall.batches?.map(normalCode));
    const inRange = (code: string) => from !== undefined && to !== undefined && shapeOf(code) === shapeOf(from) && code >= from && code <= to;
    checks.push(candidateCodes(item.batchCode).some((code) => listed.has(code) || inRange(code)));
  }
  if (checks.length === 0) return 'unknown';
  return checks.some(Boolean) ? 'yes' : 'no';
}

const RECYCLE_CAR_SEAT =
  'Please do not pass it on or sell it elsewhere. Car seats are not taken in household recycling bins: take it to your council’s household waste recycling centre (find your council at https://www.gov.uk/find-local-council), and cut the harness straps first so nobody reuses it.';
const RECALLED = `Stop using it and contact the maker or the shop you bought it from: recalled products are usually repaired, replaced or refunded. The UK's recall list is at ${RECALL_LIST_URL}.`;
const RECYCLE_OTHER = 'Please take it to your council’s household waste recycling centre (find your council at https://www.gov.uk/find-local-council).';

const SEAT_MESSAGES: Record<'collision' | 'standard' | 'damage', string> = {
  collision: 'A car seat that has been in a collision, or might have been, can have damage you cannot see, so we cannot buy it.',
  standard: 'We can only buy car seats approved to R129 (i-Size) or ECE R44/04, with the approval label still on them.',
  damage: 'We cannot buy it with that fault: it matters for your child’s safety.',
};

/** The verdict on one item, from its model, its category's questions, the answers so far and today. */
export function safetyCheck(input: { brand: string; name: string; carSeat: boolean; questions: QuoteQuestion[]; answers: Answers; today: Date; recalls?: readonly Recall[] }): QuoteSafety {
  const refusals: SafetyRefusal[] = [];
  for (const q of input.questions) {
    const chosen = input.answers[q.questionId]?.answerIds ?? [];
    for (const option of q.options ?? []) {
      if (option.refuse && chosen.includes(option.answerId) && !refusals.some((r) => r.reason === option.refuse)) {
        refusals.push({ reason: option.refuse, message: SEAT_MESSAGES[option.refuse] });
      }
    }
  }
  const expiry = input.answers.expiryDate?.value;
  if (input.carSeat && expiry && isPastExpiry(expiry, input.today)) {
    refusals.push({ reason: 'expired', message: `This car seat expired in ${expiry}: its plastic may no longer protect a child, so we cannot buy it.` });
  }
  let detail: 'batchCode' | 'manufactureDate' | undefined;
  const item = { brand: input.brand, name: input.name, manufactureDate: input.answers.manufactureDate?.value, batchCode: input.answers.batchCode?.value };
  for (const recall of input.recalls ?? RECALLS) {
    const match = recallMatch(recall, item);
    if (match === 'no') continue;
    if (match === 'unknown') detail ??= byCodeOf(recall) ? 'batchCode' : 'manufactureDate';
    const about = { recallId: recall.recallId, product: recall.product, hazard: recall.hazard, authority: recall.authority, source: recall.source };
    refusals.push(
      match === 'yes'
        ? { reason: 'recall', message: `This matches a product recall (${recall.product}): ${recall.hazard}`, recall: about }
        : {
            reason: 'recall-unchecked',
            message: `Some ${recall.product} were recalled. Tell us its ${byCodeOf(recall) ? 'batch or serial number' : 'date of manufacture'} from the label so we can check yours.`,
            recall: about,
          },
    );
  }
  const recalled = refusals.some((r) => r.reason === 'recall');
  const sellable = refusals.length === 0;
  // Only a missing detail stands in the way: ask for it, rather than turn the item away.
  const unchecked = refusals.every((r) => r.reason === 'recall-unchecked') ? refusals.find((r) => r.reason === 'recall-unchecked') : undefined;
  return {
    sellable,
    refusals,
    moreDetail: unchecked && detail ? { questionId: detail, message: `We need one more detail. ${unchecked.message}` } : null,
    whereInstead: sellable ? null : recalled ? RECALLED : refusals.every((r) => r.reason === 'recall-unchecked') ? null : input.carSeat ? RECYCLE_CAR_SEAT : RECYCLE_OTHER,
  };
}
