// Step 1: the membership number and the unlock code printed on an in-store receipt (typed again,
// it resumes an attempt left part way); or, without a receipt to hand or with a code run out, a
// new code by text or e-mail to the membership's own mobile or address (the on-demand path).
import { useState, type FormEvent } from 'react';
import { FormError, TextField } from '@shop/shared/form';
import { t } from '../../../i18n';
import { normaliseMembershipNumber, normaliseUkPhone, UNLOCK_LIMITS } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { Button } from '@shop/shared/ui';
import { controlled, typedPin } from '../../../components/pin';
import type { UnlockFlow } from './use-unlock-flow';
import styles from './unlock.module.css';

type Errors = Partial<Record<'number' | 'code' | 'mobile', string>>;

/** Where a new code goes: an e-mail address as typed, or a UK mobile; null when it is neither. */
const contactOf = (value: string): { mobile: string } | { email: string } | null => {
  const typed = value.trim();
  if (typed.includes('@')) return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) ? { email: typed } : null;
  return normaliseUkPhone(typed) ? { mobile: typed } : null;
};

export function CodeStep({ flow }: { flow: UnlockFlow }) {
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const numberError = (value: string) => (normaliseMembershipNumber(value.trim()) ? undefined : t('unlock.code.numberInvalid'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unlockCode = typedPin(code);
    const found: Errors = { number: numberError(number), code: unlockCode ? undefined : t('unlock.code.codeInvalid') };
    setErrors(found);
    if (found.number || found.code) return;
    await flow.verifyCode({ membershipNumber: number.trim(), unlockCode: unlockCode! });
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const contact = contactOf(mobile);
    const found: Errors = { number: numberError(number), mobile: contact ? undefined : t('unlock.code.mobileInvalid') };
    setErrors(found);
    setNotice(null);
    if (found.number || !contact) return;
    setNotice(await flow.requestCode(number.trim(), contact));
  };

  const numberField = (
    <TextField
      label={t('unlock.code.number')}
      hint={t('unlock.code.numberHint')}
      error={errors.number ? { message: errors.number } : undefined}
      registration={controlled('membershipNumber', setNumber)}
      value={number}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
    />
  );

  const failure = flow.failure ? <FormError>{flow.failure.text}</FormError> : null;
  const switchTo = (next: boolean) => () => {
    setAsking(next);
    setErrors({});
    flow.clearFailure();
  };

  return (
    <div className={styles.flow}>
      <p className={styles.lead}>{t(session.isSignedIn() ? 'unlock.code.leadMember' : 'unlock.code.lead')}</p>
      {asking ? (
        <form className={`${styles.panel} ${styles.form}`} onSubmit={ask} noValidate aria-labelledby="unlock-ask-title">
          <h2 id="unlock-ask-title">{t('unlock.code.noCode')}</h2>
          <p className={styles.note}>{t('unlock.code.noCodeLead')}</p>
          {numberField}
          <TextField
            label={t('unlock.code.mobile')}
            hint={t('unlock.code.mobileHint')}
            error={errors.mobile ? { message: errors.mobile } : undefined}
            registration={controlled('mobile', setMobile)}
            value={mobile}
            type="text"
            autoComplete="off"
          />
          {failure}
          <p className={styles.status} role="status">
            {notice ?? ''}
          </p>
          <div className={styles.actions}>
            <Button type="submit" disabled={flow.busy}>
              {t('unlock.code.askSubmit')}
            </Button>
            <button type="button" className={styles.linkButton} onClick={switchTo(false)}>
              {t('unlock.code.haveCode')}
            </button>
          </div>
        </form>
      ) : (
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="unlock-code-title">
          <h2 id="unlock-code-title">{t('unlock.code.title')}</h2>
          <p className={styles.note}>{t('unlock.code.resume', { days: UNLOCK_LIMITS.receiptCodeValidDays })}</p>
          {numberField}
          <TextField
            label={t('unlock.code.code')}
            hint={t('unlock.code.codeHint')}
            error={errors.code ? { message: errors.code } : undefined}
            registration={controlled('unlockCode', setCode)}
            value={code}
            inputMode="numeric"
            // A code asked for by text fills in from the message, as a PIN does.
            autoComplete="one-time-code"
            maxLength={UNLOCK_LIMITS.digits + 2}
          />
          {failure}
          <div className={styles.actions}>
            <Button type="submit" disabled={flow.busy}>
              {flow.busy ? t('unlock.checking') : t('unlock.code.submit')}
            </Button>
            <button type="button" className={styles.linkButton} onClick={switchTo(true)}>
              {t('unlock.code.noCode')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
