// Step 3, the membership proved: a visitor creates an online account from it, or signs in to the
// account they already have and combines the two; a signed-in member combines it with theirs.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError, PasswordField, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { ENQUIRY_EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { controlled } from '../../../components/pin';
import type { Attempt } from '../api/unlock-api';
import type { UnlockFlow } from './use-unlock-flow';
import styles from './unlock.module.css';

/** The newsletter consent (spec §9 consent ids), asked, never assumed. */
const NEWSLETTER_CONSENT_ID = 2;

type Errors = Partial<Record<'email' | 'password', string>>;

function credentialsErrors(email: string, password: string, creating: boolean): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = t('unlock.finish.emailRequired');
  else if (!new RegExp(ENQUIRY_EMAIL_PATTERN).test(email.trim())) errors.email = t('unlock.finish.emailInvalid');
  if (!password) errors.password = t('unlock.finish.passwordRequired');
  else if (creating && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) errors.password = t('unlock.finish.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  return errors;
}

/** E-mail and password, for a new account or a sign-in. */
function Credentials({
  flow,
  creating,
  onSubmit,
  submitLabel,
  children,
}: {
  flow: UnlockFlow;
  creating: boolean;
  onSubmit: (email: string, password: string) => Promise<unknown>;
  submitLabel: string;
  children?: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = credentialsErrors(email, password, creating);
    setErrors(found);
    if (!found.email && !found.password) await onSubmit(email.trim(), password);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('unlock.finish.email')}
        type="email"
        autoComplete={creating ? 'email' : 'username'}
        registration={controlled('email', setEmail)}
        value={email}
        error={errors.email ? { message: errors.email } : undefined}
      />
      <PasswordField
        label={t('unlock.finish.password')}
        hint={creating ? t('unlock.finish.passwordHint', { min: PASSWORD_MIN }) : undefined}
        autoComplete={creating ? 'new-password' : 'current-password'}
        registration={controlled('password', setPassword)}
        error={errors.password ? { message: errors.password } : undefined}
      />
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={flow.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export function FinishStep({ flow, attempt }: { flow: UnlockFlow; attempt: Attempt }) {
  const [newsletter, setNewsletter] = useState(false);
  const [chosen, setChosen] = useState<'create' | 'combine' | null>(null);
  const failure = (which: 'create' | 'combine') => (flow.failure && chosen === which ? <FormError>{flow.failure.text}</FormError> : null);
  const user = session.user();

  if (user)
    return (
      <div className={styles.panel}>
        <h2>{t('unlock.finish.combineTitle')}</h2>
        <p>{t('unlock.finish.combineMember', { name: attempt.firstName })}</p>
        {flow.failure ? <FormError>{flow.failure.text}</FormError> : null}
        <div className={styles.actions}>
          <Button type="button" disabled={flow.busy} onClick={() => void flow.combine()}>
            {flow.busy ? t('unlock.checking') : t('unlock.finish.combineSubmit')}
          </Button>
          <button type="button" className={styles.linkButton} disabled={flow.busy} onClick={() => void flow.cancel()}>
            {t('unlock.cancel')}
          </button>
        </div>
      </div>
    );

  const create = (email: string, password: string) => {
    setChosen('create');
    return flow.createAccount({ email, password, consents: [{ consentTypeId: NEWSLETTER_CONSENT_ID, granted: newsletter }] });
  };
  const combine = (email: string, password: string) => {
    setChosen('combine');
    return flow.combine({ email, password });
  };

  return (
    <div className={styles.flow}>
      <p className={styles.status} role="status">
        {t('unlock.finish.proved', { name: attempt.firstName })}
      </p>
      <div className={styles.choices}>
        <section className={styles.panel} aria-labelledby="unlock-create-title">
          <h2 id="unlock-create-title">{t('unlock.finish.createTitle')}</h2>
          <p className={styles.note}>{t('unlock.finish.createLead')}</p>
          <Credentials flow={flow} creating onSubmit={create} submitLabel={flow.busy && chosen === 'create' ? t('unlock.finish.creating') : t('unlock.finish.createSubmit')}>
            <div className="shop-form-check">
              <input id="unlock-newsletter" type="checkbox" className="shop-form-check__box" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
              <label htmlFor="unlock-newsletter">{t('unlock.finish.newsletter')}</label>
            </div>
            {failure('create')}
          </Credentials>
        </section>
        <section className={styles.panel} aria-labelledby="unlock-combine-title">
          <h2 id="unlock-combine-title">{t('unlock.finish.signInTitle')}</h2>
          <p className={styles.note}>{t('unlock.finish.signInLead')}</p>
          <Credentials flow={flow} creating={false} onSubmit={combine} submitLabel={flow.busy && chosen === 'combine' ? t('unlock.checking') : t('unlock.finish.signInSubmit')}>
            {failure('combine')}
          </Credentials>
        </section>
      </div>
    </div>
  );
}
