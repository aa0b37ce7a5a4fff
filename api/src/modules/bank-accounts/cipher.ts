// Bank numbers at rest: AES-256-GCM (node:crypto), a fresh 12-byte IV per value, and the
// member id and field name as associated data, so a ciphertext copied to another row or member
// fails to open instead of showing someone else's number.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// 'v1.' names the key generation, so a later key rotation can tell old values from new ones.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface BankCipher {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string;
  /** A keyed hash of sort code + account number: equal for equal accounts, useless without the key. */
  fingerprint(sortCode: string, accountNumber: string): string;
}

export function createBankCipher(key: Buffer): BankCipher {
  if (key.length !== 32) throw new Error('the bank data key must be 32 bytes');
  // A key of its own for the fingerprint, derived from the data key (never the same bytes for two jobs).
  const fingerprintKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'bank-account-fingerprint', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('unknown bank data format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    fingerprint(sortCode, accountNumber) {
      return createHmac('sha256', fingerprintKey).update(`${sortCode}:${accountNumber}`).digest('base64url');
    },
  };
}
