// The v3 client the account tabs share, and the envelope's data.
import { createApiClient } from '@shop/shared/http';

export const accountClient = createApiClient();

export type Envelope<T> = { response: { data: T } };

export const memberPath = (memberId: string, rest = '') => `/members/${encodeURIComponent(memberId)}${rest}`;
