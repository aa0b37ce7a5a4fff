// Every path the docs name exists (issue 34 §7). Reads README.md, docs/**/*.md and every other
// README.md in the repository (never node_modules or dot-folders) and fails, naming file and line,
// when a relative markdown link does not resolve (the file, and its #anchor among the target's
// headings), or when a backticked repository path does not exist. A backticked string counts as a
// path when it starts with a top folder (api/, shared/, host/, mf-*/, e2e/, scripts/, docs/, .ci/)
// and holds no space, glob or placeholder (< > * { } … $); a path ending in / must be a folder.
// Fenced code blocks are commands and examples: they are not read.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** README.md, docs/**\/*.md and every README.md below the root, as paths relative to `root`. */
export function docFiles(root = ROOT) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'README.md' || (path.startsWith('docs/') && entry.name.endsWith('.md'))) found.push(path);
    }
  };
  walk('');
  return found.sort();
}

/** The text with fenced code blocks blanked (line numbers kept). */
export function withoutFences(text) {
  const lines = text.split('\n');
  let fence = null;
  return lines
    .map((line) => {
      const open = line.match(/^\s*(`{3,}|~{3,})/);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length && !line.trim().slice(open[1].length).trim()) fence = null;
        return '';
      }
      if (open) {
        fence = open[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

/**
 * Inline code spans with the line each starts on. Spans do not cross a blank line (CommonMark),
 * so each paragraph is read on its own; a span may be opened by several backticks.
 */
export function codeSpans(text) {
  const spans = [];
  const lines = text.split('\n');
  let start = 0;
  const flush = (end) => {
    const para = lines.slice(start, end).join('\n');
    for (const m of para.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
      const line = start + 1 + para.slice(0, m.index).split('\n').length - 1;
      spans.push({ line, code: m[2].replace(/\n/g, ' ').trim(), index: m.index, length: m[0].length, para: start });
    }
  };
  lines.forEach((l, i) => {
    if (!l.trim()) {
      flush(i);
      start = i + 1;
    }
  });
  flush(lines.length);
  return spans;
}

/** The line of a fence opened and never closed (which would hide the rest of the file), or 0. */
export function unclosedFence(text) {
  let fence = null;
  let at = 0;
  text.split('\n').forEach((line, i) => {
    const open = line.match(/^\s*(`{3,}|~{3,})/);
    if (!open) return;
    if (!fence) {
      fence = open[1];
      at = i + 1;
    } else if (open[1][0] === fence[0] && open[1].length >= fence.length && !line.trim().slice(open[1].length).trim()) fence = null;
  });
  return fence ? at : 0;
}

const TOP = /^(?:api|shared|host|mf-[a-z0-9-]+|e2e|scripts|docs|\.ci)\/\S*$/;
const PLACEHOLDER = /[<>*{}…$]/;

/** The backticked strings that name repository paths. */
export function repoPaths(text) {
  return codeSpans(withoutFences(text))
    .filter(({ code }) => TOP.test(code) && !PLACEHOLDER.test(code))
    .map(({ line, code }) => ({ line, path: code }));
}

/** Markdown links (inline form) outside code, with their line. */
export function links(text) {
  const plain = withoutFences(text);
  // Blank code spans (keeping their length and lines) so a link written inside one is not read,
  // while a link whose text is a code span still is.
  const lines = plain.split('\n');
  let blanked = plain;
  for (const s of codeSpans(plain).reverse()) {
    const offset = lines.slice(0, s.para).reduce((n, l) => n + l.length + 1, 0) + s.index;
    blanked = blanked.slice(0, offset) + blanked.slice(offset, offset + s.length).replace(/[^\n]/g, ' ') + blanked.slice(offset + s.length);
  }
  const out = [];
  for (const m of blanked.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    out.push({ line: blanked.slice(0, m.index).split('\n').length, target: m[1] });
  }
  return out;
}

/** GitHub's anchors for a markdown file's headings (duplicates get -1, -2, …). */
export function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const line of withoutFences(text).split('\n')) {
    const h = line.match(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!h) continue;
    const words = h[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(words) ?? 0;
    seen.set(words, n + 1);
    out.add(n ? `${words}-${n}` : words);
  }
  return out;
}

/** What is wrong with one file's links and paths, as `line: message` strings. */
export function problems(file, text, root = ROOT) {
  const found = [];
  const open = unclosedFence(text);
  if (open) found.push(`${open}: a code fence opened here is never closed`);
  const inRoot = (abs) => abs === root || abs.startsWith(root + sep);
  for (const { line, target } of links(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue; // another site, or a page of the running shop
    const [pathPart, anchor] = target.split('#');
    if (!pathPart) {
      if (anchor && !anchors(text).has(decodeURIComponent(anchor))) found.push(`${line}: link ${target}: no heading #${anchor} in ${file}`);
      continue;
    }
    const abs = resolve(root, dirname(file), decodeURIComponent(pathPart));
    if (!inRoot(abs)) {
      found.push(`${line}: link ${target} leaves the repository`);
      continue;
    }
    if (!existsSync(abs)) {
      found.push(`${line}: link ${target} does not resolve (${relative(root, abs)})`);
      continue;
    }
    if (anchor && abs.endsWith('.md') && !anchors(readFileSync(abs, 'utf8')).has(decodeURIComponent(anchor))) {
      found.push(`${line}: link ${target}: no heading #${anchor} in ${relative(root, abs)}`);
    }
  }
  for (const { line, path } of repoPaths(text)) {
    const abs = resolve(root, path);
    if (!existsSync(abs)) found.push(`${line}: \`${path}\` does not exist`);
    else if (path.endsWith('/') && !statSync(abs).isDirectory()) found.push(`${line}: \`${path}\` is not a folder`);
  }
  return found;
}

test('the checker finds what it should and nothing else', () => {
  const sample = [
    '# Title: `npm start`',
    '## Sell to us: payouts',
    'See `scripts/docs-paths.test.mjs`, `api/src/modules/`, `api/src/no-such-file.ts` and `docs/README.md/`.',
    'Globs and placeholders are not paths: `mf-*/src/**/*.test.ts`, `api/src/modules/<x>/y.ts`, `host/{a,b}`, `shared/…`.',
    'Not a top folder: `src/app.ts`, `.deploy/remotes/`, `@shop/shared/rules`; a command: `cd api && x`.',
    'A `span that is',
    'on two lines: scripts/nope.mjs` is one span, not a path.',
    '```sh',
    'node api/src/missing.ts   # [x](missing.md) `api/src/missing.ts`',
    '```',
    '[ok](README.md) [bad](nope.md) [web](https://example.com) [page](/v3/docs) [`code text`](#title-npm-start)',
    '[anchor](#sell-to-us-payouts) [no anchor](#nope) [out](../../etc/passwd) `[not a link](nope.md)`',
  ].join('\n');
  assert.deepEqual(problems('docs/fence.md', 'text\n```sh\nnpm start\n', ROOT), ['2: a code fence opened here is never closed']);
  assert.deepEqual(problems('docs/sample.md', sample, ROOT), [
    '11: link nope.md does not resolve (docs/nope.md)',
    '12: link #nope: no heading #nope in docs/sample.md',
    '12: link ../../etc/passwd leaves the repository',
    '3: `api/src/no-such-file.ts` does not exist',
    '3: `docs/README.md/` is not a folder',
  ]);
});

test("anchors are GitHub's", () => {
  const a = anchors("## Several instances: `npm run start:cluster`\n## Conversion tracking (§7 'Other')\n## Two commands\n## Two commands\n```\n## not a heading\n```");
  assert.deepEqual([...a], ['several-instances-npm-run-startcluster', 'conversion-tracking-7-other', 'two-commands', 'two-commands-1']);
});

test('the docs are found: README.md, docs/ and the READMEs beside the code', () => {
  const files = docFiles();
  assert.ok(files.includes('README.md'));
  assert.ok(files.some((f) => f.startsWith('docs/')));
  assert.ok(files.includes('mf-unlock/README.md'));
  assert.ok(!files.some((f) => f.includes('node_modules')));
});

for (const file of docFiles()) {
  test(`every link and path in ${file} exists`, () => {
    assert.deepEqual(problems(file, readFileSync(join(ROOT, file), 'utf8')), []);
  });
}
