// The quote's questions: radios for one answer, ticks for several, a month, a short text.
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormError, TextField } from '@shop/shared/form';
import { t } from '../i18n';
import { Button } from '@shop/shared/ui';
import type { Answer, Question } from '../api/types';
import { answersSchema, initialValues, toAnswers, type AnswerValues } from '../wizard/answers-form';
import css from './sell.module.css';

/** `submitLabel`: what the button leads to (a member's next step is the photos; a guest's, their price). */
export function QuestionsForm({ questions, answers, error, submitLabel, onSubmit }: { questions: Question[]; answers: Answer[]; error?: string; submitLabel?: string; onSubmit: (answers: Answer[]) => Promise<void> }) {
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
        if (q.options) return <Choices key={q.questionId} question={q} legend={label} error={fieldError} register={register} />;
        return (
          <TextField
            key={q.questionId}
            label={label}
            hint={q.type === 'month' ? [q.help, t('sell.month')].filter(Boolean).join(' ') : q.help}
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

function Choices({ question, legend, error, register }: { question: Question; legend: string; error?: FieldError; register: UseFormRegister<AnswerValues> }) {
  const errorId = `q-${question.questionId}-error`;
  const type = question.type === 'single' ? 'radio' : 'checkbox';
  return (
    <fieldset className={css.question} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {question.help ? <p className={css.muted}>{question.help}</p> : null}
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
