// Checking a member's answers against the category's questions (§8 Quotations codes): an unknown
// question 1012, an option the question does not have 1017, a value that is not valid for its
// question 1046, a required question left unanswered 1018 (when the offer is asked for).
import { QUOTE_CODES } from '@shop/shared/api';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import { ApiError } from '../../http/envelope.js';
import { monthIndex, monthOf, type Answers } from './car-seat-safety.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The oldest date of manufacture we take (no seat or pram that old is still sold on), and how far ahead an expiry may be. */
const EARLIEST_YEAR = 1990;
const LATEST_EXPIRY_YEARS = 15;

const invalid = (q: QuoteQuestion, why: string) => new ApiError(400, QUOTE_CODES.attributeValue, `${q.text}: ${why}`);

function checkOne(q: QuoteQuestion, input: QuoteAnswer, today: Date): { answerIds?: string[]; value?: string } {
  if (q.type === 'month' || q.type === 'text') {
    if (input.answerIds !== undefined || typeof input.value !== 'string') throw invalid(q, 'give a value');
    if (q.type === 'text') {
      if (!new RegExp(q.pattern!).test(input.value)) throw invalid(q, 'letters, numbers, spaces, dots and dashes only');
      return { value: input.value.trim() };
    }
    const m = MONTH.exec(input.value);
    if (!m) throw invalid(q, 'give the month as YYYY-MM');
    const year = Number(m[1]);
    if (year < EARLIEST_YEAR || year > today.getUTCFullYear() + LATEST_EXPIRY_YEARS) throw invalid(q, 'that year cannot be right');
    return { value: input.value };
  }
  if (input.value !== undefined || !Array.isArray(input.answerIds)) throw invalid(q, 'choose from the answers given');
  const known = new Set((q.options ?? []).map((o) => o.answerId));
  for (const id of input.answerIds) {
    if (!known.has(id)) throw new ApiError(400, QUOTE_CODES.answerNotFound, `${q.text}: there is no answer '${id.slice(0, 40)}'`);
  }
  const ids = [...new Set(input.answerIds)];
  if (q.type === 'single' && ids.length !== 1) throw invalid(q, 'choose one answer');
  return { answerIds: ids };
}

/** The answers after this call: `stored` with `incoming` checked and laid over it. */
export function mergeAnswers(questions: QuoteQuestion[], stored: Answers, incoming: QuoteAnswer[], today: Date): Answers {
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const seen = new Set<string>();
  const merged: Answers = { ...stored };
  for (const input of incoming) {
    const q = byId.get(input.questionId);
    if (!q || seen.has(input.questionId)) throw new ApiError(400, QUOTE_CODES.question, `There is no question '${input.questionId.slice(0, 40)}' for this item, or it was answered twice.`);
    seen.add(input.questionId);
    merged[q.questionId] = checkOne(q, input, today);
  }
  // Dates that cannot both be true.
  const made = merged.manufactureDate?.value;
  const expires = merged.expiryDate?.value;
  if (made && monthIndex(made) > monthOf(today)) throw invalid(byId.get('manufactureDate')!, 'that month has not come yet');
  if (made && expires && monthIndex(expires) <= monthIndex(made)) throw invalid(byId.get('expiryDate')!, 'it must be after the date of manufacture');
  return merged;
}

/** The first required question without an answer, or null. */
export const firstUnanswered = (questions: QuoteQuestion[], answers: Answers): QuoteQuestion | null => questions.find((q) => q.required && !answers[q.questionId]) ?? null;
