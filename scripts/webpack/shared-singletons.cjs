// What is shared at run time, as singletons, by the host and every remote (ARCHITECTURE §2).
// `react-dom/client` and `react/jsx-runtime` are separate modules and must be listed, or each
// app would bundle its own copy. `@shop/shared` is shared per folder (bus, http, ...): shared
// modules are not tree-shaken, so a remote only pays for the parts it uses.
const path = require('node:path');

const SHARED_PARTS = ['bus', 'http', 'session', 'i18n', 'ui', 'form', 'rules', 'routes', 'reporting', 'toolkit', 'remote'];

function rangeOf(pkg) {
  const version = require(require.resolve(`${pkg}/package.json`, { paths: [path.join(__dirname, '../../host')] })).version;
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

module.exports = { sharedSingletons, SHARED_PARTS };
