// The member-scoped calls of /verify-phone-number (spec §7 'Unlock and linking', owner-checked,
// answered with Cache-Control: no-store): the number to prove, a PIN by text, the check.
import { createApiClient } from '@shop/shared/http';

const api = createApiClient();
type Data<T> = { response: { data: T } };
const path = (memberId: string, rest: string) => `/members/${encodeURIComponent(memberId)}/${rest}`;

export interface MobileVerification {
  needsMobileVerification: boolean;
  /** Masked: first 2 and last 2 digits. */
  mobile: string | null;
  pinSent: boolean;
  pinExpiresAt: string | null;
  triesLeft: number;
  locked: boolean;
  /** U001 new PIN sent, U002 PIN resent: only in a send's answer. */
  notice?: { code: string; message: string };
}

const read = async (call: Promise<{ data: Data<{ mobileVerification: MobileVerification }> }>) => (await call).data.response.data.mobileVerification;

export const loadMobileVerification = (memberId: string) => read(api.get(path(memberId, 'mobileverification')));

/** The first PIN (instantverification) or another one (resendinstantverificationotp). */
export const sendPin = (memberId: string, resend: boolean) => read(api.put(path(memberId, resend ? 'resendinstantverificationotp' : 'instantverification'), {}));

export const verifyPin = (memberId: string, pin: string) => read(api.put(path(memberId, 'verifymobileotp'), { pin }));
