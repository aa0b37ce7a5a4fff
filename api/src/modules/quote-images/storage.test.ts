// The two storage adapters behind quote photos: the local folder (the embedded default) and
// the S3-compatible shape over a fake bucket client.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { storageKey } from './service.js';
import { localFolderStorage, s3Storage, type S3ObjectClient } from './storage.js';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const folders: string[] = [];
const tempFolder = () => {
  const f = mkdtempSync(join(tmpdir(), 'photo-store-'));
  folders.push(f);
  return f;
};
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

describe('local folder storage', () => {
  it('stores, reads back and removes by key, files readable by the server only', async () => {
    const folder = tempFolder();
    const store = localFolderStorage(folder);
    await store.put(storageKey(ID, 'l'), Buffer.from('large'), 'image/webp');
    await store.put(storageKey(ID, 's'), Buffer.from('small'), 'image/webp');
    assert.equal(String(await store.get(storageKey(ID, 'l'))), 'large');
    assert.equal(statSync(join(folder, 'Ab', `${ID}_l.webp`)).mode & 0o077, 0, 'not readable by other users');
    assert.equal(await store.get(storageKey(ID, 'm')), null);
    const removal = await store.remove([storageKey(ID, 'l'), storageKey(ID, 's'), storageKey(ID, 'm')]);
    assert.equal(await store.get(storageKey(ID, 'l')), null, 'out of reach at once');
    await removal.purge();
    assert.deepEqual(readdirSync(join(folder, 'Ab')), []);
    assert.deepEqual(readdirSync(join(folder, '.removing')), []);
  });

  it('lists the stored keys with when they were written, nothing else in the folder', async () => {
    const folder = tempFolder();
    const store = localFolderStorage(folder);
    await store.put(storageKey(ID, 'm'), Buffer.from('medium'), 'image/webp');
    writeFileSync(join(folder, 'Ab', 'notes.txt'), 'not a photo');
    const listed = [];
    for await (const entry of store.list()) listed.push(entry);
    assert.deepEqual(
      listed.map((e) => e.key),
      [storageKey(ID, 'm')],
    );
    assert.ok(Date.now() - listed[0]!.writtenAt.getTime() < 60_000);
  });

  it('puts files back when asked to restore (the database said no)', async () => {
    const store = localFolderStorage(tempFolder());
    await store.put(storageKey(ID, 'm'), Buffer.from('medium'), 'image/webp');
    const removal = await store.remove([storageKey(ID, 'm')]);
    await removal.restore();
    assert.equal(String(await store.get(storageKey(ID, 'm'))), 'medium');
  });

  it('refuses keys that could leave the folder or were not made by the service', async () => {
    const folder = tempFolder();
    const store = localFolderStorage(folder);
    for (const key of ['../../etc/passwd', `Ab/../../${ID}_l.webp`, '/tmp/x_l.webp', 'Ab/shell.php', `Ab/${ID}_l.php`, `Ab\\${ID}_l.webp`, '']) {
      await assert.rejects(store.put(key, Buffer.from('x'), 'image/webp'), /bad photo storage key/, key);
      await assert.rejects(store.get(key), /bad photo storage key/, key);
    }
    assert.ok(!existsSync(join(folder, '..', 'passwd')));
  });
});

describe('S3-compatible storage (shape)', () => {
  const fakeBucket = () => {
    const objects = new Map<string, { body: Buffer; type: string; sse?: string }>();
    const client: S3ObjectClient = {
      async putObject(i) {
        objects.set(`${i.Bucket}/${i.Key}`, { body: i.Body, type: i.ContentType, sse: i.ServerSideEncryption });
      },
      async getObject(i) {
        return objects.get(`${i.Bucket}/${i.Key}`)?.body ?? null;
      },
      async deleteObjects(i) {
        for (const o of i.Delete.Objects) objects.delete(`${i.Bucket}/${o.Key}`);
      },
      // Pages of one key, as S3 pages of 1,000.
      async listObjectsV2(i) {
        const keys = [...objects.keys()].filter((k) => k.startsWith(`${i.Bucket}/${i.Prefix}`)).sort();
        const from = i.ContinuationToken ? Number(i.ContinuationToken) : 0;
        const key = keys[from];
        return {
          Contents: key ? [{ Key: key.slice(i.Bucket.length + 1), LastModified: new Date('2026-11-20T10:00:00Z') }] : [],
          NextContinuationToken: from + 1 < keys.length ? String(from + 1) : undefined,
        };
      },
    };
    return { objects, client };
  };

  it('writes private, encrypted objects under a prefix with the stored content type', async () => {
    const { objects, client } = fakeBucket();
    const store = s3Storage(client, 'littleloop-quotes');
    await store.put(storageKey(ID, 'l'), Buffer.from('large'), 'image/webp');
    assert.deepEqual([...objects.keys()], [`littleloop-quotes/quote-photos/Ab/${ID}_l.webp`]);
    assert.deepEqual({ ...objects.values().next().value, body: undefined }, { body: undefined, type: 'image/webp', sse: 'AES256' });
    assert.equal(String(await store.get(storageKey(ID, 'l'))), 'large');
  });

  it('deletes nothing until the purge, so a refused transaction loses no photo', async () => {
    const { objects, client } = fakeBucket();
    const store = s3Storage(client, 'b');
    await store.put(storageKey(ID, 's'), Buffer.from('small'), 'image/webp');
    const removal = await store.remove([storageKey(ID, 's')]);
    assert.equal(objects.size, 1);
    await removal.restore();
    assert.equal(objects.size, 1);
    await (await store.remove([storageKey(ID, 's')])).purge();
    assert.equal(objects.size, 0);
    await assert.rejects(store.put('../x', Buffer.from('x'), 'image/webp'), /bad photo storage key/);
  });

  it('lists every key under its prefix, page by page', async () => {
    const { client } = fakeBucket();
    const store = s3Storage(client, 'b');
    for (const size of ['l', 'm', 's'] as const) await store.put(storageKey(ID, size), Buffer.from(size), 'image/webp');
    const listed = [];
    for await (const entry of store.list()) listed.push(entry.key);
    assert.deepEqual(listed, [storageKey(ID, 'l'), storageKey(ID, 'm'), storageKey(ID, 's')]);
  });
});
