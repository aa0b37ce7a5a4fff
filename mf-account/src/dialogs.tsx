// The account dialogs (spec §2 modal list), mounted by the host as a parcel on the first
// dialog request. Which dialogs are open is the host's dialog manager's state, read from the bus.
import type { ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { bus, useBusLatest, type DialogName } from '@shop/shared/bus';
import { t } from './i18n';
import { Dialog } from '@shop/shared/ui';
import { ChangePasswordForm, ForgotPasswordForm, Notice, ResetPasswordForm, SignInForm, SignUpForm, VerifyEmailBody } from './features/auth/AuthForms';

// The consent notice is the host's (host/src/consent/ConsentNotice.tsx): it must show before,
// and without, this remote.
type AccountDialog = Exclude<DialogName, 'consent'>;
const isAccountDialog = (d: DialogName): d is AccountDialog => d !== 'consent';

const BODIES: Record<AccountDialog, () => ReactNode> = {
  signIn: () => <SignInForm />,
  signUp: () => <SignUpForm />,
  forgotPassword: () => <ForgotPasswordForm />,
  verifyEmail: () => <VerifyEmailBody alert={false} />,
  signUpSuccess: () => <VerifyEmailBody alert={false} />,
  forgotPasswordSuccess: () => <Notice>{t('auth.forgotSent')}</Notice>,
  resetPassword: () => <ResetPasswordForm />,
  resetPasswordSuccess: () => <Notice action={{ label: t('auth.signIn'), dialog: 'signIn' }}>{t('auth.resetDone')}</Notice>,
  changePassword: () => <ChangePasswordForm />,
  changePasswordSuccess: () => <Notice>{t('auth.changeDone')}</Notice>,
  genericError: () => <Notice>{t('error.generic')}</Notice>,
  emailVerificationAlert: () => <VerifyEmailBody alert />,
};

export function AccountDialogs() {
  const open = useBusLatest('host:dialogs-changed')?.open ?? [];
  const top = open.filter(isAccountDialog).pop();
  if (!top) return null;
  return (
    <div data-boundary="account" data-version={__BUILD_VERSION__}>
      <Dialog key={top} title={t(`dialog.${top}`)} onClose={() => bus.emit('host:close-dialog', { dialog: top })}>
        {BODIES[top]()}
      </Dialog>
    </div>
  );
}

export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AccountDialogs,
  errorBoundary: () => <p role="alert">{t('error.generic')}</p>,
});
