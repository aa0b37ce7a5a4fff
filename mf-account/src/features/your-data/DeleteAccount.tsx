import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@shop/shared/bus';
import { FormError, PasswordField } from '@shop/shared/form';
import { failureMessage } from '../../api/failure-message';
import { t } from '../../i18n';
import { session } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { deleteAccount } from './api/delete-account';
import { deleteAccountSchema } from './schemas';
import styles from './your-data.module.css';
import { dateFormat } from '@shop/shared/rules';

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** Account deletion with the password again; the member is signed out at once (§4 Logout). */
export function DeleteAccount({ memberId }: { memberId: string }) {
  const form = useForm<{ password: string }>({ resolver: yupResolver(deleteAccountSchema) });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { erasesAt } = await deleteAccount(memberId, password);
      // What happens next, and when; signing in to keep the account is a quiet offer in it (the
      // header's 'Sign in' does the same once the snackbar has gone), never a dialog opened for them.
      const date = longDate.format(new Date(erasesAt));
      bus.emit('host:show-snackbar', {
        message: t('account.yourData.deleted', { date }),
        kind: 'info',
        durationMs: 15_000,
        action: { label: t('account.yourData.keepIt', { date }), dialog: 'signIn' },
      });
      session.end('user');
    } catch (error) {
      setFailure(failureMessage(error, 'account'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError>{failure}</FormError>
      <PasswordField label={t('account.yourData.deletePassword')} autoComplete="current-password" registration={form.register('password')} error={form.formState.errors.password} />
      <div>
        <Button type="submit" className={styles.danger} disabled={form.formState.isSubmitting}>
          {t('account.yourData.deleteButton')}
        </Button>
      </div>
    </form>
  );
}
