// The v3 client of the sell-to-us pages, and the message a failed call shows: the §8 code's
// message in the 'quotation' context (the catalogue, never the server's field paths).
import { createApi, type NormalisedFailure } from '@shop/shared/http';
import { errorMessage } from '@shop/shared/rules';

export const api = createApi();
export const quotePath = (quoteId: string, rest = '') => `/quotations/${encodeURIComponent(quoteId)}${rest}`;

export function failureMessage(error: unknown): string {
  const f = error as Partial<NormalisedFailure> | null;
  return errorMessage(f?.code, 'quotation', f?.message);
}
