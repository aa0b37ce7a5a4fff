// The one webpack setup for the host and every remote: swc for TypeScript, swc for
// minifying, Module Federation with the singletons of ARCHITECTURE §2, scoped CSS.
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { hostSingletons, sharedSingletons } = require('./shared-singletons.cjs');
const { cssModules, swcRule } = require('./loaders.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');

// The federation runtime is reached both by `require` (the bundler runtime) and by `import`
// (our runtime plugins and loadRemote): without these aliases both the CJS and the ESM builds
// of each package are bundled, and the retry plugin brings an older sdk of its own.
const fs = require('node:fs');
const pkgDir = (name, from) => fs.realpathSync(path.join(from, 'node_modules', name));
// pnpm keeps each package's dependencies beside it: walk enhanced -> runtime-tools -> runtime -> runtime-core.
const enhancedDir = pkgDir('@module-federation/enhanced', path.join(__dirname, '../..'));
const siblings = (dir) => path.join(dir, '..', '..', '..'); // out of node_modules/@scope/name
const runtimeToolsDir = pkgDir('@module-federation/runtime-tools', siblings(enhancedDir));
const runtimeDir = pkgDir('@module-federation/runtime', siblings(runtimeToolsDir));
const runtimeCoreDir = pkgDir('@module-federation/runtime-core', siblings(runtimeDir));
const sdkDir = pkgDir('@module-federation/sdk', siblings(runtimeCoreDir));
const errorCodesDir = pkgDir('@module-federation/error-codes', siblings(runtimeCoreDir));
const cjsEntry = (dir) => path.join(dir, require(path.join(dir, 'package.json')).main);
const runtimeAliases = {
  '@module-federation/runtime$': cjsEntry(runtimeDir),
  '@module-federation/runtime-core$': cjsEntry(runtimeCoreDir),
  '@module-federation/sdk$': cjsEntry(sdkDir),
  '@module-federation/error-codes$': cjsEntry(errorCodesDir),
};

/** A version folder name: immutable, sortable, unique per build. */
function buildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  return `v${stamp}`;
}

/**
 * @param {object} o
 * @param {string} o.dir       package folder
 * @param {string} o.name      remote name (catalogue, basket-checkout, ...) or 'host'
 * @param {Record<string,string>} [o.exposes]
 * @param {import('webpack').WebpackPluginInstance[]} [o.plugins]
 * @param {object} [o.federation] extra ModuleFederationPlugin options
 * @param {string} [o.publicPath]
 * @param {number} [o.devPort]  port for `webpack serve` (watch mode against the running shop)
 * @param {string} [o.version] build version (one per build, shared with the prerender bundle)
 */
function createConfig(o, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const version = o.version ?? buildVersion();
  const isHost = o.name === 'host';
  const containerName = isHost ? 'host' : `mf_${o.name.replace(/-/g, '_')}`;

  return {
    mode,
    context: o.dir,
    // The host has a page entry; a remote's only entry is the container MF adds (remoteEntry.js).
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    // No eval-based maps in development: the shop's CSP forbids eval.
    devtool: prod ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(o.dir, 'dist'),
      // Entries keep stable names (MF cannot hash them); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: o.publicPath ?? 'auto',
      uniqueName: containerName,
      // dist/server/ is the prerender build's (a second compiler of the same remote).
      clean: { keep: /^server\// },
    },
    // 'es2015' first: RxJS then ships its ES2015 build (no tslib helpers, smaller) instead of ES5.
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Only the host bundles the runtime (remotes use the host's: externalRuntime), and only
      // there may requests be rewritten, or the remotes' externals would stop matching.
      alias: isHost ? runtimeAliases : {},
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        swcRule('es2020'),
        {
          test: /\.css$/,
          use: [
            { loader: 'style-loader', options: { styleTagTransform: require.resolve('./style-tag-transform.cjs') } },
            {
              loader: 'css-loader',
              options: {
                // *.module.css are CSS Modules; names carry the owner so nothing collides.
                modules: cssModules(o.name),
                // css-loader follows `devtool` and would put each module's map into its <style>
                // as base64: bytes every visitor downloads and encodes, for a DevTools nicety.
                sourceMap: !prod,
              },
            },
          ],
        },
      ],
    },
    optimization: {
      minimize: prod,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: 2, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(version) }),
      new ModuleFederationPlugin({
        name: containerName,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: o.exposes,
        shared: isHost ? hostSingletons() : sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        ...o.federation,
      }),
      ...(prod ? [new CompileHintsPlugin()] : []),
      ...(o.plugins ?? []),
    ],
    devServer: o.devPort ? { port: o.devPort, hot: false, liveReload: false, headers: { 'Access-Control-Allow-Origin': '*' }, client: false } : undefined,
    stats: process.env.WEBPACK_STATS ?? 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    parallelism: 2,
    cache: prod ? false : { type: 'filesystem' },
  };
}

module.exports = { createConfig, buildVersion };
