// Files no row names: left by a crash between writing the files and the row, a purge that
// failed (an erasure's, a removal's), or photos taken down by a migration. Swept on start and
// hourly, in the quote photo storage (rows: quote_images) and the box photo storage (box_photos);
// only files older than the grace are taken, so an upload whose row is about to be written keeps
// its files.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { PhotoStorage } from './storage.js';

/** An upload writes its files before its row; files younger than this are never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** Which rows name a storage's photos: the table and its photo id column. */
export type PhotoRows = { table: 'quote_images'; column: 'image_id' } | { table: 'box_photos'; column: 'photo_id' };
export const QUOTE_PHOTO_ROWS: PhotoRows = { table: 'quote_images', column: 'image_id' };
export const BOX_PHOTO_ROWS: PhotoRows = { table: 'box_photos', column: 'photo_id' };

/** Removes the files of photos with no row; returns how many photos' files went. */
export async function sweepOrphans(db: Db, storage: PhotoStorage, graceMs = ORPHAN_GRACE_MS, now = new Date(), batchSize = 1000, rows: PhotoRows = QUOTE_PHOTO_ROWS): Promise<number> {
  // A photo's files may fall in two batches: counted once.
  const swept = new Set<string>();
  let batch = new Map<string, string[]>();
  const sweepBatch = async () => {
    const ids = [...batch.keys()];
    const known = new Set((await db.query<{ id: string }>(`SELECT ${rows.column} AS id FROM ${rows.table} WHERE ${rows.column} = ANY($1::text[])`, [ids])).map((r) => r.id));
    const orphans = [...batch].filter(([imageId]) => !known.has(imageId));
    if (orphans.length > 0) await (await storage.remove(orphans.flatMap(([, keys]) => keys))).purge();
    for (const [imageId] of orphans) swept.add(imageId);
    batch = new Map();
  };
  for await (const { key, writtenAt } of storage.list()) {
    if (now.getTime() - writtenAt.getTime() < graceMs) continue;
    const imageId = key.slice(3, 25); // 'ab/' + the 22-character id
    batch.set(imageId, [...(batch.get(imageId) ?? []), key]);
    if (batch.size >= batchSize) await sweepBatch();
  }
  if (batch.size > 0) await sweepBatch();
  return swept.size;
}

/** Once when the server is ready, then hourly (like the erasure job); a failure is logged and retried next time. */
export function scheduleOrphanSweep(app: FastifyInstance, sweep: () => Promise<number>, intervalMs = ORPHAN_GRACE_MS, what = 'quote photo'): void {
  scheduleJob(app, {
    intervalMs,
    run: () => sweep().then((n) => n > 0 && app.log.info({ photos: n }, `orphaned ${what} files removed`)),
    failed: `${what} sweep failed`,
  });
}
