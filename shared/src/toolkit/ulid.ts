import { ulid } from 'ulid';

/** Crockford's base32: no I, L, O, U. */
export const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ULID_LENGTH = 26;
const TIME_LENGTH = 10;

/** A new ULID: 10 characters of time, 16 of randomness (26 in all). */
export function createUlid(now: number = Date.now()): string {
  return ulid(now);
}

/** The creation time (epoch ms) of a ULID; throws 'Invalid ULID' / 'Invalid ULID char'. */
export function ulidTime(id: string): number {
  if (typeof id !== 'string' || id.length !== ULID_LENGTH) throw new Error('Invalid ULID');
  const upper = id.toUpperCase();
  let time = 0;
  for (let i = 0; i < ULID_LENGTH; i++) {
    const value = ULID_ALPHABET.indexOf(upper[i]!);
    if (value === -1) throw new Error('Invalid ULID char');
    if (i < TIME_LENGTH) time = time * 32 + value;
  }
  return time;
}
