// A member's account on the wire (spec §7 Members; §8 'Email management', 'Password', 'Account
// deletion'): the codes of registration, e-mail and password changes, the e-mailed links and
// deleting the account. The profile's fields have PROFILE_CODES (@shop/shared/rules); a member id
// that is not the caller's is GENERIC_CODES.memberId.

/** §8's account codes, by meaning. */
export const MEMBER_CODES = {
  /** An e-mailed link (verify, reset the password, change the e-mail) that has expired or was used. */
  linkExpired: 1003,
  /** An account with this e-mail address already exists. */
  emailTaken: 1032,
  /** The current password, given again, is not right. */
  passwordWrong: 1059,
  /** The new password is the current one. */
  passwordSame: 1060,
  /** Ours: the password is on the lists attackers try first. */
  passwordCommon: 1061,
  /** Deleting the account failed on our side: nothing was deleted. */
  deletionFailed: 1064,
} as const;
