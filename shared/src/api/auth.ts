// Signing in and the session on the wire (spec §7 'Auth', §8 'Login' and 'Auth'): the codes
// /auth/token, /auth/revoke and a sign-in answer. The access token's own codes (6, 7, 8) and the
// sign-in throttle's (1253) are every call's, in GENERIC_CODES.

/** §8 'Login' and 'Auth', by meaning. */
export const AUTH_CODES = {
  /** §8 Auth's generic failure: a client id or secret that is not ours. */
  generic: 'C000',
  /** The account has been closed. */
  banned: 1005,
  suspended: 1006,
  /** The e-mail address or password is not right (one answer for both, so neither is given away). */
  wrongCredentials: 1007,
  emailMissing: 1027,
  emailInvalid: 1028,
  passwordMissing: 1029,
  /** Ours: the session was ended by a password change or reset on another device (401, and /auth/token's refusal). */
  passwordChanged: 1062,
  /** The e-mail address is not verified yet: a link has been sent. */
  needsVerification: 1202,
  /** Signing in with a new e-mail address that is not verified yet. */
  unverifiedNewEmail: 1240,
} as const;
