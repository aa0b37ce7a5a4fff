/**
 * The en-GB key catalogues against the source (issue 18, 'Text'): every text a person reads
 * comes from a catalogue. Each package (the host, each remote) keeps the keys only it uses in
 * its own `src/i18n/en-GB.ts`; `shared/src/i18n/en-GB.ts` keeps the keys shared code uses or
 * two or more packages use. A package's `t` looks in its own catalogue, then in the shared one.
 * Parses every non-test .ts/.tsx file of the host, the remotes and shared with swc and fails on
 *  a) a key used but missing: a string literal given to `t(...)` (or named as a titleKey …)
 *     that neither the package's own catalogue nor the shared one has;
 *  b) a key defined but unused: a key of a package's catalogue that the package's source does
 *     not name as a string literal, and that no template literal's static prefix
 *     (`error.${context}.${code}` → 'error.') or 'prefix.' + x concatenation covers; for a
 *     shared key, no package's source;
 *  c) hard-coded English in a component: JSX text (or a string in a JSX child expression)
 *     with two or more letters, and literal values of the attributes a person reads
 *     (aria-label, alt, placeholder, title, label, …);
 *  d) a date or number formatted in another locale than en-GB;
 *  e) a key in the wrong catalogue: defined in a package's catalogue and the shared one (or in
 *     two packages'), used by a package although only another package defines it, or shared
 *     although only one package (and no shared code) uses it.
 * Each finding is printed as file:line and the text.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseSync } = require('@swc/core') as { parseSync: (src: string, opts: object) => Node };

type Node = { type?: string; span?: { start: number; end: number }; [k: string]: unknown };
type Finding = { where: string; text: string };

const ROOT = join(__dirname, '..', '..', '..');
const SHARED = 'shared';
/** Where a package keeps its own keys. */
const catalogueFile = (pkg: string) => join(ROOT, pkg, 'src', 'i18n', 'en-GB.ts');
/**
 * A lazy page's own keys (`src/pages/<page>/en-GB.ts`, e.g. the host's staff page): they load with
 * the page's chunk instead of on every page. They count as the package's keys, used by that
 * page's folder alone (its translator reads them, then the package's and the shared catalogues).
 */
const pageCatalogueFiles = (pkg: string): string[] => {
  const pages = join(ROOT, pkg, 'src', 'pages');
  if (!existsSync(pages)) return [];
  return readdirSync(pages, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(pages, d.name, 'en-GB.ts'))
    .filter(existsSync)
    .sort();
};

/** Attributes whose value a person reads (or hears). */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'alt', 'placeholder', 'title', 'label', 'legend', 'hint', 'heading', 'lead', 'message']);

/** Text a component may write as is, each with its reason. Keep it short. */
const ALLOWED: Array<{ file: string; text: string; reason: string }> = [];

/** A template literal prefix counts only when it names a namespace (a '.', 4+ characters). */
const MIN_PREFIX = 4;
const usablePrefix = (prefix: string) => prefix.length >= MIN_PREFIX && prefix.includes('.');
const WORDS = /[A-Za-z]{2}/;
/** Properties and props that hold a catalogue key (the route table's titleKey, a field's labelKey …). */
const KEY_NAMES = /^(title|label|text|done|message|heading)Key$/;
/** yup rules whose arguments are words a person reads: a field's label, or a rule's message. */
const RULE_METHODS = new Set(['label', 'required', 'email', 'url', 'matches', 'oneOf', 'notOneOf', 'min', 'max', 'length', 'test', 'typeError', 'integer', 'positive', 'lessThan', 'moreThan']);

/** The packages whose source is read: shared, the host and every remote. */
const PACKAGES = [
  SHARED,
  'host',
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => d.name)
    .sort(),
];

function sourceFiles(pkg: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, pkg, 'src'), { recursive: true, withFileTypes: true })) {
    const path = join(e.parentPath ?? (e as unknown as { path: string }).path, e.name);
    if (!e.isFile() || path.includes(`${sep}node_modules${sep}`) || path.includes(`${sep}__mocks__${sep}`)) continue;
    if (!/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name) || e.name.endsWith('.d.ts')) continue;
    out.push(path);
  }
  return out.sort();
}

type Parsed = { pkg: string; file: string; rel: string; src: Buffer; ast: Node };

function parse(pkg: string, file: string): Parsed {
  const text = readFileSync(file, 'utf8');
  const ast = parseSync(text, { syntax: 'typescript', tsx: file.endsWith('.tsx'), comments: false });
  return { pkg, file, rel: relative(ROOT, file).split(sep).join('/'), src: Buffer.from(text, 'utf8'), ast };
}

/** swc spans are 1-based byte offsets from the start of the parsed text. */
function lineOf(p: Parsed, node: Node): number {
  const at = (node.span?.start ?? 1) - 1;
  let line = 1;
  for (let i = 0; i < at && i < p.src.length; i++) if (p.src[i] === 0x0a) line++;
  return line;
}

function walk(node: unknown, visit: (n: Node, parent: Node | undefined) => void, parent?: Node): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit, parent);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') visit(n, parent);
  const next = typeof n.type === 'string' ? n : parent;
  for (const [k, v] of Object.entries(n)) if (k !== 'span' && v && typeof v === 'object') walk(v, visit, next);
}

const unwrap = (n: Node | undefined): Node | undefined => {
  let cur = n;
  while (cur && (cur.type === 'ParenthesisExpression' || cur.type === 'TsAsExpression' || cur.type === 'TsConstAssertion' || cur.type === 'TsSatisfiesExpression')) cur = cur.expression as Node;
  return cur;
};

/** The static strings an expression can give: a literal, a template without ${}, or either branch of `a ? b : c` / `a ?? b` / `a || b`. */
function literalsOf(node: Node | undefined): Array<{ node: Node; text: string }> {
  const n = unwrap(node);
  if (!n) return [];
  if (n.type === 'StringLiteral') return [{ node: n, text: n.value as string }];
  if (n.type === 'TemplateLiteral') {
    const quasis = n.quasis as Node[];
    const exprs = n.expressions as Node[];
    const stat = quasis.map((q) => (q.cooked ?? q.raw) as string).join(' ');
    return exprs.length === 0 ? [{ node: n, text: stat }] : [{ node: n, text: stat, ...{ template: true } }];
  }
  if (n.type === 'ConditionalExpression') return [...literalsOf(n.consequent as Node), ...literalsOf(n.alternate as Node)];
  if (n.type === 'BinaryExpression' && ['||', '??', '&&'].includes(n.operator as string)) return literalsOf(n.right as Node);
  return [];
}

/** A catalogue's keys, read from its source (`export const enGB = { 'key': 'text', … }`), each with its line. */
function catalogueKeys(p: Parsed): Map<string, number> {
  const keys = new Map<string, number>();
  walk(p.ast, (n) => {
    if (n.type !== 'VariableDeclarator' || (n.id as Node).value !== 'enGB') return;
    const object = unwrap(n.init as Node);
    for (const q of (object?.properties as Node[] | undefined) ?? []) if (q.type === 'KeyValueProperty') keys.set(String((q.key as Node).value), lineOf(p, q.key as Node));
  });
  return keys;
}

const parsed = PACKAGES.flatMap((pkg) => sourceFiles(pkg).map((file) => parse(pkg, file)));
/** Each package's own catalogue (shared's is the shared one); a package without one has none. */
const relOf = (file: string) => relative(ROOT, file).split(sep).join('/');
const catalogues = new Map(
  PACKAGES.map((pkg) => {
    const file = catalogueFile(pkg);
    const p = existsSync(file) ? parsed.find((q) => q.file === file) : undefined;
    return [pkg, { rel: relOf(file), keys: p ? catalogueKeys(p) : new Map<string, number>() }];
  }),
);
/** Each lazy page's catalogue: its file, its folder and its keys. */
const pageCatalogues = PACKAGES.flatMap((pkg) =>
  pageCatalogueFiles(pkg).map((file) => {
    const p = parsed.find((q) => q.file === file)!;
    return { pkg, file, rel: relOf(file), folder: relOf(join(file, '..')) + '/', keys: catalogueKeys(p) };
  }),
);
/** The page catalogue that defines a key, if one does. */
const pageCatalogueOf = (pkg: string, key: string) => pageCatalogues.find((c) => c.pkg === pkg && c.keys.has(key));
const shared = catalogues.get(SHARED)!.keys;
/** A package's keys: its catalogue's and its pages'. */
const ownKeys = new Map(PACKAGES.map((pkg) => [pkg, new Map([...catalogues.get(pkg)!.keys, ...pageCatalogues.filter((c) => c.pkg === pkg).flatMap((c) => [...c.keys])])]));
const own = (pkg: string) => ownKeys.get(pkg)!;
const isCatalogue = (p: Parsed) => p.file === catalogueFile(p.pkg) || pageCatalogues.some((c) => c.file === p.file);
/** Which packages' catalogues define a key. */
const definedIn = (key: string) => PACKAGES.filter((pkg) => own(pkg).has(key));

type Use = { p: Parsed; node: Node; key: string; how: string };

/**
 * The keys a package gives `t(...)`, `tRich(...)`, `tPlural(...)` (both forms) or names as a
 * titleKey, labelKey …; and those it gives `pageTitle(...)`, which reads the shared catalogue.
 */
function keysGiven(p: Parsed): { uses: Use[]; titles: Use[] } {
  const uses: Use[] = [];
  const titles: Use[] = [];
  walk(p.ast, (n) => {
    let given: Node | undefined;
    let into = uses;
    let forms = [''];
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node;
      const name = callee.type === 'Identifier' ? (callee.value as string) : undefined;
      if (name === 't' || name === 'tRich' || name === 'tPlural' || name === 'pageTitle') given = (n.arguments as Array<{ expression: Node }>)[0]?.expression;
      if (name === 'tPlural') forms = ['.one', '.other'];
      if (name === 'pageTitle') into = titles;
    } else if (n.type === 'KeyValueProperty') {
      const key = n.key as Node;
      if (KEY_NAMES.test(String(key.value ?? ''))) given = n.value as Node;
    } else if (n.type === 'JSXAttribute') {
      const name = n.name as Node;
      const value = n.value as Node | null;
      if (name.type === 'Identifier' && KEY_NAMES.test(name.value as string) && value) given = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
    }
    for (const lit of literalsOf(given)) {
      if ((lit as { template?: boolean }).template) continue; // dynamic: checked by (b)'s prefixes
      for (const form of forms) into.push({ p, node: lit.node, key: `${lit.text}${form}`, how: forms.length > 1 ? ' (tPlural)' : '' });
    }
  });
  return { uses, titles };
}
const given = parsed.map(keysGiven);
const uses = given.flatMap((g) => g.uses);
const titles = given.flatMap((g) => g.titles);

/** The string literals and key prefixes a package's source names, catalogues aside. */
function named(pkg: string): { literals: Set<string>; prefixes: Set<string> } {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const p of parsed) {
    if (p.pkg !== pkg || isCatalogue(p)) continue;
    walk(p.ast, (n) => {
      if (n.type === 'StringLiteral') literals.add(n.value as string);
      else if (n.type === 'TemplateLiteral') {
        const quasis = n.quasis as Node[];
        const head = (quasis[0]?.cooked ?? quasis[0]?.raw ?? '') as string;
        if ((n.expressions as Node[]).length === 0) literals.add(head);
        else if (usablePrefix(head)) prefixes.add(head);
      } else if (n.type === 'BinaryExpression' && n.operator === '+') {
        const left = unwrap(n.left as Node);
        if (left?.type === 'StringLiteral' && usablePrefix(left.value as string)) prefixes.add(left.value as string);
      }
    });
  }
  return { literals, prefixes };
}
const names = new Map(PACKAGES.map((pkg) => [pkg, named(pkg)]));
// tPlural('x', n) uses 'x.one' and 'x.other'.
const pluralBase = (k: string) => k.replace(/\.(one|other)$/, '');
/** Whether a package's source names a key (a literal, its plural base, or a prefix of it). */
const namesKey = (pkg: string, k: string) => {
  const { literals, prefixes } = names.get(pkg)!;
  return literals.has(k) || (k !== pluralBase(k) && literals.has(pluralBase(k))) || [...prefixes].some((p) => k.startsWith(p));
};

describe('the en-GB key catalogues', () => {
  const report = (title: string, findings: Finding[]) => {
    if (findings.length) console.log(`${title} (${findings.length}):\n${findings.map((f) => `  ${f.where}  ${f.text}`).join('\n')}`);
  };
  const at = (u: Use) => `${u.p.rel}:${lineOf(u.p, u.node)}`;

  it('has every key a package gives t(...) or names as a titleKey, labelKey …, in its own catalogue or the shared one', () => {
    const missing: Finding[] = [];
    for (const u of uses) if (!own(u.p.pkg).has(u.key) && !shared.has(u.key)) missing.push({ where: at(u), text: `${u.key}${u.how}` });
    // A page's own key is there only once the page's chunk is: nothing outside its folder may use it.
    for (const u of uses) {
      const page = pageCatalogueOf(u.p.pkg, u.key);
      if (page && !u.p.rel.startsWith(page.folder)) missing.push({ where: at(u), text: `${u.key}: only ${page.rel} (a lazy page's texts) defines it` });
    }
    // pageTitle reads the shared catalogue alone (the host and the server's first view call it).
    for (const u of titles) if (!shared.has(u.key)) missing.push({ where: at(u), text: `${u.key} (pageTitle: shared catalogue)` });
    report("Keys used but missing from the package's catalogue and the shared one", missing);
    expect(missing.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it("uses every key it defines: a package's keys in its own source, a shared key anywhere", () => {
    const unused: Finding[] = [];
    for (const pkg of PACKAGES) {
      const { rel, keys } = catalogues.get(pkg)!;
      for (const [k, line] of keys) {
        const used = pkg === SHARED ? PACKAGES.some((q) => namesKey(q, k)) : namesKey(pkg, k);
        if (!used) unused.push({ where: `${rel}:${line}`, text: k });
      }
    }
    for (const page of pageCatalogues) for (const [k, line] of page.keys) if (!namesKey(page.pkg, k)) unused.push({ where: `${page.rel}:${line}`, text: k });
    report("Keys defined but used nowhere (a package's keys: not in its own source)", unused);
    expect(unused.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it('keeps each key in one catalogue, a package to its own and the shared keys, and shared keys shared', () => {
    const wrong: Finding[] = [];
    const where = (pkg: string, k: string) => `${pageCatalogueOf(pkg, k)?.rel ?? catalogues.get(pkg)!.rel}:${own(pkg).get(k)}`;
    for (const pkg of PACKAGES) {
      if (pkg === SHARED) continue;
      for (const k of own(pkg).keys()) {
        if (shared.has(k)) wrong.push({ where: where(pkg, k), text: `${k}: also in the shared catalogue (keep one)` });
        const others = definedIn(k).filter((q) => q !== pkg && q !== SHARED);
        if (others.length && pkg < others[0]!) wrong.push({ where: where(pkg, k), text: `${k}: also in ${others.join(', ')} (two packages use it: move it to the shared catalogue)` });
      }
    }
    // A remote never reads another remote's catalogue: its t cannot see those keys.
    for (const u of uses) {
      if (own(u.p.pkg).has(u.key) || shared.has(u.key)) continue;
      const owners = definedIn(u.key);
      if (owners.length) wrong.push({ where: at(u), text: `${u.key}${u.how}: only ${owners.join(', ')} defines it (move it to the shared catalogue)` });
    }
    // The shared catalogue is on every page: a key there that one package alone uses (and no
    // shared code, and not as a page title) belongs in that package's own catalogue.
    const titleKeys = new Set(titles.map((u) => u.key));
    for (const [k, line] of shared) {
      if (titleKeys.has(k) || namesKey(SHARED, k)) continue;
      const users = PACKAGES.filter((q) => namesKey(q, k));
      if (users.length === 1) wrong.push({ where: `${catalogues.get(SHARED)!.rel}:${line}`, text: `${k}: only ${users[0]} uses it (move it to ${catalogues.get(users[0]!)!.rel})` });
    }
    report('Keys in the wrong catalogue', wrong);
    expect(wrong.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it('finds no hard-coded English in a component', () => {
    const found: Finding[] = [];
    const allowed = (rel: string, text: string) => ALLOWED.some((a) => a.file === rel && a.text === text);
    const add = (p: Parsed, node: Node, text: string, what: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (WORDS.test(clean) && !allowed(p.rel, clean)) found.push({ where: `${p.rel}:${lineOf(p, node)}`, text: `${what}${JSON.stringify(clean)}` });
    };
    for (const p of parsed) {
      if (!p.file.endsWith('.tsx') || /(^|\/)testing\.tsx$/.test(p.rel)) continue;
      walk(p.ast, (n, parent) => {
        if (n.type === 'JSXText') add(p, n, n.value as string, '');
        else if (n.type === 'JSXExpressionContainer' && (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')) {
          for (const lit of literalsOf(n.expression as Node)) add(p, lit.node, lit.text, '{…} ');
        } else if (n.type === 'JSXAttribute') {
          const name = n.name as Node;
          const attr = name.type === 'Identifier' ? (name.value as string) : undefined;
          if (!attr || !READ_ATTRIBUTES.has(attr)) return;
          const value = n.value as Node | null;
          if (!value) return;
          const lits = value.type === 'JSXExpressionContainer' ? literalsOf(value.expression as Node) : literalsOf(value);
          for (const lit of lits) add(p, lit.node, lit.text, `${attr}=`);
        }
      });
    }
    report('Hard-coded English in components', found);
    expect(found.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it('finds no hard-coded English in form rules (yup labels and messages) or bus messages', () => {
    const found: Finding[] = [];
    for (const p of parsed) {
      if (/(^|\/)testing\.tsx?$/.test(p.rel)) continue;
      walk(p.ast, (n) => {
        if (n.type !== 'CallExpression') return;
        const callee = n.callee as Node;
        if (callee.type !== 'MemberExpression') return;
        const method = (callee.property as Node).value as string;
        // bus.emit('host:show-snackbar', { message: '…' }): a snackbar's words.
        if (method === 'emit') {
          const payload = unwrap((n.arguments as Array<{ expression: Node }>)[1]?.expression);
          if (payload?.type !== 'ObjectExpression') return;
          for (const q of payload.properties as Node[]) {
            if (q.type !== 'KeyValueProperty' || (q.key as Node).value !== 'message') continue;
            for (const lit of literalsOf(q.value as Node)) if (WORDS.test(lit.text)) found.push({ where: `${p.rel}:${lineOf(p, lit.node)}`, text: `emit({ message: ${JSON.stringify(lit.text.trim())} })` });
          }
          return;
        }
        if (!RULE_METHODS.has(method)) return;
        const args = (n.arguments as Array<{ expression: Node }>).map((a) => unwrap(a.expression));
        // .test(name, message, fn): the name is an id, not text.
        for (const arg of method === 'test' ? args.slice(1) : args) {
          const candidates = arg?.type === 'ObjectExpression' ? (arg.properties as Node[]).filter((q) => q.type === 'KeyValueProperty' && (q.key as Node).value === 'message').map((q) => q.value as Node) : [arg];
          for (const c of candidates) {
            const c2 = unwrap(c);
            // Only words: a literal, or a template with words outside ${}; regexes and numbers pass.
            if (c2?.type !== 'StringLiteral' && c2?.type !== 'TemplateLiteral') continue;
            for (const lit of literalsOf(c2)) if (WORDS.test(lit.text)) found.push({ where: `${p.rel}:${lineOf(p, lit.node)}`, text: `.${method}(${JSON.stringify(lit.text.trim())})` });
          }
        }
      });
    }
    report('Hard-coded English in form rules and bus messages', found);
    expect(found.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });

  it('formats dates and numbers in en-GB', () => {
    const wrong: Finding[] = [];
    const LOCALE_CALLS = new Set(['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat']);
    for (const p of parsed) {
      walk(p.ast, (n) => {
        if (n.type !== 'CallExpression' && n.type !== 'NewExpression') return;
        const callee = n.callee as Node;
        const name = callee.type === 'MemberExpression' ? ((callee.property as Node).value as string) : undefined;
        if (!name || !LOCALE_CALLS.has(name)) return;
        const first = unwrap((n.arguments as Array<{ expression: Node }> | undefined)?.[0]?.expression);
        if (!first || (first.type === 'StringLiteral' && first.value !== 'en-GB'))
          wrong.push({ where: `${p.rel}:${lineOf(p, n)}`, text: `${name}(${first?.type === 'StringLiteral' ? JSON.stringify(first.value) : ''})` });
      });
    }
    report('Dates or numbers not formatted in en-GB', wrong);
    expect(wrong.map((f) => `${f.where}  ${f.text}`)).toEqual([]);
  });
});
