// The attempt in progress in this tab: its token and purpose in sessionStorage (never in the URL,
// never in localStorage), so a reload carries on where it was. Cleared when the attempt ends.
import { STORAGE_KEYS } from '@shop/shared/session';
import type { UnlockPurpose } from '@shop/shared/rules';

export interface StoredAttempt {
  token: string;
  purpose: UnlockPurpose;
  /** The PIN went by an e-mailed link (typed on the link's page), not by text. */
  linkSent?: boolean;
}

export const attemptStore = {
  read(): StoredAttempt | null {
    try {
      const value = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.unlockAttempt) ?? 'null') as StoredAttempt | null;
      return value && typeof value.token === 'string' && (value.purpose === 'unlock' || value.purpose === 'combine') ? value : null;
    } catch {
      return null;
    }
  },
  write(value: StoredAttempt) {
    sessionStorage.setItem(STORAGE_KEYS.unlockAttempt, JSON.stringify(value));
  },
  clear() {
    sessionStorage.removeItem(STORAGE_KEYS.unlockAttempt);
  },
};
