// One jest run over every front-end package; tests sit beside the code they test.
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } }, parser: { syntax: 'typescript', tsx: true } } }];
const project = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages must be transformed too (pnpm puts them under .pnpm/).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@noble|ulid|@module-federation))'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../scripts/jest/style-stub.cjs',
    // shared's folders import each other by package name (one instance per page, see shared/src/README.md).
    '^@shop/shared/(.*)$': '<rootDir>/../shared/src/$1',
  },
  setupFiles: ['<rootDir>/../scripts/jest/setup.cjs'],
});
module.exports = {
  projects: ['shared', 'host', 'mf-catalogue', 'mf-basket-checkout', 'mf-account', 'mf-sell-to-us', 'mf-unlock'].map(project),
};
