// A refused send, shown where it belongs: a code that names a field goes under that field (the
// rest of the form keeps what was typed), any other code above the form. Messages come from the
// error catalogue (error-messages.ts), never a bare number in a form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { NormalisedFailure } from '@shop/shared/http';
import { errorMessage, type ErrorContext } from '@shop/shared/rules';

export function showFailure<T extends FieldValues>(error: unknown, context: ErrorContext, fieldOf: Partial<Record<number, Path<T>>>, setError: UseFormSetError<T>, setFormError: (message: string) => void): void {
  const f = error as Partial<NormalisedFailure>;
  const message = errorMessage(f.code, context, f.message);
  const field = typeof f.code === 'number' ? fieldOf[f.code] : undefined;
  if (field) setError(field, { message }, { shouldFocus: true });
  else setFormError(message);
}
