// A guest's answers, kept while they sign in or sign up (issue 32 §6): the quote started once
// they are signed in takes them, so they are not asked again and are offered the price they saw.
// In localStorage, so the sign-up's e-mail check in another tab does not lose them; a day at most.
// Only the item's condition is kept (no personal data), and only for one model.
import type { QuoteAnswer } from '@shop/shared/api';

const KEY = 'sell:guest-answers';
const KEEP_MS = 24 * 60 * 60 * 1000;

export function keepGuestAnswers(masterBoxId: string, answers: QuoteAnswer[], now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ masterBoxId, answers, savedAt: now }));
  } catch {
    // Storage off (private mode): the member answers again after signing in.
  }
}

/** The answers kept for this model, once: taking them forgets them. */
export function takeGuestAnswers(masterBoxId: string, now = Date.now()): QuoteAnswer[] | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { masterBoxId?: string; answers?: QuoteAnswer[]; savedAt?: number } | null;
    if (!kept || kept.masterBoxId?.toUpperCase() !== masterBoxId.toUpperCase()) return null;
    localStorage.removeItem(KEY);
    return Array.isArray(kept.answers) && now - (kept.savedAt ?? 0) < KEEP_MS ? kept.answers : null;
  } catch {
    return null;
  }
}
