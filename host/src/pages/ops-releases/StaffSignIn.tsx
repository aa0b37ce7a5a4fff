// The page's own sign-in: a staff account (POST /auth/token scope=staff), never the shopper's
// sign-in dialog, and never a member's token.
import { GENERIC_CODES } from '@shop/shared/api';
import { useState } from 'react';
import { FormError, PasswordField, TextField } from '@shop/shared/form';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from './i18n';
import { staffSession, type StaffSignInFailure } from './staff-session';
import { matches, required, useFields } from './use-fields';
import styles from './ops-releases.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function StaffSignIn({ notice }: { notice?: string }) {
  const { register, errors, handleSubmit } = useFields({
    email: [required(t('ops.signIn.emailRequired')), matches(EMAIL, t('ops.signIn.emailInvalid'))],
    password: [required(t('ops.signIn.passwordRequired'))],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBusy(true);
    setFailure(null);
    try {
      await staffSession.signIn(email, password);
    } catch (e) {
      const f = e as StaffSignInFailure;
      // The same words as a shopper's sign-in for the same codes (1007 wrong details, 1253 throttled).
      setFailure(errorMessage(f.code, 'login', f.code === GENERIC_CODES.system ? 'network error' : f.message));
      setBusy(false);
    }
  });

  return (
    <section className={styles.signIn} aria-labelledby="ops-sign-in-title">
      <h2 id="ops-sign-in-title" className={styles.h2}>
        {t('ops.signIn.title')}
      </h2>
      <p className={styles.muted}>{t('ops.signIn.lead')}</p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('ops.signIn.email')} type="email" autoComplete="username" error={errors.email} registration={register('email')} />
        <PasswordField label={t('ops.signIn.password')} autoComplete="current-password" error={errors.password} registration={register('password')} />
        <FormError>{failure}</FormError>
        <Button type="submit" disabled={busy}>
          {t('ops.signIn.submit')}
        </Button>
      </form>
    </section>
  );
}
