// Search text as popular searches count it (issue #15): the browser keys its suggestion cache by
// it and the API records and matches by it, so 'Pram ', 'pram' and 'PRAM' are one search.

/** Longer text is cut: a popular search is a few words, and the log stays small. */
export const SEARCH_TEXT_MAX = 64;
/** Suggestions under the search box, at most. */
export const SUGGESTIONS_MAX = 8;

/** Trimmed, lower-cased, runs of spaces made one, capped at SEARCH_TEXT_MAX characters. */
export function normaliseSearchText(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return Array.from(plain).slice(0, SEARCH_TEXT_MAX).join('').trim();
}
