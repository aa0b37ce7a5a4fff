import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export type Sha2Length = 224 | 256 | 384 | 512;

const HASHES = { 224: sha224, 256: sha256, 384: sha384, 512: sha512 } as const;

/** Hex SHA-2 of a UTF-8 string. WebCrypto has no SHA-224 and is async, hence @noble/hashes. */
export function sha2(message: string, length: Sha2Length = 256): string {
  const hash = HASHES[length as Sha2Length];
  if (!hash) throw new Error('Use configured lenght [224 | 256 | 384 | 512]');
  return bytesToHex(hash(utf8ToBytes(message)));
}
