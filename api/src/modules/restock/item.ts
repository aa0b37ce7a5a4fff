// What a bought item is once inspected, in the catalogue's terms: its model, its grade (the one
// staff gave it, else the condition the member answered), and its wear within that grade,
// priced by the catalogue's one pricing rule (seed/pricing.ts). Pure, so tested on its own.
import { BUY_IN_ONLY_MODELS } from '../quotations/buy-in-models.js';
import { masterBoxIdOf, MODELS, type Model, buyPrices, sellPrice, type Grade, GRADES, WEAR_NOTES } from '../catalogue/reference.js';

const BY_MASTER_BOX = new Map([...MODELS, ...BUY_IN_ONLY_MODELS].map((m) => [masterBoxIdOf(m), m]));
const isGrade = (g: unknown): g is Grade => GRADES.some((x) => x.grade === g);

/** The model a quote was made for, or null when the catalogue no longer has it. */
export const modelOf = (masterBoxId: string): Model | null => BY_MASTER_BOX.get(masterBoxId.toUpperCase()) ?? null;

export const gradeName = (grade: Grade) => GRADES.find((g) => g.grade === grade)!.name;

type Answers = Record<string, { answerIds?: string[]; value?: string }>;

/** The grade it goes on sale in: staff's revised grade when they changed it, else the member's condition answer. */
export function inspectedGrade(quote: { revised_grade: string | null; answers: Answers }): Grade {
  if (isGrade(quote.revised_grade)) return quote.revised_grade;
  const answered = quote.answers.condition?.answerIds?.[0];
  return isGrade(answered) ? answered : 'A';
}

/**
 * Wear within the grade: each fault the member ticked is a step (0, 1 or 2, as the seed's wear
 * severity: 2% each, never enough to cross a grade), with the wear note of that step. When staff
 * revised the grade, the note is what they found (issue 32 §5): the product page says what
 * inspection saw, never a generic note that contradicts it.
 */
export function wearOf(model: Model, grade: Grade, answers: Answers, found: string | null = null) {
  const severity = Math.min(2, answers.faults?.answerIds?.length ?? 0) as 0 | 1 | 2;
  const sell = sellPrice(model.newPrice, grade, severity);
  const note = found?.trim() ? `Checked by our team: ${found.trim()}` : WEAR_NOTES[model.kind][grade][severity];
  return { severity, note, prices: { sell, ...buyPrices(sell) } };
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthOf = (value: string | undefined) => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? MONTH_YEAR.format(new Date(`${value}-01T00:00:00Z`)) : null);

/** A car seat's dates from the seller's answers, as product-page attributes (issue 32 §5); none for anything else. */
export function carSeatDates(answers: Answers): Array<{ attributeFriendlyName: string; attributeValue: string }> {
  const made = monthOf(answers.manufactureDate?.value);
  const expires = monthOf(answers.expiryDate?.value);
  return [...(made ? [{ attributeFriendlyName: 'Date of manufacture', attributeValue: made }] : []), ...(expires ? [{ attributeFriendlyName: 'Expiry date', attributeValue: expires }] : [])];
}
