// A photo's files in the storage, all sizes or none: a failed write takes back what it wrote.
import type { QuotePhotoSize } from '@shop/shared/rules';
import type { QuoteImageDeps } from './image-deps.js';
import { couldNot, SIZE_NAMES, storageKey } from './image-model.js';

type FileDeps = Pick<QuoteImageDeps, 'storage' | 'logFailure'>;

/** Removes files and purges them at once; a failure is logged, not thrown (the orphan sweep takes them later). */
export async function discard({ storage, logFailure }: FileDeps, keys: string[]) {
  try {
    await (await storage.remove(keys)).purge();
  } catch (err) {
    logFailure(err, 'quote photo files could not be removed');
  }
}

/** Stores every size or none: a failed write takes back the files already written. */
export async function putAll(deps: FileDeps, imageId: string, sizes: Record<QuotePhotoSize, { body: Buffer }>, contentType: string) {
  const written: string[] = [];
  try {
    for (const size of SIZE_NAMES) {
      const key = storageKey(imageId, size);
      await deps.storage.put(key, sizes[size].body, contentType);
      written.push(key);
    }
  } catch (err) {
    await discard(deps, written);
    deps.logFailure(err, 'quote photo could not be stored');
    throw couldNot('save');
  }
}
