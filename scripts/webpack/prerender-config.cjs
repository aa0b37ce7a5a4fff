// webpack config for a remote's prerender bundle: the same pages, built for Node, so the API
// can paint a route's first view into index.html before any script has run. It lives in the
// remote's version folder (dist/server/), so a rollback rolls the prerender back with it.
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { cssModules, swcRule } = require('./loaders.cjs');

function createPrerenderConfig({ dir, name, entry, version }) {
  return {
    name: `${name}-prerender`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { prerender: entry },
    output: { path: path.join(dir, 'dist', 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [swcRule('es2022'), { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: cssModules(name) } }] }],
    },
    // Run by the API, never downloaded: readable stack traces beat bytes here.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': JSON.stringify('production') }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new MiniCssExtractPlugin({ filename: 'prerender.css' }),
    ],
    stats: process.env.WEBPACK_STATS ?? 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    parallelism: 2,
  };
}

module.exports = { createPrerenderConfig };
