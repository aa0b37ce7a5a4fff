// The everyday words UK parents use for what they sell (issue 32 §6): a 'buggy' or a 'stroller'
// is a pushchair, a 'highchair' a high chair, 'maxicosi' is Maxi-Cosi. The model search adds
// these to each model's own words, so 'graco pushchair' finds the Graco buggy and 'buggy' finds
// every pushchair, though no model is called that.

/** The words for each funnel category (§5) a parent may type, besides its own name. */
export const KIND_WORDS: Readonly<Record<number, readonly string[]>> = {
  80: ['travel system', 'pram', 'pushchair', 'buggy', 'stroller'],
  83: ['pushchair', 'buggy', 'stroller', 'pram'],
  86: ['pram', 'carrycot', 'bassinet', 'pushchair'],
  88: ['double buggy', 'twin', 'tandem', 'pushchair', 'stroller'],
  90: ['stroller', 'buggy', 'pushchair', 'travel buggy', 'lightweight', 'compact'],
  147: ['car seat', 'baby seat', 'infant seat', 'group 0'],
  155: ['car seat', 'toddler seat', 'group 1'],
  156: ['car seat', 'booster seat', 'group 2'],
  158: ['car seat base', 'isofix'],
  160: ['cot', 'cot bed', 'bed'],
  161: ['crib', 'bedside crib', 'next to me', 'co sleeper'],
  162: ['baby monitor', 'monitor', 'camera'],
  311: ['high chair', 'feeding chair'],
  348: ['baby carrier', 'sling'],
};

/** Words typed that say nothing about the model ('mamas and papas', 'a cot for a baby'). */
const STOP_WORDS = new Set(['and', 'the', 'a', 'an', 'for', 'my', 'of', 'with', 'to']);

/**
 * A phrase as search words: each word, and the words run together ('high chair' also gives
 * 'highchair', 'Maxi-Cosi' 'maxicosi'), so either spelling finds it.
 */
export function phraseWords(words: string[]): string[] {
  return words.length > 1 ? [...words, words.join('')] : words;
}

/**
 * The words of a query to match: no stop words, and plurals as the singular ('buggies' ->
 * 'buggy', 'prams' -> 'pram'). Words match by prefix, so dropping an 's' never loses a model.
 */
export function queryWords(words: string[]): string[] {
  return words.filter((w) => !STOP_WORDS.has(w)).map((w) => (w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}
