// The form kit: labelled fields whose error is announced and tied to the input, for
// react-hook-form (`registration` is what `register(name)` returns). Every form of the shop
// uses these, so a field looks and behaves the same everywhere.
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { t } from '@shop/shared/i18n';
import './form.css';

/** What react-hook-form's `register(name)` returns (kept structural: shared does not depend on it). */
export interface Registration {
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  ref: (instance: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}
export interface FieldErrorLike {
  message?: string;
}

interface FieldFrame {
  label: string;
  error?: FieldErrorLike;
  hint?: string;
  registration: Registration;
}

function describedBy(id: string, error?: FieldErrorLike, hint?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, hint, children }: { id: string; label: string; error?: FieldErrorLike; hint?: string; children: ReactNode }) {
  return (
    <div className="shop-form-field">
      <label className="shop-form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="shop-form-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="shop-form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, registration, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <input id={id} className="shop-form-field__input" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...input} {...registration} />
    </Frame>
  );
}

/** A password input with a show/hide toggle (spec §5). */
export function PasswordField({ label, error, hint, registration, autoComplete }: FieldFrame & { autoComplete: string }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <div className="shop-form-field__row">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="shop-form-field__input"
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, hint)}
          {...registration}
        />
        <button type="button" className="shop-form-field__toggle" aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('form.hide') : t('form.show')}
          <span className="shop-form-visually-hidden"> {t('form.passwordWord')}</span>
        </button>
      </div>
    </Frame>
  );
}

export function SelectField({ label, error, hint, registration, options, ...select }: FieldFrame & { options: Array<{ value: string; label: string }> } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select id={id} className="shop-form-field__input" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...select} {...registration}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({ label, error, hint, registration, ...input }: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'>) {
  const id = useId();
  return (
    <div className="shop-form-field">
      <div className="shop-form-check">
        <input id={id} type="checkbox" className="shop-form-check__box" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...input} {...registration} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="shop-form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="shop-form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A message of several lines. */
export function TextAreaField({ label, error, hint, registration, rows = 6, ...area }: FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <textarea id={id} rows={rows} className="shop-form-field__input shop-form-field__area" aria-invalid={Boolean(error)} aria-describedby={describedBy(id, error, hint)} {...area} {...registration} />
    </Frame>
  );
}

/** One choice of a few, as radio buttons in a fieldset whose legend is the question. */
export function RadioGroupField({ legend, error, hint, registration, options }: Omit<FieldFrame, 'label'> & { legend: string; options: Array<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <fieldset className="shop-form-field shop-form-radios" aria-describedby={describedBy(id, error, hint)}>
      <legend className="shop-form-field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="shop-form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="shop-form-radios__options">
        {options.map((o) => (
          <label key={o.value} className="shop-form-radios__option">
            <input type="radio" className="shop-form-check__box" value={o.value} aria-invalid={Boolean(error)} {...registration} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="shop-form-field__error" role="alert">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form-level failure (the §8 message of a refused call), announced. */
export function FormError({ children }: { children?: ReactNode }) {
  return children ? (
    <p className="shop-form-error" role="alert">
      {children}
    </p>
  ) : null;
}
