import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yup } from '../../form/yup';
import { FormError, PasswordField } from '@shop/shared/form';
import { failureMessage } from '../../api/failure-message';
import { t } from '../../i18n';
import { Button, Dialog } from '@shop/shared/ui';
import { reauthenticate } from './api/reauthenticate';
import styles from './reauthentication.module.css';

const schema = yup.object({ password: yup.string().label(t('account.reauth.password')).required().max(256) });

/** Asks for the password again (a wrong one counts towards the sign-in throttle, §8 1059 / 1253). */
export function PasswordDialog({ memberId, onConfirmed, onCancel }: { memberId: string; onConfirmed: () => void; onCancel: () => void }) {
  const form = useForm<{ password: string }>({ resolver: yupResolver(schema) });
  const [failure, setFailure] = useState<string | null>(null);
  // Into the password field, after the Dialog has focused itself on open (its effect runs after ours).
  useEffect(() => {
    const frame = requestAnimationFrame(() => form.setFocus('password'));
    return () => cancelAnimationFrame(frame);
  }, [form]);
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reauthenticate(memberId, password);
      onConfirmed();
    } catch (error) {
      setFailure(failureMessage(error, 'password'));
    }
  });
  return (
    <Dialog title={t('account.reauth.title')} onClose={onCancel}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('account.reauth.lead')}</p>
        <FormError>{failure}</FormError>
        <PasswordField label={t('account.reauth.password')} autoComplete="current-password" registration={form.register('password')} error={form.formState.errors.password} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('account.reauth.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
