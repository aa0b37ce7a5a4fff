// Where quote photos' files live. Keys are made by the service from random ids
// (`ab/abXXXX…_l.webp`); no uploaded name ever reaches a path.
//  - localFolderStorage: the embedded default, a folder outside every served or static folder
//    (`.data/quote-photos`), read back only through the photo route.
//  - s3Storage: the shape of an S3-compatible adapter (AWS S3, MinIO, Cloudflare R2, ...), over a
//    small client interface the lead can back with @aws-sdk/client-s3; not wired by default.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { PhotoStorage } from '../../lib/photo-storage.js';

export type { PhotoStorage } from '../../lib/photo-storage.js';

const KEY_PATTERN = /^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}_[a-z]{1,2}\.(webp|jpg)$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('bad photo storage key');
  return key;
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function localFolderStorage(folder: string): PhotoStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = join(root, checkedKey(key));
    // Belt and braces: the pattern already rules out '..' and absolute keys.
    if (relative(root, path).startsWith('..') || !path.startsWith(root + sep)) throw new Error('bad photo storage key');
    return path;
  };
  const trash = join(root, '.removing');

  return {
    kind: 'local-folder',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a photo.
      const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, body, { flag: 'wx', mode: 0o600 });
        await rename(temp, path);
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(keys) {
      await mkdir(trash, { recursive: true });
      const moved: Array<{ from: string; to: string }> = [];
      try {
        for (const key of keys) {
          const from = pathOf(key);
          const to = join(trash, `${randomBytes(8).toString('hex')}`);
          try {
            await rename(from, to);
            moved.push({ from, to });
          } catch (err) {
            if (!missing(err)) throw err; // already gone is what we wanted
          }
        }
      } catch (err) {
        for (const m of moved.reverse()) await rename(m.to, m.from).catch(() => undefined);
        throw err;
      }
      return {
        async purge() {
          await Promise.all(moved.map((m) => unlink(m.to).catch(() => undefined)));
        },
        async restore() {
          for (const m of moved) await rename(m.to, m.from).catch(() => undefined);
        },
      };
    },
    async *list() {
      let shards: string[];
      try {
        shards = await readdir(root);
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const shard of shards) {
        // '.removing' holds files moved aside by a removal that never finished (a crash): they
        // are listed under a key no row can have, so the sweep deletes them.
        const names = await readdir(join(root, shard)).catch(() => [] as string[]);
        for (const name of names) {
          const info = await stat(join(root, shard, name)).catch(() => null);
          if (!info?.isFile()) continue;
          if (shard === '.removing') {
            if (Date.now() - info.mtimeMs > 3_600_000) await unlink(join(root, shard, name)).catch(() => undefined);
            continue;
          }
          const key = `${shard}/${name}`;
          if (KEY_PATTERN.test(key)) yield { key, writtenAt: info.mtime };
        }
      }
    },
  };
}

/** The calls the S3 adapter needs; @aws-sdk/client-s3's commands or a MinIO client map onto these. */
export interface S3ObjectClient {
  putObject(input: { Bucket: string; Key: string; Body: Buffer; ContentType: string; ServerSideEncryption?: 'AES256' }): Promise<unknown>;
  /** Resolves null for NoSuchKey. */
  getObject(input: { Bucket: string; Key: string }): Promise<Buffer | null>;
  deleteObjects(input: { Bucket: string; Delete: { Objects: Array<{ Key: string }> } }): Promise<unknown>;
  listObjectsV2(input: { Bucket: string; Prefix: string; ContinuationToken?: string }): Promise<{ Contents?: Array<{ Key?: string; LastModified?: Date }>; NextContinuationToken?: string }>;
}

/**
 * An S3-compatible bucket, private (no public ACL, no website hosting): photos are still only
 * read through the photo route. Removal deletes nothing until the database has agreed, so a
 * failed transaction leaves every object in place; a purge that fails leaves objects no row
 * names, which the route can never serve.
 */
export function s3Storage(client: S3ObjectClient, bucket: string, prefix = 'quote-photos/'): PhotoStorage {
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.putObject({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType, ServerSideEncryption: 'AES256' });
    },
    get: (key) => client.getObject({ Bucket: bucket, Key: objectKey(key) }),
    async remove(keys) {
      const objects = keys.map((key) => ({ Key: objectKey(key) }));
      return {
        async purge() {
          if (objects.length) await client.deleteObjects({ Bucket: bucket, Delete: { Objects: objects } });
        },
        async restore() {},
      };
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.listObjectsV2({ Bucket: bucket, Prefix: prefix, ContinuationToken: token });
        for (const o of page.Contents ?? []) {
          const key = o.Key?.slice(prefix.length) ?? '';
          if (KEY_PATTERN.test(key)) yield { key, writtenAt: o.LastModified ?? new Date(0) };
        }
        token = page.NextContinuationToken;
      } while (token);
    },
  };
}
