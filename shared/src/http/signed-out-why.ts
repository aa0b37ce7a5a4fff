// Why this device was signed out, when the API said (issue 33 §4): a session another device's
// new password ended answers 401 1062. Kept in sessionStorage for the sign-in dialog, which says
// so once; the host's session code needs no change.
import { AUTH_CODES } from '@shop/shared/api';

const KEY = 'little-loop:signed-out-why';

/** The API's code for a session a password change or reset ended. */
export const SESSION_ENDED_BY_PASSWORD = String(AUTH_CODES.passwordChanged);

export type SignedOutWhy = 'password-changed';

export function rememberSignedOutWhy(why: SignedOutWhy): void {
  try {
    sessionStorage.setItem(KEY, why);
  } catch {
    // Storage refused (private mode): the dialog simply does not say why.
  }
}

/** The reason, read once: the next sign-in dialog says it, later ones do not. */
export function takeSignedOutWhy(): SignedOutWhy | null {
  try {
    const why = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return why === 'password-changed' ? why : null;
  } catch {
    return null;
  }
}
