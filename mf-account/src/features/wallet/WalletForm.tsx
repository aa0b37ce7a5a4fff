import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yup } from '../../form/yup';
import { FormError, TextField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage, PAYOUT_STORE_CODES as CODES, WALLET_EMAIL_MAX } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { ReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import styles from './wallet.module.css';

// The API's rule: an e-mail address of at most WALLET_EMAIL_MAX characters (yup's §5 message).
const schema = yup.object({ email: yup.string().label(t('account.wallet.email')).trim().required().max(WALLET_EMAIL_MAX).email(t('account.wallet.invalid')) });
type Values = yup.InferType<typeof schema>;
const EMAIL_CODES = new Set<number | string>([CODES.walletMissing, CODES.walletInvalid]);

/** The PayPal address is always typed in full: the API only ever shows it masked. */
export function WalletForm({ onSave, onCancel }: { onSave: (email: string) => Promise<void>; onCancel: () => void }) {
  const form = useForm<Values>({ resolver: yupResolver(schema) as unknown as Resolver<Values>, defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => form.setFocus('email'), [form]);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSave(v.email);
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      const f = error as Partial<NormalisedFailure>;
      const message = errorMessage(f.code, 'wallet', f.message);
      if (f.code !== undefined && EMAIL_CODES.has(f.code)) form.setError('email', { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.wallet.heading')}>
      <FormError>{failure}</FormError>
      <TextField label={t('account.wallet.email')} hint={t('account.wallet.emailHint')} type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('account.wallet.saving') : t('account.wallet.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.wallet.cancel')}
        </Button>
      </div>
    </form>
  );
}
