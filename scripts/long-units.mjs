// Lists the functions, arrow functions, methods and React components longer than a limit (150
// lines, issue 34 §5): a unit that long does several things, and a reader has to hold them all.
// `node scripts/long-units.mjs [limit]` prints them, longest first, and exits 1 when there are any.
// Reads the shop's own source (api, shared, host and each remote's src, and scripts), not tests
// (a test file's describe block is a list of cases, not a unit) nor built or generated files.
// Parsed with @swc/core (the build's own parser): TypeScript 7 has no JavaScript API to walk.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LIMIT = 150;

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', '@mf-types']);
const isSource = (name) => /\.(tsx?|mjs)$/.test(name) && !/\.test\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts');

/** The source folders: api/src, shared/src, host/src, mf-<remote>/src, scripts. */
function sourceRoots(root) {
  const remotes = readdirSync(root).filter((d) => d.startsWith('mf-'));
  return ['api/src', 'shared/src', 'host/src', ...remotes.map((d) => `${d}/src`), 'scripts'];
}

function sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) return [];
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(root, path);
    return isSource(e.name) ? [path] : [];
  });
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassMethod', 'PrivateMethod', 'MethodProperty', 'GetterProperty', 'SetterProperty', 'Constructor']);

const keyName = (key) => key?.value ?? key?.name ?? (key?.type === 'Computed' ? '[computed]' : undefined);

/** A readable name: the function's own, or what holds it (variable, property, method, call). */
function nameOf(node, holder) {
  if (node.identifier?.value) return node.identifier.value;
  if (node.key) return keyName(node.key) ?? '<method>';
  if (node.type === 'Constructor') return 'constructor';
  return holder ?? '<anonymous>';
}

/** Every function in `ast` with its start and end byte offsets (swc's spans are 1-based per parse). */
function functions(ast) {
  const found = [];
  const visit = (node, holder) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, holder);
      return;
    }
    if (FUNCTION_TYPES.has(node.type) && node.span) found.push({ name: nameOf(node, holder), start: node.span.start - 1, end: node.span.end - 1 });
    for (const [field, child] of Object.entries(node)) {
      if (field === 'span' || !child || typeof child !== 'object') continue;
      visit(child, holderFor(node, field) ?? (FUNCTION_TYPES.has(node.type) ? undefined : holder));
    }
  };
  visit(ast.body, undefined);
  return found;
}

/** What a nested function is called by the node around it: `const x = () => …`, `x: () => …`, `f(() => …)`. */
function holderFor(node, field) {
  if (node.type === 'VariableDeclarator' && field === 'init') return node.id?.value;
  if ((node.type === 'KeyValueProperty' || node.type === 'ClassProperty') && field === 'value') return keyName(node.key);
  if (node.type === 'AssignmentExpression' && field === 'right') return node.left?.property?.value ?? node.left?.value;
  if (node.type === 'CallExpression' && field === 'arguments') {
    const callee = node.callee?.property?.value ?? node.callee?.value;
    return callee ? `${callee}(…) callback` : undefined;
  }
  return undefined;
}

/** Units over `limit` lines in the repository at `root`: { file, line, name, lines }, longest first. */
export function longUnits({ root = ROOT, limit = LIMIT } = {}) {
  const units = [];
  for (const file of sourceRoots(root).flatMap((dir) => sourceFiles(root, dir))) {
    const text = readFileSync(join(root, file), 'utf8');
    const bytes = Buffer.from(text);
    const lineAt = (offset) => bytes.subarray(0, offset).toString('utf8').split('\n').length;
    const ast = parseSync(text, { syntax: file.endsWith('.mjs') ? 'ecmascript' : 'typescript', tsx: file.endsWith('.tsx'), decorators: true });
    for (const fn of functions(ast)) {
      const line = lineAt(fn.start);
      const lines = lineAt(fn.end) - line + 1;
      if (lines > limit) units.push({ file: file.split(sep).join('/'), line, name: fn.name, lines });
    }
  }
  return units.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const limit = Number(process.argv[2] ?? LIMIT);
  const units = longUnits({ limit });
  for (const u of units) console.log(`${String(u.lines).padStart(4)}  ${u.file}:${u.line}  ${u.name}`);
  console.log(units.length ? `${units.length} units over ${limit} lines` : `no unit over ${limit} lines`);
  process.exitCode = units.length ? 1 : 0;
}
