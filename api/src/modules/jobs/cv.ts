// A job applicant's CV: accepted only when its content is a PDF or a Word .docx (cv-content.ts:
// whatever its name or declared type says, an executable renamed "cv.pdf" is refused), stored
// under a random name in a folder outside every served one, with owner-only permissions, and
// never served back.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { CvType } from './cv-content.js';

export interface CvStorage {
  /** Stores the bytes; returns the key the application row keeps. */
  put(bytes: Buffer, type: CvType): Promise<string>;
  remove(key: string): Promise<void>;
}

export function localCvStorage(folder: string): CvStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{32}\.(pdf|docx)$/.test(key)) throw new Error('bad CV storage key');
    const path = join(root, key);
    if (relative(root, path).startsWith('..')) throw new Error('bad CV storage key');
    return path;
  };
  return {
    async put(bytes, type) {
      const id = randomBytes(16).toString('hex');
      const key = `${id.slice(0, 2)}/${id}.${type === 'application/pdf' ? 'pdf' : 'docx'}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = `${path}.part`;
      try {
        await writeFile(temp, bytes, { flag: 'wx', mode: 0o600 });
        await rename(temp, path);
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
      return key;
    },
    async remove(key) {
      await unlink(pathOf(key)).catch(() => undefined);
    },
  };
}
