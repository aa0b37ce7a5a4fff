import { MEMBER_CODES } from '@shop/shared/api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button, Loader, PageLayout } from '@shop/shared/ui';
import { accountApi } from '../api/account-api';

/** The link in the password-reset e-mail lands here; a good link opens the reset dialog. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'checking' | 'ok' | 'bad'>('checking');

  useEffect(() => {
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) {
      setState('bad');
      return;
    }
    accountApi.verifyResetToken(token).then(
      (r) => {
        setState(r.verified ? 'ok' : 'bad');
        if (r.verified) bus.emit('host:open-dialog', { dialog: 'resetPassword' });
      },
      () => setState('bad'),
    );
  }, [token]);

  if (state === 'checking')
    return (
      <PageLayout heading={t('pageTitle.resetPassword')}>
        <Loader label={t('auth.link.checking')} />
      </PageLayout>
    );
  if (state === 'bad') {
    return (
      <PageLayout heading={t('pageTitle.resetPassword')} lead={errorMessage(MEMBER_CODES.linkExpired, 'password')}>
        <Button onClick={() => bus.emit('host:open-dialog', { dialog: 'forgotPassword' })}>{t('auth.link.sendNew')}</Button>
      </PageLayout>
    );
  }
  return (
    <PageLayout heading={t('pageTitle.resetPassword')} lead={t('auth.reset.lead')}>
      <Button onClick={() => bus.emit('host:open-dialog', { dialog: 'resetPassword' })}>{t('auth.reset.choose')}</Button>
    </PageLayout>
  );
}
