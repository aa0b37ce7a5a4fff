// Migration 054 on a shop seeded before it: the home page's quick links and About us links get
// the addresses the seed now writes (each opens what it names, issue 30); a link staff changed
// stays. (A fresh database is seeded with the new links.)
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, it } from 'node:test';
import pg from 'pg';
import { openDb, type Db } from '../../db/db.js';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate.js';
import { seedHomeContent } from '../content/home-items.js';

const url = process.env.DATABASE_URL;
const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
let db: Db;
after(async () => {
  await db?.close();
  if (url && schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
});

/** The addresses the first edition's links had. */
const FIRST_EDITION: Record<string, string> = {
  'Travel systems': '/products?productLineId=701&superCatId=7',
  'Cot beds': '/products?productLineId=401&superCatId=4',
  'Baby monitors': '/products?productLineId=402&superCatId=4',
  Highchairs: '/products?productLineId=302&superCatId=3',
  'Wooden toys': '/products?productLineId=502&superCatId=5',
  Careers: '/about',
  Franchise: '/about',
};

type Link = { label?: string; title?: string; href: string };
const content = async (key: string) => (await db.query<{ content: unknown }>('SELECT content FROM content WHERE platform_id = 16 AND content_key = $1', [key]))[0]!.content;
const write = (key: string, value: unknown) => db.query('UPDATE content SET content = $2::jsonb WHERE platform_id = 16 AND content_key = $1', [key, JSON.stringify(value)]);

it("gives an older shop's home links the addresses the seed now writes, and leaves a link staff changed", async () => {
  db = await openDb({ url, schema });
  const older = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < '054')) cpSync(join(MIGRATIONS_DIR, file), join(older, file));
  await migrate(db, older);
  await seedHomeContent(db);
  const seeded = { links: (await content('home.quickLinks')) as { top: Link[]; bottom: Link[] }, about: (await content('home.aboutUs')) as Link[] };

  // As the first edition had them; and staff have since pointed 'Highchairs' somewhere of their own.
  const aged = (l: Link) => ({ ...l, href: FIRST_EDITION[l.label ?? l.title ?? ''] ?? l.href });
  const top = seeded.links.top.map(aged).map((l) => (l.label === 'Highchairs' ? { ...l, href: '/products?q=highchair' } : l));
  await write('home.quickLinks', { ...seeded.links, top });
  await write('home.aboutUs', seeded.about.map(aged));
  assert.equal(((await content('home.quickLinks')) as { top: Link[] }).top[0]!.href, FIRST_EDITION['Travel systems']);

  await migrate(db);
  const migrated = (await content('home.quickLinks')) as { top: Link[]; bottom: Link[] };
  assert.deepEqual(migrated, { ...seeded.links, top: seeded.links.top.map((l) => (l.label === 'Highchairs' ? { ...l, href: '/products?q=highchair' } : l)) });
  assert.deepEqual(await content('home.aboutUs'), seeded.about);
});
