// The bench's own sign-in: a staff account (POST /auth/token scope=staff), never the shopper's
// sign-in dialog and never a member's token.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError, PasswordField, TextField } from '@shop/shared/form';
import { errorMessage } from '@shop/shared/rules';
import type { StaffSignInFailure } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { benchSession } from '../staff-session';
import styles from './goods-in.module.css';

export function StaffSignIn({ notice }: { notice?: string }) {
  const { register, handleSubmit } = useForm<{ email: string; password: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (!email.trim() || !password) return setFailure(t('goodsIn.signIn.missing'));
    setBusy(true);
    setFailure(null);
    try {
      await benchSession.signIn(email, password);
    } catch (e) {
      const f = e as StaffSignInFailure;
      // The same words as a shopper's sign-in for the same codes (1007 wrong details, 1253 throttled).
      setFailure(errorMessage(f.code, 'login', f.code === -1 ? 'network error' : f.message));
      setBusy(false);
    }
  });

  return (
    <section aria-labelledby="goods-in-sign-in">
      <h2 id="goods-in-sign-in" className={styles.h2}>
        {t('goodsIn.signIn.title')}
      </h2>
      <p className={styles.muted}>{t('goodsIn.signIn.lead')}</p>
      {notice ? (
        <p className={styles.status} role="status">
          {notice}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('goodsIn.signIn.email')} type="email" autoComplete="username" registration={register('email')} />
        <PasswordField label={t('goodsIn.signIn.password')} autoComplete="current-password" registration={register('password')} />
        <FormError>{failure}</FormError>
        <Button type="submit" disabled={busy}>
          {t('goodsIn.signIn.submit')}
        </Button>
      </form>
    </section>
  );
}
