import { useId, useState, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from './account.module.css';

type FieldProps = { label: string; error?: FieldError; registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input whose error is announced and tied to it. */
export function TextField({ label, error, registration, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
      {error ? <p id={`${id}-error`} className={styles.fieldError} role="alert">{error.message}</p> : null}
    </div>
  );
}

/** A password input with a show/hide toggle (spec §5). */
export function PasswordField({ label, error, registration, autoComplete }: { label: string; error?: FieldError; registration: UseFormRegisterReturn; autoComplete: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.inputRow}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registration}
        />
        <button type="button" className={styles.toggle} aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> password</span>
        </button>
      </div>
      {error ? <p id={`${id}-error`} className={styles.fieldError} role="alert">{error.message}</p> : null}
    </div>
  );
}
