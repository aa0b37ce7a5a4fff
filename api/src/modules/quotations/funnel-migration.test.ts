// Migration 016 on a database seeded before it: the 14 funnel categories move to their §5 ids,
// their boxes with them, and nothing else changes. (A fresh database is seeded with the ids.)
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { after, it } from 'node:test';
import pg from 'pg';
import { openDb, type Db } from '../../db/db.js';
import { migrate, MIGRATIONS_DIR } from '../../db/migrate.js';

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

it('moves the funnel categories of an older database to their §5 ids, boxes and all', async () => {
  db = await openDb({ url, schema });
  // The migrations before 016, as an older database had them.
  const older = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f < '016')) cpSync(join(MIGRATIONS_DIR, file), join(older, file));
  await migrate(db, older);
  await db.query(`INSERT INTO supercats (super_cat_id, super_cat_name, super_cat_friendly_name, brand_attribute_id, sort_order) VALUES (7, 'pushchairs-travel', 'Pushchairs & Travel', 44, 0)`);
  await db.query(`INSERT INTO product_lines (product_line_id, super_cat_id, product_line_name) VALUES (701, 7, 'Prams & Pushchairs'), (703, 7, 'Travel Accessories')`);
  await db.query(
    `INSERT INTO categories (category_id, product_line_id, category_name, category_friendly_name, popular)
     VALUES (7010, 701, 'Travel Systems', 'travel-systems', true), (7011, 701, 'Pushchairs', 'pushchairs', false), (7030, 703, 'Footmuffs', 'footmuffs', true)`,
  );
  await db.query(`INSERT INTO brands (brand_id, brand_name, description) VALUES (1, 'Silver Cross', 'British pram makers')`);
  await db.query(`INSERT INTO grades (grade, grade_name, description, sort_order) VALUES ('A', 'Like new', 'Hardly used', 0)`);
  const box = (id: string, category: number) =>
    db.query(
      `INSERT INTO boxes (box_id, master_box_id, box_name, category_id, brand_id, grade, wear, sell_price, cash_price, exchange_price, attributes, search_text, image_views)
       VALUES ($1, 'M1', 'Silver Cross Reef', $2, 1, 'A', 'Like new', 50000, 15000, 21000, '[]'::jsonb, 'reef', '{1}')`,
      [id, category],
    );
  await box('LL000001', 7010);
  await box('LL000002', 7030);

  // 016 and whatever came after it.
  assert.equal((await migrate(db))[0], '016_quotations.sql');
  const categories = await db.query<{ category_id: number; category_name: string; popular: boolean }>('SELECT category_id, category_name, popular FROM categories ORDER BY category_id');
  assert.deepEqual(categories, [
    { category_id: 80, category_name: 'Travel Systems', popular: true },
    { category_id: 83, category_name: 'Pushchairs', popular: false },
    { category_id: 7030, category_name: 'Footmuffs', popular: true },
  ]);
  assert.deepEqual(await db.query('SELECT box_id, category_id FROM boxes ORDER BY box_id'), [
    { box_id: 'LL000001', category_id: 80 },
    { box_id: 'LL000002', category_id: 7030 },
  ]);
});
