import { MEMBER_CODES } from '@shop/shared/api';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bus } from '@shop/shared/bus';
import { t } from '../i18n';
import { errorMessage } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button, Loader, PageLayout } from '@shop/shared/ui';
import { accountApi } from '../api/account-api';

/** The link in the verification e-mail lands here: a new account, or a changed address. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed'; message: string }>({ kind: 'checking' });

  useEffect(() => {
    if (!token) {
      setState({ kind: 'failed', message: errorMessage(MEMBER_CODES.linkExpired, 'email') });
      return;
    }
    const memberId = session.memberId();
    (memberId ? accountApi.validateEmailSignedIn(memberId, token) : accountApi.validateEmail(token)).then(
      (r) => {
        // The host keeps the member details; a signed-in member's now carry the new address.
        if (memberId && String(r.memberId) === memberId) bus.emit('account:email-changed', { memberId, email: r.email });
        setState({ kind: 'verified', email: r.email });
      },
      (error) => setState({ kind: 'failed', message: errorMessage(error?.code, 'email', error?.message) }),
    );
  }, [token]);

  if (state.kind === 'checking')
    return (
      <PageLayout heading={t('pageTitle.verifyEmail')}>
        <Loader label={t('auth.link.checking')} />
      </PageLayout>
    );
  if (state.kind === 'failed') {
    return (
      <PageLayout heading={t('pageTitle.verifyEmail')} lead={state.message}>
        <Button onClick={() => bus.emit('host:open-dialog', { dialog: 'verifyEmail' })}>{t('auth.link.sendNew')}</Button>
      </PageLayout>
    );
  }
  if (session.isSignedIn()) {
    return (
      <PageLayout heading={t('auth.verified.heading')} lead={t('auth.verified.lead', { email: state.email })}>
        <Button onClick={() => navigate('/myaccount')}>{t('auth.verified.toAccount')}</Button>
      </PageLayout>
    );
  }
  // Signed up at checkout (or on any member page): back to that page, which asks for sign-in and
  // then shows itself (issue 30 'Coming back'). Going to My account instead would replace the
  // page waiting for the sign-in with My account.
  const waiting = session.returnAfterSignIn();
  return (
    <PageLayout heading={t('auth.verified.heading')} lead={t('auth.verified.lead', { email: state.email })}>
      <Button onClick={() => navigate(waiting ?? '/myaccount')}>{waiting ? t('auth.verified.signInToContinue') : t('auth.verified.signIn')}</Button>
    </PageLayout>
  );
}
