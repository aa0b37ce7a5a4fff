// The unlock and linking calls of /unlock (spec §7 'Unlock and linking'). An attempt is named by
// its token (given once, when the code is proved, or when an e-mailed link's PIN is); the calls
// work signed out, and a signed-in member's token makes the same calls combine instead.
import type { UnlockPurpose, UnlockState } from '@shop/shared/rules';
import { api } from '../../../api/client';

export interface Attempt {
  purpose: UnlockPurpose;
  state: UnlockState;
  firstName: string;
  /** Masked: first 2 and last 2 digits; the e-mail as j***@example.co.uk, or null. */
  sentTo: { mobile: string; email: string | null };
  hasEmail: boolean;
  triesLeft: number;
  expiresAt: string;
  pinExpiresAt: string | null;
  mobileVerified: boolean;
  next: UnlockState[];
  /** The membership's store credit, once a PIN is proved (null before). */
  storeCreditPence: number | null;
  /** U001 a new PIN sent, U002 sent again: only in a send's answer. */
  notice?: { code: string; message: string };
  /** Only when the attempt starts (or a link's PIN is proved): keep it to carry on. */
  token?: string;
}

export interface Code {
  membershipNumber: string;
  unlockCode: string;
}

export interface NewAccount {
  titleId?: number;
  email: string;
  password: string;
  consents: Array<{ consentTypeId: number; granted: boolean }>;
}

export interface LinkedMembership {
  membershipNumber: string;
  name: string;
  homeStore: { storeId: number; storeName: string };
  storeCreditPence: number;
  trades: Array<{ tradeId: string }>;
}

type OneAttempt = { attempt: Attempt };
const attempt = (call: Promise<OneAttempt>) => call.then((d) => d.attempt);

export const unlockApi = {
  /** An attempt by its token; a combine attempt is read as its member. */
  details: (token: string, purpose: UnlockPurpose) => attempt(api.get<OneAttempt>(`/members/${purpose === 'combine' ? 'combinemembershiptokendetails' : 'onlineaccesstokendetails'}`, { params: { token } })),
  /** The receipt's code: a visitor starts unlocking, a signed-in member starts combining. */
  verifyCode: (code: Code, signedIn: boolean) => attempt(api.put<OneAttempt>(`/members/${signedIn ? 'verifycombinemembershipcode' : 'verifyunlockonlineaccesscode'}`, code)),
  /** A new code by text or e-mail to the membership's own mobile or address (the same answer whether or not they match). */
  requestCode: (membershipNumber: string, contact: { mobile: string } | { email: string }) => api.post<{ notice: { code: string; message: string } }>('/members/unlockonlineaccesscode', { membershipNumber, ...contact }),
  sendPins: (token: string) => attempt(api.put<OneAttempt>('/members/instantverification', { token })),
  emailLink: (token: string) => attempt(api.post<OneAttempt>('/members/unlockonlinelink', { token })),
  resend: (token: string) => attempt(api.put<OneAttempt>('/members/resendinstantverificationotp', { token })),
  verifyPin: (token: string, pin: string, channel: 'mobile' | 'email') => attempt(api.put<OneAttempt>(`/members/${channel === 'mobile' ? 'verifymobileotp' : 'verifyemailotp'}`, { token, pin })),
  /** The e-mailed link's PIN: answers the attempt with a new token. */
  verifyLinkPin: (link: string, pin: string) => attempt(api.put<OneAttempt>('/members/verifyunlockonlinecode', { link, pin })),
  createAccount: (token: string, account: NewAccount) => api.put<{ memberId: string; membershipNumber: string; emailVerificationSent: boolean }>('/members/unlockonlineaccess', { token, ...account }),
  /** Signed in: join the verified attempt's membership to this account. */
  combine: (token: string) => api.put<{ membershipNumber: string; state: 'combined' }>('/members/verifycombinemembershipcode', { token }),
  cancel: (token: string) => attempt(api.put<OneAttempt>('/members/cancelcombinemembership', { token })),
  /** Signed in: what the account may do online, and whether its mobile must be proved first. */
  tradeabilities: () => api.get<{ tradeabilities: { needsMobileVerification: boolean; canSpendStoreCredit: boolean; storeCreditPence: number } }>('/members/tradeabilities').then((d) => d.tradeabilities),
  linkedMemberships: (memberId: string) => api.get<{ memberships: LinkedMembership[]; storeCreditPence: number }>(`/members/${encodeURIComponent(memberId)}/instoremembership`),
};
