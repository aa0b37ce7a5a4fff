// The questions as a form: one field per question (a string, or a list of answer ids), its yup
// rule, and the answers the API takes. Kept apart from the page so it is tested on its own.
import { t } from '../../i18n';
import { yup } from '../../form/yup';
import { QUOTE_ANSWER_VALUE_MAX, type QuoteAnswer, type QuoteQuestion } from '@shop/shared/api';

export type AnswerValues = Record<string, string | string[]>;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isList = (q: QuoteQuestion) => q.type === 'multiple' || q.type === 'included';

export function answersSchema(questions: QuoteQuestion[]) {
  const shape: yup.ObjectShape = {};
  for (const q of questions) {
    if (isList(q)) shape[q.questionId] = yup.array(yup.string().required()).default([]);
    else if (q.type === 'single') shape[q.questionId] = q.required ? yup.string().required(t('sell.chooseOne')) : yup.string();
    else if (q.type === 'month') shape[q.questionId] = (q.required ? yup.string().label(q.text).required() : yup.string()).matches(MONTH, { message: t('sell.monthFormat'), excludeEmptyString: true });
    else {
      let text = yup
        .string()
        .label(q.text)
        .trim()
        .max(q.maxLength ?? QUOTE_ANSWER_VALUE_MAX);
      if (q.pattern) text = text.matches(new RegExp(q.pattern), { message: t('sell.textFormat'), excludeEmptyString: true });
      shape[q.questionId] = q.required ? text.required() : text;
    }
  }
  return yup.object(shape);
}

/** What the form starts with: the quote's answers so far, or nothing chosen. */
export function initialValues(questions: QuoteQuestion[], answers: QuoteAnswer[]): AnswerValues {
  const given = new Map(answers.map((a) => [a.questionId, a]));
  return Object.fromEntries(
    questions.map((q) => {
      const a = given.get(q.questionId);
      if (isList(q)) return [q.questionId, a?.answerIds ?? []];
      if (q.type === 'single') return [q.questionId, a?.answerIds?.[0] ?? ''];
      return [q.questionId, a?.value ?? ''];
    }),
  );
}

/** The form's values as the API's answers; an optional question left empty is not sent. */
export function toAnswers(questions: QuoteQuestion[], values: AnswerValues): QuoteAnswer[] {
  const answers: QuoteAnswer[] = [];
  for (const q of questions) {
    const v = values[q.questionId];
    if (isList(q)) answers.push({ questionId: q.questionId, answerIds: Array.isArray(v) ? v : v ? [v] : [] });
    else if (typeof v === 'string' && v.trim()) answers.push(q.type === 'single' ? { questionId: q.questionId, answerIds: [v] } : { questionId: q.questionId, value: v.trim() });
  }
  return answers;
}
