// The quote's questions: radios for one answer, ticks for several, a month, a short text.
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormError, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { Button } from '@shop/shared/ui';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import { answersSchema, initialValues, toAnswers, type AnswerValues } from '../answers-form';
import css from '../../../components/sell.module.css';

/**
 * `submitLabel`: what the button leads to (a member's next step is the photos; a guest's, their price).
 * `notes`: a line under a question, by its id, read with it (why an answer is already chosen, issue 37).
 */
export function QuestionsForm({
  questions,
  answers,
  error,
  submitLabel,
  notes = {},
  onSubmit,
}: {
  questions: QuoteQuestion[];
  answers: QuoteAnswer[];
  error?: string;
  submitLabel?: string;
  notes?: Record<string, string>;
  onSubmit: (answers: QuoteAnswer[]) => Promise<void>;
}) {
  const { register, handleSubmit, formState } = useForm<AnswerValues>({
    resolver: yupResolver(answersSchema(questions)) as never,
    defaultValues: initialValues(questions, answers),
  });
  const submit = handleSubmit((values) => onSubmit(toAnswers(questions, values)));
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      {questions.map((q) => {
        const fieldError = formState.errors[q.questionId] as FieldError | undefined;
        const label = q.required ? q.text : `${q.text} ${t('sell.optional')}`;
        if (q.options) return <Choices key={q.questionId} question={q} legend={label} note={notes[q.questionId]} error={fieldError} register={register} />;
        return (
          <TextField
            key={q.questionId}
            label={label}
            hint={[q.help, q.type === 'month' ? t('sell.month') : undefined, notes[q.questionId]].filter(Boolean).join(' ') || undefined}
            error={fieldError}
            registration={register(q.questionId)}
            type={q.type === 'month' ? 'month' : 'text'}
            placeholder={q.type === 'month' ? t('sell.monthPlaceholder') : undefined}
            maxLength={q.maxLength}
            autoComplete="off"
          />
        );
      })}
      <FormError>{error}</FormError>
      <div className={css.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {submitLabel ?? t('sell.toPhotos')}
        </Button>
      </div>
    </form>
  );
}

function Choices({ question, legend, note, error, register }: { question: QuoteQuestion; legend: string; note?: string; error?: FieldError; register: UseFormRegister<AnswerValues> }) {
  const errorId = `q-${question.questionId}-error`;
  const noteId = `q-${question.questionId}-note`;
  const type = question.type === 'single' ? 'radio' : 'checkbox';
  // The note and the error are read with the group (a screen reader says them on entering it).
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={css.question} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {question.help ? <p className={css.muted}>{question.help}</p> : null}
      {note ? (
        <p id={noteId} className={css.muted}>
          {note}
        </p>
      ) : null}
      {question.options!.map((o) => (
        <label key={o.answerId} className={css.choice}>
          <input type={type} value={o.answerId} aria-invalid={Boolean(error)} {...register(question.questionId)} />
          <span>{o.text}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={css.error} role="alert">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
