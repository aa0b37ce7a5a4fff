// 'Outgrown? Sell it back' (issue 37): My account links to a model's questions with the grade the
// shop sold the item at (?grade=B, sellModelUrl). The condition question answers with the shop's
// grade letters (api quotations/questions.ts: A like new, B good, C well used), so that grade is
// the condition answer the quote starts from: the member confirms it or changes it, and the server
// prices the answers as it prices any others. Only the condition: what is included, faults, age,
// and every car-seat safety question (standard, dates, collision, batch code) cannot be known from
// a sale and are never chosen for the member; the car-seat gate asks them as always.
import { isGradeCode } from '@shop/shared/rules';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';

/** The one question a grade sold stands for. */
export const CONDITION_QUESTION_ID = 'condition';

/** The grade from the address, if it is a grade code; anything else is no grade. */
export const soldGradeOf = (params: URLSearchParams): string | null => {
  const grade = params.get('grade');
  return isGradeCode(grade) ? grade : null;
};

/**
 * The answers to start from: the quote's own, and, if it has no condition answer yet, the option
 * of the condition question that is the grade sold. `prefilled` names the questions chosen here
 * (for the note beside them); a grade the questions do not offer chooses nothing.
 */
export function withSoldGrade(questions: QuoteQuestion[], answers: QuoteAnswer[], grade: string | null): { answers: QuoteAnswer[]; prefilled: string[] } {
  const condition = questions.find((q) => q.questionId === CONDITION_QUESTION_ID && q.type === 'single');
  const answered = answers.some((a) => a.questionId === CONDITION_QUESTION_ID && (a.answerIds?.length ?? 0) > 0);
  if (!grade || !condition || answered || !condition.options?.some((o) => o.answerId === grade)) return { answers, prefilled: [] };
  return { answers: [...answers.filter((a) => a.questionId !== CONDITION_QUESTION_ID), { questionId: CONDITION_QUESTION_ID, answerIds: [grade] }], prefilled: [CONDITION_QUESTION_ID] };
}
