// The unified-membership failures (spec §8), named once: the same code and words for a wrong,
// unknown or guessed membership, code or PIN, so an answer never says which part was wrong.
import { UNLOCK_CODES as C, unlockMoveProblem, type UnlockPurpose, type UnlockState } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

const retry = (seconds: number) => ({ 'retry-after': String(seconds) });
/** A wait as the page says it (the figure is what lets the page show the server's words). */
const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const unlockErrors = {
  wrongCode: () => new ApiError(400, C.wrongUnlockCode, 'That membership number and unlock code do not match. Please check your receipt.'),
  codeAttemptsExceeded: (seconds: number) => new ApiError(429, C.unlockAttemptsExceeded, `Too many unlock attempts. Please wait ${minutesOf(seconds)} and try again.`, retry(seconds)),
  codeExpired: () => new ApiError(410, C.codeExpiredVisitStore, 'This unlock code has run out or was already used. Ask for a new one by text or e-mail, or in any of our stores.'),
  /** An attempt left idle: its code still works, so typing it again carries on (issue 33 §1). */
  attemptIdle: () => new ApiError(410, C.attemptIdle, 'This unlock was left for a while, so we paused it. Type the code on your receipt again to carry on.'),
  alreadyUnlocked: () => new ApiError(409, C.alreadyUnlocked, 'This membership already has online access. Please sign in.'),
  linkExpired: () => new ApiError(410, C.linkExpiredSignInOther, 'This link has expired. Please sign in, or start again with your unlock code.'),
  wrongPin: (left: number) => new ApiError(400, C.wrongPin, `That PIN is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`),
  wrongLinkPin: (left: number) => new ApiError(400, C.wrongLinkPin, `That PIN is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`),
  pinExpired: () => new ApiError(410, C.wrongPin, 'This PIN has run out. Please ask for a new one.'),
  pinAttemptsExceeded: (channel: 'mobile' | 'email' | 'link') =>
    new ApiError(429, channel === 'email' ? C.pinAttemptsExceededOther : C.pinAttemptsExceeded, 'Too many wrong PINs: this unlock is locked. Please start again with a new unlock code.'),
  resendsExceeded: (seconds: number) => new ApiError(429, C.pinAttemptsExceeded, 'Too many PINs asked for. Please wait a few minutes and try again.', retry(seconds)),
  linkingAttemptsExceeded: (seconds: number) => new ApiError(429, C.linkingAttemptsExceeded, `Too many attempts to link a membership. Please wait ${minutesOf(seconds)} and try again.`, retry(seconds)),
  emailTaken: () => new ApiError(409, C.emailTaken, 'An account with this e-mail address already exists. Sign in to combine your membership with it.'),
  contactNumberTaken: () => new ApiError(409, C.contactNumberTaken, "This membership's mobile number is already on an online account. Sign in to combine your membership with it."),
  noEmail: () => new ApiError(400, C.generic, 'This membership has no e-mail address. Please use the text message instead.'),
  notYours: () => new ApiError(403, C.genericOther, 'You may only act on your own membership.'),
  notFound: () => new ApiError(404, C.generic, 'We could not find that membership.'),
};

/** Throws 409 UNLOCK_STATE_CONFLICT unless the token's holder may move an attempt from `from` to `to`. */
export function assertUnlockMove(from: UnlockState, to: UnlockState, purpose: UnlockPurpose): void {
  const problem = unlockMoveProblem(from, to, 'holder', purpose);
  if (problem)
    throw new ApiError(409, C.stateConflict, `An unlock that is ${from} cannot become ${to}${problem === 'illegal' && to === 'unlocked' && purpose === 'combine' ? ' (a combine joins a signed-in account)' : ''}.`);
}
