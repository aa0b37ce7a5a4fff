// "Ask for the price" on a product page, for an item not on sale online (POST contact/requestprice):
// a small dialog with the shopper's name, e-mail, phone and a note; the store e-mails the price.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { FormError, TextAreaField, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { ENQUIRY_CODES as C, ENQUIRY_MESSAGE_MAX } from '@shop/shared/api';
import { Button, Dialog } from '@shop/shared/ui';
import { yup } from '../../../form/yup';
import { enquiriesApi } from '../api/enquiries-api';
import { Honeypot } from './Honeypot';
import { emailRule, honeypotRule, nameRule, PERSON_FIELDS, phoneRule } from './person-rules';
import { showFailure } from './server-failure';
import styles from './enquiries.module.css';

const schema = yup.object({
  name: nameRule(),
  email: emailRule(),
  phone: phoneRule(),
  message: yup
    .string()
    .trim()
    .max(ENQUIRY_MESSAGE_MAX, t('price.messageTooLong', { max: ENQUIRY_MESSAGE_MAX })),
  website: honeypotRule(),
});
type Values = yup.InferType<typeof schema>;

export function PriceRequestDialog({ boxId, boxName, onClose }: { boxId: string; boxName: string; onClose: () => void }) {
  const form = useForm<Values>({ resolver: yupResolver(schema) as unknown as Resolver<Values>, defaultValues: { name: '', email: '', phone: '', message: '', website: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      setSent((await enquiriesApi.requestPrice({ ...v, boxId })).reference);
      bus.emit('host:analytics-event', { event: 'seller_enquiry', params: { enquiry_type: 'price', items: [{ item_id: boxId, item_name: boxName }] } });
    } catch (error) {
      showFailure(error, 'enquiry', { ...PERSON_FIELDS, [C.messageMissing]: 'message', [C.messageInvalid]: 'message' }, form.setError, setFailure);
    }
  });
  const errors = form.formState.errors;
  return (
    <Dialog title={t('price.heading')} onClose={onClose}>
      {sent ? (
        <div className={styles.actions}>
          <p role="status">{t('price.sent', { reference: sent })}</p>
          <Button onClick={onClose}>{t('price.close')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('price.heading')}>
          <p>
            {t('price.lead')} <strong>{boxName}</strong>
          </p>
          <FormError>{failure}</FormError>
          <TextField label={t('enquiry.name')} autoComplete="name" registration={form.register('name')} error={errors.name} />
          <TextField label={t('enquiry.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
          <TextField label={t('enquiry.phone')} type="tel" autoComplete="tel" registration={form.register('phone')} error={errors.phone} />
          <TextAreaField label={t('price.message')} rows={3} registration={form.register('message')} error={errors.message} />
          <Honeypot registration={form.register('website')} />
          <div className={styles.actions}>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('enquiry.sending') : t('price.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
