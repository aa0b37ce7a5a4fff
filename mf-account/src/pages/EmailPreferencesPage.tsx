// Where the 'coming up' e-mail's link lands (/email-preferences?token=…, issue 37): it asks once
// more, then stops those e-mails with one click, without signing in. Opening the link changes
// nothing (a mail scanner opens links too); only the button does.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, PageLayout } from '@shop/shared/ui';
import { failureMessage } from '../api/failure-message';
import { unsubscribe, UNSUBSCRIBE_TOKEN } from '../features/communication/api/unsubscribe';
import { t } from '../i18n';
import css from './email-preferences.module.css';

type State = { kind: 'asking' } | { kind: 'stopping' } | { kind: 'stopped' } | { kind: 'failed'; message: string };

const COMMUNICATION_TAB = '/myaccount?tab=communication';

export function EmailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(UNSUBSCRIBE_TOKEN.test(token) ? { kind: 'asking' } : { kind: 'failed', message: t('account.unsubscribe.badLink') });

  const stop = () => {
    setState({ kind: 'stopping' });
    unsubscribe(token).then(
      () => setState({ kind: 'stopped' }),
      (e: unknown) => setState({ kind: 'failed', message: failureMessage(e) }),
    );
  };
  const elsewhere = (
    <p className={css.note}>
      {t('account.unsubscribe.elsewhere')} <Link to={COMMUNICATION_TAB}>{t('account.unsubscribe.communicationLink')}</Link>
    </p>
  );

  if (state.kind === 'stopped')
    return (
      <PageLayout heading={t('account.unsubscribe.doneHeading')}>
        <p role="status">{t('account.unsubscribe.done')}</p>
        {elsewhere}
      </PageLayout>
    );
  if (state.kind === 'failed')
    return (
      <PageLayout heading={t('pageTitle.emailPreferences')}>
        <p role="alert">{state.message}</p>
        {elsewhere}
      </PageLayout>
    );
  return (
    <PageLayout heading={t('account.unsubscribe.heading')} lead={t('account.unsubscribe.lead')}>
      <Button onClick={stop} disabled={state.kind === 'stopping'} aria-busy={state.kind === 'stopping'}>
        {state.kind === 'stopping' ? t('account.unsubscribe.stopping') : t('account.unsubscribe.stop')}
      </Button>
      {elsewhere}
    </PageLayout>
  );
}
