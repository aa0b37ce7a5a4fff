// Every table has one owning module, named beside it in its migration (`-- owner: <module>` on
// the line above its CREATE TABLE), and a module reads another module's data through that
// module's service, never its tables (issue 34 §3). The SQL in every non-test .ts file under
// api/src/modules is read (string literals and template texts, parsed with swc as
// module-edges.test does), each table it names after FROM, JOIN, INTO, UPDATE or TABLE is looked up,
// and a table owned by another module is a crossing. A crossing must be in BASELINE, the ones
// that still stand; a baseline line that is gone fails too, so the list only shrinks.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { parseSync } from '@swc/core';
import { MIGRATIONS_DIR } from '../db/migrate.js';

const MODULES = dirname(fileURLToPath(import.meta.url));

/**
 * `reader -> table (owner)` crossings that still stand: none since issue 34 §3's last slice (126
 * before it). Never add one: ask the owner's service instead (add a function there if it has none).
 */
const BASELINE: readonly string[] = [];

/** Table -> owning module, from the `-- owner:` line above each CREATE TABLE; a table without one is reported. */
export function tableOwners(migrations: Array<{ name: string; sql: string }>): { owners: Map<string, string>; unowned: string[] } {
  const owners = new Map<string, string>();
  const unowned: string[] = [];
  for (const { name, sql } of migrations) {
    const lines = sql.split('\n');
    lines.forEach((line, i) => {
      const table = /^\s*CREATE TABLE (?:IF NOT EXISTS )?([a-z_][a-z_0-9]*)/i.exec(line)?.[1];
      if (!table) return;
      const owner = /^-- owner: ([a-z-]+)\s*$/.exec(lines[i - 1] ?? '')?.[1];
      if (owner) owners.set(table, owner);
      else unowned.push(`${table} (${name})`);
    });
  }
  return { owners, unowned };
}

/** The texts of a source file's string literals and template parts: where its SQL is. */
export function stringTexts(source: string): string[] {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, any>;
    if (n.type === 'StringLiteral') texts.push(n.value);
    else if (n.type === 'TemplateElement') texts.push(n.cooked ?? n.raw);
    for (const [key, value] of Object.entries(n)) if (key !== 'span' && typeof value === 'object') visit(value);
  };
  visit(parseSync(source, { syntax: 'typescript', target: 'es2022' }).body);
  return texts;
}

/** The tables (of those known) that a piece of SQL names where a table goes. */
export function tablesIn(sql: string, known: ReadonlyMap<string, string>): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_][a-z_0-9]*)\b/gi)].map((m) => m[1]!).filter((t) => known.has(t));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function migrations() {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
}

/** Every `reader -> table (owner)` crossing, each with one file that makes it. */
export function crossings(owners: ReadonlyMap<string, string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(MODULES)) {
    const rel = relative(MODULES, file);
    if (!rel.includes(sep)) continue;
    const reader = rel.split(sep)[0]!;
    for (const text of stringTexts(readFileSync(file, 'utf8')))
      for (const table of tablesIn(text, owners)) {
        const owner = owners.get(table)!;
        const line = `${reader} -> ${table} (${owner})`;
        if (owner !== reader && !found.has(line)) found.set(line, rel);
      }
  }
  return found;
}

describe('tables and the modules that own them', () => {
  it('reads owners and table names (the check itself)', () => {
    const { owners, unowned } = tableOwners([{ name: '001_a.sql', sql: '-- owner: members\nCREATE TABLE members (id int);\n-- A note.\nCREATE TABLE IF NOT EXISTS notes (id int);' }]);
    assert.deepEqual([...owners], [['members', 'members']]);
    assert.deepEqual(unowned, ['notes (001_a.sql)']);
    const known = new Map([
      ['members', 'members'],
      ['orders', 'orders'],
    ]);
    assert.deepEqual(tablesIn('SELECT 1 FROM members m JOIN orders o ON true WHERE EXTRACT(YEAR FROM created_at) > 1', known), ['members', 'orders']);
    assert.deepEqual(tablesIn('UPDATE members SET x = 1; INSERT INTO orders (a) VALUES (1); DELETE FROM members', known), ['members', 'orders', 'members']);
    const source = "// SELECT * FROM orders\nconst a = 'SELECT 1 FROM members';\nconst b = sql`UPDATE orders SET n = ${1}`;";
    assert.deepEqual(
      stringTexts(source).flatMap((t) => tablesIn(t, known)),
      ['members', 'orders'],
    );
  });

  it('every table has an owner, and the owner is a module', () => {
    const { owners, unowned } = tableOwners(migrations());
    assert.deepEqual(unowned, [], 'put `-- owner: <module>` on the line above each CREATE TABLE');
    const modules = new Set(
      readdirSync(MODULES, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    assert.deepEqual(
      [...owners].filter(([, owner]) => !modules.has(owner)).map(([t, o]) => `${t}: ${o}`),
      [],
    );
    assert.ok(owners.size > 80, `expected every table, found ${owners.size}`);
  });

  it("no module reads another module's table beyond the baseline, and the baseline holds nothing that is gone", () => {
    const found = crossings(tableOwners(migrations()).owners);
    const baseline = new Set(BASELINE);
    const added = [...found].filter(([line]) => !baseline.has(line)).map(([line, file]) => `${line}  (${file})`);
    const stale = BASELINE.filter((line) => !found.has(line));
    assert.deepEqual(added, [], `a module reads another module's table: ${added.join('; ')}. Ask the owning module's service instead.`);
    assert.deepEqual(stale, [], `these crossings are gone; delete them from BASELINE: ${stale.join('; ')}`);
  });
});
