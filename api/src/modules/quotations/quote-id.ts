// Quote ids: 26 characters, time then randomness, Crockford's base32 (spec §5 unique ids), so
// they sort by creation and cannot be guessed. Made here rather than with the shared toolkit,
// which carries browser storage with it; the pure check (isQuoteId, its pattern) is a shared rule,
// so the ownership guard and other modules need not import quotations for it (issue 34 §3).
import { randomBytes } from 'node:crypto';
import { isQuoteId, QUOTE_ID_PATTERN } from '@shop/shared/rules';

export { isQuoteId, QUOTE_ID_PATTERN };

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newQuoteId(now: number = Date.now()): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = ALPHABET[t % 32] + time;
  const random = [...randomBytes(16)].map((b) => ALPHABET[b % 32]).join('');
  return time + random;
}
