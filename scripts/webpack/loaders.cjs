// Loader settings the browser builds and the prerender builds must share exactly.

/** TypeScript and JSX through swc. */
function swcRule(target) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX transform: a remote in watch mode runs against the host's
          // production React, and jsx-dev-runtime would bring a second, development React.
          transform: { react: { runtime: 'automatic', development: false } },
          target,
        },
      },
    },
  };
}

/** CSS Modules options: class names carry the owner, and match between browser and prerender builds. */
function cssModules(name) {
  return { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName: `${name}__[local]--[hash:base64:5]` };
}

module.exports = { swcRule, cssModules };
