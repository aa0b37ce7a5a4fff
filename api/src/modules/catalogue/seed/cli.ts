// `npm run seed -- --boxes 100000`: a fresh catalogue of that size in the configured database
// (the embedded one by default). Replaces the boxes and their stock, and adds brands new to the
// model catalogue; members stay. (Not on a database holding orders or baskets: they refer to
// boxes. Start from a fresh one then.)
import { rmSync } from 'node:fs';
import { loadConfig } from '../../../config.js';
import { openDb } from '../../../db/db.js';
import { migrate } from '../../../db/migrate.js';
import { DEFAULT_BOX_COUNT, refreshBrands, seedBoxes, seedCatalogueIfEmpty } from './seed.js';

const args = process.argv.slice(2);
const at = args.indexOf('--boxes');
const boxes = at === -1 ? DEFAULT_BOX_COUNT : Number(args[at + 1]);
if (!Number.isInteger(boxes) || boxes < 10 || boxes > 1_000_000) {
  console.error('usage: seed [--boxes N]   (10 to 1,000,000)');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config.database);
try {
  await migrate(db);
  if (!(await seedCatalogueIfEmpty(db, boxes))) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM store_stock');
      await tx.query('DELETE FROM boxes');
      await refreshBrands(tx);
      await seedBoxes(tx, boxes);
    });
  }
  // The photos are drawn from each box's name and grade: the old boxes' ones must not stand in for the new.
  rmSync(config.catalogue.imageCacheDir, { recursive: true, force: true });
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM boxes');
  console.log(`catalogue: ${row!.n.toLocaleString('en-GB')} boxes`);
} finally {
  await db.close();
}
