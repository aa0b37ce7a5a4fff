// One job (/careers?store=…&job=…): what it is, and the application form: the applicant's
// details, a covering note, the CV (a PDF or .docx, at most CV_LIMITS.maxBytes, checked again
// by the API by its content) and their consent. Sent as multipart/form-data to POST apply.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckboxField, FormError, TextAreaField, TextField } from '@shop/shared/form';
import { useApiData } from '@shop/shared/http';
import { t } from '../../../i18n';
import { ENQUIRY_CODES as C, type JobVacancy } from '@shop/shared/api';
import { CV_LIMITS, errorMessage, JOB_COVER_NOTE_MAX } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { enquiriesApi } from '../api/enquiries-api';
import { Honeypot } from './Honeypot';
import { emailRule, honeypotRule, nameRule, PERSON_FIELDS, phoneRule } from './person-rules';
import { showFailure } from './server-failure';
import { Sent } from './Sent';
import styles from './enquiries.module.css';
import { Pending } from './Pending';

const MB = CV_LIMITS.maxBytes / 1024 / 1024;
const isCvName = (name: string) => /\.(pdf|docx)$/i.test(name);

const schema = yup.object({
  name: nameRule(),
  email: emailRule(),
  phone: phoneRule(),
  coverNote: yup
    .string()
    .trim()
    .max(JOB_COVER_NOTE_MAX, t('careers.coverNoteTooLong', { max: JOB_COVER_NOTE_MAX })),
  cv: yup
    .mixed<FileList>()
    .test('cv-present', t('careers.cvRequired'), (files) => Boolean(files && files.length === 1))
    .test('cv-type', errorMessage(C.cvType, 'enquiry'), (files) => !files?.[0] || isCvName(files[0].name))
    .test('cv-size', errorMessage(C.cvTooLarge, 'enquiry'), (files) => !files?.[0] || files[0].size <= CV_LIMITS.maxBytes),
  consent: yup.boolean().oneOf([true], errorMessage(C.consentMissing, 'enquiry')).required(errorMessage(C.consentMissing, 'enquiry')),
  website: honeypotRule(),
});
type Values = yup.InferType<typeof schema>;
const FIELD_OF = {
  ...PERSON_FIELDS,
  [C.messageMissing]: 'coverNote',
  [C.messageInvalid]: 'coverNote',
  [C.cvMissing]: 'cv',
  [C.cvType]: 'cv',
  [C.cvTooLarge]: 'cv',
  [C.cvNotWord]: 'cv',
  [C.cvPdfScript]: 'cv',
  [C.cvPdfEmbeddedFile]: 'cv',
  [C.cvPdfUnchecked]: 'cv',
  [C.consentMissing]: 'consent',
} as const;

function ApplicationForm({ job }: { job: JobVacancy }) {
  const form = useForm<Values>({ resolver: yupResolver(schema) as unknown as Resolver<Values>, defaultValues: { name: '', email: '', phone: '', coverNote: '', consent: false, website: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    const body = new FormData();
    body.set('jobId', job.jobId);
    for (const key of ['name', 'email', 'phone', 'coverNote', 'website'] as const) if (v[key]) body.set(key, String(v[key]).trim());
    body.set('consent', String(v.consent === true));
    body.set('cv', (v.cv as FileList)[0]!);
    try {
      setSent((await enquiriesApi.apply(body)).reference);
    } catch (error) {
      showFailure(error, 'enquiry', FIELD_OF, form.setError, setFailure);
    }
  });
  if (sent) return <Sent heading={t('enquiry.sentHeading')}>{t('careers.sent', { reference: sent })}</Sent>;
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={styles.heading}>
        {t('careers.applyHeading')}
      </h2>
      <FormError>{failure}</FormError>
      <TextField label={t('enquiry.name')} autoComplete="name" registration={form.register('name')} error={errors.name} />
      <TextField label={t('enquiry.email')} hint={t('enquiry.emailHint')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField label={t('enquiry.phone')} type="tel" autoComplete="tel" registration={form.register('phone')} error={errors.phone} />
      <TextAreaField label={t('careers.coverNote')} rows={5} registration={form.register('coverNote')} error={errors.coverNote} />
      <TextField label={t('careers.cv')} hint={t('careers.cvHint', { mb: MB })} type="file" accept={CV_LIMITS.accept} registration={form.register('cv')} error={errors.cv} />
      <CheckboxField label={t('careers.consent')} registration={form.register('consent')} error={errors.consent} />
      <Honeypot registration={form.register('website')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('enquiry.sending') : t('careers.send')}
        </Button>
      </div>
    </form>
  );
}

export function JobApplication({ storeId, jobId }: { storeId: number; jobId: string }) {
  const { data: job, error } = useApiData(`job:${storeId}:${jobId}`, () => enquiriesApi.job(storeId, jobId));
  if (error)
    return (
      <p role="alert">
        {t('careers.notFound')} <Link to="/careers">{t('careers.back')}</Link>
      </p>
    );
  if (!job) return <Pending />;
  return (
    <article className={styles.columns}>
      <div>
        <h2 className={styles.heading}>{t('careers.jobAt', { title: job.title, store: job.storeName })}</h2>
        <dl className={styles.facts}>
          <dt>{t('careers.hours')}</dt>
          <dd>{job.hours}</dd>
          <dt>{t('careers.contract')}</dt>
          <dd>{job.contract}</dd>
          <dt>{t('careers.pay')}</dt>
          <dd>{job.pay}</dd>
        </dl>
        <p className={styles.description}>{job.description}</p>
        <p>
          <Link className={styles.jobLink} to="/careers">
            {t('careers.back')}
          </Link>
        </p>
      </div>
      {job.open === false ? <p role="status">{t('careers.closed')}</p> : <ApplicationForm job={job} />}
    </article>
  );
}
