// The unlock and linking calls of /unlock (spec §7 'Unlock and linking'). An attempt is named by
// its token (given once, when the code is proved, or when an e-mailed link's PIN is); the calls
// work signed out, and a signed-in member's token makes the same calls combine instead.
import { createApiClient } from '@shop/shared/http';
import type { UnlockPurpose, UnlockState } from '@shop/shared/rules';

const api = createApiClient();
type Data<T> = { data: { response: { data: T } } };
const read = async <T>(call: Promise<Data<T>>) => (await call).data.response.data;

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

const attempt = (call: Promise<Data<{ attempt: Attempt }>>) => read(call).then((d) => d.attempt);

export const unlockApi = {
  /** An attempt by its token; a combine attempt is read as its member. */
  details: (token: string, purpose: UnlockPurpose) => attempt(api.get(`/members/${purpose === 'combine' ? 'combinemembershiptokendetails' : 'onlineaccesstokendetails'}`, { params: { token } })),
  /** The receipt's code: a visitor starts unlocking, a signed-in member starts combining. */
  verifyCode: (code: Code, signedIn: boolean) => attempt(api.put(`/members/${signedIn ? 'verifycombinemembershipcode' : 'verifyunlockonlineaccesscode'}`, code)),
  /** A new code by text or e-mail to the membership's own mobile or address (the same answer whether or not they match). */
  requestCode: (membershipNumber: string, contact: { mobile: string } | { email: string }) =>
    read<{ notice: { code: string; message: string } }>(api.post('/members/unlockonlineaccesscode', { membershipNumber, ...contact })),
  sendPins: (token: string) => attempt(api.put('/members/instantverification', { token })),
  emailLink: (token: string) => attempt(api.post('/members/unlockonlinelink', { token })),
  resend: (token: string) => attempt(api.put('/members/resendinstantverificationotp', { token })),
  verifyPin: (token: string, pin: string, channel: 'mobile' | 'email') => attempt(api.put(`/members/${channel === 'mobile' ? 'verifymobileotp' : 'verifyemailotp'}`, { token, pin })),
  /** The e-mailed link's PIN: answers the attempt with a new token. */
  verifyLinkPin: (link: string, pin: string) => attempt(api.put('/members/verifyunlockonlinecode', { link, pin })),
  createAccount: (token: string, account: NewAccount) => read<{ memberId: string; membershipNumber: string; emailVerificationSent: boolean }>(api.put('/members/unlockonlineaccess', { token, ...account })),
  /** Signed in: join the verified attempt's membership to this account. */
  combine: (token: string) => read<{ membershipNumber: string; state: 'combined' }>(api.put('/members/verifycombinemembershipcode', { token })),
  cancel: (token: string) => attempt(api.put('/members/cancelcombinemembership', { token })),
  /** Signed in: what the account may do online, and whether its mobile must be proved first. */
  tradeabilities: () => read<{ tradeabilities: { needsMobileVerification: boolean; canSpendStoreCredit: boolean; storeCreditPence: number } }>(api.get('/members/tradeabilities')).then((d) => d.tradeabilities),
  linkedMemberships: (memberId: string) => read<{ memberships: LinkedMembership[]; storeCreditPence: number }>(api.get(`/members/${encodeURIComponent(memberId)}/instoremembership`)),
};
