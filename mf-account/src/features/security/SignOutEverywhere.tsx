import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { CheckboxField, FormError } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { signOutEverywhere, useSessions } from './api/sessions';
import { signOutEverywhereSchema } from './schemas';
import styles from './security.module.css';

/** Ends every sign-in of the member: their refresh tokens are refused; this one stays if asked. */
export function SignOutEverywhere({ memberId }: { memberId: string }) {
  const sessions = useSessions(memberId);
  const form = useForm<{ keepCurrent: boolean }>({ resolver: yupResolver(signOutEverywhereSchema), defaultValues: { keepCurrent: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const count = sessions.data?.length ?? 0;

  const submit = form.handleSubmit(async ({ keepCurrent }) => {
    setFailure(null);
    try {
      await signOutEverywhere(memberId, keepCurrent);
      if (keepCurrent) {
        bus.emit('host:show-snackbar', { message: t('account.security.signedOutElsewhere'), kind: 'success' });
        sessions.reload();
      } else {
        bus.emit('host:show-snackbar', { message: t('account.security.signedOutEverywhere'), kind: 'success' });
        session.end('user'); // §4 Logout: the host clears what it lists and goes home
      }
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      setFailure(errorMessage(f.code, 'account', f.message));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {sessions.data ? <p className={styles.muted}>{count > 1 ? t('account.security.sessionsCount', { count }) : t('account.security.sessionsOne')}</p> : null}
      <FormError>{failure}</FormError>
      <CheckboxField label={t('account.security.keepThisOne')} registration={form.register('keepCurrent')} />
      <div>
        <Button type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
          {t('account.security.signOutEverywhere')}
        </Button>
      </div>
    </form>
  );
}
