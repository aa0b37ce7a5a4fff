// The bodies of the account dialogs (spec §2). Each form validates with yup's default
// messages, submits to the API (or, for sign-in, asks the host), and shows every §8 code
// with its own message.
import { AUTH_CODES } from '@shop/shared/api';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { bus, type DialogName } from '@shop/shared/bus';
import { takeSignedOutWhy, useApiData, type NormalisedFailure } from '@shop/shared/http';
import { t, tRich } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { accountApi } from '../../api/account-api';
import { UNLOCK_PATH, useUnlockOnline } from '../../api/unlock-online';
import { failureMessage as messageFor } from '../../api/failure-message';
import { PasswordField, TextField } from '@shop/shared/form';
import * as schemas from './schemas';
import styles from './account.module.css';

const open = (dialog: DialogName) => bus.emit('host:open-dialog', { dialog });
const close = () => bus.emit('host:close-dialog', {});
const track = (event: 'login' | 'register', method = 'email') => bus.emit('host:analytics-event', { event, params: { method } });

/** The address a verification alert is about (set by sign-in or sign-up, read by the alert). */
let emailAwaitingVerification = '';

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}

function useShopForm<T extends FieldValues>(schema: { __outputType: T } & object) {
  const form = useForm<T>({ resolver: yupResolver(schema as never) as unknown as Resolver<T>, mode: 'onSubmit' });
  const [failure, setFailure] = useState<string | null>(null);
  return { ...form, failure, setFailure };
}

export function SignInForm() {
  const f = useShopForm(schemas.signInSchema);
  // Signed out because the password changed elsewhere: said once, above the form.
  const [why] = useState(takeSignedOutWhy);
  const submit = f.handleSubmit(async ({ email, password }) => {
    f.setFailure(null);
    try {
      const user = await session.signIn(email, password);
      track('login');
      if (user.accountRestored) bus.emit('host:show-snackbar', { message: t('account.yourData.restored'), kind: 'success', durationMs: 10_000 });
    } catch (error) {
      const code = (error as NormalisedFailure).code;
      if (code === AUTH_CODES.needsVerification) {
        emailAwaitingVerification = email;
        open('emailVerificationAlert');
        return;
      }
      f.setFailure(messageFor(error, 'login'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {why === 'password-changed' && <p role="status">{t('auth.signedOutPasswordChanged')}</p>}
      <FormError message={f.failure} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" registration={f.register('email')} error={f.formState.errors.email} />
      <PasswordField label={t('auth.password')} autoComplete="current-password" registration={f.register('password')} error={f.formState.errors.password} />
      <Button type="submit" disabled={f.formState.isSubmitting}>
        {f.formState.isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => open('forgotPassword')}>
          {t('dialog.signIn.forgot')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => open('signUp')}>
          {t('dialog.signIn.noAccount')}
        </button>
      </div>
      <StoreCardLink />
    </form>
  );
}

/** A family with a store card but no online account starts at /unlock, not here (issue 33 §1). */
function StoreCardLink() {
  if (!useUnlockOnline()) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    close();
    // single-spa hears pushState and shows the unlock remote.
    history.pushState(null, '', UNLOCK_PATH);
  };
  return (
    <p className={styles.storeCard}>
      {t('dialog.signIn.storeCard')}{' '}
      <a href={UNLOCK_PATH} onClick={go}>
        {t('dialog.signIn.unlock')}
      </a>
    </p>
  );
}

export function SignUpForm() {
  const f = useShopForm(schemas.signUpSchema);
  // None to choose from while they load, or if they cannot.
  const titles = useApiData('titles', accountApi.titles).data ?? [];
  const submit = f.handleSubmit(async (v) => {
    f.setFailure(null);
    try {
      await accountApi.register({
        titleId: v.titleId ? Number(v.titleId) : undefined,
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        password: v.password,
        consents: [{ consentTypeId: 2, granted: Boolean(v.newsletter) }],
      });
      emailAwaitingVerification = v.email;
      track('register');
      open('signUpSuccess');
    } catch (error) {
      f.setFailure(messageFor(error, 'login'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError message={f.failure} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="signup-title">
          {t('auth.titleOptional')}
        </label>
        <select id="signup-title" className={styles.input} {...f.register('titleId')}>
          <option value="">–</option>
          {titles.map((t) => (
            <option key={t.titleId} value={t.titleId}>
              {t.title}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('auth.firstName')} autoComplete="given-name" registration={f.register('firstName')} error={f.formState.errors.firstName} />
      <TextField label={t('auth.lastName')} autoComplete="family-name" registration={f.register('lastName')} error={f.formState.errors.lastName} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" registration={f.register('email')} error={f.formState.errors.email} />
      <PasswordField label={t('auth.password')} autoComplete="new-password" registration={f.register('password')} error={f.formState.errors.password} />
      <label className={styles.checkbox}>
        <input type="checkbox" {...f.register('newsletter')} /> {t('auth.newsletter', { brand: t('brand.name') })}
      </label>
      <p className={styles.note}>{t('auth.verifyFirst')}</p>
      <Button type="submit" disabled={f.formState.isSubmitting}>
        {f.formState.isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={() => open('signIn')}>
        {t('auth.haveAccount')}
      </button>
    </form>
  );
}

export function ForgotPasswordForm() {
  const f = useShopForm(schemas.emailSchema);
  const submit = f.handleSubmit(async ({ email }) => {
    f.setFailure(null);
    try {
      await accountApi.requestPasswordReset(email);
      open('forgotPasswordSuccess');
    } catch (error) {
      f.setFailure(messageFor(error, 'email'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('auth.forgotLead')}</p>
      <FormError message={f.failure} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" registration={f.register('email')} error={f.formState.errors.email} />
      <Button type="submit" disabled={f.formState.isSubmitting}>
        {t('auth.sendLink')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={() => open('signIn')}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}

/** Verify e-mail and the verification alert: what to do next, and a resend. */
export function VerifyEmailBody({ alert }: { alert: boolean }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await accountApi.resendVerification(emailAwaitingVerification);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.form}>
      <p>
        {alert ? `${t('auth.verify.notYet')} ` : ''}
        {tRich('auth.verify.sent', { email: <strong key="email">{emailAwaitingVerification || t('auth.verify.yourAddress')}</strong> })}
      </p>
      {emailAwaitingVerification ? (
        <Button variant="secondary" onClick={resend} disabled={state === 'sending'}>
          {state === 'sent' ? t('auth.verify.sentAgain') : t('auth.verify.sendAgain')}
        </Button>
      ) : null}
      {state === 'failed' ? <FormError message={errorMessage(undefined, 'email')} /> : null}
    </div>
  );
}

function readResetLink(): { token: string; memberId: string } {
  const q = new URLSearchParams(window.location.search);
  return { token: q.get('token') ?? '', memberId: q.get('memberId') ?? '' };
}

export function ResetPasswordForm() {
  const f = useShopForm(schemas.resetSchema);
  const submit = f.handleSubmit(async ({ password }) => {
    f.setFailure(null);
    const { token, memberId } = readResetLink();
    try {
      await accountApi.resetPassword(memberId, token, password);
      open('resetPasswordSuccess');
    } catch (error) {
      f.setFailure(messageFor(error, 'password'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError message={f.failure} />
      <PasswordField label={t('auth.newPassword')} autoComplete="new-password" registration={f.register('password')} error={f.formState.errors.password} />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" registration={f.register('confirm')} error={f.formState.errors.confirm} />
      <Button type="submit" disabled={f.formState.isSubmitting}>
        {t('auth.saveNewPassword')}
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const f = useShopForm(schemas.changePasswordSchema);
  const submit = f.handleSubmit(async ({ oldPassword, newPassword }) => {
    f.setFailure(null);
    try {
      await accountApi.changePassword(oldPassword, newPassword);
      open('changePasswordSuccess');
    } catch (error) {
      f.setFailure(messageFor(error, 'password'));
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError message={f.failure} />
      <PasswordField label={t('auth.currentPassword')} autoComplete="current-password" registration={f.register('oldPassword')} error={f.formState.errors.oldPassword} />
      <PasswordField label={t('auth.newPassword')} autoComplete="new-password" registration={f.register('newPassword')} error={f.formState.errors.newPassword} />
      <Button type="submit" disabled={f.formState.isSubmitting}>
        {t('auth.changePassword')}
      </Button>
    </form>
  );
}

export function Notice({ children, action }: { children: ReactNode; action?: { label: string; dialog: DialogName } }) {
  return (
    <div className={styles.form}>
      <p>{children}</p>
      {action ? <Button onClick={() => open(action.dialog)}>{action.label}</Button> : <Button onClick={close}>{t('auth.ok')}</Button>}
    </div>
  );
}
