// Step 2: prove the membership's mobile (or e-mail). A PIN by text (and one by e-mail when the
// membership has an address), or a link by e-mail with its PIN by text; the PIN is typed here, or on
// the link's page; a new one after a short wait; five wrong PINs lock the attempt (1873).
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '@shop/shared/form';
import { t } from '../../../i18n';
import { UNLOCK_CODES } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { PinField, typedPin } from '../../../components/pin';
import { useCountdown } from '../../../components/use-countdown';
import type { Attempt } from '../api/unlock-api';
import type { PinChannel, UnlockFlow } from './use-unlock-flow';
import styles from './unlock.module.css';

function CancelButton({ flow }: { flow: UnlockFlow }) {
  return (
    <button type="button" className={styles.linkButton} disabled={flow.busy} onClick={() => void flow.cancel()}>
      {t('unlock.cancel')}
    </button>
  );
}

/** code-verified: where the PIN goes. */
export function SendStep({ flow, attempt }: { flow: UnlockFlow; attempt: Attempt }) {
  const where = attempt.sentTo.email ? t('unlock.send.toBoth', { mobile: attempt.sentTo.mobile, email: attempt.sentTo.email }) : t('unlock.send.toMobile', { mobile: attempt.sentTo.mobile });
  return (
    <div className={styles.panel}>
      <h2>{t('unlock.send.title', { name: attempt.firstName })}</h2>
      <p>{where}</p>
      {flow.failure ? <FormError>{flow.failure.text}</FormError> : null}
      <div className={styles.actions}>
        <Button type="button" disabled={flow.busy} onClick={() => void flow.sendPins('text')}>
          {flow.busy ? t('unlock.sending') : t('unlock.send.text')}
        </Button>
        {attempt.hasEmail ? (
          <Button type="button" variant="secondary" disabled={flow.busy} onClick={() => void flow.sendPins('link')}>
            {t('unlock.send.link')}
          </Button>
        ) : null}
      </div>
      <p className={styles.note}>{t('unlock.send.notYours')}</p>
      <CancelButton flow={flow} />
    </div>
  );
}

/** The PIN box, its tries left, and a new PIN after the countdown. */
function PinForm({ flow, triesLeft, label, onPin, children }: { flow: UnlockFlow; triesLeft?: number; label: string; onPin: (pin: string) => Promise<unknown>; children?: ReactNode }) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedPin(pin);
    if (!typed) return setError(t('unlock.pinInvalid'));
    setError(null);
    await onPin(typed);
    setPin('');
  };
  const tries = triesLeft === undefined ? '' : ` ${triesLeft === 1 ? t('unlock.verifyPhone.triesLeftOne') : t('unlock.verifyPhone.triesLeft', { count: triesLeft })}`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <PinField label={label} hint={`${t('unlock.verifyPhone.pinHint')}.${tries}`} error={error} value={pin} onValue={setPin} autoFocus />
      {flow.failure ? <FormError>{flow.failure.text}</FormError> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={flow.busy}>
          {flow.busy ? t('unlock.checking') : t('unlock.pin.submit')}
        </Button>
      </div>
    </form>
  );
}

function ResendButton({ flow }: { flow: UnlockFlow }) {
  const wait = useCountdown(flow.resendAt);
  return (
    <Button type="button" variant="secondary" disabled={flow.busy || wait > 0} onClick={() => void flow.resend()}>
      {wait > 0 ? t('unlock.verifyPhone.resendIn', { seconds: wait }) : t('unlock.verifyPhone.resend')}
    </Button>
  );
}

/** pin-sent: the PIN from the text (or the e-mail), or, after a link, where to look. */
export function PinStep({ flow, attempt }: { flow: UnlockFlow; attempt: Attempt }) {
  const [channel, setChannel] = useState<PinChannel>('mobile');
  const resent = attempt.notice?.code === String(UNLOCK_CODES.pinResent) ? t('error.unlock.U002') : '';
  if (flow.linkSent)
    return (
      <div className={styles.panel}>
        <h2>{t('unlock.pin.linkTitle')}</h2>
        <p className={styles.status} role="status">
          {[resent, t('unlock.pin.linkSent', { email: attempt.sentTo.email ?? '', mobile: attempt.sentTo.mobile })].filter(Boolean).join(' ')}
        </p>
        {flow.failure ? <FormError>{flow.failure.text}</FormError> : null}
        <div className={styles.actions}>
          <ResendButton flow={flow} />
        </div>
        <CancelButton flow={flow} />
      </div>
    );
  const sentTo = attempt.sentTo.email ? t('unlock.pin.sentBoth', { mobile: attempt.sentTo.mobile, email: attempt.sentTo.email }) : t('unlock.pin.sentMobile', { mobile: attempt.sentTo.mobile });
  return (
    <div className={styles.panel}>
      <h2>{t('unlock.pin.title')}</h2>
      <p className={styles.status} role="status">
        {[resent, sentTo].filter(Boolean).join(' ')}
      </p>
      <PinForm flow={flow} triesLeft={attempt.triesLeft} label={t(channel === 'mobile' ? 'unlock.pin.fromText' : 'unlock.pin.fromEmail')} onPin={(pin) => flow.verifyPin(pin, channel)}>
        {attempt.hasEmail ? (
          <fieldset className="shop-form-field shop-form-radios">
            <legend className="shop-form-field__label">{t('unlock.pin.which')}</legend>
            <div className="shop-form-radios__options">
              {(['mobile', 'email'] as const).map((c) => (
                <label key={c} className="shop-form-radios__option">
                  <input type="radio" className="shop-form-check__box" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                  {t(c === 'mobile' ? 'unlock.pin.text' : 'unlock.pin.email')}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </PinForm>
      <div className={styles.actions}>
        <ResendButton flow={flow} />
      </div>
      <CancelButton flow={flow} />
    </div>
  );
}

/** Opened from the e-mailed link: its PIN, then the attempt carries on here. */
export function LinkPinStep({ flow }: { flow: UnlockFlow }) {
  return (
    <div className={styles.panel}>
      <h2>{t('unlock.link.title')}</h2>
      <p>{t('unlock.link.lead')}</p>
      <PinForm flow={flow} label={t('unlock.link.pin')} onPin={flow.verifyLinkPin} />
    </div>
  );
}
