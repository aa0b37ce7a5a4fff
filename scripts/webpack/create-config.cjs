// The one webpack setup for the host and every remote: swc for TypeScript, swc for
// minifying, Module Federation with the singletons of ARCHITECTURE §2, scoped CSS.
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');

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
 */
function createConfig(o, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const version = buildVersion();
  const isHost = o.name === 'host';
  const containerName = isHost ? 'host' : `mf_${o.name.replace(/-/g, '_')}`;

  return {
    mode,
    context: o.dir,
    // The host has a page entry; a remote's only entry is the container MF adds (remoteEntry.js).
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(o.dir, 'dist'),
      // Entries keep stable names (MF cannot hash them); every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: o.publicPath ?? 'auto',
      uniqueName: containerName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                // *.module.css are CSS Modules; names carry the owner so nothing collides.
                modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName: `${o.name}__[local]--[hash:base64:5]` },
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
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        ...o.federation,
      }),
      ...(o.plugins ?? []),
    ],
    devServer: o.devPort
      ? { port: o.devPort, hot: false, liveReload: false, headers: { 'Access-Control-Allow-Origin': '*' }, client: false }
      : undefined,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    parallelism: 2,
    cache: prod ? false : { type: 'filesystem' },
  };
}

module.exports = { createConfig, buildVersion };
