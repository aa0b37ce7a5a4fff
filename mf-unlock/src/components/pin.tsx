// What both unlock pages share about PINs: their form, the wait before a new one, the field they
// are typed into (a one-time-code input, so phones offer the PIN from the text), and a refused
// call's message from the `unlock` catalogue (spec §8).
import { envelopeMessage, type NormalisedFailure } from '@shop/shared/http';
import { TextField } from '@shop/shared/form';
import { errorMessage, UNLOCK_LIMITS } from '@shop/shared/rules';
import styles from './pin.module.css';

export const PIN_FORMAT = new RegExp(`^[0-9]{${UNLOCK_LIMITS.digits}}$`);

/** A resend waits this long after a PIN is sent (the text takes a moment); the API's own limit is 3 per 15 minutes. */
export const RESEND_AFTER_SECONDS = 30;

/** The PIN as typed, without spaces, or null when it is not 6 digits. */
export const typedPin = (value: string) => {
  const pin = value.replace(/\s/g, '');
  return PIN_FORMAT.test(pin) ? pin : null;
};

export interface Failure {
  code?: number | string;
  text: string;
}

/** A refused call, as the page shows it. */
export const failureOf = (error: unknown): Failure => {
  const f = error as Partial<NormalisedFailure>;
  // The envelope's words reach the catalogue, which shows them only where they name a wait.
  return { code: f.code, text: errorMessage(f.code, 'unlock', envelopeMessage(f.body) ?? f.message) };
};

/** A controlled input in the form kit's field (its registration shape, without a form library). */
export const controlled = (name: string, onValue: (value: string) => void) => ({
  name,
  onChange: async (e: { target: unknown }) => onValue((e.target as HTMLInputElement).value),
  onBlur: async () => undefined,
  ref: () => undefined,
});

export function PinField({ label, hint, error, value, onValue, autoFocus }: { label: string; hint: string; error: string | null; value: string; onValue: (v: string) => void; autoFocus?: boolean }) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error ? { message: error } : undefined}
      registration={controlled('pin', onValue)}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      pattern="[0-9]*"
      maxLength={UNLOCK_LIMITS.digits + 2}
      className={`shop-form-field__input ${styles.pin}`}
    />
  );
}
