// mf-account's one client of the v3 API: every call of the account (its api/ files and each
// tab's api/) goes through it, and answers the envelope's data.
import { createApi } from '@shop/shared/http';

export const api = createApi();

/** /members/{id}, or a path below it: memberPath('42', 'orders') is /members/42/orders. */
export const memberPath = (memberId: string, rest = '') => `/members/${encodeURIComponent(memberId)}${rest ? `/${rest}` : ''}`;
