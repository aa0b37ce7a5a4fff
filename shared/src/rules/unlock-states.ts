// The life of one attempt to unlock online access for an in-store membership (spec §1 'unlock
// online access', §4 'Unlock/verification': "its states are not shown", so they are designed
// here and drawn in mf-unlock's README). Written once: the API enforces it (an illegal move
// answers 409 UNLOCK_STATE_CONFLICT), the unlock pages read it to resume a flow after a reload.
//
// An attempt starts when someone proves they hold the membership's unlock code (the code on an
// in-store receipt): as a visitor ('unlock', ends in a new online account or, after signing in,
// a combined one) or as a signed-in member ('combine', ends in the membership joined to that
// account). Either way a PIN sent to the membership's mobile (and e-mail, if it has one) must
// be proved before anything is created or joined.

export const UNLOCK_STATES = ['code-verified', 'pin-sent', 'verified', 'unlocked', 'combined', 'locked', 'expired', 'cancelled'] as const;
export type UnlockState = (typeof UNLOCK_STATES)[number];

export const UNLOCK_PURPOSES = ['unlock', 'combine'] as const;
export type UnlockPurpose = (typeof UNLOCK_PURPOSES)[number];

/** Who moves an attempt: whoever holds its token (signed in or not), or the shop's own clock. */
export type UnlockActor = 'holder' | 'system';

export interface UnlockTransition {
  from: UnlockState;
  to: UnlockState;
  /** What happened, for the attempt's history. */
  event: string;
  actors: readonly UnlockActor[];
  /** Only for attempts with this purpose (both when absent). */
  purpose?: UnlockPurpose;
}

/** Every legal move. Anything not listed here is illegal, for everyone. */
export const UNLOCK_TRANSITIONS: readonly UnlockTransition[] = [
  // The code was right: a PIN goes to the membership's mobile and e-mail (instant verification),
  // or a link with its PIN to the e-mail alone.
  { from: 'code-verified', to: 'pin-sent', event: 'send-pin', actors: ['holder'] },
  // A resend keeps the state (and is limited per membership and per address, not by the state).
  { from: 'pin-sent', to: 'pin-sent', event: 'resend-pin', actors: ['holder'] },
  { from: 'pin-sent', to: 'verified', event: 'verify-pin', actors: ['holder'] },
  // Too many wrong PINs: the attempt is over; a new one needs the code again (itself limited).
  { from: 'pin-sent', to: 'locked', event: 'lock', actors: ['system'] },
  // Proved: a visitor creates an account from the membership, or signs in and combines.
  { from: 'verified', to: 'unlocked', event: 'create-account', actors: ['holder'], purpose: 'unlock' },
  { from: 'verified', to: 'combined', event: 'combine', actors: ['holder'] },
  // Every attempt in progress can be given up, and runs out.
  ...(['code-verified', 'pin-sent', 'verified'] as const).flatMap((from) => [
    { from, to: 'cancelled' as const, event: 'cancel', actors: ['holder'] as const },
    { from, to: 'expired' as const, event: 'expire', actors: ['system'] as const },
  ]),
];

/** States an attempt never leaves. */
export const FINAL_UNLOCK_STATES: readonly UnlockState[] = ['unlocked', 'combined', 'locked', 'expired', 'cancelled'];

export const isUnlockState = (value: unknown): value is UnlockState => typeof value === 'string' && (UNLOCK_STATES as readonly string[]).includes(value);

/** Why a move cannot be made ('illegal': no such move, or not for this purpose; 'actor': not by this actor), or null. */
export function unlockMoveProblem(from: UnlockState, to: UnlockState, actor: UnlockActor, purpose: UnlockPurpose): 'illegal' | 'actor' | null {
  const move = UNLOCK_TRANSITIONS.find((t) => t.from === from && t.to === to && (t.purpose === undefined || t.purpose === purpose));
  if (!move) return 'illegal';
  return move.actors.includes(actor) ? null : 'actor';
}

/** Where an attempt can go next, for an actor (the steps a page offers). */
export const nextUnlockStates = (from: UnlockState, actor: UnlockActor, purpose: UnlockPurpose): UnlockState[] =>
  UNLOCK_TRANSITIONS.filter((t) => t.from === from && t.actors.includes(actor) && (t.purpose === undefined || t.purpose === purpose)).map((t) => t.to);

/**
 * Codes, PINs and one-time passwords (issue: 6 digits, single use, stored only as hashes, at most
 * 5 tries per code, 3 resends per 15 minutes per membership and per address). A code printed on a
 * receipt (staff, seed) lasts days, as a receipt is read at home later (issue 33 §1); a code or PIN
 * sent by text or e-mail, and an idle attempt, last minutes. Written here once; the spec's limits
 * section and mf-unlock's README quote it.
 */
export const UNLOCK_LIMITS = {
  digits: 6,
  /** PINs, codes sent by text or e-mail, and an idle attempt. */
  pinValidMinutes: 10,
  /** A code staff print on a receipt (or the seed's). */
  receiptCodeValidDays: 14,
  triesPerCode: 5,
  resendsPerWindow: 3,
  resendWindowMinutes: 15,
} as const;

/** §8 'Unified membership', by meaning, so no page branches on a bare number. */
export const UNLOCK_CODES = {
  generic: 1855,
  genericOther: 1002,
  wrongUnlockCode: 1805,
  wrongPin: 1811,
  pinAttemptsExceeded: 1873,
  pinAttemptsExceededOther: 1253,
  /** The receipt's code has run out: the member visits a store for a new one. */
  codeExpiredVisitStore: 1190,
  linkExpiredSignIn: 1,
  linkExpiredSignInOther: 'U003',
  unlockAttemptsExceeded: 1819,
  newPinSent: 'U001',
  pinResent: 'U002',
  wrongLinkPin: 1815,
  linkingAttemptsExceeded: 1845,
  emailTaken: 1028,
  contactNumberTaken: 1740,
  alreadyUnlocked: 1835,
  /** Ours: an attempt left idle; its receipt code, typed again, carries on (issue 33 §1). */
  attemptIdle: 'UNLOCK_ATTEMPT_IDLE',
  /** Ours: a move the state machine forbids. */
  stateConflict: 'UNLOCK_STATE_CONFLICT',
} as const;
