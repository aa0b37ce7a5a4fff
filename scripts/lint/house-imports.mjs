// ESLint rule `house/imports`: the import edges the house keeps (docs/development.md 'Lint and format'),
// judged on where the imported file lies, whatever the specifier's shape (relative, package name).
// - a remote (mf-*) never imports another remote nor the host; the host never imports a remote's
//   source (it loads them through Module Federation); shared/ imports no app.
// - a feature folder (mf-*/src/features/<name>/) reaches another feature only through that
//   feature's top-level files (its index.ts or the panels and stores it offers); the feature's
//   sub-folders (api/, components/) are its own.
// - an API module (api/src/modules/<name>/) reaches another module only through that module's
//   top-level files (service, routes, schemas…), never its sub-folders (seed/, drawings/…).
//   Loops between modules are api/src/modules/module-edges.test.ts's concern.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root, wherever ESLint is started from.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The part of the repository a file belongs to: 'host', 'mf-catalogue', 'shared', 'api', … */
const packageOf = (rel) => rel.split(sep)[0];

/** [group, name, rest] for mf-x/src/features/<name>/rest or api/src/modules/<name>/rest. */
function unitOf(rel) {
  const parts = rel.split(sep);
  if (parts[0].startsWith('mf-') && parts[1] === 'src' && parts[2] === 'features' && parts.length > 4) {
    return { group: `${parts[0]}/src/features`, name: parts[3], rest: parts.slice(4) };
  }
  if (parts[0] === 'api' && parts[1] === 'src' && parts[2] === 'modules' && parts.length > 4) {
    return { group: 'api/src/modules', name: parts[3], rest: parts.slice(4) };
  }
  return null;
}

/** Where a specifier lands inside the repository (relative to it), or null for a dependency. */
function target(root, file, spec) {
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec));
  const m = /^@shop\/([^/]+)(?:\/(.*))?$/.exec(spec);
  if (!m) return null;
  // Workspace packages by name: @shop/shared/x is shared/src/x, @shop/mf-catalogue… a remote.
  return [m[1], 'src', ...(m[2] ? m[2].split('/') : [])].join(sep);
}

export function verdict(fromRel, toRel) {
  const from = packageOf(fromRel);
  const to = packageOf(toRel);
  if (from !== to) {
    if (from.startsWith('mf-') && (to.startsWith('mf-') || to === 'host')) return `a remote never imports ${to === 'host' ? 'the host' : 'another remote'} (${to}): share it through @shop/shared or the bus`;
    if (from === 'host' && to.startsWith('mf-')) return `the host never imports a remote's source (${to}): it loads remotes through Module Federation`;
    if (from === 'shared' && (to === 'host' || to.startsWith('mf-') || to === 'api')) return `shared/ imports no app (${to})`;
    return null;
  }
  const a = unitOf(fromRel);
  const b = unitOf(toRel);
  if (a && b && a.group === b.group && a.name !== b.name && b.rest.length > 1) {
    const what = a.group === 'api/src/modules' ? 'module' : 'feature';
    return `${b.rest[0]}/ is inside the ${what} ${b.name}: import it through ${b.name}'s top-level files (its public face), not its sub-folders`;
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: "imports that cross a remote's, feature's or API module's edge" }, schema: [] },
  create(context) {
    const root = ROOT;
    const file = context.filename;
    const fromRel = relative(root, file);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const toRel = target(root, file, spec);
      if (!toRel || toRel.startsWith('..')) return;
      const message = verdict(fromRel, toRel);
      if (message) context.report({ node, message });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      // require('../x') loads a module too. A test's jest.mock('../other/api/x') is not checked:
      // replacing a neighbour's call at its seam is how a panel is tested alone.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && callee.name === 'require' && node.arguments[0]?.type === 'Literal') check(node.arguments[0], node.arguments[0].value);
      },
    };
  },
};
