// One labelled input of the checkout form, its error beside it (read by screen readers with it).
import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styles from '../basket-checkout.module.css';

type FieldProps = { label: string; error?: FieldError; registration: UseFormRegisterReturn; wide?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function CheckoutField({ label, error, registration, wide, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
