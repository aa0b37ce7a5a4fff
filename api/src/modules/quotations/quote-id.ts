// Quote ids: 26 characters, time then randomness, Crockford's base32 (spec §5 unique ids), so
// they sort by creation and cannot be guessed. Written here rather than imported from the
// shared toolkit, which carries browser storage with it.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const QUOTE_ID_PATTERN = '^[0-9A-HJKMNP-TV-Z]{26}$';
const QUOTE_ID = new RegExp(QUOTE_ID_PATTERN);

export function newQuoteId(now: number = Date.now()): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = ALPHABET[t % 32] + time;
  const random = [...randomBytes(16)].map((b) => ALPHABET[b % 32]).join('');
  return time + random;
}

export const isQuoteId = (value: unknown): value is string => typeof value === 'string' && QUOTE_ID.test(value);
