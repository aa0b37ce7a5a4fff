import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from '../basket-checkout.module.css';

type FieldProps = { label: string; error?: FieldError; registration: UseFormRegisterReturn; wide?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** One labelled checkout input with its error announced. */
export function Field({ label, error, registration, wide, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
      {error ? <p id={`${id}-error`} className={styles.fieldError} role="alert">{error.message}</p> : null}
    </div>
  );
}
