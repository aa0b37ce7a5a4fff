// The v3 client of the member calls the account tabs make (/members/{id}/...), and the message a
// failed call shows: the §8 code's message in its context (the account's unless told).
import { createApiClient, envelopeMessage, type NormalisedFailure } from '@shop/shared/http';
import { errorMessage, type ErrorContext } from '@shop/shared/rules';

export const api = createApiClient();
export type Data<T> = { response: { data: T } };
export const memberPath = (memberId: string, path: string) => `/members/${encodeURIComponent(memberId)}/${path}`;

/**
 * The envelope's own words go to errorMessage, which shows them only where they carry what the
 * member needs (a 429's wait: 'Please wait 15 minutes'), else the catalogue's message for the code.
 */
export function failureMessage(error: unknown, context: ErrorContext = 'account'): string {
  const f = error as Partial<NormalisedFailure> | null;
  return errorMessage(f?.code, context, envelopeMessage(f?.body) ?? f?.message);
}
