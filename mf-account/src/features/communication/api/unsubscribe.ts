// POST emails/unsubscribe/{token}: the 'coming up' e-mail's link stops those e-mails, signed in or
// not (the token says whose); a link the shop never sent is refused (EMAIL_LINK_UNKNOWN).
import { api } from '../../../api/client';

/** The shape of the link's token (24 random bytes, base64url); anything else is not worth a call. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const unsubscribe = (token: string) => api.post<{ unsubscribed: boolean }>(`/emails/unsubscribe/${encodeURIComponent(token)}`, {});
