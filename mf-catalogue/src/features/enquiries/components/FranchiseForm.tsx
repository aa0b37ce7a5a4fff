// The franchise enquiry form (/franchise): who is asking, where they would open, where they
// heard of us (GET franchises/heardfrom), a message and their consent to be contacted.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckboxField, FormError, SelectField, TextAreaField, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { ENQUIRY_CODES as C, ENQUIRY_MESSAGE_MIN, ENQUIRY_TOWN_MAX } from '@shop/shared/api';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { enquiriesApi } from '../api/enquiries-api';
import { Honeypot } from './Honeypot';
import { emailRule, honeypotRule, messageRule, nameRule, PERSON_FIELDS, phoneRule, says } from './person-rules';
import { showFailure } from './server-failure';
import { Sent } from './Sent';
import styles from './enquiries.module.css';

const schema = yup.object({
  name: nameRule(),
  email: emailRule(),
  phone: phoneRule(),
  town: yup.string().trim().required(says(C.townMissing)).max(ENQUIRY_TOWN_MAX, says(C.townMissing)),
  heardFromId: yup.string().default(''),
  message: messageRule(),
  consent: yup.boolean().oneOf([true], errorMessage(C.consentMissing, 'enquiry')).required(errorMessage(C.consentMissing, 'enquiry')),
  website: honeypotRule(),
});
type Values = yup.InferType<typeof schema>;
const FIELD_OF = { ...PERSON_FIELDS, [C.townMissing]: 'town', [C.heardFromInvalid]: 'heardFromId', [C.consentMissing]: 'consent' } as const;

export function FranchiseForm({ heardFrom }: { heardFrom: Array<{ id: number; name: string }> }) {
  const form = useForm<Values>({ resolver: yupResolver(schema) as unknown as Resolver<Values>, defaultValues: { name: '', email: '', phone: '', town: '', heardFromId: '', message: '', consent: false, website: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { reference } = await enquiriesApi.sendFranchiseEnquiry({ ...v, heardFromId: v.heardFromId ? Number(v.heardFromId) : undefined, consent: v.consent === true });
      setSent(reference);
    } catch (error) {
      showFailure(error, 'enquiry', FIELD_OF, form.setError, setFailure);
    }
  });
  if (sent) return <Sent heading={t('enquiry.sentHeading')}>{t('enquiry.sentReference', { reference: sent })}</Sent>;
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="franchise-form-heading">
      <h2 id="franchise-form-heading" className={styles.heading}>
        {t('franchise.formHeading')}
      </h2>
      <FormError>{failure}</FormError>
      <TextField label={t('enquiry.name')} autoComplete="name" registration={form.register('name')} error={errors.name} />
      <TextField label={t('enquiry.email')} hint={t('enquiry.emailHint')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField label={t('enquiry.phone')} type="tel" autoComplete="tel" registration={form.register('phone')} error={errors.phone} />
      <TextField label={t('franchise.town')} hint={t('franchise.townHint')} autoComplete="address-level2" registration={form.register('town')} error={errors.town} />
      <SelectField
        label={t('franchise.heardFrom')}
        registration={form.register('heardFromId')}
        error={errors.heardFromId}
        options={[{ value: '', label: t('franchise.heardFromPlaceholder') }, ...heardFrom.map((h) => ({ value: String(h.id), label: h.name }))]}
      />
      <TextAreaField label={t('enquiry.message')} hint={t('enquiry.messageHint', { min: ENQUIRY_MESSAGE_MIN })} registration={form.register('message')} error={errors.message} />
      <CheckboxField label={t('franchise.consent')} registration={form.register('consent')} error={errors.consent} />
      <Honeypot registration={form.register('website')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('enquiry.sending') : t('franchise.send')}
        </Button>
      </div>
    </form>
  );
}
