// /feedback: the code from the order e-mail (prefilled from ?code=) is checked first (§8 1001,
// 1002, 1003, 1005), then the form asks the ratings that order calls for (the store collected
// from, the delivery), the e-mail the order went to (1006, 1010) and a comment.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormError, RadioGroupField, TextAreaField, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { errorMessage, FEEDBACK_CODE_PATTERN, FEEDBACK_CODES as C, FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { enquiriesApi, type FeedbackFacts } from '../api/enquiries-api';
import { Honeypot } from './Honeypot';
import { emailRule, honeypotRule } from './person-rules';
import { showFailure } from './server-failure';
import { Sent } from './Sent';
import styles from './enquiries.module.css';

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 }, (_, i) => String(FEEDBACK_RATING_MIN + i));
const ratingOptions = RATINGS.map((n) => ({ value: n, label: n }));
const ratingRule = (code: number) => yup.string().oneOf(RATINGS, errorMessage(code, 'feedback')).required(errorMessage(code, 'feedback'));

const codeSchema = yup.object({ code: yup.string().trim().required(errorMessage(C.missing, 'feedback')).matches(new RegExp(FEEDBACK_CODE_PATTERN), errorMessage(C.invalid, 'feedback')) });

function CodeStep({ initial, onValid }: { initial: string; onValid: (facts: FeedbackFacts) => void }) {
  const form = useForm<{ code: string }>({ resolver: yupResolver(codeSchema) as unknown as Resolver<{ code: string }>, defaultValues: { code: initial } });
  const [failure, setFailure] = useState<string | null>(null);
  const check = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onValid(await enquiriesApi.validateFeedbackCode(code));
    } catch (error) {
      showFailure(error, 'feedback', { [C.missing]: 'code', [C.invalid]: 'code', [C.expired]: 'code', [C.redeemed]: 'code' }, form.setError, setFailure);
    }
  });
  // A code from the e-mail's link is checked at once.
  useEffect(() => {
    if (initial) void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form className={styles.form} onSubmit={check} noValidate aria-label={t('pageTitle.feedback')}>
      <FormError>{failure}</FormError>
      <TextField label={t('feedback.code')} hint={t('feedback.codeHint')} autoComplete="off" autoCapitalize="characters" registration={form.register('code')} error={form.formState.errors.code} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('feedback.checking') : t('feedback.check')}
        </Button>
      </div>
    </form>
  );
}

function RatingStep({ facts }: { facts: FeedbackFacts }) {
  const schema = useMemo(
    () =>
      yup.object({
        email: emailRule(),
        storeRating: facts.ratesStore ? ratingRule(C.storeRating) : yup.string().strip(),
        deliveryRating: facts.ratesDelivery ? ratingRule(C.deliveryRating) : yup.string().strip(),
        comment: yup
          .string()
          .trim()
          .max(FEEDBACK_COMMENT_MAX, t('feedback.commentTooLong', { max: FEEDBACK_COMMENT_MAX })),
        website: honeypotRule(),
      }),
    [facts],
  );
  type Values = yup.InferType<typeof schema>;
  const form = useForm<Values>({ resolver: yupResolver(schema) as unknown as Resolver<Values>, defaultValues: { email: '', comment: '', website: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await enquiriesApi.leaveFeedback({
        code: facts.code,
        email: v.email,
        storeRating: v.storeRating ? Number(v.storeRating) : undefined,
        deliveryRating: v.deliveryRating ? Number(v.deliveryRating) : undefined,
        comment: v.comment,
        website: v.website,
      });
      setSent(true);
    } catch (error) {
      showFailure(error, 'feedback', { [C.emailMismatch]: 'email', [C.emailInvalid]: 'email', [C.storeRating]: 'storeRating', [C.deliveryRating]: 'deliveryRating' }, form.setError, setFailure);
    }
  });
  if (sent) return <Sent heading={t('feedback.forOrder', { orderNumber: facts.orderNumber })}>{t('feedback.thanks')}</Sent>;
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className={styles.heading}>
        {t('feedback.forOrder', { orderNumber: facts.orderNumber })}
      </h2>
      <FormError>{failure}</FormError>
      <TextField label={t('enquiry.email')} hint={t('feedback.emailHint')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      {facts.ratesStore ? (
        <RadioGroupField
          legend={facts.storeName ? t('feedback.storeRating', { store: facts.storeName }) : t('feedback.storeRatingPlain')}
          hint={t('feedback.ratingScale')}
          registration={form.register('storeRating')}
          error={errors.storeRating}
          options={ratingOptions}
        />
      ) : null}
      {facts.ratesDelivery ? (
        <RadioGroupField legend={t('feedback.deliveryRating')} hint={t('feedback.ratingScale')} registration={form.register('deliveryRating')} error={errors.deliveryRating} options={ratingOptions} />
      ) : null}
      <TextAreaField label={t('feedback.comment')} rows={4} registration={form.register('comment')} error={errors.comment} />
      <Honeypot registration={form.register('website')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('enquiry.sending') : t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}

export function FeedbackForm({ initialCode }: { initialCode: string }) {
  const [facts, setFacts] = useState<FeedbackFacts | null>(null);
  return facts ? <RatingStep facts={facts} /> : <CodeStep initial={initialCode} onValid={setFacts} />;
}
