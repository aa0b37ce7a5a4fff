// This tab's anonymous search id (sessionStorage: it ends with the tab). Random, never derived
// from an account; the API keeps only a daily-salted hash of it. None on the server (prerender).
import { STORAGE_KEYS } from '@shop/shared/session';

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function searchShopperToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    let token = sessionStorage.getItem(STORAGE_KEYS.searchShopper);
    if (!token) sessionStorage.setItem(STORAGE_KEYS.searchShopper, (token = randomId()));
    return token;
  } catch {
    // Storage refused (private mode): the search goes uncounted.
    return null;
  }
}
