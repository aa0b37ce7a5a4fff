import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { FormError, TextField } from '@shop/shared/form';
import { failureMessage } from '../../api/failure-message';
import { t } from '../../i18n';
import { Button, Loader } from '@shop/shared/ui';
import { cancelEmailChange, requestEmailChange } from './api/email-change';
import { useMemberEmail } from './api/get-member';
import { emailChangeSchema } from './schemas';
import styles from './security.module.css';

const failureText = (error: unknown) => failureMessage(error, 'email');

/** The e-mail change: a link goes to the new address; until it is opened, it can be cancelled. */
export function EmailChange({ memberId }: { memberId: string }) {
  const loaded = useMemberEmail(memberId);
  const form = useForm<{ email: string }>({ resolver: yupResolver(emailChangeSchema) });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loaded.error) return <p role="alert">{t('account.security.loadFailed')}</p>;
  if (!loaded.data) return <Loader />;
  const { email, pendingEmail } = loaded.data;

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await requestEmailChange(v.email);
      loaded.set({ email, pendingEmail: v.email });
      form.reset({ email: '' });
      bus.emit('host:show-snackbar', { message: t('account.security.emailSent', { email: v.email }), kind: 'success' });
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  const cancel = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await cancelEmailChange();
      loaded.set({ email, pendingEmail: null });
      bus.emit('host:show-snackbar', { message: t('account.security.emailCancelled', { email }), kind: 'success' });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.muted}>{t('account.security.emailCurrent', { email })}</p>
      <FormError>{failure}</FormError>
      {pendingEmail ? (
        <>
          <p className={styles.pending} role="status">
            {t('account.security.emailPending', { email: pendingEmail })}
          </p>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('account.security.emailCancel')}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label={t('account.security.emailNew')} type="email" autoComplete="email" registration={form.register('email')} error={form.formState.errors.email} />
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('account.security.emailSend')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
