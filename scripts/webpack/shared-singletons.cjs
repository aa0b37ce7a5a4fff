// What is shared at run time, as singletons, by the host and every remote (ARCHITECTURE §2).
// `react-dom/client` and `react/jsx-runtime` are separate modules and must be listed, or each
// app would bundle its own copy. `@shop/shared` is shared per folder (bus, http, ...): shared
// modules are not tree-shaken, so a remote only pays for the parts it uses.
const path = require('node:path');

const SHARED_PARTS = ['api', 'bus', 'http', 'session', 'i18n', 'ui', 'form', 'rules', 'routes', 'reporting', 'toolkit', 'remote', 'consent'];
const HOST_DIR = path.join(__dirname, '../../host');

function rangeOf(pkg) {
  const version = require(require.resolve(`${pkg}/package.json`, { paths: [HOST_DIR] })).version;
  return `^${version}`;
}

function sharedSingletons() {
  const shared = {};
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'rxjs']) {
    shared[pkg] = { singleton: true, requiredVersion: rangeOf(pkg) };
  }
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: rangeOf('react') };
  shared['react-dom/client'] = { singleton: true, requiredVersion: rangeOf('react-dom') };
  const sharedVersion = require('../../shared/package.json').version;
  for (const part of SHARED_PARTS) {
    shared[`@shop/shared/${part}`] = { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion };
  }
  return shared;
}

/**
 * The host's share config: every singleton, also those its own code never imports (the router,
 * `@shop/shared/http`, `form`, `remote`, ...). Webpack only provides a shared module the build
 * imports, unless it is named by path; so those are named by their entry file (lazy chunks of
 * the host, fetched only when a remote asks). The host registers its share scope first and the
 * `loaded-first` strategy keeps the first registration, so every remote gets these from one
 * URL that a remote's deploy does not change (one download, cached across remotes and
 * releases), instead of from whichever remote happened to load first. A remote still carries
 * its own fallback: it loads under an older host that provides nothing.
 */
function hostSingletons() {
  const shared = sharedSingletons();
  const byPath = (name, file, version) => ({ ...shared[name], import: file, shareKey: name, version });
  const router = path.dirname(require.resolve('react-router-dom/package.json', { paths: [HOST_DIR] }));
  const routerPkg = require(path.join(router, 'package.json'));
  // The ES module build (`module`), as webpack resolves it for the remotes.
  shared['react-router-dom'] = byPath('react-router-dom', path.join(router, routerPkg.module), routerPkg.version);
  const sharedDir = path.join(__dirname, '../../shared');
  const { exports } = require(path.join(sharedDir, 'package.json'));
  for (const part of SHARED_PARTS) {
    const name = `@shop/shared/${part}`;
    shared[name] = byPath(name, path.join(sharedDir, exports[`./${part}`]), shared[name].version);
  }
  return shared;
}

module.exports = { sharedSingletons, hostSingletons, SHARED_PARTS };
