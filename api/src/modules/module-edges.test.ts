// No new import loop between API modules (issue 34 §3). Every non-test .ts file under
// api/src/modules is read, each import that loads code (`import type`, and imports naming only
// types, are erased when compiled and do not count) becomes an edge between the top-level module
// folders it links, and the strongly connected components of that graph are the loops.
// An edge inside a loop must be in BASELINE, the loops as they still stand; a baseline edge that is
// gone, or no longer in a loop, fails too, so the list is kept honest and only shrinks.
// Parsed with swc (the root's @swc/core, as the front-end builds): TypeScript 7 has no JS parser API.
// Counted this way, 10 modules shared one loop before issue 34 §3; since its last slice (catalogue and
// content: their shared helpers in settings/delivery-terms and lib/fill-facts) there is none.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { parseSync } from '@swc/core';

const MODULES = dirname(fileURLToPath(import.meta.url));

/**
 * The edges still in import loops (importer -> imported). This list ONLY SHRINKS: break a loop by
 * moving what both sides need to api/src/http, api/src/lib or shared, or by asking the other
 * module's service, then delete its edges here. Never add a line.
 */
const BASELINE: readonly string[] = [];

/** Non-test TypeScript files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The specifiers of the imports in `source` that load code at run time. */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  // swc's own AST (the parser the front-end builds use): walk every node, so dynamic import() counts too.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, any>;
    const specs: Array<{ isTypeOnly?: boolean }> = n.specifiers ?? [];
    const onlyTypes = n.typeOnly === true || (specs.length > 0 && specs.every((s) => s.isTypeOnly === true));
    if (n.type === 'ImportDeclaration' || ((n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && n.source)) {
      if (!onlyTypes) found.push(n.source.value);
    } else if (n.type === 'CallExpression' && n.callee?.type === 'Import') {
      const arg = n.arguments?.[0]?.expression;
      if (arg?.type === 'StringLiteral') found.push(arg.value);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'span' && typeof value === 'object') visit(value);
  };
  visit(parseSync(source, { syntax: 'typescript', target: 'es2022' }).body);
  return found;
}

/** The top-level module folder a path under api/src/modules belongs to, or null. */
function moduleOf(path: string): string | null {
  const rel = relative(MODULES, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0]!;
}

/** Edges between module folders, as `from -> to`, each with one file that makes it. */
export function moduleEdges(): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), spec));
      if (to && to !== from) {
        const edge = `${from} -> ${to}`;
        if (!edges.has(edge)) edges.set(edge, relative(MODULES, file));
      }
    }
  }
  return edges;
}

/** Strongly connected components with more than one member (Tarjan). */
export function loops(edges: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) connect(v);
  return components;
}

/** The edges whose two ends lie in the same loop. */
export function edgesInLoops(edges: Iterable<string>): string[] {
  const all = [...edges];
  const component = new Map<string, number>();
  loops(all).forEach((members, i) => members.forEach((m) => component.set(m, i)));
  return all
    .filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return component.has(from) && component.get(from) === component.get(to);
    })
    .sort();
}

describe('imports between API modules', () => {
  it('finds loops, and only those (the check itself)', () => {
    assert.deepEqual(loops(['a -> b', 'b -> c', 'c -> a', 'c -> d', 'd -> e']), [['a', 'b', 'c']]);
    assert.deepEqual(edgesInLoops(['a -> b', 'b -> a', 'b -> c', 'c -> d', 'd -> c', 'e -> a']), ['a -> b', 'b -> a', 'c -> d', 'd -> c']);
    assert.deepEqual(loops(['a -> b', 'b -> c', 'a -> c']), []);
    const source = [
      "import type { A } from './a.js';",
      "import { type B, type C } from './b.js';",
      "import { type D, e } from './d.js';",
      "import f from './f.js';",
      "import './g.js';",
      "export type { H } from './h.js';",
      "export { i } from './i.js';",
      "const j = await import('./j.js');",
      "// import { k } from './k.js';",
      'const l = \'import { l } from "./l.js"\';',
    ].join('\n');
    assert.deepEqual(runtimeImports(source), ['./d.js', './f.js', './g.js', './i.js', './j.js']);
  });

  it('has no import loop beyond the baseline, and the baseline holds no edge that is gone', () => {
    const edges = moduleEdges();
    assert.ok(edges.size > 20, `expected the module graph, found ${edges.size} edges`);
    const inLoops = edgesInLoops(edges.keys());
    const baseline = new Set(BASELINE);
    const added = inLoops.filter((edge) => !baseline.has(edge)).map((edge) => `${edge}  (${edges.get(edge)})`);
    const current = new Set(inLoops);
    const stale = BASELINE.filter((edge) => !current.has(edge));
    assert.deepEqual(added, [], `new import loop between modules: ${added.join('; ')}. A module reads another's data through its service; common schemas and helpers live in api/src/http, api/src/lib or shared.`);
    assert.deepEqual(stale, [], `these baseline edges are gone or no longer in a loop; delete them from BASELINE: ${stale.join('; ')}`);
  });
});
