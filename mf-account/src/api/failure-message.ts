// The message a failed account call shows: the §8 code's message in its context (the account's unless told).
import { envelopeMessage, type NormalisedFailure } from '@shop/shared/http';
import { errorMessage, type ErrorContext } from '@shop/shared/rules';

/**
 * The envelope's own words go to errorMessage, which shows them only where they carry what the
 * member needs (a 429's wait: 'Please wait 15 minutes'), else the catalogue's message for the code.
 */
export function failureMessage(error: unknown, context: ErrorContext = 'account'): string {
  const f = error as Partial<NormalisedFailure> | null;
  return errorMessage(f?.code, context, envelopeMessage(f?.body) ?? f?.message);
}
