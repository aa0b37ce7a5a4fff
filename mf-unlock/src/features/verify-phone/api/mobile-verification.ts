// The member-scoped calls of /verify-phone-number (spec §7 'Unlock and linking', owner-checked,
// answered with Cache-Control: no-store): the number to prove, a PIN by text, the check.
import { api } from '../../../api/client';

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

type Answer = { mobileVerification: MobileVerification };
const verification = async (call: Promise<Answer>) => (await call).mobileVerification;

export const loadMobileVerification = (memberId: string) => verification(api.get<Answer>(path(memberId, 'mobileverification')));

/** The first PIN (instantverification) or another one (resendinstantverificationotp). */
export const sendPin = (memberId: string, resend: boolean) => verification(api.put<Answer>(path(memberId, resend ? 'resendinstantverificationotp' : 'instantverification'), {}));

export const verifyPin = (memberId: string, pin: string) => verification(api.put<Answer>(path(memberId, 'verifymobileotp'), { pin }));
