// Passwords: argon2id. Cost: 19 MiB of memory, 2 passes, 1 lane (OWASP's first
// recommendation for argon2id): about 50 ms a hash on this machine's cores, which keeps a
// sign-in well under a human's notice while making each guess expensive offline.
import { GENERIC_CODES, MEMBER_CODES } from '@shop/shared/api';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { PASSWORD_MAX, PASSWORD_MIN };

/** A new password shorter than PASSWORD_MIN: 400 with §8's 'incorrect format' (5). */
export function assertPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN) throw new ApiError(400, GENERIC_CODES.format, `Your password must be at least ${PASSWORD_MIN} characters.`);
}

// The common and breached passwords (about 49,000, from leaked password lists) kept in
// @zxcvbn-ts/language-common: shipped inside the npm package, so checking never calls out. Loaded
// on the first new password, not at start (decompressing it takes a moment).
let commonPasswords: Promise<Set<string>> | null = null;
const loadCommonPasswords = () => (commonPasswords ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase()))));

/** Whether `password` is on the kept list of common and breached passwords (case does not help). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}

/**
 * Every new password (sign-up, change, reset): long enough (5), and not one that attackers try
 * first (1061, ASVS V2.1.7).
 */
export async function assertNewPassword(password: string): Promise<void> {
  assertPasswordLength(password);
  if (await isCommonPassword(password)) {
    throw new ApiError(400, MEMBER_CODES.passwordCommon, 'This password is too common: it is on lists of passwords that attackers try first. Please choose another.');
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both answers take about the same time.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
