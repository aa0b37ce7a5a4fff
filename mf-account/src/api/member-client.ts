// The v3 client of the member calls the account tabs make (/members/{id}/...), and the message a
// failed one shows: the §8 code's message in the account context.
import { createApiClient, type NormalisedFailure } from '@shop/shared/http';
import { errorMessage } from '@shop/shared/rules';

export const api = createApiClient();
export type Data<T> = { response: { data: T } };
export const memberPath = (memberId: string, path: string) => `/members/${encodeURIComponent(memberId)}/${path}`;

export function failureMessage(error: unknown): string {
  const f = error as Partial<NormalisedFailure> | null;
  return errorMessage(f?.code, 'account', f?.message);
}
