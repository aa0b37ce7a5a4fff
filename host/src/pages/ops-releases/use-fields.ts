// The page's forms on the shared form kit (@shop/shared/form fields take a `registration`).
// The host has no form library, and this one staff page does not justify adding react-hook-form
// and yup to the host's package: this is the small part of them these three forms need (rules
// per field, checked on submit and again as the field changes once it has shown an error, the
// first invalid field focused). The limits are the API's (RELEASE_* in @shop/shared/rules).
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldErrorLike, Registration } from '@shop/shared/form';

/** A field's rule: its message when the value breaks it, else null. */
export type Rule = (value: string) => string | null;

export const required =
  (message: string): Rule =>
  (v) =>
    v.trim() ? null : message;
export const maxLength =
  (max: number, message: string): Rule =>
  (v) =>
    v.length <= max ? null : message;
/** Checked only when there is a value (an optional field may stay empty). */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (v) =>
    !v || pattern.test(v.trim()) ? null : message;

type Element = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFields<N extends string>(rules: Record<N, Rule[]>) {
  const elements = useRef<Partial<Record<N, Element | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<N, FieldErrorLike>>>({});
  const names = Object.keys(rules) as N[];

  const check = (name: N): string | null => {
    const value = elements.current[name]?.value ?? '';
    for (const rule of rules[name]) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
  const recheck = (name: N) =>
    setErrors((was) => {
      if (!was[name]) return was;
      const message = check(name);
      const next = { ...was };
      if (message) next[name] = { message };
      else delete next[name];
      return next;
    });

  const register = (name: N): Registration => ({
    name,
    ref: (el) => void (elements.current[name] = el),
    onChange: async () => recheck(name),
    onBlur: async () => recheck(name),
  });

  /** Checks every field; with none broken, calls `onValid` with the trimmed values. */
  const handleSubmit = (onValid: (values: Record<N, string>) => void | Promise<void>) => (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<N, FieldErrorLike>> = {};
    for (const name of names) {
      const message = check(name);
      if (message) found[name] = { message };
    }
    setErrors(found);
    const first = names.find((n) => found[n]);
    if (first) return void elements.current[first]?.focus();
    void onValid(Object.fromEntries(names.map((n) => [n, (elements.current[n]?.value ?? '').trim()])) as Record<N, string>);
  };

  const reset = useCallback(() => {
    for (const el of Object.values(elements.current) as Array<Element | null>) if (el) el.value = '';
    setErrors({});
  }, []);

  return { register, errors, handleSubmit, reset };
}
