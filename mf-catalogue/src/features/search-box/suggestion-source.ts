// Where the header box's suggestions come from: one request per pause in typing (debounced), an
// answer kept per typed text for the visit, and a request still under way dropped (aborted) the
// moment the text changes. So typing 'pushchair' costs one call, and back-spacing none.
import { normaliseSearchText } from '@shop/shared/rules';

/** Long enough to cover the gap between two key presses of a steady typist, short enough to feel immediate. */
export const SUGGEST_DELAY_MS = 180;

export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<string[]>;

export function createSuggestionSource(load: LoadSuggestions, delayMs = SUGGEST_DELAY_MS) {
  const answers = new Map<string, string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  /** The text whose answer is waited for (the pause or the request), if any. */
  let pending: string | null = null;

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = null;
    pending = null;
  };

  return {
    /** Calls `show` with the suggestions for `typed`: at once when known, else after the pause; none for empty text. */
    suggest(typed: string, show: (suggestions: string[]) => void): void {
      const text = normaliseSearchText(typed);
      // A key that does not change the text (a second space, Shift) changes nothing.
      if (text === pending) return;
      cancel();
      const known = text ? answers.get(text) : [];
      if (known) return show(known);
      pending = text;
      timer = setTimeout(() => {
        const request = (inFlight = new AbortController());
        load(text, request.signal).then(
          (list) => {
            answers.set(text, list);
            if (inFlight !== request) return;
            cancel();
            show(list);
          },
          // Aborted, or the API is away: no suggestions; the box still searches.
          () => inFlight === request && cancel(),
        );
      }, delayMs);
    },
    cancel,
  };
}

export type SuggestionSource = ReturnType<typeof createSuggestionSource>;
