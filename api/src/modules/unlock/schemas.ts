// Schemas of the unlock and linking calls (spec §7 'Unlock and linking', under /v3/members/ like
// the rest of §7 Members), in the v3 envelope. A malformed membership number or code fails with
// the same code as a wrong one (1805): the form of an answer never says which part was wrong.
import { MEMBERSHIP_NUMBER_MAX, MEMBERSHIP_NUMBER_PATTERN, UNLOCK_CODES as C, UNLOCK_LIMITS, UNLOCK_PURPOSES, UNLOCK_STATES } from '@shop/shared/rules';
import { UK_PHONE_PATTERN } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { objectOf, replies, responses } from '../../http/envelope.js';
import { consentsField, EMAIL_CODES, emailField, idParams, PASSWORD_CODES, passwordField } from '../../http/schemas.js';
import { NO_FIELDS } from '../../http/empty-body.js';

const TAG = 'members: unlock and linking';
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const membershipNumber = { type: 'string', minLength: 1, maxLength: MEMBERSHIP_NUMBER_MAX, pattern: MEMBERSHIP_NUMBER_PATTERN, description: "as on the card, 'LL 1234 5674'" } as const;
const sixDigits = { type: 'string', pattern: `^[0-9]{${UNLOCK_LIMITS.digits}}$` } as const;
/** An attempt's or a link's token: 32 random bytes, base64url. */
const token = { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' } as const;

const body = <P extends Record<string, object>>(properties: P) => ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;
const tokenBody = body({ token });
const tokenQuery = body({ token });

const attempt = {
  purpose: { type: 'string', enum: UNLOCK_PURPOSES },
  state: { type: 'string', enum: UNLOCK_STATES },
  firstName: str,
  sentTo: objectOf({ mobile: { ...str, description: 'masked: first 2 and last 2 digits' }, email: { type: ['string', 'null'] } }),
  hasEmail: bool,
  triesLeft: int,
  expiresAt: dateTime,
  pinExpiresAt: { type: ['string', 'null'], format: 'date-time' },
  mobileVerified: bool,
  next: { type: 'array', items: { type: 'string', enum: UNLOCK_STATES }, description: 'the states the holder may move it to' },
  storeCreditPence: { type: ['integer', 'null'], description: "the membership's store credit, once a PIN is proved (null before)" },
} as const;
const attemptView = objectOf(attempt);
const notice = objectOf({ code: str, message: str });
const withNotice = objectOf({ ...attempt, notice });
const withToken = objectOf({ ...attempt, token: { ...str, description: 'the attempt token: given once, send it with every later call' } });

export const codeCodes: FieldCodes = { membershipNumber: C.wrongUnlockCode, unlockCode: C.wrongUnlockCode };
export const pinCodes: FieldCodes = { pin: C.wrongPin, token: C.linkExpiredSignInOther };
export const linkPinCodes: FieldCodes = { pin: C.wrongLinkPin, link: C.linkExpiredSignInOther };
export const tokenCodes: FieldCodes = { token: C.linkExpiredSignInOther };

export const tokenDetailsSchema = {
  tags: [TAG],
  summary: 'An unlock attempt by its token: state, where the PINs went (masked), tries left, next steps',
  querystring: tokenQuery,
  response: replies(objectOf({ attempt: attemptView })),
};
export const verifyCodeSchema = {
  tags: [TAG],
  summary: 'Prove the unlock code on an in-store receipt (1805 wrong, 1819 too many, 1190 used or run out, 1835 already unlocked): starts an attempt',
  body: body({ membershipNumber, unlockCode: sixDigits }),
  response: replies(objectOf({ attempt: withToken }), { status: 201 }),
};
export const requestCodeSchema = {
  tags: [TAG],
  summary: "Ask for a new unlock code, sent to the membership's own mobile (by text) or e-mail address, whichever is given and matches (the same answer whether or not they match)",
  body: {
    type: 'object',
    required: ['membershipNumber'],
    additionalProperties: false,
    properties: { membershipNumber, mobile: { type: 'string', maxLength: 20, pattern: UK_PHONE_PATTERN }, email: emailField },
    oneOf: [{ required: ['mobile'] }, { required: ['email'] }],
  },
  response: replies(objectOf({ notice }), { status: 202 }),
};
export const sendPinSchema = { tags: [TAG], summary: "Send PINs to the membership's mobile (text) and e-mail (U001)", body: tokenBody, response: replies(objectOf({ attempt: withNotice })) };
export const sendLinkSchema = {
  tags: [TAG],
  summary: "E-mail a link to the membership's address, its PIN by text to the membership's mobile (U001)",
  body: tokenBody,
  response: replies(objectOf({ attempt: withNotice }), { status: 201 }),
};
export const resendSchema = { tags: [TAG], summary: 'Send the PINs again (U002; at most 3 per 15 minutes per membership and per address)', body: tokenBody, response: replies(objectOf({ attempt: withNotice })) };
export const verifyPinSchema = (channel: 'mobile' | 'e-mail') => ({
  tags: [TAG],
  summary: `Prove the PIN sent to the ${channel} (1811 wrong, ${channel === 'mobile' ? 1873 : 1253} after 5 wrong)`,
  body: body({ token, pin: sixDigits }),
  response: replies(objectOf({ attempt: attemptView })),
});
export const verifyLinkSchema = {
  tags: [TAG],
  summary: "Prove the e-mailed link's PIN (1815 wrong, U003 link expired): answers a new attempt token",
  body: body({ link: token, pin: sixDigits }),
  response: replies(objectOf({ attempt: withToken })),
};
export const unlockAccessSchema = {
  tags: [TAG],
  summary: 'Create the online account from a verified attempt (1028 e-mail taken, 1740 number taken, 1835 already unlocked)',
  body: {
    type: 'object',
    required: ['token', 'email', 'password'],
    additionalProperties: false,
    properties: { token, titleId: { type: 'integer', minimum: 1, maximum: 100 }, email: emailField, password: passwordField, consents: consentsField },
  },
  response: replies(objectOf({ memberId: str, membershipNumber: str, state: { type: 'string', enum: ['unlocked'] }, emailVerificationSent: bool }), { status: 201 }),
};
export const unlockAccessCodes: FieldCodes = { token: C.linkExpiredSignInOther, email: EMAIL_CODES, password: PASSWORD_CODES };

export const combineCodeSchema = {
  tags: [TAG],
  summary: "Signed in: prove a membership's unlock code to start combining it with this account (1845 too many), or, with a verified attempt's token, combine it (1835 already linked)",
  body: { oneOf: [body({ membershipNumber, unlockCode: sixDigits }), tokenBody] },
  response: responses({ 201: objectOf({ attempt: withToken }), 200: objectOf({ membershipNumber: str, state: { type: 'string', enum: ['combined'] } }) }),
};
export const combineDetailsSchema = { tags: [TAG], summary: "Signed in: the member's combine attempt by its token", querystring: tokenQuery, response: replies(objectOf({ attempt: attemptView })) };
export const cancelCombineSchema = { tags: [TAG], summary: 'Give up an attempt in progress (the membership stays as it was)', body: tokenBody, response: replies(objectOf({ attempt: attemptView })) };
export const tradeabilitiesSchema = {
  tags: [TAG],
  summary: 'Signed in: what this account may do online (buy, sell, be paid by bank transfer, spend store credit)',
  response: replies(
    objectOf({
      tradeabilities: objectOf({
        needsMobileVerification: bool,
        canBuy: bool,
        canSell: bool,
        canBePaidByBankTransfer: bool,
        canSpendStoreCredit: bool,
        mobileVerified: bool,
        membershipLinked: bool,
        storeCreditPence: int,
      }),
    }),
  ),
};

const trade = objectOf({
  tradeId: str,
  tradedOn: { type: 'string', format: 'date' },
  storeId: int,
  storeName: str,
  kind: { type: 'string', enum: ['bought', 'sold'], description: 'bought: from the store; sold: to the store' },
  items: { type: 'array', items: objectOf({ name: str, pricePence: int }) },
  amountPence: int,
});
const membership = objectOf({
  membershipNumber: str,
  name: str,
  homeStore: objectOf({ storeId: int, storeName: str }),
  storeCreditPence: int,
  linkedHow: { type: 'string', enum: ['unlocked', 'combined'] },
  linkedAt: dateTime,
  mobileVerified: bool,
  trades: { type: 'array', items: trade },
});
export const inStoreMembershipSchema = {
  tags: ['members: in-store detail'],
  summary: "The account's linked in-store memberships: store credit and trades (the In-store membership tab)",
  params: idParams,
  response: replies(objectOf({ memberships: { type: 'array', items: membership }, storeCreditPence: int })),
};

// /verify-phone-number (the unified-membership guard): the member's own number, by the member's id.
const MOBILE_TAG = 'members: verify phone number';
const mobileVerification = {
  needsMobileVerification: bool,
  mobile: { type: ['string', 'null'], description: 'the number to prove, masked: first 2 and last 2 digits' },
  pinSent: bool,
  pinExpiresAt: { type: ['string', 'null'], format: 'date-time' },
  triesLeft: int,
  locked: bool,
} as const;
export const mobileStatusSchema = {
  tags: [MOBILE_TAG],
  summary: "The member's number to prove before member pages (the unified-membership guard): masked, whether a PIN is out, tries left",
  params: idParams,
  response: replies(objectOf({ mobileVerification: objectOf(mobileVerification) })),
};
export const memberSendPinSchema = (resend: boolean) => ({
  tags: [MOBILE_TAG],
  summary: resend
    ? "Text the member's PIN again (U002; at most 3 per 15 minutes per member and per address, 1873 beyond)"
    : "Text a PIN to the member's number to prove it (U001; 409 UNLOCK_STATE_CONFLICT when it is proved already)",
  params: idParams,
  body: NO_FIELDS,
  response: replies(objectOf({ mobileVerification: objectOf({ ...mobileVerification, notice }) })),
});
export const memberVerifyPinSchema = {
  tags: [MOBILE_TAG],
  summary: "Prove the member's number with the PIN (1811 wrong, 1873 after 5 wrong, 1740 another account has the number)",
  params: idParams,
  body: body({ pin: sixDigits }),
  response: replies(objectOf({ mobileVerification: objectOf(mobileVerification) })),
};
export const memberPinCodes: FieldCodes = { pin: C.wrongPin };

export const staffIssueCodeSchema = {
  tags: ['staff'],
  summary: 'Issue a new unlock code for an in-store membership (shown once; 1835 when it is already unlocked)',
  body: body({ membershipNumber }),
  response: replies(objectOf({ membershipNumber: str, unlockCode: sixDigits, expiresAt: dateTime }), { status: 201 }),
};
export const staffCodes: FieldCodes = { membershipNumber: C.generic };
