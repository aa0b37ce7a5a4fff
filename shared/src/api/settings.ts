// The shop's settings on the wire (spec §7 'Settings'): the code of a platform with none.
// A member's settings read for another member answer GENERIC_CODES.memberId.

export const SETTINGS_CODES = {
  /** No settings for that platform id. */
  platformUnknown: 1001,
} as const;
