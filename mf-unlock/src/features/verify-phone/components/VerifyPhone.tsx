// /verify-phone-number's body: the masked number, a PIN by text, the PIN typed into a one-time-code
// input, a resend with its countdown. Proved: the host is told (unlock:mobile-verified) and the
// unified-membership guard sends the member on to where they were going.
import { useEffect, useState, type FormEvent } from 'react';
import { bus } from '@shop/shared/bus';
import { FormError } from '@shop/shared/form';
import { t } from '../../../i18n';
import { UNLOCK_CODES } from '@shop/shared/rules';
import { PROFILE_TAB_PATH, YOUR_DATA_TAB_PATH } from '@shop/shared/routes';
import { Link } from 'react-router-dom';
import { Button, Loader } from '@shop/shared/ui';
import { PinField, typedPin } from '../../../components/pin';
import { useCountdown } from '../../../components/use-countdown';
import { useMobileVerification } from './use-mobile-verification';
import styles from './verify-phone.module.css';

export function VerifyPhone({ memberId }: { memberId: string }) {
  const { state, loadFailed, failure, busy, resendAt, send, verify } = useMobileVerification(memberId);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const wait = useCountdown(resendAt);

  // Nothing (left) to prove, e.g. proved in another tab: the host's fact is brought up to date and the guard lets the member on.
  useEffect(() => {
    if (state && !state.needsMobileVerification) bus.emit('unlock:mobile-verified', { memberId });
  }, [state, memberId]);

  // The lead needs nothing from the API, so it paints with the page (the largest text, LCP); the number follows.
  const lead = <p className={styles.lead}>{t('unlock.verifyPhone.lead')}</p>;
  if (loadFailed)
    return (
      <div className={styles.panel}>
        {lead}
        <p role="alert">{t('unlock.verifyPhone.loadFailed')}</p>
      </div>
    );
  if (!state)
    return (
      <div className={styles.panel}>
        {lead}
        <Loader />
      </div>
    );
  const mobile = state.mobile ?? '';
  const locked = state.locked || failure?.code === UNLOCK_CODES.pinAttemptsExceeded;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedPin(pin);
    if (!typed) return setPinError(t('unlock.verifyPhone.pinInvalid'));
    setPinError(null);
    if (await verify(typed)) bus.emit('host:show-snackbar', { message: t('unlock.verifyPhone.verified'), kind: 'success' });
    else setPin('');
  };

  // A first PIN is said by 'We have texted…'; a resend says so too (U002), so the member knows the new text is on its way.
  const notice = state.notice?.code === String(UNLOCK_CODES.pinResent) ? t(`error.unlock.${state.notice.code}`, {}, state.notice.message) : null;
  const tries = state.triesLeft === 1 ? t('unlock.verifyPhone.triesLeftOne') : t('unlock.verifyPhone.triesLeft', { count: state.triesLeft });

  return (
    <div className={styles.panel}>
      {lead}
      <p className={styles.number}>{t('unlock.verifyPhone.number', { mobile })}</p>
      <p className={styles.status} role="status">
        {state.pinSent && !locked ? [notice, t('unlock.verifyPhone.sentTo', { mobile })].filter(Boolean).join(' ') : ''}
      </p>
      {locked ? (
        <FormError>{failure?.text ?? t('error.unlock.1873')}</FormError>
      ) : state.pinSent ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <PinField
            label={t('unlock.verifyPhone.pin')}
            hint={`${t('unlock.verifyPhone.pinHint')}. ${tries}`}
            error={pinError}
            value={pin}
            onValue={setPin}
            // The send button goes once the PIN is out: a keyboard user carries on in the PIN box.
            autoFocus={resendAt !== null}
          />
          {failure ? <FormError>{failure.text}</FormError> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'verify' ? t('unlock.verifyPhone.verifying') : t('unlock.verifyPhone.verify')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy !== null || wait > 0} onClick={() => void send()}>
              {wait > 0 ? t('unlock.verifyPhone.resendIn', { seconds: wait }) : t('unlock.verifyPhone.resend')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          {failure ? <FormError>{failure.text}</FormError> : null}
          <Button type="button" disabled={busy !== null} onClick={() => void send()}>
            {busy === 'send' ? t('unlock.verifyPhone.sending') : t('unlock.verifyPhone.send')}
          </Button>
        </div>
      )}
      {/* Never a dead end (issue 33 §1): a mistyped number is put right in the profile, and the member's data stays theirs to read, download or delete. */}
      <p className={styles.note}>
        {t('unlock.verifyPhone.changeNumber')} <Link to={PROFILE_TAB_PATH}>{t('unlock.verifyPhone.changeNumberLink')}</Link>
      </p>
      <p className={styles.note}>
        <Link to={YOUR_DATA_TAB_PATH}>{t('unlock.verifyPhone.yourData')}</Link>
      </p>
    </div>
  );
}
