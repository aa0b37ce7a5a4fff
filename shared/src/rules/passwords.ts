/** A new password's length, in characters: the API's checks and the forms that ask for one. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
