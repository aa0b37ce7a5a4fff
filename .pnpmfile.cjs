// typescript-eslint (the lint stage's parser and rules) reads TypeScript through its JavaScript
// API, which TypeScript 7, the native compiler the packages build with, no longer ships. Its
// packages get TypeScript 6.0 of their own instead of the workspace's 7 as a peer.
// pnpm's overrides and packageExtensions cannot do this: a peer is always taken from the parent.
const TS_FOR_LINT = 'npm:typescript@6.0.3';
const NEEDS_TS_API = (name) => name === 'typescript-eslint' || name.startsWith('@typescript-eslint/') || name === 'ts-api-utils';

module.exports = {
  hooks: {
    readPackage(pkg) {
      if (NEEDS_TS_API(pkg.name) && pkg.peerDependencies?.typescript) {
        delete pkg.peerDependencies.typescript;
        if (pkg.peerDependenciesMeta) delete pkg.peerDependenciesMeta.typescript;
        pkg.dependencies = { ...pkg.dependencies, typescript: TS_FOR_LINT };
      }
      return pkg;
    },
  },
};
