// The test shop's database as every test file starts it: migrated and seeded. On PGlite that took
// 3–5 s a shop (the engine's initdb, 60 migrations, the catalogue), over a hundred times a run.
// It is made once, dumped to a file named after everything it is made from (the migrations, the
// API's and the shared rules' source, PGlite's version, the number of boxes, the day), and each
// test shop loads that file instead (about 0.5 s). A change to any of those makes a new file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/db.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { seedCatalogueIfEmpty } from '../modules/catalogue/seed/seed.js';

const API_SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_SRC = join(API_SRC, '..', '..', 'shared', 'src');
const TEMPLATES = join(tmpdir(), 'shop-api-test-templates');
const DAY_MS = 86_400_000;

/** Source files a template is made from: everything but tests, in a stable order. */
function sources(dir: string, suffix: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && suffix.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !(e.parentPath ?? e.path).includes('node_modules'))
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

let keyOf: Map<number, string> | null = null;

function templateKey(boxes: number): string {
  keyOf ??= new Map();
  const known = keyOf.get(boxes);
  if (known) return known;
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(API_SRC, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\nboxes ${boxes}\nday ${new Date().toISOString().slice(0, 10)}\n`);
  for (const file of [...sources(MIGRATIONS_DIR, /\.sql$/), ...sources(API_SRC, /\.ts$/), ...sources(SHARED_SRC, /\.tsx?$/)]) hash.update(file).update(readFileSync(file));
  const key = hash.digest('hex').slice(0, 24);
  keyOf.set(boxes, key);
  return key;
}

/** The migrated, seeded database as a dumped PGlite data folder, made on first use. */
export async function seededTemplate(boxes: number): Promise<Blob> {
  const file = join(TEMPLATES, `${templateKey(boxes)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openDb({});
  await migrate(db);
  await seedCatalogueIfEmpty(db, boxes);
  const dump = await db.dumpDataDir!();
  await db.close();
  mkdirSync(TEMPLATES, { recursive: true });
  // Written aside, then renamed: test files starting at once never read half a file.
  const part = `${file}.${process.pid}`;
  writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  renameSync(part, file);
  // Templates of earlier sources are of no more use; a day's grace for another checkout's run.
  for (const name of readdirSync(TEMPLATES)) {
    const old = join(TEMPLATES, name);
    if (old !== file && Date.now() - statSync(old).mtimeMs > DAY_MS) rmSync(old, { force: true });
  }
  return dump;
}
